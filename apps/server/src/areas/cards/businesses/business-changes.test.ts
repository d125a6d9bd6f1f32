// Changing businesses: create, update, delete (with its card), clone, and staff
// registering customers — with reach (404) and franchisee permissions (403).
import { endpoints, MESSAGES, ZBusiness, ZDeleteBusinessResponse, ZRegisterUserResponse } from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, cardEvents, cards, users } from '#db/schema';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import {
  createAgency,
  createBusiness,
  createCard,
  createCustomer,
  createFranchisee,
  uniquePhone,
} from '#test/support/factories';
import {
  customerWorld as customerWorldFor,
  pathWithId as path,
  signedIn,
  signedInFranchisee,
  signedInStaff,
} from '#test/support/worlds';

const t = testAppPerFile();

const customerWorld = () => customerWorldFor(t);

describe('POST /business', () => {
  it('a customer adds a business for themselves; the first becomes active', async () => {
    const agency = await createAgency();
    const owner = await createCustomer({ agency });
    const client = await signedIn(t.client(agency), owner);
    const res = await client.call(endpoints.createBusiness, {
      body: { businessName: '  Gupta Bakery ', category: 'bakery', email: '', phoneNumber: '+91 98765 00001' },
    });
    expect(res.status, res.text).toBe(200);
    const business = res.data(ZBusiness);
    expect(business).toMatchObject({
      businessName: 'Gupta Bakery',
      category: 'bakery',
      categoryName: 'Bakery',
      email: null,
      phoneNumber: '+919876500001',
      businessMadeBy: 'self',
      isFixedExpiryDate: false,
      paymentStatus: 0,
      card: null,
      user: { userId: owner.id },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.activeBusinessId).toBe(business.businessId);
  });

  it('with createDigitalCard, the card gets a free address from the name (-2 when taken)', async () => {
    const { client } = await customerWorld();
    const first = (
      await client.call(endpoints.createBusiness, {
        body: { businessName: 'Mehta & Sons', category: 'grocery', createDigitalCard: true },
      })
    ).data(ZBusiness);
    expect(first.card).toMatchObject({ cardId: 'mehta-sons', status: 'active', isDone: false });
    const second = (
      await client.call(endpoints.createBusiness, {
        body: { businessName: 'Mehta & Sons', category: 'grocery', createDigitalCard: true },
      })
    ).data(ZBusiness);
    expect(second.card?.cardId).toBe('mehta-sons-2');
  });

  it('a name that makes no valid address still gets one', async () => {
    const { client } = await customerWorld();
    const res = await client.call(endpoints.createBusiness, {
      body: { businessName: 'ॐ ॐ', category: 'grocery', createDigitalCard: true },
    });
    expect(res.data(ZBusiness).card?.cardId).toMatch(/^[a-z0-9-]{3,40}$/);
  });

  it('refuses an unknown category naming the field, and a short name with its message', async () => {
    const { client, owner } = await customerWorld();
    const before = await t.db.select().from(businesses).where(eq(businesses.userId, owner.id));
    const bad = await client.call(endpoints.createBusiness, { body: { businessName: 'Okay Name', category: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.error()).toEqual({
      code: 'VALIDATION_FAILED',
      message: MESSAGES.categoryUnknown,
      fields: { category: MESSAGES.categoryUnknown },
    });
    const short = await client.call(endpoints.createBusiness, { body: { businessName: 'A', category: 'bakery' } });
    expect(short.status).toBe(400);
    expect(short.error().fields).toEqual({ businessName: 'Enter the business name (at least 2 characters).' });
    const after = await t.db.select().from(businesses).where(eq(businesses.userId, owner.id));
    expect(after).toHaveLength(before.length);
  });

  it("a customer cannot add a business to someone else's account (404)", async () => {
    const { agency, client } = await customerWorld();
    const other = await createCustomer({ agency });
    const res = await client.call(endpoints.createBusiness, {
      body: { businessName: 'Sneaky', category: 'bakery', userId: other.id },
    });
    expect(res.status).toBe(404);
    expect(await t.db.select().from(businesses).where(eq(businesses.userId, other.id))).toHaveLength(0);
  });

  it.each([
    ['admin', 'admin'],
    ['creator', 'creator'],
  ] as const)('a %s adds a business for a customer of the agency', async (role, madeBy) => {
    const agency = await createAgency();
    const owner = await createCustomer({ agency });
    const client = await signedInStaff(t, agency, role);
    const missing = await client.call(endpoints.createBusiness, {
      body: { businessName: 'For Whom', category: 'bakery' },
    });
    expect(missing.status).toBe(400);
    expect(missing.error().fields).toEqual({ userId: MESSAGES.chooseCustomer });
    const res = await client.call(endpoints.createBusiness, {
      body: { businessName: 'Made By Staff', category: 'bakery', userId: owner.id },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZBusiness)).toMatchObject({ businessMadeBy: madeBy, user: { userId: owner.id } });
  });

  it("staff cannot add a business for another agency's customer (404)", async () => {
    const agency = await createAgency();
    const foreign = await createCustomer({ agency: await createAgency() });
    const client = await signedInStaff(t, agency, 'admin');
    const res = await client.call(endpoints.createBusiness, {
      body: { businessName: 'Elsewhere', category: 'bakery', userId: foreign.id },
    });
    expect(res.status).toBe(404);
  });

  it('a franchisee needs business:create, and its businesses remember it', async () => {
    const agency = await createAgency();
    const owner = await createCustomer({ agency });
    const allowed = await createFranchisee({ agency, permissions: ['business:create'] });
    const denied = await createFranchisee({ agency, permissions: ['card:edit'] });
    const client = await signedIn(t.client(agency), allowed);
    const res = await client.call(endpoints.createBusiness, {
      body: { businessName: 'Franchise Made', category: 'bakery', userId: owner.id },
    });
    expect(res.status, res.text).toBe(200);
    const business = res.data(ZBusiness);
    expect(business.businessMadeBy).toBe('franchisee');
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, business.businessId));
    expect(row?.madeByFranchiseeId).toBe(allowed.id);

    const deniedClient = await signedIn(t.client(agency), denied);
    const refused = await deniedClient.call(endpoints.createBusiness, {
      body: { businessName: 'Not Allowed', category: 'bakery', userId: owner.id },
    });
    expect(refused.status).toBe(403);
    expect(await t.db.select().from(businesses).where(eq(businesses.businessName, 'Not Allowed'))).toHaveLength(0);
  });

  it('signed out is 401', async () => {
    const res = await t.client(await createAgency()).call(endpoints.createBusiness, {
      body: { businessName: 'Nobody', category: 'bakery' },
    });
    expect(res.status).toBe(401);
  });
});

/** POST /business/updateBusinessMetadata with `body` as the web sends it. */
const updateMetadata = (client: TestClient, body: Record<string, string>) =>
  client.call(endpoints.updateBusinessMetadata, { body });

describe('POST /business/updateBusinessMetadata', () => {
  it('the owner renames and recategorises; the category name follows', async () => {
    const { client, business } = await customerWorld();
    const res = await updateMetadata(client, {
      businessId: business.id,
      businessName: 'Renamed Co',
      category: 'travel-agency',
      email: 'a@b.co',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZBusiness)).toMatchObject({
      businessName: 'Renamed Co',
      category: 'travel-agency',
      categoryName: 'Travel Agency',
      email: 'a@b.co',
    });
  });

  it('an unknown category or bad e-mail is 400 naming the field; nothing changes', async () => {
    const { client, business } = await customerWorld();
    const bad = await updateMetadata(client, { businessId: business.id, category: 'nope', businessName: 'Changed' });
    expect(bad.error().fields).toEqual({ category: MESSAGES.categoryUnknown });
    const email = await updateMetadata(client, { businessId: business.id, email: 'nope' });
    expect(email.status).toBe(400);
    expect(email.error().fields).toEqual({ email: MESSAGES.emailInvalid });
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(row?.businessName).toBe('Owner Co');
  });

  it("another customer's or agency's business is 404 and unchanged", async () => {
    const { agency, business } = await customerWorld();
    const stranger = await signedIn(t.client(agency), await createCustomer({ agency }));
    const res = await updateMetadata(stranger, { businessId: business.id, businessName: 'Hijacked' });
    expect(res.status).toBe(404);
    const otherAgency = await createAgency();
    const otherAdmin = await signedInStaff(t, otherAgency, 'admin');
    expect((await updateMetadata(otherAdmin, { businessId: business.id, businessName: 'X Y' })).status).toBe(404);
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(row?.businessName).toBe('Owner Co');
  });

  it('a franchisee needs business:edit (403), on a business it reaches', async () => {
    const agency = await createAgency();
    const owner = await createCustomer({ agency });
    const editor = await createFranchisee({ agency, permissions: ['business:edit'] });
    const viewer = await createFranchisee({ agency, permissions: [] });
    const editable = await createBusiness({ user: owner, madeByFranchisee: editor });
    const viewable = await createBusiness({ user: owner, madeByFranchisee: viewer });
    const editorClient = await signedIn(t.client(agency), editor);
    expect((await updateMetadata(editorClient, { businessId: editable.id, businessName: 'Edited' })).status).toBe(200);
    // Not its business: 404 before any permission question.
    expect((await updateMetadata(editorClient, { businessId: viewable.id, businessName: 'Nope' })).status).toBe(404);
    const viewerClient = await signedIn(t.client(agency), viewer);
    expect((await updateMetadata(viewerClient, { businessId: viewable.id, businessName: 'Nope' })).status).toBe(403);
  });
});

describe('DELETE /business/{id}', () => {
  it('deletes the business with its card and the card analytics', async () => {
    const { client, business, agency } = await customerWorld();
    const card = await createCard({ business });
    await t.db.insert(cardEvents).values({ agencyId: agency.id, cardNo: card.cardNo, kind: 'view', visitorHash: 'v' });
    const res = await client.request('DELETE', path(endpoints.deleteBusiness.path, business.id));
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZDeleteBusinessResponse)).toEqual({ businessDeleted: true, businessId: business.id });
    expect(await t.db.select().from(businesses).where(eq(businesses.id, business.id))).toHaveLength(0);
    expect(await t.db.select().from(cards).where(eq(cards.cardNo, card.cardNo))).toHaveLength(0);
    expect(await t.db.select().from(cardEvents).where(eq(cardEvents.cardNo, card.cardNo))).toHaveLength(0);
  });

  it("another customer's business is 404; a franchisee without business:delete is 403; nothing is deleted", async () => {
    const { agency, business } = await customerWorld();
    const stranger = await signedIn(t.client(agency), await createCustomer({ agency }));
    expect((await stranger.request('DELETE', path(endpoints.deleteBusiness.path, business.id))).status).toBe(404);
    const franchisee = await createFranchisee({ agency, roles: ['franchisee', 'franchisee-with-all-card-access'] });
    const client = await signedIn(t.client(agency), franchisee);
    expect((await client.request('DELETE', path(endpoints.deleteBusiness.path, business.id))).status).toBe(403);
    expect(await t.db.select().from(businesses).where(eq(businesses.id, business.id))).toHaveLength(1);
  });
});

