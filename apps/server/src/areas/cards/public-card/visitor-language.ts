// The language of a page with no card to take it from: the status pages (no
// such card, switched off, expired, coming soon) speak the visitor's language, as their browser
// says it (Accept-Language), English by default. A card's own pages speak the card's language,
// its owner's choice, or with a second language the one of the two the visitor reads
// (cardLanguagePreference below).
import { type CardLanguageCode, type LanguageCode, languageFromPreferences, languageOfTag } from '@cardora/contract';
import type { FastifyRequest } from 'fastify';
import { Lru } from '#lib/lru';

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

/**
 * What of a visitor's languages a card page depends on (docs/product-rules.md#card-second-language):
 * ?lang= when it names a card language, and the card languages the browser accepts, in its order,
 * the first ACCEPTED_KEPT of them. They are the page's cache key: a header's endless spellings
 * make a few keys per card, and no header makes more than a bounded number.
 */
export interface CardLanguagePreference {
  requested: CardLanguageCode | null;
  accepted: CardLanguageCode[];
  /** The part of the page's cache key. */
  key: string;
}

/**
 * A browser names one to three languages; a card's two are looked for among its first three card
 * languages only (past them, the card's primary), which bounds the keys a card's pages can have.
 */
const ACCEPTED_KEPT = 3;
/** Headers repeat (a browser sends the same one on every visit): each is parsed once. */
const acceptedByHeader = new Lru<CardLanguageCode[]>(1_000);

/** Our languages an Accept-Language header accepts, best first, no repeats, at most ACCEPTED_KEPT. */
export function acceptedCardLanguages(header: string | undefined): CardLanguageCode[] {
  if (!header) return [];
  const known = acceptedByHeader.get(header);
  if (known) return known;
  const accepted: CardLanguageCode[] = [];
  for (const tag of acceptedLanguages(header)) {
    const code = languageOfTag(tag);
    if (code && !accepted.includes(code)) accepted.push(code);
    if (accepted.length === ACCEPTED_KEPT) break;
  }
  acceptedByHeader.set(header, accepted);
  return accepted;
}

export function cardLanguagePreference(requested: unknown, acceptLanguage: string | undefined): CardLanguagePreference {
  const asked = typeof requested === 'string' ? languageOfTag(requested) : null;
  const accepted = acceptedCardLanguages(acceptLanguage);
  return { requested: asked, accepted, key: `${asked ?? ''}>${accepted.join(',')}` };
}
