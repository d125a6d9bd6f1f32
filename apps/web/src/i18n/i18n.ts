// The panel's translations (docs/product-rules.md#hindi-mode): i18next with react-i18next. Each language's
// words are JSON files in packages/contract/src/locales/<language>/<area>.json, loaded when a
// page first asks for its area (useTranslation('customer') suspends until then), so the
// sign-in page downloads only 'common' and 'auth'. English is the fallback: a word a
// translation lacks shows in English, never as its key.
import {
  DEFAULT_LANGUAGE,
  GLOSSARY,
  I18N_NAMESPACES,
  isLanguageCode,
  LANGUAGE_CODES,
  type LanguageCode,
  languageFromPreferences,
} from '@cardora/contract/auth';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
// English, the default and every language's fallback, ships with the first script for the areas
// the sign-in page shows (~2 KB gzip): fetched lazily they were a round trip after the scripts
// ran, before the first paint (Lighthouse mobile on /panel/login: 94 -> 79, FCP 0.7 -> 1.3 s).
import englishAuth from '../../../../packages/contract/src/locales/en/auth.json';
import englishCommon from '../../../../packages/contract/src/locales/en/common.json';
import { LANGUAGE_STORAGE_KEY } from '../app/early-boot';

const files = import.meta.glob<Record<string, unknown>>('../../../../packages/contract/src/locales/*/*.json', {
  import: 'default',
});

/** Reads a language's area file, as its own chunk. */
const localeFiles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, done: ReadCallback) {
    const load = files[`../../../../packages/contract/src/locales/${language}/${namespace}.json`];
    if (!load) {
      // English words of the glossary are the contract's own (one name per thing).
      done(null, language === 'en' && namespace === 'glossary' ? GLOSSARY : {});
      return;
    }
    load().then(
      (words) => done(null, words),
      (error: unknown) => done(error instanceof Error ? error.message : String(error), false),
    );
  },
};

/** The language chosen on this device, else the browser's first language we have. */
export function initialLanguage(): LanguageCode {
  try {
    const chosen = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguageCode(chosen)) return chosen;
  } catch {
    // Storage may be off (private mode): the browser's language still applies.
  }
  return languageFromPreferences(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/**
 * Takes up the language chosen on this device since i18n started: the sign-in island's switch
 * keeps its choice there while the app's scripts, already loaded, wait to draw (main.tsx).
 */
export async function followDeviceLanguage(): Promise<void> {
  const chosen = initialLanguage();
  if (i18next.language !== chosen) await i18next.changeLanguage(chosen);
}

/** Switches the panel's language and keeps the choice on this device. */
export async function chooseLanguage(language: LanguageCode): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not kept across visits; this visit still switches.
  }
  await i18next.changeLanguage(language);
}

i18next.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

void i18next
  .use(localeFiles)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGE_CODES,
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: englishCommon, auth: englishAuth, glossary: GLOSSARY } },
    // Every other area the app may ask for loads on first use, not here.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    // A key in no language (English included) is a bug: the journeys read this list and fail
    // on it (a missing Hindi word falls back to English and is the translations test's to find).
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => {
      // Asked before its area's file arrived (a component that does not wait for it): not missing.
      // A message without a translation shows its English text, which is its key.
      if (namespace === 'messages' || !i18next.hasLoadedNamespace(namespace)) return;
      const found = window as Window & { __i18nMissingKeys?: string[] };
      found.__i18nMissingKeys ??= [];
      found.__i18nMissingKeys.push(`${namespace}:${key}`);
    },
    returnEmptyString: false,
    react: { useSuspense: true },
  });

export const AREAS = I18N_NAMESPACES;
export { i18next };
