// Secrets at rest (the agencies' gateway key and webhook secrets): AES-256-GCM with a random
// 96-bit IV. The associated data names what the secret is for (agency and field), so a
// ciphertext copied to another agency or field does not decrypt.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** `v1.<iv>.<tag>.<ciphertext>`, each part base64url. */
export function encryptSecret(key: Buffer, plaintext: string, associatedData: string): string {
  if (key.length !== 32) throw new Error('the secret key must be 32 bytes');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associatedData));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plaintext, or null when the value was not made by encryptSecret with this key and associated data. */
export function decryptSecret(key: Buffer, sealed: string, associatedData: string): string | null {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(associatedData));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
