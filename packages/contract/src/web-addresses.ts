// Addresses a person types or an upload answers: http(s) links, websites typed without a scheme,
// and files in our own upload storage. Below the card and every area that stores a link or an image.
import { z } from 'zod';
import { MESSAGES } from './messages';

/** http(s) URLs only: no javascript:, data: or other schemes reach a card. */
export const ZHttpUrl = z
  .string({ error: MESSAGES.linkUrlRequired })
  .trim()
  .max(2000, MESSAGES.linkUrlRequired)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname.includes('.'));
    } catch {
      return false;
    }
  }, MESSAGES.linkUrlRequired);

/** A host name a person could mean as a website: labels, a dot, and a top-level name. */
const DOMAIN_HOST = /^(?:[a-z0-9-]+\.)+(?:[a-z]{2,}|xn--[a-z0-9-]+)$/;

/**
 * A website as people type it: "www.shop.in" means https://www.shop.in. A value with its own
 * scheme is left alone (and refused unless http or https); one without a scheme gets https://
 * only when what follows is a domain, so an e-mail address or a phrase is refused as before.
 * docs/product-rules.md#website-without-scheme
 */
export function withWebScheme(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const typed = value.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(typed)?.[1];
  // "shop.in:8080" has no scheme; "javascript:" and "mailto:" have one.
  if (!typed || (scheme && !scheme.includes('.'))) return value;
  const candidate = `https://${typed.replace(/^\/\//, '')}`;
  try {
    const url = new URL(candidate);
    return !url.username && !url.password && DOMAIN_HOST.test(url.hostname) ? candidate : value;
  } catch {
    return value;
  }
}

/** A website or link: http(s) only, and typed without a scheme it is stored with https://. */
export const ZWebAddress = z.preprocess(withWebScheme, ZHttpUrl);

/** A file served by our own upload storage (POST /document/uploadDoc answers these). */
export const ZUploadUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/uploads\/[A-Za-z0-9/_.-]+$/, 'Upload the image again.');
