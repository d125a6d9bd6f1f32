// Tests' translations: an i18next instance with every area's words already in it (no lazy
// loading, nothing to wait for), in the language a test asks for, so labels built outside React
// and components rendered to a string read the real English or Hindi of the locale files.
import { GLOSSARY, type LanguageCode } from '@cardora/contract';
import i18next, { type i18n, type Resource, type TFunction } from 'i18next';

const files = import.meta.glob<Record<string, unknown>>('../../../../packages/contract/src/locales/*/*.json', {
  import: 'default',
  eager: true,
});

function resources(): Resource {
  const all: Resource = { en: { glossary: GLOSSARY } };
  for (const [path, words] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    const [, language, area] = match;
    all[language] = { ...all[language], [area]: words as Resource[string][string] };
  }
  return all;
}

/** An initialised instance in `language`, English the fallback as in the panel. */
export function testI18n(language: LanguageCode = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    resources: resources(),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  });
  return instance;
}

/** A `t` of one area in `language`, for functions that take one. */
export function testT(language: LanguageCode, area: string): TFunction {
  return testI18n(language).getFixedT(language, area);
}
