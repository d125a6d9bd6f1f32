// "Other" with a typed category: required and cleaned when chosen, dropped with
// any other category, shown as the category's name everywhere, searchable by the lists'
// `category` key, and listed for the platform's team, who promote it into the list.
import { randomUUID } from 'node:crypto';
import {
  endpoints,
  OTHER_CATEGORY_KEY,
  OTHER_CATEGORY_MESSAGES,
  ZBusiness,
  ZBusinessCategory,
  ZBusinessList,
  ZOtherCategoryList,
  ZPromoteOtherCategoryResponse,
} from '@cardora/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { businesses, imageCategories, imageSubcategories } from '#db/schema';
import { testAppPerFile } from '#test/support/app';
import { expectError } from '#test/support/expect';
import { createAgency, createBusiness, createCustomer, createStaff } from '#test/support/factories';
import { signedIn } from '#test/support/worlds';

const t = testAppPerFile();

/** A typed category nobody else in the run types (the list and promotion span every agency). */
const trade = (word: string) => `${word} ${randomUUID().slice(0, 6)}`;

async function customer() {
  const agency = await createAgency();
  const owner = await createCustomer({ agency });
  return { agency, owner, client: await signedIn(t.client(agency), owner) };
}

async function admin(roles: string[] = []) {
  const agency = await createAgency({ roles });
  const user = await createStaff({ agency, role: 'admin' });
  return { agency, user, client: await signedIn(t.client(agency), user) };
}

describe('choosing "Other"', () => {
  it('needs a typed category, cleaned and 2–60 characters; it is the name the business shows', async () => {
    const { client } = await customer();
    const missing = await client.call(endpoints.createBusiness, {
      body: { businessName: 'Mehta Opticals', category: OTHER_CATEGORY_KEY },
    });
    expect(missing.status).toBe(400);
    expect(missing.error().fields?.otherCategory).toBe(OTHER_CATEGORY_MESSAGES.required);
    for (const [otherCategory, message] of [
      ['   ', OTHER_CATEGORY_MESSAGES.required],
      ['x', OTHER_CATEGORY_MESSAGES.tooShort],
      ['y'.repeat(61), OTHER_CATEGORY_MESSAGES.tooLong],
      ['-- !! --', OTHER_CATEGORY_MESSAGES.noLetters],
    ] as const) {
      const res = await client.call(endpoints.createBusiness, {
        body: { businessName: 'Mehta Opticals', category: OTHER_CATEGORY_KEY, otherCategory },
      });
      expect(res.status, otherCategory).toBe(400);
      expect(res.error().fields?.otherCategory, otherCategory).toBe(message);
    }

    const made = await client.call(endpoints.createBusiness, {
      body: {
        businessName: 'Mehta Opticals',
        category: OTHER_CATEGORY_KEY,
        otherCategory: '  Optician \n\t& Eye  Care ',
      },
    });
    expect(made.status, made.text).toBe(200);
    const business = made.data(ZBusiness);
    expect(business).toMatchObject({
      category: OTHER_CATEGORY_KEY,
      otherCategory: 'Optician & Eye Care',
      categoryName: 'Optician & Eye Care',
    });
    // The customer's own list and their account's businesses say the same.
    const mine = (await client.call(endpoints.getBusinessesByUser)).data(z.array(ZBusiness));
    expect(mine.find((b) => b.businessId === business.businessId)?.categoryName).toBe('Optician & Eye Care');
    const details = await client.call(endpoints.getUser);
    expect(details.text).toContain('Optician & Eye Care');
  });

  it('a typed category goes with any other category, and comes back only when typed again', async () => {
    const { client } = await customer();
    const made = await client.call(endpoints.createBusiness, {
      body: { businessName: 'Bake House', category: 'bakery', otherCategory: 'Ignored trade' },
    });
    expect(made.status, made.text).toBe(200);
    const business = made.data(ZBusiness);
    expect(business).toMatchObject({ category: 'bakery', otherCategory: null, categoryName: 'Bakery' });

    const update = (body: Record<string, unknown>) =>
      client.call(endpoints.updateBusinessMetadata, { body: { businessId: business.businessId, ...body } });
    const noTyped = await update({ category: OTHER_CATEGORY_KEY });
    expect(noTyped.status).toBe(400);
    expect(noTyped.error().fields?.otherCategory).toBe(OTHER_CATEGORY_MESSAGES.required);

    const toOther = await update({ category: OTHER_CATEGORY_KEY, otherCategory: 'Cake Studio' });
    expect(toOther.data(ZBusiness)).toMatchObject({ otherCategory: 'Cake Studio', categoryName: 'Cake Studio' });
    // The typed name alone changes while the business is on "Other"; other fields leave it be.
    expect((await update({ otherCategory: 'Cake & Dessert Studio' })).data(ZBusiness).categoryName).toBe(
      'Cake & Dessert Studio',
    );
    expect((await update({ businessName: 'Bake House 2' })).data(ZBusiness).otherCategory).toBe(
      'Cake & Dessert Studio',
    );
    const cleared = await update({ otherCategory: '' });
    expect(cleared.status).toBe(400);
    expect(cleared.error().fields?.otherCategory).toBe(OTHER_CATEGORY_MESSAGES.required);

    const back = await update({ category: 'bakery' });
    expect(back.data(ZBusiness)).toMatchObject({ category: 'bakery', otherCategory: null, categoryName: 'Bakery' });
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, business.businessId));
    expect(row?.otherCategory).toBeNull();

    // A clone keeps the typed category.
    await update({ category: OTHER_CATEGORY_KEY, otherCategory: 'Cake Studio' });
    const clone = await client.call(endpoints.cloneBusiness, {
      body: { businessId: business.businessId, businessName: 'Bake House Annexe' },
    });
    expect(clone.data(ZBusiness)).toMatchObject({ category: OTHER_CATEGORY_KEY, categoryName: 'Cake Studio' });
  });

  it('"Other" is not a row of the picker list (the web offers it last); a real list key still works', async () => {
    const agency = await createAgency();
    const list = (await t.client(agency).call(endpoints.getBusinessCategories)).data(z.array(ZBusinessCategory));
    expect(list.map((c) => c.key)).not.toContain(OTHER_CATEGORY_KEY);
    expect(list.map((c) => c.key)).toContain('mobile-shop');
  });
});

