// The webhook signature (docs/product-rules.md#lead-webhooks): `t=<unix seconds>,v1=<hex>`, the
// hex being HMAC-SHA256 of "<t>.<body>" under the endpoint's secret. The time inside the signed
// text lets a receiver refuse an old request replayed; the "v1=" lets a later scheme sit beside.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new endpoint secret: 32 random bytes, recognisable by its prefix. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const hex = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${hex}`;
}

/**
 * What a receiver does, kept here for tests and as the README's example: the header matches the
 * body and secret, and its time is within `toleranceSeconds` of `nowSeconds`.
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const eq = part.indexOf('=');
      return [part.slice(0, eq).trim(), part.slice(eq + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds || !/^[0-9a-f]{64}$/.test(v1)) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
