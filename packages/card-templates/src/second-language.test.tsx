/** @jsxRuntime automatic @jsxImportSource react */
// A card in two languages (docs/product-rules.md#card-second-language): the page in the language
// asked for shows the owner's translations, field by field, with the fixed labels and
// <html lang> of that language and a switch to the other; a card with one language has no switch.
import { CARD_LANGUAGES, type CardLanguageCode, type TCardView } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { renderCardPageHtml } from './document';
import { richCardView } from './fixtures';
import { cardT } from './i18n';

const URL = 'https://demo.example.in/sharma-sweets';

function bilingual(): TCardView {
  const view = richCardView();
  view.sections.secondLanguage = {
    language: 'hi',
    name: 'आरव शर्मा',
    designation: null,
    companyName: 'शर्मा स्वीट्स',
    aboutText: 'हर सुबह ताज़ी मिठाइयाँ।',
    products: [{ productId: 'kaju-katli', name: 'काजू कतली', description: null }],
    links: [{ label: 'Instagram', text: 'इंस्टाग्राम' }],
    members: [{ memberId: 'm-priya', name: 'प्रिया नायर', designation: 'बिक्री' }],
  };
  return view;
}

function page(view: TCardView, language?: CardLanguageCode): string {
  return renderCardPageHtml(view, { canonicalUrl: URL, beaconScript: true, language });
}

describe('a card with Hindi as its second language', () => {
  it("names its team in Hindi, on the card and on the member's own page (docs/product-rules.md#staff-cards)", () => {
    const html = page(bilingual(), 'hi');
    expect(html).toContain('प्रिया नायर');
    const view = bilingual();
    const priya = view.sections.team.members[0];
    if (!priya) throw new Error('the fixture has Priya');
    const memberPage = renderCardPageHtml(view, {
      canonicalUrl: `${URL}/priya`,
      beaconScript: true,
      language: 'hi',
      member: priya,
    });
    expect(memberPage).toContain('प्रिया नायर</h1>');
    expect(memberPage).toContain('<p class="role">बिक्री</p>');
    expect(memberPage).not.toContain('आरव शर्मा');
    const english = renderCardPageHtml(view, {
      canonicalUrl: `${URL}/priya`,
      beaconScript: true,
      language: 'en',
      member: priya,
    });
    expect(english).toContain('Priya Nair</h1>');
  });

  it('read in Hindi: the translations, Hindi labels and <html lang="hi">', () => {
    const html = page(bilingual(), 'hi');
    expect(html.startsWith('<!doctype html><html lang="hi">')).toBe(true);
    expect(html).toContain('आरव शर्मा');
    expect(html).toContain('शर्मा स्वीट्स');
    expect(html).toContain('हर सुबह ताज़ी मिठाइयाँ।');
    expect(html).toContain('काजू कतली');
    expect(html).toContain('इंस्टाग्राम');
    expect(html).toContain('कॉन्टैक्ट सेव करें');
    expect(html).not.toContain('Save contact');
    expect(html).not.toContain('Aarav Sharma');
  });

  it('keeps the primary text of each field left untranslated', () => {
    const html = page(bilingual(), 'hi');
    // No Hindi designation, no Hindi for the gift box or the Swiggy link: the English ones show.
    expect(html).toContain('Founder &amp; Head Halwai');
    expect(html).toContain('Order on Swiggy');
    expect(html).toContain('Every day 8 am – 10 pm');
  });

  it('read in English (asked for, or nothing asked): the primary text and English labels', () => {
    for (const html of [page(bilingual(), 'en'), page(bilingual())]) {
      expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
      expect(html).toContain('Aarav Sharma');
      expect(html).toContain('Save contact');
      expect(html).not.toContain('आरव शर्मा');
    }
  });

  it('links to both languages in their own names, marking the one read', () => {
    const html = page(bilingual(), 'hi');
    expect(html).toContain('<nav class="lsw" aria-label="भाषा">');
    expect(html).toContain('<a href="?lang=en" lang="en" hrefLang="en">English</a>');
    expect(html).toContain('<a href="?lang=hi" lang="hi" hrefLang="hi" aria-current="page">हिन्दी</a>');
  });

  it('a language the card does not have shows the primary', () => {
    const view = bilingual();
    view.sections.secondLanguage.language = null;
    const html = page(view, 'hi');
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(html).toContain('Aarav Sharma');
  });
});

describe('a card with one language', () => {
  it('has no language switch', () => {
    expect(page(richCardView())).not.toContain('class="lsw"');
  });
});

describe('every card language', () => {
  it.each(CARD_LANGUAGES.map((language) => [language.code, language.nativeName] as const))(
    '%s: as the second language, its own labels under its own <html lang>, its name on the switch',
    (code, nativeName) => {
      const view = richCardView();
      const primary = code === 'en' ? 'hi' : 'en';
      view.sections.settings.language = primary;
      view.sections.secondLanguage = { ...view.sections.secondLanguage, language: code, name: `${code} name` };
      const html = page(view, code);
      const t = cardT(code);
      expect(html.startsWith(`<!doctype html><html lang="${code}">`)).toBe(true);
      expect(html).toContain(`${code} name</h1>`);
      expect(html).toContain(t('saveContact'));
      expect(html).toContain(`<h2>${t('headings.basicDetails')}</h2>`);
      expect(html).toContain(`aria-current="page">${nativeName}</a>`);
      // Every language but English has words of its own.
      if (code !== 'en') expect(t('saveContact')).not.toBe(cardT('en')('saveContact'));
    },
  );
});
