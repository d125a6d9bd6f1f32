import { describe, expect, it } from 'vitest';
import { daysLeft, isBusinessExpired, isBusinessExpiringSoon, isBusinessPaid } from './business-state';
import { DEFAULT_EXPIRING_SOON_DAYS } from './constants';

// The rules work on the local start of day, so the fixtures are built in local time; noon keeps
// a daylight-saving shift of an hour from moving any day count.
const NOON_TODAY = new Date(2025, 2, 10, 12, 0, 0);
const MIDNIGHT_TODAY = new Date(2025, 2, 10, 0, 0, 0, 0);
const inDays = (days: number, hour = 9): Date => new Date(2025, 2, 10 + days, hour, 0, 0);

describe('isBusinessPaid (paymentStatus is 1)', () => {
  it.each([
    [1, true],
    [0, false],
    [2, false],
    [-1, false],
  ])('paymentStatus %i -> %s', (paymentStatus, expected) => {
    expect(isBusinessPaid({ paymentStatus })).toBe(expected);
  });
});

describe('isBusinessExpired (start of day of the expiry date is before now)', () => {
  it('no expiry date never expires', () => {
    expect(isBusinessExpired(null, NOON_TODAY)).toBe(false);
  });

  it('an expiry yesterday is expired', () => {
    expect(isBusinessExpired(inDays(-1, 23), NOON_TODAY)).toBe(true);
  });

  it('an expiry later today is already expired once the day has started', () => {
    expect(isBusinessExpired(inDays(0, 23), NOON_TODAY)).toBe(true);
  });

  it('at exactly the start of the expiry day it is not yet expired (strictly before)', () => {
    expect(isBusinessExpired(inDays(0, 23), MIDNIGHT_TODAY)).toBe(false);
  });

  it('one millisecond after the start of the expiry day it is expired', () => {
    expect(isBusinessExpired(inDays(0, 23), new Date(MIDNIGHT_TODAY.getTime() + 1))).toBe(true);
  });

  it('an expiry tomorrow is not expired, even at the last moment of today', () => {
    expect(isBusinessExpired(inDays(1, 0), new Date(2025, 2, 10, 23, 59, 59, 999))).toBe(false);
  });

  it('accepts an ISO string', () => {
    expect(isBusinessExpired(inDays(-1).toISOString(), NOON_TODAY)).toBe(true);
    expect(isBusinessExpired(inDays(2).toISOString(), NOON_TODAY)).toBe(false);
  });
});

describe('daysLeft', () => {
  it.each([
    [-1, -1],
    [0, 0],
    [1, 1],
    [15, 15],
    [30, 30],
  ])('expiry %i days from today -> %i', (offset, expected) => {
    // `+ 0` turns the -0 that Math.ceil gives for today into 0 for toBe.
    expect(daysLeft(inDays(offset), NOON_TODAY) + 0).toBe(expected);
  });

  it('counts to the start of the expiry day, not the time on it', () => {
    expect(daysLeft(inDays(1, 23), NOON_TODAY)).toBe(1);
    expect(daysLeft(inDays(1, 0), NOON_TODAY)).toBe(1);
  });
});

describe('isBusinessExpiringSoon (days left > 0 and <= threshold)', () => {
  it('the default threshold is 15 days', () => {
    expect(DEFAULT_EXPIRING_SOON_DAYS).toBe(15);
  });

  it.each([
    ['yesterday', -1, false],
    ['0 days left (today)', 0, false],
    ['1 day left', 1, true],
    ['threshold (15) days left', DEFAULT_EXPIRING_SOON_DAYS, true],
    ['threshold + 1 days left', DEFAULT_EXPIRING_SOON_DAYS + 1, false],
  ])('%s -> %s', (_name, offset, expected) => {
    expect(isBusinessExpiringSoon(inDays(offset), NOON_TODAY)).toBe(expected);
  });

  it('0 days left at the very start of the expiry day is neither expiring soon nor expired', () => {
    expect(isBusinessExpiringSoon(inDays(0), MIDNIGHT_TODAY)).toBe(false);
    expect(isBusinessExpired(inDays(0), MIDNIGHT_TODAY)).toBe(false);
  });

  it.each([
    [0, false],
    [1, true],
    [3, true],
    [4, false],
  ])('with a threshold of 3 days, %i days left -> %s', (offset, expected) => {
    expect(isBusinessExpiringSoon(inDays(offset), NOON_TODAY, 3)).toBe(expected);
  });

  it('no expiry date is never expiring soon', () => {
    expect(isBusinessExpiringSoon(null, NOON_TODAY)).toBe(false);
  });

  it('accepts an ISO string', () => {
    expect(isBusinessExpiringSoon(inDays(5).toISOString(), NOON_TODAY)).toBe(true);
  });
});
