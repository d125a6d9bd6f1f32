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
 * The languages of the public card's fixed labels ("Call", "Save contact"): the panel's, and the
 * main language of each Indian script the greetings renderer draws, for a card is read by the
 * owner's customers (docs/product-rules.md#card-second-language). One of these has only a
 * card.json under src/locales/<code>/ (locales.test.ts checks it has every English key).
 */
export const CARD_LANGUAGES = [
  ...LANGUAGES,
  { code: 'mr', englishName: 'Marathi', nativeName: 'मराठी', locale: 'mr-IN' },
  { code: 'bn', englishName: 'Bengali', nativeName: 'বাংলা', locale: 'bn-IN' },
  { code: 'gu', englishName: 'Gujarati', nativeName: 'ગુજરાતી', locale: 'gu-IN' },
  { code: 'pa', englishName: 'Punjabi', nativeName: 'ਪੰਜਾਬੀ', locale: 'pa-IN' },
  { code: 'kn', englishName: 'Kannada', nativeName: 'ಕನ್ನಡ', locale: 'kn-IN' },
  { code: 'ml', englishName: 'Malayalam', nativeName: 'മലയാളം', locale: 'ml-IN' },
  { code: 'or', englishName: 'Odia', nativeName: 'ଓଡ଼ିଆ', locale: 'or-IN' },
  { code: 'ta', englishName: 'Tamil', nativeName: 'தமிழ்', locale: 'ta-IN' },
  { code: 'te', englishName: 'Telugu', nativeName: 'తెలుగు', locale: 'te-IN' },
] as const;

export type CardLanguageCode = (typeof CARD_LANGUAGES)[number]['code'];
export const CARD_LANGUAGE_CODES = CARD_LANGUAGES.map((language) => language.code) as [
  CardLanguageCode,
  ...CardLanguageCode[],
];
export const ZCardLanguageCode = z.enum(CARD_LANGUAGE_CODES, { error: 'Choose a language from the list.' });

export function isCardLanguageCode(value: unknown): value is CardLanguageCode {
  return typeof value === 'string' && (CARD_LANGUAGE_CODES as readonly string[]).includes(value);
}

/** A card language in its own script ("தமிழ்"), as the card's switch and the editor show it. */
export function cardLanguageName(code: CardLanguageCode): string {
  return CARD_LANGUAGES.find((language) => language.code === code)?.nativeName ?? code;
}

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
