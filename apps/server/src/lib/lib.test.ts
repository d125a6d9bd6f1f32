import { describe, expect, it } from 'vitest';
import { classifyHost } from '../plugins/tenancy';
import { hashOtp, newOtpCode, randomPassword, safeEqualHex, tokenId } from './crypto';
import { maskEmail, maskPhone } from './mask';
import { hashPassword, verifyPassword } from './passwords';

describe('masking', () => {
  it('shows the country code and the last four digits of a phone', () => {
    expect(maskPhone('+919876543210')).toBe('+91 ••••••3210');
    expect(maskPhone('+14155550123')).toBe('+14 •••••0123');
  });

  it('shows the first letter and the domain of an e-mail', () => {
    expect(maskEmail('asha@example.com')).toBe('a•••@example.com');
    expect(maskEmail('a@example.com')).toBe('a•@example.com');
  });
});

describe('secrets', () => {
  it('OTP codes are 6 digits; hashes depend on the pepper and the flow', () => {
    expect(newOtpCode()).toMatch(/^\d{6}$/);
    const a = hashOtp('pepper', 'flow-1', '123456');
    expect(safeEqualHex(a, hashOtp('pepper', 'flow-1', '123456'))).toBe(true);
    expect(safeEqualHex(a, hashOtp('other', 'flow-1', '123456'))).toBe(false);
    expect(safeEqualHex(a, hashOtp('pepper', 'flow-2', '123456'))).toBe(false);
  });

  it('stores sha256 of tokens, never the token', () => {
    expect(tokenId('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('random passwords are 10 unambiguous characters', () => {
    for (let i = 0; i < 50; i++) expect(randomPassword()).toMatch(/^[A-HJ-NP-Za-km-z2-9]{10}$/);
  });

  it('argon2id hashes verify; a missing hash never does', async () => {
    const hash = await hashPassword('s3cret-pass');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 's3cret-pass')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
    expect(await verifyPassword(null, 's3cret-pass')).toBe(false);
    expect(await verifyPassword('not-a-hash', 's3cret-pass')).toBe(false);
  });
});

describe('classifyHost', () => {
  it.each([
    ['localhost', { kind: 'base' }],
    ['127.0.0.1', { kind: 'base' }],
    ['[::1]', { kind: 'base' }],
    ['demo.localhost', { kind: 'slug', slug: 'demo' }],
    ['DEMO.LocalHost', { kind: 'slug', slug: 'demo' }],
    ['a.b.localhost', { kind: 'domain', domain: 'a.b.localhost' }],
    ['cards.acme.com', { kind: 'domain', domain: 'cards.acme.com' }],
  ])('%s', (host, expected) => {
    expect(classifyHost(host, 'localhost')).toEqual(expected);
  });
});
