/** @jsxRuntime automatic @jsxImportSource react */
// The card's fixed labels in the language its owner chose: a Hindi card says
// "कॉल" and "कॉन्टैक्ट सेव करें" under <html lang="hi">, whoever visits; the owner's own words
// (names, renamed headings) stay as typed; an English card reads as it always did.
import {
  CARD_SECTIONS,
  CARD_TEMPLATE_IDS,
  DEFAULT_SECTION_HEADINGS,
  ENQUIRY_MESSAGES,
  type LanguageCode,
  type TCardView,
} from '@cardora/contract';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardPage } from './card-page';
import { cardDescription, renderCardPageHtml, renderStatusPageHtml, type StatusPageKind } from './document';
import { richCardView } from './fixtures';
import { cardT } from './i18n';
import { VISITOR_MESSAGE_VALUES } from './sections/enquiries';
import { renderVisitorFormPageHtml, renderVisitorNoticePageHtml } from './visitor-pages';

const URL = 'https://demo.example.in/sharma-sweets';
const DEVANAGARI = /[\u0900-\u097F]/;

function cardIn(language: LanguageCode): TCardView {
  const view = richCardView();
  view.sections.settings.language = language;
  return view;
}

function page(view: TCardView): string {
  return renderCardPageHtml(view, { canonicalUrl: URL, beaconScript: true });
}

