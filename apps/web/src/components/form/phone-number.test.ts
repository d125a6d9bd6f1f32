// A foreign user's phone fields do not silently default to +91.
import { describe, expect, it } from 'vitest';
import { callingCodeOf, defaultCountryCodeFor, joinPhone, splitPhone } from './phone-number';

describe('defaultCountryCodeFor', () => {
  it('gives +91 to people in India and to nobody in particular (staff, franchisees)', () => {
    expect(defaultCountryCodeFor({ isForeignUser: false, phoneNumber: '+919876543210' })).toBe('+91');
    expect(defaultCountryCodeFor({ isForeignUser: false, phoneNumber: null })).toBe('+91');
    expect(defaultCountryCodeFor(null)).toBe('+91');
  });

  it("gives a foreign user their own phone's code, or none to choose", () => {
    expect(defaultCountryCodeFor({ isForeignUser: true, phoneNumber: '+447700900123' })).toBe('+44');
    expect(defaultCountryCodeFor({ isForeignUser: true, phoneNumber: '+971501234567' })).toBe('+971');
    expect(defaultCountryCodeFor({ isForeignUser: true, phoneNumber: '+14155550100' })).toBe('+1');
    expect(defaultCountryCodeFor({ isForeignUser: true, phoneNumber: null })).toBeNull();
    // A code we do not list: choose, rather than guess.
    expect(defaultCountryCodeFor({ isForeignUser: true, phoneNumber: '+4915112345678' })).toBeNull();
  });
});

describe('callingCodeOf', () => {
  it('matches the one listed code a number starts with', () => {
    expect(callingCodeOf('+9779812345678')).toBe('+977');
    expect(callingCodeOf('+919876543210')).toBe('+91');
    expect(callingCodeOf('9876543210')).toBeNull();
    expect(callingCodeOf('')).toBeNull();
    expect(callingCodeOf(null)).toBeNull();
  });
});

describe('splitPhone and joinPhone', () => {
  it('shows the national number after the code and keeps the code in front', () => {
    expect(splitPhone('+919876543210', '+91')).toEqual({ code: '+91', rest: '9876543210' });
    expect(joinPhone('+91', '09876543210')).toBe('+919876543210');
    expect(joinPhone('+44', ' 7700900123 ')).toBe('+447700900123');
  });

  it('without a code keeps the digits alone, which the contract refuses until one is chosen', () => {
    expect(joinPhone(null, '7700900123')).toBe('7700900123');
    expect(splitPhone('7700900123', null)).toEqual({ code: null, rest: '7700900123' });
    expect(splitPhone('', null)).toEqual({ code: null, rest: '' });
  });

  it('takes a whole number typed from "+" on as it is, in any code', () => {
    expect(joinPhone('+91', '+4915112345678')).toBe('+4915112345678');
    expect(splitPhone('+4915112345678', '+91')).toEqual({ code: null, rest: '+4915112345678' });
  });

  it('empties to none', () => {
    expect(joinPhone('+91', '  ')).toBe('');
    expect(splitPhone(null, '+91')).toEqual({ code: '+91', rest: '' });
  });
});
