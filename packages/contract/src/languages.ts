// The languages of the customer's panel, the sign-in pages and the public card's fixed labels.
// A language is its entry here and a folder of translation files under
// src/locales/<code>/ (one file per area, so a page loads only its own words); English is
// the reference every other language is checked against (locales.test.ts).
import { z } from 'zod';

export const LANGUAGES = [
  { code: 'en', englishName: 'English', nativeName: 'English', locale: 'en-IN' },
  { code: 'hi', englishName: 'Hindi', nativeName: 'हिन्दी', locale: 'hi-IN' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const ZLanguageCode = z.enum(LANGUAGE_CODES, { error: 'Choose a language from the list.' });

/**
 * The areas of translation, a file each per language. glossary: page titles, drawer entries and
 * common buttons (English is GLOSSARY itself, glossary.ts); common: what many pages show;
 * auth: the sign-in pages; card: the public card's fixed labels (the server renders it too);
 * documents: invoices, receipts and credit notes, the billing details form and the check page;
 * messages: the contract's messages (form checks, refusals), keyed by their English text, which
 * is what a message without a translation shows (no English file).
 */
export const I18N_NAMESPACES = [
  'glossary',
  'common',
  'auth',
  'customer',
  'editor',
  'products',
  'plans',
  'card',
  'documents',
  'messages',
] as const;
export type I18nNamespace = (typeof I18N_NAMESPACES)[number];

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/**
 * The first of the browser's languages (navigator.languages, or an Accept-Language header's
 * tags in order) that we have: 'hi-IN' and 'hi' are Hindi; none of ours is English.
 */
export function languageFromPreferences(preferences: readonly string[]): LanguageCode {
  for (const tag of preferences) {
    const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (isLanguageCode(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The BCP 47 locale numbers and dates are written in: Indian grouping (12,34,567) in both. */
export function localeOf(language: LanguageCode): string {
  return LANGUAGES.find((entry) => entry.code === language)?.locale ?? 'en-IN';
}
