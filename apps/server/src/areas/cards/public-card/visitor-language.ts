// The language of a page with no card to take it from: the status pages (no
// such card, switched off, expired, coming soon) speak the visitor's language, as their browser
// says it (Accept-Language), English by default. A card's own pages speak the card's language,
// its owner's choice, whoever visits.
import { type LanguageCode, languageFromPreferences } from '@cardora/contract';
import type { FastifyRequest } from 'fastify';

/** A header has a handful of languages; anything past this many is not a browser's. */
const MAX_TAGS = 20;

/**
 * "hi-IN,hi;q=0.9,en;q=0.8" → ['hi-IN', 'hi', 'en']: highest q first (the header's order among
 * equals), what is refused (q=0) or malformed left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',', MAX_TAGS)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The visitor's first language that we have, else English. */
export function visitorLanguage(request: FastifyRequest): LanguageCode {
  const header = request.headers['accept-language'];
  return languageFromPreferences(acceptedLanguages(typeof header === 'string' ? header : undefined));
}