describe('POST /business/cloneBusiness', () => {
  it('copies the business and its card content, without the card address', async () => {
    const { client, business } = await customerWorld();
    const card = await createCard({ business, cardId: 'original-card' });
    const res = await client.call(endpoints.cloneBusiness, {
      body: { businessId: business.id, businessName: 'Owner Co Branch' },
    });
    expect(res.status, res.text).toBe(200);
    const copy = res.data(ZBusiness);
    expect(copy).toMatchObject({ businessName: 'Owner Co Branch', category: business.category });
    expect(copy.card).toMatchObject({ cardId: null, isDone: true });
    const [copied] = await t.db.select().from(cards).where(eq(cards.businessId, copy.businessId));
    expect(copied?.sections).toEqual(card.sections);
    expect(copied?.cardNo).not.toBe(card.cardNo);
  });

  it('a business without a card clones without one', async () => {
    const { client, business } = await customerWorld();
    const copy = (
      await client.call(endpoints.cloneBusiness, { body: { businessId: business.id, businessName: 'Plain Copy' } })
    ).data(ZBusiness);
    expect(copy.card).toBeNull();
  });

  it("another customer's business is 404; a bad name is 400", async () => {
    const { agency, business, client } = await customerWorld();
    const stranger = await signedIn(t.client(agency), await createCustomer({ agency }));
    const res = await stranger.call(endpoints.cloneBusiness, {
      body: { businessId: business.id, businessName: 'Copy Cat' },
    });
    expect(res.status).toBe(404);
    const bad = await client.call(endpoints.cloneBusiness, { body: { businessId: business.id, businessName: '' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error().fields ?? {})).toEqual(['businessName']);
  });
});

describe('POST /business/registerUserAndGetBusinesses', () => {
  it('registers a new customer (no password yet), then finds them with their businesses', async () => {
    const agency = await createAgency();
    const admin = await signedInStaff(t, agency, 'admin');
    const phoneNumber = uniquePhone();
    const first = await admin.call(endpoints.registerUserAndGetBusinesses, { body: { phoneNumber, name: 'Neha' } });
    expect(first.status, first.text).toBe(200);
    const created = first.data(ZRegisterUserResponse);
    expect(created).toMatchObject({ created: true, businesses: [], user: { name: 'Neha', phoneNumber } });
    const [row] = await t.db.select().from(users).where(eq(users.id, created.user.userId));
    expect(row).toMatchObject({ passwordHash: null, roles: ['customer'], agencyId: agency.id });
    await t.db.insert(businesses).values({
      agencyId: agency.id,
      userId: created.user.userId,
      businessName: 'Neha Boutique',
      category: 'boutique',
    });
    const again = (await admin.call(endpoints.registerUserAndGetBusinesses, { body: { phoneNumber } })).data(
      ZRegisterUserResponse,
    );
    expect(again.created).toBe(false);
    expect(again.businesses.map((b) => [b.businessName, b.categoryName])).toEqual([['Neha Boutique', 'Boutique']]);
  });

  it('a foreign customer by e-mail; a missing e-mail is 400', async () => {
    const agency = await createAgency();
    const admin = await signedInStaff(t, agency, 'admin');
    const res = await admin.call(endpoints.registerUserAndGetBusinesses, {
      body: { email: 'Far.Away@Example.com', isForeignUser: true },
    });
    expect(res.data(ZRegisterUserResponse).user).toMatchObject({ email: 'far.away@example.com', isForeignUser: true });
    const bad = await admin.call(endpoints.registerUserAndGetBusinesses, { body: { isForeignUser: true } });
    expect(bad.status).toBe(400);
    expect(bad.error().fields).toEqual({ email: MESSAGES.emailInvalid });
  });

  it('a customer is 403; a franchisee needs business:create', async () => {
    const { client, agency } = await customerWorld();
    expect(
      (await client.call(endpoints.registerUserAndGetBusinesses, { body: { phoneNumber: uniquePhone() } })).status,
    ).toBe(403);
    const franchisee = await signedInFranchisee(t, agency, { permissions: ['card:edit'] });
    expect(
      (await franchisee.call(endpoints.registerUserAndGetBusinesses, { body: { phoneNumber: uniquePhone() } })).status,
    ).toBe(403);
  });
});
