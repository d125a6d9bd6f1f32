// Built-in business categories read in the page's language; typed or renamed ones stay as written.
// docs/product-rules.md#hindi-mode
import { BUILT_IN_BUSINESS_CATEGORIES } from '@cardora/contract';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useCategoryName } from './category-name';
import { testI18n } from './test-i18n';

function Shown({ category, name }: { category: string; name: string }) {
  return <>{useCategoryName()(category, name)}</>;
}

function render(language: 'en' | 'hi', category: string, name: string): string {
  return renderToString(
    <I18nextProvider i18n={testI18n(language)}>
      <Shown category={category} name={name} />
    </I18nextProvider>,
  );
}

describe('useCategoryName', () => {
  it('names every built-in category in Hindi, and in English exactly as shipped', () => {
    expect(render('hi', 'sweet-shop', 'Sweet Shop')).toBe('मिठाई की दुकान');
    for (const [key, english] of Object.entries(BUILT_IN_BUSINESS_CATEGORIES)) {
      expect(render('hi', key, english)).toMatch(/[\u0900-\u097F]/);
      expect(render('en', key, english)).toBe(english.replace('&', '&amp;'));
    }
  });

  it('leaves a category someone typed, or a renamed one, as written', () => {
    expect(render('hi', 'other', 'Optician')).toBe('Optician');
    expect(render('hi', 'sweet-shop', 'Mithai Ghar')).toBe('Mithai Ghar');
  });
});
