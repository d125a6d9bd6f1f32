/** @jsxRuntime automatic @jsxImportSource react */
// The card's visitor forms: plain forms that post without JavaScript,
// the honeypot out of sight, the visit's source carried, a refusal shown back escaped.
import { ENQUIRY_MESSAGES, type TCardView, VISITOR_NOTICE_VERSION } from '@cardora/contract';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardPage } from './card-page';
import { renderCardPageHtml } from './document';
import { richCardView } from './fixtures';
import { renderVisitorFormPageHtml, renderVisitorNoticePageHtml } from './visitor-pages';

const view: TCardView = richCardView();
const pageOf = (card: TCardView, visitSource?: 'card' | 'qr' | 'greeting' | 'pdf_card') =>
  renderCardPageHtml(card, { canonicalUrl: 'https://demo.example.in/sharma-sweets', beaconScript: true, visitSource });
const page = (visitSource?: 'card' | 'qr' | 'greeting' | 'pdf_card') => pageOf(view, visitSource);

function forms(html: string): string[] {
  return Array.from(html.matchAll(/<form[^>]*>/g), (match) => match[0]);
}

describe('the forms on the public card', () => {
  it('posts both forms to this host, URL-encoded, with no script needed', () => {
    const html = page();
    expect(forms(html)).toEqual([
      `<form class="vf" action="/${view.cardId}/lead" method="post">`,
      `<form class="vf" action="/${view.cardId}/feedback" method="post">`,
    ]);
    // <details> opens each form without a script.
    expect(html.match(/<details><summary class="btn [a-z ]+">/g)).toHaveLength(2);
    expect(html).toContain('Exchange contact</summary>');
    expect(html).toContain('Leave feedback</summary>');
  });

  it('carries the visit source in a hidden field', () => {
    for (const source of ['card', 'qr', 'greeting', 'pdf_card'] as const) {
      expect(page(source)).toContain(`<input type="hidden" name="source" value="${source}"/>`);
    }
    expect(page()).toContain('<input type="hidden" name="source" value="card"/>');
  });

  it('hides the honeypot from people and screen readers, out of the tab order', () => {
    const honeypots = Array.from(page().matchAll(/<div class="hp" aria-hidden="true">(.*?)<\/div>/g), (m) => m[1]);
    expect(honeypots).toHaveLength(2);
    for (const inner of honeypots) expect(inner).toMatch(/<input [^>]*tabindex="-1"[^>]*name="website"/);
  });

  it('limits every field as the server does', () => {
    const html = page();
    expect(html).toMatch(/id="l-name" type="text" required="" maxLength="60"/);
    expect(html).toMatch(/id="f-message" name="message" rows="4" required="" minLength="2" maxLength="1000"/);
    expect(html.match(/type="radio"/g)).toHaveLength(5);
  });

  it('shows each form its notice: who gets it, why, how to have it deleted, and a box not ticked', () => {
    const html = page();
    const notices = Array.from(html.matchAll(/<div class="cns">(.*?)<\/div>/g), (m) => m[1] ?? '');
    expect(notices).toHaveLength(2);
    const [lead = '', feedback = ''] = notices;
    expect(lead).toContain(
      // The phone kept on one line.
      'Sent to Sharma Sweets on Demo Agency, only to reply to you. To have it deleted, ask them at +91\u00a098765\u00a043210.',
    );
    expect(feedback).toContain('Sent to Sharma Sweets on Demo Agency, only to answer your feedback.');
    for (const notice of notices) {
      expect(notice).toContain(`<input type="hidden" name="noticeVersion" value="${VISITOR_NOTICE_VERSION}"/>`);
      expect(notice).toMatch(
        /<input id="[lf]-consent" type="checkbox" required="" aria-describedby="[lf]-consent-n" name="consent" value="yes"\/>/,
      );
      expect(notice).not.toContain('checked');
      expect(notice).toContain('I agree to send these details to Sharma Sweets.');
    }
  });

  it('points a card without a phone to its e-mail, and a card without either to the business', () => {
    const noPhone = richCardView();
    if (!noPhone.sections.basicDetails) throw new Error('fixture without basic details');
    noPhone.sections.basicDetails.phoneNumbers = [];
    expect(pageOf(noPhone)).toContain('To have it deleted, ask them at orders@sharmasweets.in.');
    noPhone.sections.basicDetails.email = null;
    expect(pageOf(noPhone)).toContain('To have it deleted, ask Sharma Sweets.</p>');
  });

  it('says the notice in the card’s language', () => {
    const hindi = richCardView();
    hindi.sections.settings.language = 'hi';
    const html = pageOf(hindi);
    expect(html).toContain('यह Demo Agency पर Sharma Sweets को भेजा जाएगा, सिर्फ़ आपको जवाब देने के लिए।');
    expect(html).toContain('मैं ये जानकारी Sharma Sweets को भेजने के लिए सहमत हूँ।');
  });

  it('is inert in the editor preview (no action, nothing to send)', () => {
    const html = renderToString(<CardPage view={view} mode="preview" />);
    expect(forms(html).every((form) => !form.includes('action='))).toBe(true);
    expect(html.match(/<fieldset disabled="">/g)).toHaveLength(2);
  });
});

