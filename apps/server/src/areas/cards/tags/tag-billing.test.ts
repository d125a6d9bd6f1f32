// Physical tags billed like other products (docs/product-rules.md#physical-tags): when the agency
// charges for tags, a business may have its plan's tags and those it bought tied to it — an
// admin's assign or move, or a customer's claim, beyond that is refused with the numbers; an
// agency that sets no price keeps tags free and unlimited.
import {
  DEFAULT_AGENCY_CONFIGURATION,
  endpoints,
  type TPlanLimits,
  tagLimitMessage,
  ZBusinessEntitlementsView,
  ZSubscriptionPlan,
  ZTag,
  ZTagBatch,
  ZTagList,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, productPayments } from '#db/schema';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createAgency, createBusiness, createCard, createCustomer } from '#test/support/factories';
import { signedIn, signedInStaff } from '#test/support/worlds';

const t = testAppPerFile();
const tagPath = (template: string, code: string) => template.replace('{code}', code);

const PLAN: TPlanLimits = {
  digitalCardIncluded: true,
  digitalCardLimit: 1,
  greetingImagesIncluded: false,
  greetingImagesLimit: 0,
  greetingVideosIncluded: false,
  greetingVideosLimit: 0,
  pdfCardIncluded: false,
  pdfCardLimit: 0,
  promotionalVideoIncluded: false,
  promotionalVideoLimit: 0,
};

/** An agency (charging ₹50 a tag unless told), a shop on a plan with `tagsIncluded`, and another shop on none. */
async function world(options: { pricePerTagPaise?: number | null; tagsIncluded?: number | null } = {}) {
  const pricePerTagPaise = options.pricePerTagPaise === undefined ? 5000 : options.pricePerTagPaise;
  const agency = await createAgency({
    agencyName: 'Acme Cards',
    configuration: { ...DEFAULT_AGENCY_CONFIGURATION, tags: { pricePerTagPaise } },
  });
  const ownerRow = await createCustomer({ agency });
  const business = await createBusiness({ user: ownerRow, businessName: 'Sharma Sweets' });
  await t.db
    .update(businesses)
    .set({
      paymentStatus: 1,
      expiryDateForCustomer: new Date(Date.now() + 300 * 86_400_000),
      planLimits: { ...PLAN, tagsIncluded: options.tagsIncluded === undefined ? 1 : options.tagsIncluded },
    })
    .where(eq(businesses.id, business.id));
  await createCard({ business });
  const otherOwnerRow = await createCustomer({ agency });
  const otherBusiness = await createBusiness({ user: otherOwnerRow, businessName: 'Gupta Mobiles' });
  await createCard({ business: otherBusiness });
  const admin = await signedInStaff(t, agency, 'admin');
  const made = await admin.call(endpoints.createTagBatch, { body: { name: 'Diwali print run', count: 6 } });
  expect(made.status, made.text).toBe(200);
  const batch = made.data(ZTagBatch);
  const codes = (await admin.call(endpoints.listTags, { query: { batchId: batch.id } }))
    .data(ZTagList)
    .list.map((tag) => tag.code);
  return {
    agency,
    business,
    otherBusiness,
    admin,
    codes,
    owner: await signedIn(t.client(agency), ownerRow),
    otherOwner: await signedIn(t.client(agency), otherOwnerRow),
  };
}

const assign = (admin: TestClient, code: string | undefined, body: Record<string, unknown>) =>
  admin.request('PUT', tagPath(endpoints.updateTag.path, code ?? ''), { body });
const claim = (owner: TestClient, code: string | undefined, businessId: string) =>
  owner.post(tagPath(endpoints.claimTag.path, code ?? ''), { businessId });

/** Tags bought beyond the plan, recorded as a manual payment would record them. */
async function bought(agencyId: string, businessId: string, quantity: number) {
  await t.db.insert(productPayments).values({
    agencyId,
    businessId,
    kind: 'tag',
    quantity,
    amountPaise: quantity * 5000,
    provider: 'manual',
    isManualUpdate: true,
    paidAt: new Date(),
  });
}

