import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  envelope,
  normalisePhoneInput,
  ZEmail,
  ZErrorBody,
  ZNewPassword,
  ZOtp,
  ZPassword,
  ZPhoneNumber,
} from './common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { MESSAGES } from './messages';

/** The messages of a failed parse (empty when it succeeds). */
function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('ZPhoneNumber', () => {
  it.each([
    ['+919876543210', '+919876543210'],
    ['+91 98765-43210', '+919876543210'],
    ['+91 (98765) 43210', '+919876543210'],
    [' +91 9876543210 ', '+919876543210'],
    ['+916000000000', '+916000000000'],
    ['+14155552671', '+14155552671'],
    ['+447911123456', '+447911123456'],
  ])('accepts %j as %s', (input, expected) => {
    expect(ZPhoneNumber.parse(input)).toBe(expected);
  });

  it.each([
    ['+911234567890', 'starts with 1'],
    ['+915876543210', 'starts with 5'],
    ['+91987654321', 'nine digits'],
    ['+9198765432100', 'eleven digits'],
  ])('rejects the Indian number %s (%s) with the Indian message', (input) => {
    expect(messagesOf(ZPhoneNumber, input)).toEqual([MESSAGES.indianPhoneInvalid]);
  });

  it.each([
    ['9876543210', 'no leading +'],
    ['+91abcdefghij', 'letters'],
    ['+91 98765 4321O', 'a letter O for a zero'],
    ['phone', 'only letters'],
    ['', 'empty'],
    ['+', 'only +'],
    ['+0123456789', 'country code starting 0'],
    ['+1234567890123456', 'longer than E.164 allows'],
  ])('rejects %j (%s) with the phone message first', (input) => {
    // '+91' followed by junk also fails the Indian rule; the server and forms show the first message.
    expect(messagesOf(ZPhoneNumber, input)[0]).toBe(MESSAGES.phoneInvalid);
  });

  it('rejects a non-string with the phone message', () => {
    expect(messagesOf(ZPhoneNumber, 9876543210)).toEqual([MESSAGES.phoneInvalid]);
  });

  it('normalisePhoneInput strips spaces, dashes and brackets only', () => {
    expect(normalisePhoneInput('+91 (98765) 432-10')).toBe('+919876543210');
    expect(normalisePhoneInput('+91.98765')).toBe('+91.98765');
  });
});

describe('ZEmail', () => {
  it('trims and lowercases', () => {
    expect(ZEmail.parse('  Demo.Foreign@Example.COM ')).toBe('demo.foreign@example.com');
  });

  it.each(['demo.foreign@example.com', 'a+tag@sub.example.co.in'])('accepts %s', (input) => {
    expect(ZEmail.parse(input)).toBe(input);
  });

  it.each([
    'not-an-email',
    'missing-at.example.com',
    'a@',
    '@example.com',
    'a b@example.com',
    '',
    `${'a'.repeat(250)}@example.com`,
  ])('rejects %j with the e-mail message', (input) => {
    expect(messagesOf(ZEmail, input)).toEqual([MESSAGES.emailInvalid]);
  });

  it('rejects a non-string with the e-mail message', () => {
    expect(messagesOf(ZEmail, 42)).toEqual([MESSAGES.emailInvalid]);
  });
});

describe('ZOtp', () => {
  it.each([
    ['123456', '123456'],
    ['000000', '000000'],
    [' 654321 ', '654321'],
  ])('accepts %j', (input, expected) => {
    expect(ZOtp.parse(input)).toBe(expected);
  });

  it.each(['12345', '1234567', '12a456', '', '12 456', '١٢٣٤٥٦'])('rejects %j with the OTP message', (input) => {
    expect(messagesOf(ZOtp, input)).toEqual([MESSAGES.otpFormat]);
  });

  it('rejects a number (codes are strings, leading zeros matter)', () => {
    expect(messagesOf(ZOtp, 123456)).toEqual([MESSAGES.otpFormat]);
  });
});

describe('ZNewPassword', () => {
  it('the bounds are 8 and 128', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
  });

  it.each([8, 9, 127, 128])('accepts %i characters', (length) => {
    expect(ZNewPassword.safeParse('x'.repeat(length)).success).toBe(true);
  });

  it.each([0, 1, 7])('rejects %i characters as too short', (length) => {
    expect(messagesOf(ZNewPassword, 'x'.repeat(length))).toEqual(['The password must be at least 8 characters.']);
  });

  it('rejects 129 characters as too long', () => {
    expect(messagesOf(ZNewPassword, 'x'.repeat(129))).toEqual(['The password must be at most 128 characters.']);
  });

  it('keeps spaces (a password is taken as typed)', () => {
    expect(ZNewPassword.parse('  spaced  ')).toBe('  spaced  ');
  });
});

describe('ZPassword (login)', () => {
  it('requires something', () => {
    expect(messagesOf(ZPassword, '')).toEqual([MESSAGES.passwordRequired]);
    expect(messagesOf(ZPassword, undefined)).toEqual([MESSAGES.passwordRequired]);
  });
  it('accepts a short legacy password but not more than 128 characters', () => {
    expect(ZPassword.parse('abc')).toBe('abc');
    expect(messagesOf(ZPassword, 'x'.repeat(129))).toEqual([MESSAGES.passwordTooLong]);
  });
});

describe('envelope and ZErrorBody', () => {
  it('wraps a payload in { data }', () => {
    const schema = envelope(ZErrorBody);
    const body = { data: { message: MESSAGES.notFound, code: 'NOT_FOUND' } };
    expect(schema.parse(body)).toEqual(body);
    expect(schema.safeParse({ message: 'x', code: 'y' }).success).toBe(false);
  });
  it('fields map field names to messages', () => {
    const body = { message: MESSAGES.phoneInvalid, code: 'VALIDATION_FAILED', fields: { phoneNumber: 'x' } };
    expect(ZErrorBody.parse(body)).toEqual(body);
  });
});
