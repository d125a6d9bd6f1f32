// Card endpoints: reading, the cardId rules, creating with basic details (one card per
// business), the nine section saves with their field errors, and who may do what.
import {
  CARD_ID_MESSAGES,
  type EndpointDef,
  emptyCardSections,
  endpoints,
  MESSAGES,
  YEAR_ESTABLISHED_MIN,
  ZCard,
  ZCardIdAvailability,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cards } from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';
import { createTestApp, signIn, signInFranchisee, type TestApp } from '../../test/app';
import {
  basicDetails,
  createAgency,
  createBusiness,
  createCard,
  createCustomer,
  createFranchisee,
  createStaff,
} from '../../test/factories';
import { insertCard } from './repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function world() {
  const agency = await createAgency();
  const owner = await createCustomer({ agency });
  const business = await createBusiness({ user: owner, businessName: 'Card Owner Co' });
  const card = await createCard({ business });
  const client = t.client(agency);
  await signIn(client, owner);
  return { agency, owner, business, card, client };
}

async function storedCard(cardNo: number) {
  const [row] = await t.db.select().from(cards).where(eq(cards.cardNo, cardNo));
  if (!row) throw new Error('card gone');
  return row;
}

describe('GET /getCardsByBusiness and GET /card', () => {
  it('the owner reads the card with every section and its public address', async () => {
    const { client, business, card, agency } = await world();
    const list = await client.call(endpoints.getCardsByBusiness, { query: { businessId: business.id } });
    expect(list.status, list.text).toBe(200);
    const [read] = list.data(z.array(ZCard));
    expect(read).toMatchObject({
      cardNo: card.cardNo,
      cardId: card.cardId,
      businessId: business.id,
      status: 'active',
      isDone: true,
      publicUrl: `http://${agency.slug}.localhost:3000/${card.cardId}`,
    });
    expect(read?.sections).toEqual(card.sections);
    const one = await client.call(endpoints.getCard, { query: { cardNo: String(card.cardNo) } });
    expect(one.data(ZCard).cardNo).toBe(card.cardNo);
  });

  it('a business without a card has an empty list', async () => {
    const { client, owner } = await world();
    const bare = await createBusiness({ user: owner });
    const res = await client.call(endpoints.getCardsByBusiness, { query: { businessId: bare.id } });
    expect(res.data(z.array(ZCard))).toEqual([]);
  });

  it("another customer's, franchisee's or agency's reach is 404; staff of the agency read it", async () => {
    const { agency, business, card } = await world();
    const stranger = t.client(agency);
    await signIn(stranger, await createCustomer({ agency }));
    expect((await stranger.call(endpoints.getCard, { query: { cardNo: String(card.cardNo) } })).status).toBe(404);
    expect((await stranger.call(endpoints.getCardsByBusiness, { query: { businessId: business.id } })).status).toBe(
      404,
    );
    const franchisee = t.client(agency);
    await signInFranchisee(franchisee, await createFranchisee({ agency, permissions: ['card:edit'] }));
    expect((await franchisee.call(endpoints.getCard, { query: { cardNo: String(card.cardNo) } })).status).toBe(404);
    const otherAgency = await createAgency();
    const otherAdmin = t.client(otherAgency);
    await signIn(otherAdmin, await createStaff({ agency: otherAgency, role: 'admin' }));
    expect((await otherAdmin.call(endpoints.getCard, { query: { cardNo: String(card.cardNo) } })).status).toBe(404);
    const admin = t.client(agency);
    await signIn(admin, await createStaff({ agency, role: 'admin' }));
    expect((await admin.call(endpoints.getCard, { query: { cardNo: String(card.cardNo) } })).status).toBe(200);
  });

  it('bad query values are 400 naming the field; signed out is 401', async () => {
    const { client, agency } = await world();
    const res = await client.call(endpoints.getCard, { query: { cardNo: 'abc' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error().fields ?? {})).toEqual(['cardNo']);
    const bad = await client.call(endpoints.getCardsByBusiness, { query: { businessId: 'x' } });
    expect(Object.keys(bad.error().fields ?? {})).toEqual(['businessId']);
    expect((await t.client(agency).call(endpoints.getCard, { query: { cardNo: '1' } })).status).toBe(401);
  });
});

describe('GET /checkCardIdAvailability', () => {
  const check = async (client: Awaited<ReturnType<typeof world>>['client'], query: Record<string, string>) => {
    const res = await client.call(endpoints.checkCardIdAvailability, { query });
    expect(res.status, res.text).toBe(200);
    return res.data(ZCardIdAvailability);
  };

  it.each([
    ['ab', CARD_ID_MESSAGES.tooShort],
    ['a'.repeat(41), CARD_ID_MESSAGES.tooLong],
    ['bad_id', CARD_ID_MESSAGES.characters],
    ['-abc', CARD_ID_MESSAGES.characters],
    ['two--hyphens', CARD_ID_MESSAGES.characters],
    ['panel', CARD_ID_MESSAGES.reserved],
    ['uploads', CARD_ID_MESSAGES.reserved],
  ])('%s is refused: %s', async (cardId, message) => {
    const { client } = await world();
    expect(await check(client, { cardId })).toMatchObject({ available: false, message });
  });

  it("taken in the agency (by anyone's card) is refused; free, another agency's or its own is available", async () => {
    const { client, agency, card } = await world();
    const neighbour = await createBusiness({ user: await createCustomer({ agency }) });
    await createCard({ business: neighbour, cardId: 'neighbour-card' });
    await createCard({
      business: await createBusiness({ user: await createCustomer({ agency: await createAgency() }) }),
      cardId: 'elsewhere-card',
    });
    expect(await check(client, { cardId: 'Neighbour-Card' })).toEqual({
      cardId: 'neighbour-card',
      available: false,
      message: CARD_ID_MESSAGES.taken,
    });
    expect(await check(client, { cardId: 'elsewhere-card' })).toMatchObject({
      available: true,
      message: CARD_ID_MESSAGES.available,
    });
    expect(await check(client, { cardId: 'brand-new-id' })).toMatchObject({ available: true });
    const own = card.cardId ?? '';
    expect(await check(client, { cardId: own })).toMatchObject({ available: false });
    expect(await check(client, { cardId: own, cardNo: String(card.cardNo) })).toMatchObject({ available: true });
    // Naming a card the caller cannot reach excludes nothing.
    const [theirs] = await t.db.select().from(cards).where(eq(cards.cardId, 'neighbour-card'));
    expect(await check(client, { cardId: 'neighbour-card', cardNo: String(theirs?.cardNo ?? 0) })).toMatchObject({
      available: false,
    });
  });
});

describe('POST /updateCardBasicDetails', () => {
  it('creates the card for a business without one, with a free address from its name', async () => {
    const { client, owner } = await world();
    const business = await createBusiness({ user: owner, businessName: 'Fresh Bakes' });
    const res = await client.call(endpoints.updateCardBasicDetails, {
      body: { businessId: business.id, basicDetails: basicDetails({ companyName: 'Fresh Bakes' }) },
    });
    expect(res.status, res.text).toBe(200);
    const card = res.data(ZCard);
    expect(card).toMatchObject({ businessId: business.id, cardId: 'fresh-bakes', isDone: true, status: 'active' });
    expect(card.sections.basicDetails?.companyName).toBe('Fresh Bakes');
    expect(card.sections.template).toEqual(emptyCardSections().template);
  });

  it('a second card for the business is 409 and changes nothing', async () => {
    const { client, business, card } = await world();
    const res = await client.call(endpoints.updateCardBasicDetails, {
      body: { businessId: business.id, basicDetails: basicDetails({ name: 'Second' }) },
    });
    expect(res.status).toBe(409);
    expect(res.error()).toEqual({ code: 'CONFLICT', message: MESSAGES.oneCardPerBusinessText });
    expect((await storedCard(card.cardNo)).sections).toEqual(card.sections);
    expect(await t.db.select().from(cards).where(eq(cards.businessId, business.id))).toHaveLength(1);
  });

  it('creates with a chosen cardId; a taken one is 409 naming cardId, a malformed one 400', async () => {
    const { client, owner, agency } = await world();
    const other = await createBusiness({ user: await createCustomer({ agency }) });
    await createCard({ business: other, cardId: 'taken-address' });
    const business = await createBusiness({ user: owner });
    const taken = await client.call(endpoints.updateCardBasicDetails, {
      body: { businessId: business.id, cardId: 'taken-address', basicDetails: basicDetails() },
    });
    expect(taken.status).toBe(409);
    expect(taken.error()).toEqual({
      code: 'CONFLICT',
      message: CARD_ID_MESSAGES.taken,
      fields: { cardId: CARD_ID_MESSAGES.taken },
    });
    const malformed = await client.call(endpoints.updateCardBasicDetails, {
      body: { businessId: business.id, cardId: 'no way', basicDetails: basicDetails() },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.error().fields).toEqual({ cardId: CARD_ID_MESSAGES.characters });
    const reserved = await client.call(endpoints.updateCardBasicDetails, {
      body: { businessId: business.id, cardId: 'admin', basicDetails: basicDetails() },
    });
    expect(reserved.error().fields).toEqual({ cardId: CARD_ID_MESSAGES.reserved });
    expect(await t.db.select().from(cards).where(eq(cards.businessId, business.id))).toHaveLength(0);
    const chosen = await client.call(endpoints.updateCardBasicDetails, {
      body: { businessId: business.id, cardId: 'My-Own-Address', basicDetails: basicDetails() },
    });
    expect(chosen.data(ZCard).cardId).toBe('my-own-address');
  });

  it('updates by cardNo, may change the address (keeping its own is fine)', async () => {
    const { client, card, agency } = await world();
    const same = await client.call(endpoints.updateCardBasicDetails, {
      body: { cardNo: card.cardNo, cardId: card.cardId, basicDetails: basicDetails({ name: 'Same Address' }) },
    });
    expect(same.status, same.text).toBe(200);
    const moved = await client.call(endpoints.updateCardBasicDetails, {
      body: { cardNo: card.cardNo, cardId: 'moved-here', basicDetails: basicDetails({ name: 'Moved' }) },
    });
    expect(moved.data(ZCard)).toMatchObject({
      cardId: 'moved-here',
      publicUrl: `http://${agency.slug}.localhost:3000/moved-here`,
    });
    expect((await storedCard(card.cardNo)).sections.basicDetails?.name).toBe('Moved');
  });

  it.each([
    [{ name: '' }, 'basicDetails.name', 'Enter the name.'],
    [{ companyName: ' ' }, 'basicDetails.companyName', 'Enter the company name.'],
    [{ phoneNumbers: [] }, 'basicDetails.phoneNumbers', 'Add at least one phone number.'],
    [{ phoneNumbers: ['12345'] }, 'basicDetails.phoneNumbers.0', MESSAGES.phoneInvalid],
    [{ whatsappNumber: '+911234' }, 'basicDetails.whatsappNumber', MESSAGES.phoneInvalid],
    [{ email: 'not-mail' }, 'basicDetails.email', MESSAGES.emailInvalid],
    [{ mapLink: 'javascript:alert(1)' }, 'basicDetails.mapLink', MESSAGES.linkUrlRequired],
    [{ website: 'ftp://example.com' }, 'basicDetails.website', MESSAGES.linkUrlRequired],
    [{ logoUrl: 'https://evil.example.com/x.png' }, 'basicDetails.logoUrl', 'Upload the image again.'],
    [{ businessType: 'Pirate' }, 'basicDetails.businessType', undefined],
  ])('refuses %j naming %s', async (override, field, message) => {
    const { client, card } = await world();
    const res = await client.call(endpoints.updateCardBasicDetails, {
      body: { cardNo: card.cardNo, basicDetails: { ...basicDetails(), ...override } },
    });
    expect(res.status).toBe(400);
    const fields = res.error().fields ?? {};
    expect(Object.keys(fields)).toContain(field);
    if (message) expect(fields[field]).toBe(message);
    expect((await storedCard(card.cardNo)).sections).toEqual(card.sections);
  });

  it('two creates racing for one business: one card, the other 409', async () => {
    const { client, owner } = await world();
    const business = await createBusiness({ user: owner });
    const create = (name: string) =>
      client.call(endpoints.updateCardBasicDetails, {
        body: { businessId: business.id, basicDetails: basicDetails({ name }) },
      });
    const results = await Promise.all([create('One'), create('Two'), create('Three')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.error()).toEqual({ code: 'CONFLICT', message: MESSAGES.oneCardPerBusinessText });
    }
    expect(await t.db.select().from(cards).where(eq(cards.businessId, business.id))).toHaveLength(1);
  });

  it('two cards racing for one address: one gets it, the other 409 naming cardId', async () => {
    const { client, owner } = await world();
    const [a, b] = [await createBusiness({ user: owner }), await createBusiness({ user: owner })];
    const results = await Promise.all(
      [a, b].map((business) =>
        client.call(endpoints.updateCardBasicDetails, {
          body: { businessId: business.id, cardId: 'raced-address', basicDetails: basicDetails() },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.error().fields).toEqual({ cardId: CARD_ID_MESSAGES.taken });
  });

  it('the unique indexes are recognised by name from the driver error (what turns a lost race into 409)', async () => {
    const { business, card, agency } = await world();
    const duplicateBusiness = await insertCard(t.db, {
      agencyId: agency.id,
      businessId: business.id,
      cardId: null,
      now: new Date(),
    }).catch((error: unknown) => error);
    expect(uniqueViolation(duplicateBusiness)).toBe('cards_business_unique');
    const other = await createBusiness({ user: await createCustomer({ agency }) });
    const duplicateAddress = await insertCard(t.db, {
      agencyId: agency.id,
      businessId: other.id,
      cardId: card.cardId,
      now: new Date(),
    }).catch((error: unknown) => error);
    expect(uniqueViolation(duplicateAddress)).toBe('cards_agency_card_id_unique');
    expect(uniqueViolation(new Error('other'))).toBeNull();
  });

  it('neither cardNo nor businessId is 400 naming cardNo', async () => {
    const { client } = await world();
    const res = await client.call(endpoints.updateCardBasicDetails, { body: { basicDetails: basicDetails() } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error().fields ?? {})).toEqual(['cardNo']);
  });

  it("another customer's card or business is 404 and unchanged", async () => {
    const { agency, card, business } = await world();
    const stranger = t.client(agency);
    await signIn(stranger, await createCustomer({ agency }));
    const byCard = await stranger.call(endpoints.updateCardBasicDetails, {
      body: { cardNo: card.cardNo, basicDetails: basicDetails({ name: 'Hacked' }) },
    });
    expect(byCard.status).toBe(404);
    const byBusiness = await stranger.call(endpoints.updateCardBasicDetails, {
      body: { businessId: business.id, basicDetails: basicDetails({ name: 'Hacked' }) },
    });
    expect(byBusiness.status).toBe(404);
    expect((await storedCard(card.cardNo)).sections).toEqual(card.sections);
  });
});

// Every other section: a valid save, and one invalid field with the contract's message.
const SECTION_CASES: {
  endpoint: EndpointDef;
  key: string;
  valid: unknown;
  invalid: unknown;
  field: string;
  message: string;
}[] = [
  {
    endpoint: endpoints.updateCardPaymentOptions,
    key: 'paymentOptions',
    valid: {
      upiId: 'shop@okicici',
      upiPayeeName: 'Shop',
      bank: { accountName: 'Shop', accountNumber: '123456789', ifsc: 'sbin0001234', bankName: 'SBI' },
    },
    invalid: { upiId: 'not a upi' },
    field: 'paymentOptions.upiId',
    message: 'Enter a UPI id like name@bank.',
  },
  {
    endpoint: endpoints.updateCardPaymentOptions,
    key: 'paymentOptions',
    valid: { upiId: null },
    invalid: { bank: { accountName: 'A', accountNumber: '123456789', ifsc: 'BAD', bankName: 'B' } },
    field: 'paymentOptions.bank.ifsc',
    message: 'Enter an 11-character IFSC like SBIN0001234.',
  },
  {
    endpoint: endpoints.updateCardYoutubeVideos,
    key: 'youtubeVideos',
    valid: { videos: [{ url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Tour' }] },
    invalid: { videos: [{ url: 'https://vimeo.com/123' }] },
    field: 'youtubeVideos.videos.0.url',
    message: 'Paste a YouTube video link (youtube.com or youtu.be).',
  },
  {
    endpoint: endpoints.updateCardTemplate,
    key: 'template',
    valid: { templateId: 'bold', primaryColor: '#112233', secondaryColor: '#445566', style: 'style-2' },
    invalid: { templateId: 'classic', primaryColor: 'red' },
    field: 'template.primaryColor',
    message: 'Use a colour like #1e63d6.',
  },
  {
    endpoint: endpoints.updateCardGallery,
    key: 'gallery',
    valid: { images: [{ url: '/uploads/business/x/a.webp', caption: 'Shop front' }] },
    invalid: { images: [{ url: 'https://elsewhere.example.com/a.png' }] },
    field: 'gallery.images.0.url',
    message: 'Upload the image again.',
  },
  {
    endpoint: endpoints.updateCardAboutUs,
    key: 'aboutUs',
    valid: { text: 'Since **1990**.', yearEstablished: 1990 },
    invalid: { text: 'Old', yearEstablished: YEAR_ESTABLISHED_MIN - 1 },
    field: 'aboutUs.yearEstablished',
    message: `Enter a year from ${YEAR_ESTABLISHED_MIN}.`,
  },
  {
    endpoint: endpoints.updateCardAboutUs,
    key: 'aboutUs',
    valid: { text: null, yearEstablished: null },
    invalid: { yearEstablished: new Date().getFullYear() + 1 },
    field: 'aboutUs.yearEstablished',
    message: 'The year cannot be in the future.',
  },
  {
    endpoint: endpoints.updateCardProducts,
    key: 'products',
    valid: { products: [{ productId: 'p1', name: 'Laddoo', priceInPaise: 45_000 }] },
    invalid: { products: [{ productId: 'p1', name: '' }] },
    field: 'products.products.0.name',
    message: 'Enter the product name.',
  },
  {
    endpoint: endpoints.updateCardProducts,
    key: 'products',
    valid: { products: [] },
    invalid: { products: [{ productId: 'p1', name: 'Laddoo', priceInPaise: -1 }] },
    field: 'products.products.0.priceInPaise',
    message: 'The price cannot be negative.',
  },
  {
    endpoint: endpoints.updateCardLinks,
    key: 'links',
    valid: { links: [{ type: 'tel', label: 'Call', value: '+91 98765 43210' }] },
    invalid: { links: [{ type: 'tel', label: 'Call', value: 'call me' }] },
    field: 'links.links.0.value',
    message: MESSAGES.linkTelRequired,
  },
  {
    endpoint: endpoints.updateCardLinks,
    key: 'links',
    valid: { links: [{ type: 'email', label: 'Mail', value: 'A@B.co' }] },
    invalid: { links: [{ type: 'email', label: 'Mail', value: 'nope' }] },
    field: 'links.links.0.value',
    message: MESSAGES.linkEmailRequired,
  },
  {
    endpoint: endpoints.updateCardLinks,
    key: 'links',
    valid: { links: [{ type: 'url', label: 'Site', value: 'https://example.com' }] },
    invalid: { links: [{ type: 'url', label: 'Site', value: 'javascript:alert(1)' }] },
    field: 'links.links.0.value',
    message: MESSAGES.linkUrlRequired,
  },
  {
    endpoint: endpoints.updateCardLinks,
    key: 'links',
    valid: { links: [{ type: 'text', label: 'Hours', value: '9 to 5' }] },
    invalid: { links: [{ type: 'text', label: '', value: '9 to 5' }] },
    field: 'links.links.0.label',
    message: MESSAGES.linkTextRequired,
  },
  {
    endpoint: endpoints.updateCardSettings,
    key: 'settings',
    valid: { hiddenSections: ['gallery'], headings: { products: 'Menu' }, seoTitle: 'Title' },
    invalid: { seoTitle: 'x'.repeat(71) },
    field: 'settings.seoTitle',
    message: 'At most 70 characters.',
  },
];

describe('the other section saves', () => {
  it.each(SECTION_CASES.map((c) => [`${c.endpoint.path} ${c.field}`, c] as const))(
    '%s: saves a valid section, refuses an invalid field with its message',
    async (_name, c) => {
      const { client, card } = await world();
      const ok = await client.call(c.endpoint, { body: { cardNo: card.cardNo, [c.key]: c.valid } });
      expect(ok.status, ok.text).toBe(200);
      const saved = ok.data(ZCard);
      const stored = await storedCard(card.cardNo);
      expect(stored.sections).toEqual(saved.sections);
      // Only this section changed.
      expect(stored.sections.basicDetails).toEqual(card.sections.basicDetails);

      const bad = await client.call(c.endpoint, { body: { cardNo: card.cardNo, [c.key]: c.invalid } });
      expect(bad.status).toBe(400);
      expect(bad.error().code).toBe('VALIDATION_FAILED');
      expect(bad.error().fields?.[c.field]).toBe(c.message);
      expect((await storedCard(card.cardNo)).sections).toEqual(stored.sections);
    },
  );

  const sectionEndpoints = [...new Map(SECTION_CASES.map((c) => [c.endpoint.path, c])).values()];

  it.each(sectionEndpoints.map((c) => [c.endpoint.path, c] as const))(
    '%s: another customer, another agency and a franchisee without card:edit change nothing',
    async (_path, c) => {
      const { agency, card, business } = await world();
      const body = { cardNo: card.cardNo, [c.key]: c.valid };
      const stranger = t.client(agency);
      await signIn(stranger, await createCustomer({ agency }));
      expect((await stranger.call(c.endpoint, { body })).status).toBe(404);
      const otherAgency = await createAgency();
      const otherAdmin = t.client(otherAgency);
      await signIn(otherAdmin, await createStaff({ agency: otherAgency, role: 'admin' }));
      expect((await otherAdmin.call(c.endpoint, { body })).status).toBe(404);
      const reader = await createFranchisee({ agency, roles: ['franchisee', 'franchisee-with-all-card-access'] });
      const readerClient = t.client(agency);
      await signInFranchisee(readerClient, reader);
      expect((await readerClient.call(c.endpoint, { body })).status).toBe(403);
      expect((await t.client(agency).call(c.endpoint, { body })).status).toBe(401);
      expect((await storedCard(card.cardNo)).sections).toEqual(card.sections);
      expect(business.id).toBe(card.businessId);
    },
  );

  it('a franchisee with card:edit saves a card of a business it made', async () => {
    const agency = await createAgency();
    const franchisee = await createFranchisee({ agency, permissions: ['card:edit'] });
    const business = await createBusiness({ user: await createCustomer({ agency }), madeByFranchisee: franchisee });
    const card = await createCard({ business });
    const client = t.client(agency);
    await signInFranchisee(client, franchisee);
    const res = await client.call(endpoints.updateCardAboutUs, {
      body: { cardNo: card.cardNo, aboutUs: { text: 'By the franchise' } },
    });
    expect(res.status, res.text).toBe(200);
  });

  it('settings may change the cardId: taken 409 naming cardId, malformed 400, free saved', async () => {
    const { client, card, agency } = await world();
    await createCard({
      business: await createBusiness({ user: await createCustomer({ agency }) }),
      cardId: 'occupied',
    });
    const settings = { seoTitle: 'New title' };
    const taken = await client.call(endpoints.updateCardSettings, {
      body: { cardNo: card.cardNo, cardId: 'occupied', settings },
    });
    expect(taken.status).toBe(409);
    expect(taken.error().fields).toEqual({ cardId: CARD_ID_MESSAGES.taken });
    const short = await client.call(endpoints.updateCardSettings, {
      body: { cardNo: card.cardNo, cardId: 'ab', settings },
    });
    expect(short.status).toBe(400);
    expect(short.error().fields).toEqual({ cardId: CARD_ID_MESSAGES.tooShort });
    expect((await storedCard(card.cardNo)).cardId).toBe(card.cardId);
    const ok = await client.call(endpoints.updateCardSettings, {
      body: { cardNo: card.cardNo, cardId: 'free-one', settings },
    });
    expect(ok.data(ZCard)).toMatchObject({ cardId: 'free-one', sections: { settings: { seoTitle: 'New title' } } });
  });

  it('saving moves updatedAt to the clock', async () => {
    const { client, card } = await world();
    t.clock.advance(60_000);
    const res = await client.call(endpoints.updateCardTemplate, { body: { cardNo: card.cardNo, template: {} } });
    expect(res.data(ZCard).updatedAt).toBe(t.clock.now().toISOString());
    t.clock.advance(-60_000);
  });
});