describe('searching the lists by category', () => {
  it('finds the typed category and the list names (the agency’s own name wins), and nothing of another agency', async () => {
    const { agency, client } = await admin();
    const owner = await createCustomer({ agency });
    const optician = trade('Optician');
    const typed = await createBusiness({
      user: owner,
      businessName: 'Mehta Eye Care',
      category: OTHER_CATEGORY_KEY,
      otherCategory: optician,
    });
    const mobile = await createBusiness({ user: owner, businessName: 'Galaxy Phones', category: 'mobile-shop' });
    await createBusiness({ user: owner, businessName: 'Sweet Home', category: 'sweet-shop' });
    // Another agency's business of the same typed trade is not ours to see.
    const other = await createAgency();
    await createBusiness({
      user: await createCustomer({ agency: other }),
      businessName: 'Elsewhere Optics',
      category: OTHER_CATEGORY_KEY,
      otherCategory: optician,
    });

    const search = async (search: string) => {
      const res = await client.call(endpoints.listBusinesses, { query: { searchKey: 'category', search } });
      expect(res.status, res.text).toBe(200);
      return res.data(ZBusinessList).list.map((b) => b.businessName);
    };
    expect(await search(optician.toUpperCase())).toEqual(['Mehta Eye Care']);
    expect(await search('mobile sh')).toEqual(['Galaxy Phones']);
    expect(await search('%')).toEqual([]);
    // The default search (name, company, address) does not read categories.
    const plain = await client.call(endpoints.listBusinesses, { query: { search: optician } });
    expect(plain.data(ZBusinessList).list).toEqual([]);

    // The agency renames Mobile Shop in its own 'Business Category': its name is what is searched.
    const [own] = await t.db
      .insert(imageCategories)
      .values({ agencyId: agency.id, name: 'Business Category' })
      .returning();
    if (!own) throw new Error('no category');
    await t.db.insert(imageSubcategories).values({ imageCategoryId: own.id, key: 'mobile-shop', name: 'Phone Bazaar' });
    expect(await search('bazaar')).toEqual(['Galaxy Phones']);
    expect(await search('mobile sh')).toEqual([]);
    // The All Projects list and the reports share the where clause; the report names the typed category.
    const cards = await client.call(endpoints.getCardList, { query: { searchKey: 'category', search: 'bazaar' } });
    expect(cards.status, cards.text).toBe(200);
    const report = await client.call(endpoints.businessReport, { query: { searchKey: 'category', search: optician } });
    expect(report.status, report.text).toBe(200);
    expect(report.text).toContain(`${typed.id},Mehta Eye Care,${optician},`);
    expect(report.text).not.toContain(mobile.id);
  });
});