/** The page's visible words, tags and the inline script and style left out. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const ENGLISH_LABELS = [
  'Save contact',
  'Share this card',
  'Scan to open this card',
  'Exchange contact',
  'Leave feedback',
  'Pay with any UPI app',
  'Bank transfer',
  'Made with',
];

describe('a card in Hindi', () => {
  const html = page(cardIn('hi'));

  it('is a Hindi document: <html lang="hi">, the description in Hindi', () => {
    expect(html.startsWith('<!doctype html><html lang="hi">')).toBe(true);
    expect(html).toContain('<div lang="hi" class="cd ');
    const view = cardIn('hi');
    view.sections.aboutUs.text = null;
    expect(cardDescription(view)).toBe(
      'Aarav Sharma, Founder & Head Halwai, Sharma Sweets। एक टैप में कॉल करें, WhatsApp करें या कॉन्टैक्ट सेव करें।',
    );
  });

  it('shows every fixed label in Hindi and none in English', () => {
    const text = textOf(html);
    for (const label of ['कॉल', 'ईमेल', 'मैप', 'वेबसाइट', 'कॉन्टैक्ट सेव करें', 'यह कार्ड शेयर करें', '1986 से']) {
      expect(text).toContain(label);
    }
    expect(text).toContain('Demo Agency से बनाया गया');
    for (const label of ENGLISH_LABELS) expect(text).not.toContain(label);
    expect(html).toContain('<li>1986 से</li>');
    // The visitor's forms too.
    expect(html).toContain('<label for="l-name">आपका नाम</label>');
    expect(html).toContain('aria-label="5 स्टार"');
    // Brand names stay as they are.
    expect(text).toContain('WhatsApp');
    expect(text).toContain('UPI ID');
  });

  it('gives each section its default heading in Hindi, and keeps the headings the owner wrote', () => {
    for (const section of CARD_SECTIONS) expect(html).toContain(`<h2>${cardT('hi')(`headings.${section}`)}</h2>`);
    const renamed = cardIn('hi');
    renamed.sections.settings.headings = { products: 'Our mithai', aboutUs: DEFAULT_SECTION_HEADINGS.aboutUs };
    const out = page(renamed);
    expect(out).toContain('<h2>Our mithai</h2>');
    // A heading saved as the English default is the default: it follows the card's language.
    expect(out).toContain('<h2>हमारे बारे में</h2>');
  });

  it("gives the page script its words in the card's language (one script, one CSP hash)", () => {
    expect(html).toMatch(
      /<output class="toast" id="toast" aria-live="polite" data-ok="कॉपी हो गया" data-no="[^"]+" data-v="वीडियो">/,
    );
    expect(page(cardIn('en'))).toContain('data-ok="Copied" data-no="Could not copy" data-v="Video"');
  });

  // 37 KB since each visitor form carries its notice (docs/product-rules.md#visitor-consent): ~1.2 KB in Hindi;
  // 37.5 KB since the card lists its team (docs/product-rules.md#staff-cards): one visible member, ~0.5 KB.
  it('stays under 37.5 KB in every template and style (Devanagari is 3 bytes a letter)', () => {
    for (const templateId of CARD_TEMPLATE_IDS) {
      for (const style of ['style-1', 'style-2'] as const) {
        const view = cardIn('hi');
        view.sections.template = { ...view.sections.template, templateId, style };
        expect(new TextEncoder().encode(page(view)).length, `${templateId} ${style}`).toBeLessThan(37.5 * 1024);
      }
    }
  });

  it('shows Hindi in the editor preview as soon as the owner chooses it', () => {
    const preview = renderToString(<CardPage view={cardIn('hi')} mode="preview" />);
    expect(preview).toContain('<div lang="hi" class="cd ');
    expect(preview).toContain('कॉन्टैक्ट सेव करें');
    const english = renderToString(<CardPage view={cardIn('en')} mode="preview" />);
    expect(english).toContain('Save contact');
    expect(english).not.toMatch(DEVANAGARI);
  });
});

describe('a card in English', () => {
  it('reads as before: lang="en", no Devanagari, the default headings', () => {
    const html = page(cardIn('en'));
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(textOf(html)).not.toMatch(DEVANAGARI);
    for (const label of ENGLISH_LABELS) expect(textOf(html)).toContain(label);
  });

  it('is English when the language is missing or unknown (a card saved before it could choose)', () => {
    const old = richCardView();
    (old.sections.settings as { language?: unknown }).language = undefined;
    expect(page(old)).toEqual(page(cardIn('en')));
    (old.sections.settings as { language?: unknown }).language = 'xx';
    expect(page(old)).toEqual(page(cardIn('en')));
  });

  it("says the contract's words: the default headings and the visitor messages", () => {
    const en = cardT('en');
    for (const section of CARD_SECTIONS) expect(en(`headings.${section}`)).toBe(DEFAULT_SECTION_HEADINGS[section]);
    for (const [key, values] of Object.entries(VISITOR_MESSAGE_VALUES)) {
      expect(en(`enquiryMessages.${key as keyof typeof VISITOR_MESSAGE_VALUES}`, values)).toBe(
        ENQUIRY_MESSAGES[key as keyof typeof VISITOR_MESSAGE_VALUES],
      );
    }
  });
});

describe('the status pages', () => {
  const statuses: StatusPageKind[] = ['not-found', 'inactive', 'expired', 'coming-soon', 'unavailable'];

  it.each(statuses)('%s speaks the language it is given, English by default', (status) => {
    const english = renderStatusPageHtml({ status, agencyName: 'Acme' });
    expect(english.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(english).not.toMatch(DEVANAGARI);
    const hindi = renderStatusPageHtml({ status, agencyName: '<b>Acme</b>', language: 'hi' });
    expect(hindi.startsWith('<!doctype html><html lang="hi">')).toBe(true);
    expect(hindi).toContain(`<h1>${cardT('hi')(`status.${status}.title`)}</h1>`);
    expect(hindi).toContain('<footer>&lt;b&gt;Acme&lt;/b&gt; के डिजिटल बिज़नेस कार्ड</footer>');
  });
});

describe('the visitor pages of a Hindi card', () => {
  const view = cardIn('hi');

  it('thank the visitor in Hindi, with the way back and a Hindi WhatsApp greeting', () => {
    const html = renderVisitorNoticePageHtml({ view, kind: 'thanks-lead' });
    expect(html.startsWith('<!doctype html><html lang="hi">')).toBe(true);
    expect(html).toContain('धन्यवाद! आपका कॉन्टैक्ट भेज दिया गया');
    expect(html).toContain('कार्ड पर वापस जाएं');
    expect(html).toContain(
      `href="https://wa.me/919876543210?text=${encodeURIComponent('नमस्ते Sharma Sweets, मुझे आपका डिजिटल कार्ड मिला।')}"`,
    );
  });

  it("say the contract's refusals in Hindi, and any other message as it came", () => {
    const refused = renderVisitorFormPageHtml({
      view,
      kind: 'lead',
      source: 'card',
      state: { values: { name: '' }, errors: { name: ENQUIRY_MESSAGES.nameRequired, phone: 'Something new' } },
    });
    expect(refused).toContain('कृपया नीचे चिह्नित जगहें देखें।');
    expect(refused).toContain('data-field-error="name">कृपया अपना नाम डालें।</p>');
    expect(refused).toContain('data-field-error="phone">Something new</p>');
    const tooMany = renderVisitorNoticePageHtml({ view, kind: 'too-many', message: ENQUIRY_MESSAGES.tooManyFromYou });
    expect(tooMany).toContain('आपने पिछले 10 मिनट में कई मैसेज भेजे हैं।');
  });

  it('stay in English on an English card', () => {
    const refused = renderVisitorFormPageHtml({
      view: cardIn('en'),
      kind: 'feedback',
      source: 'card',
      state: { errors: { rating: ENQUIRY_MESSAGES.ratingRequired } },
    });
    expect(refused).toContain('Please check the field marked below.');
    expect(refused).toContain(`data-field-error="rating">${ENQUIRY_MESSAGES.ratingRequired}</p>`);
    expect(refused).not.toMatch(DEVANAGARI);
  });
});
