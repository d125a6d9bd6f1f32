// A card in two languages (docs/product-rules.md#card-second-language): the page a visitor gets
// follows ?lang=, else their browser's languages, else the card's primary; each language is a
// page of its own in the cache; the contact file stays in the primary language; the owner's
// saves keep the two languages apart.
import { endpoints, SECOND_LANGUAGE_MESSAGES, type TCardSections, ZCard, ZCardSecondLanguage } from '@cardora/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cards } from '#db/schema';
import { cardIdOf, makeCard, richSections, setUpPublicCardTests } from '#test/factories/public-card';
import { signIn } from '#test/support/app';
import { createBusiness, createCard, createCustomer } from '#test/support/factories';
import { acceptedCardLanguages, cardLanguagePreference } from './visitor-language';

const ctx = setUpPublicCardTests();
const HINDI_BROWSER = 'hi-IN,hi;q=0.9,en;q=0.8';

/** The fixture's English card with Hindi as its second language; the designation is left untranslated. */
function bilingualSections(): TCardSections {
  return richSections({
    secondLanguage: ZCardSecondLanguage.parse({
      language: 'hi',
      name: 'आरव शर्मा',
      companyName: 'शर्मा स्वीट्स',
      aboutText: 'हर सुबह ताज़ी मिठाइयाँ।',
      products: [{ productId: 'kaju-katli', name: 'काजू कतली' }],
    }),
  });
}

async function bilingualCard() {
  const card = await makeCard(ctx.agency, { sections: bilingualSections() });
  return `/${cardIdOf(card)}`;
}

const visit = (path: string, acceptLanguage?: string) =>
  ctx.t.client(ctx.agency).get(path, { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });

function expectHindi(html: string) {
  expect(html.startsWith('<!doctype html><html lang="hi">')).toBe(true);
  expect(html).toContain('आरव शर्मा</h1>');
  expect(html).toContain('कॉन्टैक्ट सेव करें');
  expect(html).not.toContain('Save contact');
}

function expectEnglish(html: string) {
  expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
  expect(html).toContain('Aarav Sharma</h1>');
  expect(html).toContain('Save contact');
  expect(html).not.toContain('आरव शर्मा');
}

describe('the page of a card with a second language', () => {
  it("is in Hindi for a Hindi browser: the owner's translations and Hindi labels", async () => {
    const response = await visit(await bilingualCard(), HINDI_BROWSER);
    expect(response.status).toBe(200);
    expectHindi(response.text);
    expect(response.text).toContain('शर्मा स्वीट्स');
    expect(response.text).toContain('हर सुबह ताज़ी मिठाइयाँ।');
    expect(response.text).toContain('काजू कतली');
    expect(response.headers.vary).toBe('accept-encoding, accept-language');
  });

  it('keeps the primary text of a field left untranslated', async () => {
    const response = await visit(await bilingualCard(), HINDI_BROWSER);
    expect(response.text).toContain('Founder &amp; Head Halwai');
    // A product without a translation keeps its English name.
    expect(response.text).toContain('Diwali Gift Box (2 kg)');
  });

  it("is in the primary language for a browser that has neither of the card's languages", async () => {
    const response = await visit(await bilingualCard(), 'ta');
    expectEnglish(response.text);
  });

  it('weighs the languages by their q-values, not their order', async () => {
    const path = await bilingualCard();
    expectHindi((await visit(path, 'en;q=0.4,hi;q=0.9')).text);
    expectEnglish((await visit(path, 'hi;q=0,en')).text);
  });

  it('follows ?lang= over the browser, and ignores one the card does not have', async () => {
    const path = await bilingualCard();
    expectEnglish((await visit(`${path}?lang=en`, HINDI_BROWSER)).text);
    expectHindi((await visit(`${path}?lang=hi`, 'en-GB,en')).text);
    expectHindi((await visit(`${path}?lang=ta`, HINDI_BROWSER)).text);
  });

  it('links to both languages in their own names', async () => {
    const html = (await visit(await bilingualCard(), HINDI_BROWSER)).text;
    expect(html).toContain('<a href="?lang=en" lang="en" hrefLang="en">English</a>');
    expect(html).toContain('<a href="?lang=hi" lang="hi" hrefLang="hi" aria-current="page">हिन्दी</a>');
  });

  it('keeps a page per language: kept pages answer each browser in its own', async () => {
    const path = await bilingualCard();
    const english = await visit(path, 'en-GB,en');
    const hindi = await visit(path, HINDI_BROWSER);
    // Both are kept now; asked again within the page's time to live, each is answered from memory.
    const englishAgain = await visit(path, 'en-GB,en');
    const hindiAgain = await visit(path, 'hi');
    expectEnglish(englishAgain.text);
    expectHindi(hindiAgain.text);
    expect(englishAgain.text).toBe(english.text);
    expect(hindiAgain.text).toBe(hindi.text);
    expect(hindi.headers.etag).not.toBe(english.headers.etag);
    // A browser holding the English page's ETag that now asks in Hindi gets the Hindi page.
    const switched = await ctx.t.client(ctx.agency).get(path, {
      headers: { 'accept-language': 'hi', 'if-none-match': String(english.headers.etag) },
    });
    expect(switched.status).toBe(200);
    expectHindi(switched.text);
  });

  it('speaks any card language: an English and Tamil card to a Tamil phone', async () => {
    const sections = richSections({
      secondLanguage: ZCardSecondLanguage.parse({ language: 'ta', name: 'ஆரவ் சர்மா' }),
    });
    const path = `/${cardIdOf(await makeCard(ctx.agency, { sections }))}`;
    const tamil = (await visit(path, 'ta-IN,ta;q=0.9,en;q=0.5')).text;
    expect(tamil.startsWith('<!doctype html><html lang="ta">')).toBe(true);
    expect(tamil).toContain('ஆரவ் சர்மா</h1>');
    expect(tamil).toContain('தொடர்பைச் சேமி');
    expect(tamil).toContain('<a href="?lang=ta" lang="ta" hrefLang="ta" aria-current="page">தமிழ்</a>');
    // A Hindi phone reads this card in its primary language.
    expectEnglish((await visit(path, HINDI_BROWSER)).text);
  });

  it('a card with one language reads the same to every browser, with no switch', async () => {
    const card = await makeCard(ctx.agency);
    const path = `/${cardIdOf(card)}`;
    const html = (await visit(path, HINDI_BROWSER)).text;
    expectEnglish(html);
    expect(html).not.toContain('class="lsw"');
    expect((await visit(path, 'en')).text).toBe(html);
  });
});

