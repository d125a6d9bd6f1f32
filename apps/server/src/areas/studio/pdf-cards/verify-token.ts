// The token a PDF card's QR carries: `<id>.<mac>`, both base64url of 16 bytes. id is the card's
// random verify_id (never its number, so nothing is guessable or countable); mac is the first 16
// bytes of HMAC-SHA256(PDF_CARD_VERIFY_SECRET, 'pdf-card-verify:' + id). A forged or altered
// token fails the MAC before any database read.
import { createHmac, timingSafeEqual } from 'node:crypto';

const PART = /^[A-Za-z0-9_-]{22}$/;

function mac(secret: string, id: Buffer): Buffer {
  return createHmac('sha256', secret).update('pdf-card-verify:').update(id).digest().subarray(0, 16);
}

const uuidBytes = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex');

function uuidOf(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function verifyToken(secret: string, verifyId: string): string {
  const id = uuidBytes(verifyId);
  return `${id.toString('base64url')}.${mac(secret, id).toString('base64url')}`;
}

/** The verify_id a genuine token names, or null (malformed, forged or altered). */
export function readVerifyToken(secret: string, token: string): string | null {
  const [idPart, macPart, extra] = token.split('.');
  if (extra !== undefined || !idPart || !macPart || !PART.test(idPart) || !PART.test(macPart)) return null;
  const id = Buffer.from(idPart, 'base64url');
  const given = Buffer.from(macPart, 'base64url');
  // base64url of 16 bytes is 22 characters, but so are some strings that decode differently.
  if (id.length !== 16 || given.length !== 16 || id.toString('base64url') !== idPart) return null;
  if (given.toString('base64url') !== macPart || !timingSafeEqual(given, mac(secret, id))) return null;
  return uuidOf(id);
}
