// Reading businesses: the categories, one business, a customer's list and the admin list
// with its filters, paging and franchisee scoping.
import { endpoints, MESSAGES, ZBusiness, ZBusinessCategory, ZBusinessList } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { imageCategories, imageSubcategories } from '#db/schema';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import {
  basicDetails,
  createAgency,
  createBusiness,
  createCard,
  createCustomer,
  createFranchisee,
} from '#test/support/factories';
import {
  customerWorld as customerWorldFor,
  pathWithId as path,
  signedIn,
  signedInFranchisee,
  signedInStaff,
} from '#test/support/worlds';

const t = testAppPerFile();

const ZCategories = z.array(ZBusinessCategory);
const customerWorld = () => customerWorldFor(t);

describe('GET /image-subcategory/category-name', () => {
  it('lists the business categories to anyone, in order, with keys', async () => {
    const agency = await createAgency();
    const res = await t.client(agency).call(endpoints.getBusinessCategories);
    expect(res.status, res.text).toBe(200);
    const list = res.data(ZCategories);
    expect(list.length).toBeGreaterThanOrEqual(30);
    expect(list).toContainEqual(expect.objectContaining({ key: 'sweet-shop', imageSubcategoryName: 'Sweet Shop' }));
    expect(list).toContainEqual(
      expect.objectContaining({ key: 'travel-agency', imageSubcategoryName: 'Travel Agency' }),
    );
    expect(new Set(list.map((c) => c.key)).size).toBe(list.length);
  });

  it("adds the agency's own subcategories for that agency only, and a business may use them", async () => {
    const agency = await createAgency();
    const other = await createAgency();
    const [own] = await t.db
      .insert(imageCategories)
      .values({ agencyId: agency.id, name: 'Business Category' })
      .returning();
    if (!own) throw new Error('no category');
    await t.db.insert(imageSubcategories).values({ imageCategoryId: own.id, key: 'dhaba', name: 'Dhaba', sort: 99 });
    const mine = (await t.client(agency).call(endpoints.getBusinessCategories)).data(ZCategories);
    expect(mine.map((c) => c.key)).toContain('dhaba');
    const theirs = (await t.client(other).call(endpoints.getBusinessCategories)).data(ZCategories);
    expect(theirs.map((c) => c.key)).not.toContain('dhaba');

    const owner = await createCustomer({ agency });
    const client = await signedIn(t.client(agency), owner);
    const res = await client.call(endpoints.createBusiness, {
      body: { businessName: 'Highway Dhaba', category: 'dhaba' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZBusiness).categoryName).toBe('Dhaba');
    const stranger = await createCustomer({ agency: other });
    const otherClient = await signedIn(t.client(other), stranger);
    const refused = await otherClient.call(endpoints.createBusiness, {
      body: { businessName: 'Highway Dhaba', category: 'dhaba' },
    });
    expect(refused.status).toBe(400);
  });

  it('an unknown image category has no subcategories', async () => {
    const res = await t.client(await createAgency()).call(endpoints.getBusinessCategories, {
      query: { imageCategoryName: 'Nope' },
    });
    expect(res.data(ZCategories)).toEqual([]);
  });
});

describe('GET /business/{id} and GET /business/getBusinessesByUser', () => {
  it('the owner gets the business with its owner, category name and card summary', async () => {
    const { client, business, owner } = await customerWorld();
    const card = await createCard({ business, cardId: 'owner-co' });
    const res = await client.get(path(endpoints.getBusiness.path, business.id));
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZBusiness)).toMatchObject({
      businessId: business.id,
      agencyId: business.agencyId,
      // Never paid: no plan, so no limits or frame visibility yet.
      planLimits: null,
      frameVisibility: null,
      categoryName: 'Sweet Shop',
      user: { userId: owner.id, phoneNumber: owner.phoneNumber, isForeignUser: false },
      card: { cardNo: card.cardNo, cardId: 'owner-co', status: 'active', isDone: true },
    });
    const mine = (await client.call(endpoints.getBusinessesByUser)).data(z.array(ZBusiness));
    expect(mine.map((b) => b.businessId)).toEqual([business.id]);
  });

  it("another customer's or another agency's business is 404", async () => {
    const { agency, business } = await customerWorld();
    const stranger = await signedIn(t.client(agency), await createCustomer({ agency }));
    expect((await stranger.get(path(endpoints.getBusiness.path, business.id))).status).toBe(404);
    const otherAgency = await createAgency();
    const otherAdmin = await signedInStaff(t, otherAgency, 'admin');
    const res = await otherAdmin.get(path(endpoints.getBusiness.path, business.id));
    expect(res.status).toBe(404);
    expect(res.error()).toEqual({ code: 'NOT_FOUND', message: MESSAGES.notFound });
  });

  it('staff of the agency reach it; a franchisee only what it made unless it has all-card access', async () => {
    const agency = await createAgency();
    const owner = await createCustomer({ agency });
    const maker = await createFranchisee({ agency });
    const otherFranchisee = await createFranchisee({ agency });
    const allAccess = await createFranchisee({ agency, roles: ['franchisee', 'franchisee-with-all-card-access'] });
    const business = await createBusiness({ user: owner, madeByFranchisee: maker });
    const creator = await signedInStaff(t, agency, 'creator');
    expect((await creator.get(path(endpoints.getBusiness.path, business.id))).status).toBe(200);
    for (const [franchisee, status] of [
      [maker, 200],
      [otherFranchisee, 404],
      [allAccess, 200],
    ] as const) {
      const client = await signedIn(t.client(agency), franchisee);
      expect((await client.get(path(endpoints.getBusiness.path, business.id))).status).toBe(status);
    }
  });

  it('a malformed id is 400; getBusinessesByUser is for users only (403 for a franchisee)', async () => {
    const { client, agency } = await customerWorld();
    const res = await client.get(path(endpoints.getBusiness.path, 'not-a-uuid'));
    expect(res.status).toBe(400);
    expect(Object.keys(res.error().fields ?? {})).toEqual(['id']);
    const franchisee = await signedInFranchisee(t, agency);
    expect((await franchisee.call(endpoints.getBusinessesByUser)).status).toBe(403);
  });
});

