/// <reference types="node" />
// Every language has every word English has: the same keys in each area's
// file, nothing empty, and the same {{placeholders}}, so a translation cannot drop a figure or
// a name. English's glossary is GLOSSARY (glossary.ts); other languages translate it in a file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from './glossary';
import { CARD_LANGUAGES, I18N_NAMESPACES, LANGUAGES, languageFromPreferences } from './languages';

const LOCALES = join(import.meta.dirname, 'locales');

type Words = { [key: string]: string | Words };

function read(language: string, namespace: string): Words | null {
  const file = join(LOCALES, language, `${namespace}.json`);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as Words;
}

function english(namespace: string): Words | null {
  return namespace === 'glossary' ? GLOSSARY : read('en', namespace);
}

/** Every key path with its text: 'editor.save' → 'Save'. */
function flatten(words: Words, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(words)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('has a folder per language and only known areas in it', () => {
    for (const language of LANGUAGES) {
      expect(existsSync(join(LOCALES, language.code)), language.code).toBe(true);
      const areas = readdirSync(join(LOCALES, language.code)).map((file) => file.replace(/\.json$/, ''));
      for (const area of areas) expect(I18N_NAMESPACES, `${language.code}/${area}.json`).toContain(area);
    }
  });

  /** Every quoted text of the contract's sources: what a message can be. */
  const contractTexts = new Set(
    readdirSync(import.meta.dirname)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) => [
        ...readFileSync(join(import.meta.dirname, file), 'utf8').matchAll(/(['"`])((?:\\.|(?!\1).)*)\1/g),
      ])
      .map((match) => (match[2] ?? '').replace(/\\(.)/g, '$1')),
  );

  for (const language of LANGUAGES.filter((entry) => entry.code !== 'en')) {
    it(`${language.code}/messages: each is a message of the contract, translated`, () => {
      const translated = flatten(read(language.code, 'messages') ?? {});
      for (const [english, text] of translated) {
        expect(contractTexts.has(english), `not a message of the contract: "${english}"`).toBe(true);
        expect(text.trim(), english).not.toBe('');
      }
    });
    for (const namespace of I18N_NAMESPACES.filter((area) => area !== 'messages')) {
      it(`${language.code}/${namespace}: every English word, with the same placeholders`, () => {
        const reference = flatten(english(namespace) ?? {});
        const translated = flatten(read(language.code, namespace) ?? {});
        expect([...translated.keys()].sort()).toEqual([...reference.keys()].sort());
        for (const [key, text] of translated) {
          expect(text.trim(), `${namespace}:${key}`).not.toBe('');
          expect(placeholders(text), `${namespace}:${key}`).toEqual(placeholders(reference.get(key) ?? ''));
        }
      });
    }
  }

  // The card's fixed labels come in more languages than the panel (docs/product-rules.md#card-second-language):
  // such a language has its card.json and nothing else, with every English word.
  const panelCodes = new Set<string>(LANGUAGES.map((language) => language.code));
  for (const language of CARD_LANGUAGES.filter((entry) => !panelCodes.has(entry.code))) {
    it(`${language.code}/card: only the card's words, every English one, with the same placeholders`, () => {
      expect(readdirSync(join(LOCALES, language.code))).toEqual(['card.json']);
      const reference = flatten(read('en', 'card') ?? {});
      const translated = flatten(read(language.code, 'card') ?? {});
      expect([...translated.keys()].sort()).toEqual([...reference.keys()].sort());
      for (const [key, text] of translated) {
        expect(text.trim(), `card:${key}`).not.toBe('');
        expect(placeholders(text), `card:${key}`).toEqual(placeholders(reference.get(key) ?? ''));
      }
    });
  }

  it("takes the browser's first language we have, else English", () => {
    expect(languageFromPreferences(['hi-IN', 'en-US'])).toBe('hi');
    expect(languageFromPreferences(['ta-IN', 'hi'])).toBe('hi');
    expect(languageFromPreferences(['en-GB', 'hi'])).toBe('en');
    expect(languageFromPreferences(['fr-FR'])).toBe('en');
    expect(languageFromPreferences([])).toBe('en');
  });
});
