// The public card in its owner's language, the status pages in the visitor's.
// The language is part of the card's sections, so an owner's save that changes it shows at the
// page's next check like any other edit (the kept page is keyed by what it was rendered from).
import { endpoints, ZCard } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { GOOD_FEEDBACK, visitor } from '#test/factories/feedback';
import { cardIdOf, makeCard, richSections, setUpPublicCardTests } from '#test/factories/public-card';
import { signIn } from '#test/support/app';
import { createBusiness, createCard, createCustomer } from '#test/support/factories';
import { PAGE_TTL_MS } from './routes';
import { acceptedLanguages } from './visitor-language';

const ctx = setUpPublicCardTests();
const DEVANAGARI = /[\u0900-\u097F]/;
const HINDI_BROWSER = { 'accept-language': 'hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7' };

/** The fixture's card as the API would save it (its landline is not a mobile the contract answers with). */
function savableSections() {
  const sections = richSections();
  if (!sections.basicDetails) throw new Error('fixture has basic details');
  return { ...sections, basicDetails: { ...sections.basicDetails, phoneNumbers: ['+919876543210'] } };
}

function hindiSections() {
  const sections = richSections();
  return { ...sections, settings: { ...sections.settings, language: 'hi' as const } };
}

describe('the public card in its language', () => {
  it('serves a Hindi card with Hindi labels under <html lang="hi">, to any visitor', async () => {
    const card = await makeCard(ctx.agency, { sections: hindiSections() });
    // An English browser still reads the owner's choice.
    const response = await ctx.t.client(ctx.agency).get(`/${cardIdOf(card)}`, {
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(response.status).toBe(200);
    expect(response.text.startsWith('<!doctype html><html lang="hi">')).toBe(true);
    expect(response.text).toContain('कॉन्टैक्ट सेव करें');
    expect(response.text).toContain('<h2>संपर्क</h2>');
    expect(response.text).toContain('Acme Cards</strong> से बनाया गया');
    expect(response.text).not.toContain('Save contact');
    // The owner's own words stay as typed.
    expect(response.text).toContain('Aarav Sharma</h1>');
    expect(response.headers.vary).toBe('accept-encoding, accept-language');
  });

  it("follows the owner's save of the language at the next check, and back", async () => {
    const owner = await createCustomer({ agency: ctx.agency });
    const card = await createCard({ business: await createBusiness({ user: owner }), sections: savableSections() });
    const path = `/${cardIdOf(card)}`;
    const visitor = ctx.t.client(ctx.agency);
    const english = await visitor.get(path);
    expect(english.text.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(english.text).not.toMatch(DEVANAGARI);

    const client = ctx.t.client(ctx.agency);
    await signIn(client, owner);
    const save = async (language: 'en' | 'hi') => {
      const saved = await client.call(endpoints.updateCardSettings, {
        body: { cardNo: card.cardNo, settings: { ...savableSections().settings, language } },
      });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.data(ZCard).sections.settings.language).toBe(language);
    };

    await save('hi');
    ctx.t.clock.advance(PAGE_TTL_MS + 1);
    const hindi = await visitor.get(path);
    expect(hindi.text.startsWith('<!doctype html><html lang="hi">')).toBe(true);
    expect(hindi.text).toContain('कॉन्टैक्ट सेव करें');
    expect(hindi.headers.etag).not.toBe(english.headers.etag);
    // A browser holding the English page's ETag gets the Hindi page, not a 304.
    const revalidated = await visitor.get(path, { headers: { 'if-none-match': String(english.headers.etag) } });
    expect(revalidated.status).toBe(200);

    await save('en');
    ctx.t.clock.advance(PAGE_TTL_MS + 1);
    const back = await visitor.get(path);
    expect(back.text).toBe(english.text);
    expect(back.headers.etag).toBe(english.headers.etag);
  });

  it("thanks a Hindi card's visitor in Hindi", async () => {
    const card = await makeCard(ctx.agency, { sections: hindiSections() });
    const thanks = await ctx.t.client(ctx.agency).get(`/${cardIdOf(card)}/thanks?for=lead`);
    expect(thanks.status).toBe(200);
    expect(thanks.text.startsWith('<!doctype html><html lang="hi">')).toBe(true);
    expect(thanks.text).toContain('धन्यवाद! आपका कॉन्टैक्ट भेज दिया गया');
  });
});

describe("the status pages in the visitor's language", () => {
  it('answers a Hindi browser in Hindi and every other in English, and says it varies by language', async () => {
    const client = ctx.t.client(ctx.agency);
    const hindi = await client.get('/no-such-card-here', { headers: HINDI_BROWSER });
    expect(hindi.status).toBe(404);
    expect(hindi.text.startsWith('<!doctype html><html lang="hi">')).toBe(true);
    expect(hindi.text).toContain('<h1>यह कार्ड नहीं मिला</h1>');
    expect(hindi.text).toContain('Acme Cards के डिजिटल बिज़नेस कार्ड');
    expect(hindi.headers.vary).toBe('accept-language');

    const others: Record<string, string>[] = [
      { 'accept-language': 'en-IN,en;q=0.9,hi;q=0.8' },
      { 'accept-language': 'ta-IN' },
      {},
    ];
    for (const headers of others) {
      const english = await client.get('/no-such-card-here', { headers });
      expect(english.status).toBe(404);
      expect(english.text.startsWith('<!doctype html><html lang="en">')).toBe(true);
      expect(english.text).toContain('We could not find this card');
      expect(english.text).not.toMatch(DEVANAGARI);
    }
  });

  it("speaks the visitor's language, not the card's, for a card that is switched off", async () => {
    const inactive = await makeCard(ctx.agency, { status: 'inactive', sections: hindiSections() });
    const path = `/${cardIdOf(inactive)}`;
    const client = ctx.t.client(ctx.agency);
    const hindi = await client.get(path, { headers: HINDI_BROWSER });
    expect(hindi.status).toBe(410);
    expect(hindi.text).toContain('<h1>यह कार्ड अभी चालू नहीं है</h1>');
    // The same kept answer, rendered again for an English browser.
    const english = await client.get(path, { headers: { 'accept-language': 'en' } });
    expect(english.status).toBe(410);
    expect(english.text).toContain('<h1>This card is not active</h1>');
  });

  it('answers a visitor form posted to no card in the visitor’s language', async () => {
    const response = await visitor(ctx.t, ctx.agency).post(
      'no-such-card-here',
      'feedback',
      GOOD_FEEDBACK,
      HINDI_BROWSER,
    );
    expect(response.status).toBe(404);
    expect(response.text).toContain('<h1>यह कार्ड नहीं मिला</h1>');
  });
});

describe('acceptedLanguages', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en;q=0.8', ['hi-IN', 'hi', 'en']],
    ['en;q=0.5, hi', ['hi', 'en']],
    ['en-US, hi;q=0, ta', ['en-US', 'ta']],
    ['*', ['*']],
    [' ,;q=1, hi;q=abc', []],
    ['', []],
  ])('%j → %j', (header, languages) => {
    expect(acceptedLanguages(header)).toEqual(languages);
  });
});