describe('GET /business (list)', () => {
  async function listWorld() {
    const agency = await createAgency();
    const admin = await signedInStaff(t, agency, 'admin');
    const alice = await createCustomer({ agency, phoneNumber: '+919811100001' });
    const bob = await createCustomer({ agency });
    const base = Date.now() - 60_000;
    const paid = await createBusiness({
      user: alice,
      businessName: 'Alpha Sweets',
      paymentStatus: 1,
      isFixedExpiryDate: true,
      createdAt: new Date(base),
    });
    const draft = await createBusiness({
      user: bob,
      businessName: 'Beta Salon',
      category: 'salon-spa',
      imagePostEnabled: false,
      createdAt: new Date(base + 1000),
    });
    const bare = await createBusiness({ user: bob, businessName: 'Gamma 100%_Pure', createdAt: new Date(base + 2000) });
    await createCard({
      business: paid,
      cardId: 'alpha-sweets',
      sections: { basicDetails: basicDetails({ companyName: 'Alpha Mithai Pvt Ltd' }) },
    });
    await createCard({
      business: draft,
      cardId: 'beta-salon',
      filled: false,
      status: 'inactive',
      sections: {
        template: { templateId: 'bold', primaryColor: '#000000', secondaryColor: '#ffffff', style: 'style-1' },
      },
    });
    // Another agency's business never shows.
    await createBusiness({
      user: await createCustomer({ agency: await createAgency() }),
      businessName: 'Alpha Elsewhere',
    });
    return { agency, admin, paid, draft, bare };
  }

  const names = (res: Awaited<ReturnType<TestClient['call']>>) =>
    res.data(ZBusinessList).list.map((b) => b.businessName);

  it("lists the agency's businesses newest first, with the total and paging", async () => {
    const { admin } = await listWorld();
    const all = await admin.call(endpoints.listBusinesses);
    expect(all.status, all.text).toBe(200);
    expect(all.data(ZBusinessList).total).toBe(3);
    expect(names(all)).toEqual(['Gamma 100%_Pure', 'Beta Salon', 'Alpha Sweets']);
    const page2 = await admin.call(endpoints.listBusinesses, { query: { page: '2', pageSize: '2' } });
    expect(page2.data(ZBusinessList)).toMatchObject({ total: 3 });
    expect(names(page2)).toEqual(['Alpha Sweets']);
  });

  it.each([
    [{ done: 'done' }, ['Alpha Sweets']],
    [{ done: 'not-done' }, ['Gamma 100%_Pure', 'Beta Salon']],
    [{ subscribed: 'subscribed' }, ['Alpha Sweets']],
    [{ subscribed: 'not-subscribed' }, ['Gamma 100%_Pure', 'Beta Salon']],
    [{ status: 'active' }, ['Alpha Sweets']],
    [{ status: 'inactive' }, ['Beta Salon']],
    [{ imagePost: 'disabled' }, ['Beta Salon']],
    [{ imagePost: 'enabled' }, ['Gamma 100%_Pure', 'Alpha Sweets']],
    [{ dateType: 'fixed' }, ['Alpha Sweets']],
    [{ dateType: 'flexible' }, ['Gamma 100%_Pure', 'Beta Salon']],
    [{ searchKey: 'cardId', search: 'BETA' }, ['Beta Salon']],
    [{ searchKey: 'companyName', search: 'mithai' }, ['Alpha Sweets']],
    [{ searchKey: 'businessName', search: 'salon' }, ['Beta Salon']],
    [{ searchKey: 'businessName', search: '100%_' }, ['Gamma 100%_Pure']],
    [{ searchKey: 'businessName', search: '%' }, ['Gamma 100%_Pure']],
    [{ searchKey: 'registeredPhoneNumber', search: '9811100001' }, ['Alpha Sweets']],
    [{ searchKey: 'templateCode', search: 'bold' }, ['Beta Salon']],
    [{ search: 'alpha' }, ['Alpha Sweets']],
    [{ done: 'not-done', imagePost: 'enabled' }, ['Gamma 100%_Pure']],
  ])('filter %j', async (query, expected) => {
    const { admin } = await listWorld();
    const res = await admin.call(endpoints.listBusinesses, { query });
    expect(res.status, res.text).toBe(200);
    expect(names(res)).toEqual(expected);
    expect(res.data(ZBusinessList).total).toBe(expected.length);
  });

  it('a bad filter value is 400 naming it', async () => {
    const { admin } = await listWorld();
    const res = await admin.call(endpoints.listBusinesses, { query: { done: 'maybe', pageSize: '500' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error().fields ?? {}).sort()).toEqual(['done', 'pageSize']);
  });

  it('a franchisee sees the businesses it made; with all-card access, all of them; a customer is 403', async () => {
    const agency = await createAgency();
    const owner = await createCustomer({ agency });
    const maker = await createFranchisee({ agency });
    const allAccess = await createFranchisee({ agency, roles: ['franchisee', 'franchisee-with-all-card-access'] });
    await createBusiness({ user: owner, businessName: 'Made By Maker', madeByFranchisee: maker });
    await createBusiness({ user: owner, businessName: 'Self Made' });
    const makerClient = await signedIn(t.client(agency), maker);
    expect(names(await makerClient.call(endpoints.listBusinesses))).toEqual(['Made By Maker']);
    const allClient = await signedIn(t.client(agency), allAccess);
    expect((await allClient.call(endpoints.listBusinesses)).data(ZBusinessList).total).toBe(2);
    const customer = await signedIn(t.client(agency), owner);
    expect((await customer.call(endpoints.listBusinesses)).status).toBe(403);
  });
});
