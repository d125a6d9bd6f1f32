// Opaque tokens (session, OTP flow, CSRF) and the hashes we store instead of them.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@cardora/contract';

/** 32 random bytes, base64url: the value that goes into a cookie. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The database key for a cookie token: only its sha256 is stored. */
export function tokenId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** HMAC with the server pepper, bound to the flow so a hash is useless elsewhere. */
export function hashOtp(pepper: string, flowId: string, code: string): string {
  return createHmac('sha256', pepper).update(`${flowId}:${code}`).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function safeEqualString(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

// No 0/O, 1/l/I: the password is read off a phone screen and typed in.
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function randomPassword(length = 10): string {
  let result = '';
  for (let i = 0; i < length; i++) result += PASSWORD_ALPHABET[randomInt(0, PASSWORD_ALPHABET.length)];
  return result;
}
