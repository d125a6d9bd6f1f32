// Card endpoints: reading, the cardId rules, creating with basic details (one card per
// business) and saving basic details, with who may do what.
import {
  CARD_ID_MESSAGES,
  emptyCardSections,
  endpoints,
  MESSAGES,
  ZCard,
  ZCardIdAvailability,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cards } from '#db/schema';
import { uniqueViolation } from '#lib/db-errors';
import { signIn, testAppPerFile } from '#test/support/app';
import { basicDetails, createAgency, createBusiness, createCard, createCustomer } from '#test/support/factories';
import { cardOwnerWorld, signedInFranchisee, signedInStaff, storedCardRow } from '#test/support/worlds';
import { insertCard } from './repo';

const t = testAppPerFile();

const world = () => cardOwnerWorld(t);
const storedCard = (cardNo: number) => storedCardRow(t, cardNo);

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
    const franchisee = await signedInFranchisee(t, agency, { permissions: ['card:edit'] });
    expect((await franchisee.call(endpoints.getCard, { query: { cardNo: String(card.cardNo) } })).status).toBe(404);
    const otherAgency = await createAgency();
    const otherAdmin = await signedInStaff(t, otherAgency, 'admin');
    expect((await otherAdmin.call(endpoints.getCard, { query: { cardNo: String(card.cardNo) } })).status).toBe(404);
    const admin = await signedInStaff(t, agency, 'admin');
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

  it('a business named in an Indian script gets a readable address; the same name twice, two addresses', async () => {
    // docs/product-rules.md#card-address-from-any-script
    const { client, owner } = await world();
    const create = async (businessName: string) => {
      const business = await createBusiness({ user: owner, businessName });
      const res = await client.call(endpoints.updateCardBasicDetails, {
        body: { businessId: business.id, basicDetails: basicDetails({ companyName: businessName }) },
      });
      expect(res.status, res.text).toBe(200);
      return res.data(ZCard).cardId;
    };
    expect(await create('गुप्ता किराना स्टोर')).toBe('gupta-kirana-stor');
    expect(await create('गुप्ता किराना स्टोर')).toBe('gupta-kirana-stor-2');
    expect(await create('முருகன் ஸ்டோர்ஸ்')).toBe('murukan-stors');
    expect(await create('પટેલ ફરસાણ')).toBe('patel-pharasan');
  });

  it('a website typed without a scheme is stored with https://', async () => {
    // docs/product-rules.md#website-without-scheme
    const { client, card } = await world();
    const res = await client.call(endpoints.updateCardBasicDetails, {
      body: { cardNo: card.cardNo, basicDetails: basicDetails({ website: 'www.shop.in' }) },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZCard).sections.basicDetails?.website).toBe('https://www.shop.in');
    const read = await client.call(endpoints.getCard, { query: { cardNo: String(card.cardNo) } });
    expect(read.data(ZCard).sections.basicDetails?.website).toBe('https://www.shop.in');
    expect((await storedCard(card.cardNo)).sections.basicDetails?.website).toBe('https://www.shop.in');
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
    [{ website: 'gupta kirana' }, 'basicDetails.website', MESSAGES.linkUrlRequired],
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
