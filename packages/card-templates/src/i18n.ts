// The card's fixed labels ("Call", "Save contact", the default headings) in the card's language:
// the owner's choice, sections.settings.language (or the card's second language, for a visitor
// who reads it: docs/product-rules.md#card-second-language). The languages are CARD_LANGUAGES:
// the panel's two and nine more with only their card.json. Its own
// i18next instance with every language's card.json bundled, initialised synchronously: the
// server renders a card in one pass, and the editor's live preview (the same components, in the
// panel's bundle, beside react-i18next's instance) switches language without a load.
import { type CardLanguageCode, DEFAULT_LANGUAGE, isCardLanguageCode, type TCardView } from '@cardora/contract';
import bn from '@cardora/contract/locales/bn/card.json';
import en from '@cardora/contract/locales/en/card.json';
import gu from '@cardora/contract/locales/gu/card.json';
import hi from '@cardora/contract/locales/hi/card.json';
import kn from '@cardora/contract/locales/kn/card.json';
import ml from '@cardora/contract/locales/ml/card.json';
import mr from '@cardora/contract/locales/mr/card.json';
import or from '@cardora/contract/locales/or/card.json';
import pa from '@cardora/contract/locales/pa/card.json';
import ta from '@cardora/contract/locales/ta/card.json';
import te from '@cardora/contract/locales/te/card.json';
import { createInstance, type i18n } from 'i18next';

type Words = typeof en;

/** A language is a card.json away: the record's type asks for each language's file. */
const WORDS: Record<CardLanguageCode, Words> = { en, hi, mr, bn, gu, pa, kn, ml, or, ta, te };

/** 'stars_one' and 'stars_other' are both asked for as 'stars' (with a count). */
type Singular<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;

/** Every key of card.json as a dotted path, so a misspelt label fails the type check. */
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${Singular<K>}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type CardWord = KeysOf<Words>;
/** The card's words in one language. Values are not HTML-escaped: React and escapeHtml do that. */
export type CardT = (key: CardWord, values?: Record<string, string | number>) => string;

let instance: i18n | null = null;

/** Made on first use, not on import: the panel's pages that only format rupees never build it. */
function cardI18n(): i18n {
  if (instance) return instance;
  const created = createInstance();
  void created.init({
    resources: Object.fromEntries(Object.entries(WORDS).map(([language, words]) => [language, { card: words }])),
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ['card'],
    defaultNS: 'card',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  instance = created;
  return created;
}

const byLanguage = new Map<CardLanguageCode, CardT>();

/** The words of a language; anything not a language of ours (an old card, half-typed data) is English. */
export function cardT(language: unknown): CardT {
  const code = isCardLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  const known = byLanguage.get(code);
  if (known) return known;
  const fixed = cardI18n().getFixedT(code, 'card');
  const t: CardT = (key, values) => fixed(key, values);
  byLanguage.set(code, t);
  return t;
}

/** The language the card's fixed labels are in (English for a card saved before it could choose). */
export function cardLanguage(view: TCardView): CardLanguageCode {
  const chosen: unknown = view.sections.settings.language;
  return isCardLanguageCode(chosen) ? chosen : DEFAULT_LANGUAGE;
}