describe('tags when the agency charges for them', () => {
  it("lets an admin assign and move tags within the plan's and bought tags, and refuses one more with the numbers", async () => {
    const w = await world({ tagsIncluded: 1 });
    const [first, second, third, fourth] = w.codes;
    const ok = await assign(w.admin, first, { businessId: w.business.id });
    expect(ok.status, ok.text).toBe(200);
    expectError(await assign(w.admin, second, { businessId: w.business.id }), 409, tagLimitMessage(1, 0));
    // A tag already the business's may be turned off and on: nothing new is tied to it.
    expect((await assign(w.admin, first, { status: 'disabled' })).status).toBe(200);
    expect((await assign(w.admin, first, { status: 'active' })).status).toBe(200);

    await bought(w.agency.id, w.business.id, 2);
    for (const code of [second, third]) {
      const res = await assign(w.admin, code, { businessId: w.business.id });
      expect(res.status, res.text).toBe(200);
    }
    expectError(await assign(w.admin, fourth, { businessId: w.business.id }), 409, tagLimitMessage(1, 2));
    expect(tagLimitMessage(1, 2)).toBe(
      "This business's plan includes 1 tag and it has bought 2; it has 3 tags. Buy more tags or upgrade the plan.",
    );

    // Moving one away frees a place; the other shop, on no plan, has none to take it.
    expectError(await assign(w.admin, third, { businessId: w.otherBusiness.id }), 409, tagLimitMessage(0, 0));
    expect((await assign(w.admin, third, { businessId: null })).status).toBe(200);
    const moved = await assign(w.admin, fourth, { businessId: w.business.id });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.data(ZTag).businessId).toBe(w.business.id);

    const view = await w.owner.call(endpoints.getBusinessEntitlements, { query: { businessId: w.business.id } });
    expect(view.status, view.text).toBe(200);
    const report = view.data(ZBusinessEntitlementsView);
    expect(report.entitlements).toMatchObject({ tags: 3, tagsIncluded: 1, tagsBought: 2 });
    expect(report.usage.tag).toBe(3);
    expect(report.tagPricePaise).toBe(5000);
  });

  it("lets a customer claim tags within the plan's and refuses one more", async () => {
    const w = await world({ tagsIncluded: 2 });
    const [first, second, third] = w.codes;
    for (const code of [first, second]) {
      const res = await claim(w.owner, code, w.business.id);
      expect(res.status, res.text).toBe(200);
    }
    // Claiming one's own tag again ties nothing new.
    expect((await claim(w.owner, first, w.business.id)).status).toBe(200);
    expectError(await claim(w.owner, third, w.business.id), 409, tagLimitMessage(2, 0));
    expectError(await claim(w.otherOwner, third, w.otherBusiness.id), 409, tagLimitMessage(0, 0));
    await bought(w.agency.id, w.otherBusiness.id, 1);
    expect((await claim(w.otherOwner, third, w.otherBusiness.id)).status).toBe(200);
  });

  it('gives no tags from a plan that has run out, and a plan without the number none', async () => {
    const w = await world({ tagsIncluded: null });
    expectError(await assign(w.admin, w.codes[0], { businessId: w.business.id }), 409, tagLimitMessage(0, 0));
    await t.db
      .update(businesses)
      .set({ planLimits: { ...PLAN, tagsIncluded: 3 }, expiryDateForCustomer: new Date(Date.now() - 86_400_000) })
      .where(eq(businesses.id, w.business.id));
    expectError(await claim(w.owner, w.codes[0], w.business.id), 409, tagLimitMessage(0, 0));
  });
});

describe("a plan's tags", () => {
  it('are kept through the plan editor, 0 to 1,000, and none on a plan without the digital card', async () => {
    const w = await world();
    const plan = (overrides: Record<string, unknown>) => ({
      name: 'Shop with tags',
      price: 99_900,
      validity: 1,
      ...PLAN,
      frameVisibility: { hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false },
      ...overrides,
    });
    const saved = await w.admin.call(endpoints.saveSubscriptionPlan, { body: plan({ tagsIncluded: 5 }) });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.data(ZSubscriptionPlan).tagsIncluded).toBe(5);
    const tooMany = await w.admin.request('POST', endpoints.saveSubscriptionPlan.path, {
      body: plan({ tagsIncluded: 1001 }),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.text).toContain('A plan includes at most 1000 tags.');
    const noCard = await w.admin.call(endpoints.saveSubscriptionPlan, {
      body: plan({
        digitalCardIncluded: false,
        digitalCardLimit: 0,
        pdfCardIncluded: true,
        pdfCardLimit: 1,
        tagsIncluded: 5,
      }),
    });
    expect(noCard.status, noCard.text).toBe(200);
    expect(noCard.data(ZSubscriptionPlan).tagsIncluded).toBeNull();
  });
});

describe('tags when the agency sets no price', () => {
  it('are free and unlimited, with or without a plan', async () => {
    const w = await world({ pricePerTagPaise: null, tagsIncluded: 0 });
    for (const code of w.codes.slice(0, 3)) {
      const res = await assign(w.admin, code, { businessId: w.otherBusiness.id });
      expect(res.status, res.text).toBe(200);
    }
    for (const code of w.codes.slice(3, 5)) {
      const res = await claim(w.owner, code, w.business.id);
      expect(res.status, res.text).toBe(200);
    }
    const view = await w.owner.call(endpoints.getBusinessEntitlements, { query: { businessId: w.business.id } });
    const report = view.data(ZBusinessEntitlementsView);
    expect(report.entitlements.tags).toBe(-1);
    expect(report.usage.tag).toBe(2);
    expect(report.tagPricePaise).toBeNull();
  });
});