describe('typed categories for the platform', () => {
  it('are listed across agencies with counts (spellings differing in case count together), for the platform only', async () => {
    const platform = await admin(['superadmin']);
    const plain = await admin();
    const optician = trade('Optician');
    const a = await createAgency();
    const b = await createAgency();
    const ownerA = await createCustomer({ agency: a });
    const ownerB = await createCustomer({ agency: b });
    for (const [owner, spelling] of [
      [ownerA, optician],
      [ownerA, optician.toLowerCase()],
      [ownerB, optician],
    ] as const) {
      await createBusiness({ user: owner, category: OTHER_CATEGORY_KEY, otherCategory: spelling });
    }
    const res = await platform.client.call(endpoints.listOtherCategories);
    expect(res.status, res.text).toBe(200);
    const list = res.data(ZOtherCategoryList);
    const entry = list.list.find((item) => item.name.toLowerCase() === optician.toLowerCase());
    expect(entry).toMatchObject({ name: optician, businessCount: 3, agencyCount: 2 });
    expect(list.total).toBeGreaterThanOrEqual(list.list.length);

    // An agency that is not the platform is refused (and promotes nothing).
    expect((await plain.client.call(endpoints.listOtherCategories)).status).toBe(403);
    const refused = await plain.client.call(endpoints.promoteOtherCategory, { body: { otherCategory: optician } });
    expect(refused.status).toBe(403);
    const still = await t.db.select().from(businesses).where(eq(businesses.userId, ownerA.id));
    expect(still.every((row) => row.category === OTHER_CATEGORY_KEY)).toBe(true);
    // A customer has no Greetings menu.
    const { client: customerClient } = await customer();
    expect((await customerClient.call(endpoints.listOtherCategories)).status).toBe(403);
  });

  it('promoting adds the category to the list and moves every business that typed it; again: nothing left', async () => {
    const platform = await admin(['superadmin']);
    const optician = trade('Optician');
    const agency = await createAgency();
    const owner = await createCustomer({ agency });
    const first = await createBusiness({ user: owner, category: OTHER_CATEGORY_KEY, otherCategory: optician });
    const second = await createBusiness({
      user: owner,
      category: OTHER_CATEGORY_KEY,
      otherCategory: optician.toUpperCase(),
    });
    const untouched = await createBusiness({
      user: owner,
      category: OTHER_CATEGORY_KEY,
      otherCategory: trade('Tailor'),
    });

    const reserved = await platform.client.call(endpoints.promoteOtherCategory, {
      body: { otherCategory: optician, name: 'Other' },
    });
    expect(reserved.status).toBe(400);
    expect(reserved.error().fields?.name).toBe(OTHER_CATEGORY_MESSAGES.nameReserved);

    const res = await platform.client.call(endpoints.promoteOtherCategory, { body: { otherCategory: optician } });
    expect(res.status, res.text).toBe(200);
    const promoted = res.data(ZPromoteOtherCategoryResponse);
    expect(promoted).toMatchObject({ created: true, movedBusinesses: 2 });
    expect(promoted.category.imageSubcategoryName).toBe(optician);

    // In the platform's list for every agency, and the businesses show it.
    const list = (await t.client(agency).call(endpoints.getBusinessCategories)).data(z.array(ZBusinessCategory));
    expect(list).toContainEqual(promoted.category);
    const [platformCategory] = await t.db
      .select()
      .from(imageCategories)
      .where(and(isNull(imageCategories.agencyId), eq(imageCategories.name, 'Business Category')));
    const [sub] = await t.db
      .select()
      .from(imageSubcategories)
      .where(eq(imageSubcategories.id, promoted.category.imageSubcategoryId));
    expect(sub?.imageCategoryId).toBe(platformCategory?.id);
    const rows = await t.db.select().from(businesses).where(eq(businesses.userId, owner.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const moved of [first, second]) {
      expect(byId.get(moved.id)).toMatchObject({ category: promoted.category.key, otherCategory: null });
    }
    expect(byId.get(untouched.id)?.category).toBe(OTHER_CATEGORY_KEY);
    const ownerClient = await signedIn(t.client(agency), owner);
    const views = (await ownerClient.call(endpoints.getBusinessesByUser)).data(z.array(ZBusiness));
    expect(views.find((b) => b.businessId === first.id)).toMatchObject({
      category: promoted.category.key,
      otherCategory: null,
      categoryName: optician,
    });

    const again = await platform.client.call(endpoints.promoteOtherCategory, { body: { otherCategory: optician } });
    expectError(again, 409, OTHER_CATEGORY_MESSAGES.nothingToPromote(optician));
  });

  it('into a category of that name already in the list: the businesses join it, nothing is added', async () => {
    const platform = await admin(['superadmin']);
    const owner = await createCustomer({ agency: await createAgency() });
    const spelling = trade('Phone repair');
    const business = await createBusiness({ user: owner, category: OTHER_CATEGORY_KEY, otherCategory: spelling });
    const res = await platform.client.call(endpoints.promoteOtherCategory, {
      body: { otherCategory: spelling, name: 'mobile shop' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZPromoteOtherCategoryResponse)).toMatchObject({
      created: false,
      movedBusinesses: 1,
      category: { key: 'mobile-shop', imageSubcategoryName: 'Mobile Shop' },
    });
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, business.id));
    expect(row).toMatchObject({ category: 'mobile-shop', otherCategory: null });
  });
});