describe('the visitor pages', () => {
  it('shows a refused form again: the values typed, each message, all escaped', () => {
    const html = renderVisitorFormPageHtml({
      view,
      kind: 'feedback',
      source: 'card',
      state: {
        values: { rating: '4', name: '"><script>alert(1)</script>', message: '</textarea><b>hi</b>' },
        errors: { name: 'Please write plain text: tags like <b> or <script> are not accepted.' },
      },
    });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>hi</b>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('&lt;/textarea&gt;&lt;b&gt;hi&lt;/b&gt;</textarea>');
    expect(html).toContain('data-field-error="name">Please write plain text: tags like &lt;b&gt; or &lt;script&gt;');
    expect(html).toMatch(/id="f-r4"[^>]*checked=""/);
    expect(html).not.toContain('<script');
  });

  it('keeps the box ticked when another field was refused, and says so when it was not ticked', () => {
    const typed = { rating: '4', name: 'Priya', message: 'Lovely', consent: 'yes' };
    const otherField = renderVisitorFormPageHtml({
      view,
      kind: 'feedback',
      source: 'card',
      state: { values: typed, errors: { message: ENQUIRY_MESSAGES.messageRequired } },
    });
    expect(otherField).toMatch(/id="f-consent"[^>]*checked=""/);
    const unticked = renderVisitorFormPageHtml({
      view,
      kind: 'lead',
      source: 'qr',
      state: { values: { name: 'Rohan' }, errors: { consent: ENQUIRY_MESSAGES.consentRequired } },
    });
    expect(unticked).toContain('<div class="cns bad">');
    expect(unticked).not.toMatch(/id="l-consent"[^>]*checked/);
    expect(unticked).toContain(`data-field-error="consent">${ENQUIRY_MESSAGES.consentRequired}</p>`);
    expect(unticked).toContain('aria-describedby="l-consent-n l-consent-err"');
  });

  it('thanks the visitor in the card’s colours, with the way back and WhatsApp', () => {
    const html = renderVisitorNoticePageHtml({ view, kind: 'thanks-lead' });
    expect(html).toContain('Thank you! Your contact is on its way');
    expect(html).toContain(`href="/${view.cardId}"`);
    expect(html).toContain('href="https://wa.me/');
    expect(html).toContain('--p:#c2410c');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('says why a send was refused, in the words given', () => {
    const html = renderVisitorNoticePageHtml({ view, kind: 'too-many', message: 'Please wait a little & try again.' });
    expect(html).toContain('Please wait a little &amp; try again.');
  });
});