describe("the visitor's languages a page is kept under", () => {
  it('are the first three card languages the browser accepts, best first, without repeats', () => {
    expect(acceptedCardLanguages('hi-IN,hi;q=0.9,en;q=0.8')).toEqual(['hi', 'en']);
    expect(acceptedCardLanguages('fr,bn;q=0.2,gu;q=0.9,pa,ta,te')).toEqual(['pa', 'ta', 'te']);
    expect(acceptedCardLanguages('de-DE,fr')).toEqual([]);
    expect(cardLanguagePreference('ta', 'hi').key).not.toBe(cardLanguagePreference(undefined, 'hi').key);
    expect(cardLanguagePreference('xx', 'hi').key).toBe(cardLanguagePreference(undefined, 'hi-IN').key);
  });
});

describe('the contact file of a card with a second language', () => {
  it('stays in the primary language whatever the browser asks for', async () => {
    const path = await bilingualCard();
    const vcard = await ctx.t.client(ctx.agency).get(`${path}.vcf`, { headers: { 'accept-language': HINDI_BROWSER } });
    expect(vcard.status).toBe(200);
    expect(vcard.text).toContain('FN:Aarav Sharma');
    expect(vcard.text).toContain('ORG:Sharma Sweets');
    expect(vcard.text).not.toContain('आरव');
  });
});

describe("the owner's saves", () => {
  /** The fixture's card as the API answers it (its landline is not a mobile the contract accepts). */
  function savableSections(): TCardSections {
    const sections = richSections();
    if (!sections.basicDetails) throw new Error('fixture has basic details');
    return { ...sections, basicDetails: { ...sections.basicDetails, phoneNumbers: ['+919876543210'] } };
  }

  async function ownerOfEnglishCard() {
    const owner = await createCustomer({ agency: ctx.agency });
    const card = await createCard({ business: await createBusiness({ user: owner }), sections: savableSections() });
    const client = ctx.t.client(ctx.agency);
    await signIn(client, owner);
    return { client, card };
  }

  it('save Hindi as the second language of an English card, and its page follows', async () => {
    const { client, card } = await ownerOfEnglishCard();
    const saved = await client.call(endpoints.updateCardSecondLanguage, {
      body: { cardNo: card.cardNo, secondLanguage: { language: 'hi', name: 'आरव शर्मा' } },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.data(ZCard).sections.secondLanguage).toMatchObject({ language: 'hi', name: 'आरव शर्मा' });
    expectHindi((await visit(`/${cardIdOf(card)}`, HINDI_BROWSER)).text);
  });

  it("refuse a second language equal to the card's own, naming the field, and change nothing", async () => {
    const { client, card } = await ownerOfEnglishCard();
    const refused = await client.call(endpoints.updateCardSecondLanguage, {
      body: { cardNo: card.cardNo, secondLanguage: { language: 'en', name: 'Someone' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.error().fields?.['secondLanguage.language']).toBe(SECOND_LANGUAGE_MESSAGES.sameAsPrimary);
    const after = await client.call(endpoints.getCard, { query: { cardNo: String(card.cardNo) } });
    expect(after.data(ZCard).sections.secondLanguage.language).toBeNull();
  });

  it('refuse a primary language equal to the second one', async () => {
    const { client, card } = await ownerOfEnglishCard();
    await client.call(endpoints.updateCardSecondLanguage, {
      body: { cardNo: card.cardNo, secondLanguage: { language: 'hi' } },
    });
    const refused = await client.call(endpoints.updateCardSettings, {
      body: { cardNo: card.cardNo, settings: { ...savableSections().settings, language: 'hi' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.error().fields?.['settings.language']).toBe(SECOND_LANGUAGE_MESSAGES.primaryIsSecond);
  });

  it('read a card saved before the second language existed as having none', async () => {
    const { client, card } = await ownerOfEnglishCard();
    const oldCard = await makeCard(ctx.agency);
    // As stored before the section existed: no secondLanguage key at all.
    await ctx.t.db
      .update(cards)
      .set({ sections: sql`${cards.sections} - 'secondLanguage'` })
      .where(eq(cards.cardNo, oldCard.cardNo));
    await ctx.t.db
      .update(cards)
      .set({ sections: sql`${cards.sections} - 'secondLanguage'` })
      .where(eq(cards.cardNo, card.cardNo));
    const page = await visit(`/${cardIdOf(oldCard)}`, HINDI_BROWSER);
    expectEnglish(page.text);
    const mine = await client.call(endpoints.getCard, { query: { cardNo: String(card.cardNo) } });
    expect(mine.data(ZCard).sections.secondLanguage.language).toBeNull();
  });
});
