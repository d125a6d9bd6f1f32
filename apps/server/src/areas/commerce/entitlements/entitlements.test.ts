// Plan limits where they bite: entitlementsFor reads the plan, the paid/expired state, what was
// bought beyond the plan and what the business has; creating a PDF card goes through
// assertCanCreate with the business locked.
import {
  DEFAULT_AGENCY_CONFIGURATION,
  DEFAULT_PDF_TEMPLATE,
  DEFAULT_TEAM_MEMBERS_PER_CARD,
  ENTITLEMENT_MESSAGES,
  endpoints,
  type TAgencyConfiguration,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, pdfCards } from '#db/schema';
import {
  createPlan,
  DAY_MS,
  PDF_PLANS,
  PRODUCTS_CONFIGURATION,
  payingCustomerWorld,
  staffClient,
} from '#test/factories/payments';
import { testAppPerFile } from '#test/support/app';
import { createCard, createPdfCard, pdfCardDetails } from '#test/support/factories';
import { createPdfCard as createCheckedPdfCard } from '../../studio/pdf-cards/create';
import { assertCanCreate, entitlementsFor } from './service';

const t = testAppPerFile();

/** PDF cards and videos on sale, but no single purchase (no PDF plans): the plan is the only way. */
const NO_SINGLE_PURCHASE: TAgencyConfiguration = {
  ...PRODUCTS_CONFIGURATION,
  pdfCardConfig: { enablePdfCardProduct: true, customerPlans: [] },
};

/** A world whose business is paid (by an admin, manually) on a plan with 2 PDF cards and 1 video. */
async function paidWorld(configuration: TAgencyConfiguration = NO_SINGLE_PURCHASE) {
  const world = await payingCustomerWorld(t, { configuration });
  const plan = await createPlan(t, world.agency, {
    name: 'Premium',
    pdfCardIncluded: true,
    pdfCardLimit: 2,
    promotionalVideoIncluded: true,
    promotionalVideoLimit: 1,
  });
  const admin = (await staffClient(t, world.agency)).client;
  const paid = await admin.call(endpoints.makeCardPayment, {
    body: { businessId: world.business.id, subscriptionPlanId: plan.id, isManualUpdate: true, paymentMode: 'cash' },
  });
  expect(paid.status, paid.text).toBe(200);
  return { ...world, admin };
}

const newCard = (world: { agency: { id: string }; business: { id: string } }) =>
  createCheckedPdfCard(
    t.db,
    world.agency.id,
    world.business.id,
    { details: pdfCardDetails({ companyName: 'New Co' }), templateCode: DEFAULT_PDF_TEMPLATE },
    t.clock.now(),
  );

const pdfCardsOf = (businessId: string) => t.db.select().from(pdfCards).where(eq(pdfCards.businessId, businessId));

describe('entitlementsFor', () => {
  it('reads the plan, what was bought beyond it and what the business has', async () => {
    const world = await paidWorld();
    await createCard({ business: world.business });
    await createPdfCard({ business: world.business });
    const bought = await world.admin.call(endpoints.makePromotionalVideoPayment, {
      body: {
        businessId: world.business.id,
        quantity: 2,
        isManualUpdate: true,
        paymentMode: 'cash',
        paymentAmount: 39_800,
      },
    });
    expect(bought.status, bought.text).toBe(200);
    const report = await entitlementsFor(t.db, world.agency.id, world.business.id, t.clock.now());
    expect(report.entitlements).toEqual({
      onPlan: true,
      digitalCards: 1,
      pdfCards: 2,
      promotionalVideos: 3,
      greetingVideosPerDay: 3,
      greetingImages: true,
      // The plan sets no team number and neither does the agency (docs/product-rules.md#staff-cards).
      teamMembers: DEFAULT_TEAM_MEMBERS_PER_CARD,
      // The agency sets no price for tags: any number, free (docs/product-rules.md#physical-tags).
      tags: -1,
      tagsIncluded: 0,
      tagsBought: 0,
    });
    expect(report.usage).toEqual({ digitalCard: 1, pdfCard: 1, promotionalVideo: 0, teamMember: 0, tag: 0 });
  });

  it('gives the free allowance once the plan has expired', async () => {
    const world = await paidWorld();
    const later = new Date(t.clock.now().getTime() + 400 * DAY_MS);
    const report = await entitlementsFor(t.db, world.agency.id, world.business.id, later);
    expect(report.entitlements).toMatchObject({ onPlan: false, digitalCards: 1, pdfCards: 0, promotionalVideos: 0 });
  });

  it("is 404 for another agency's business", async () => {
    const world = await paidWorld();
    const other = await payingCustomerWorld(t);
    await expect(entitlementsFor(t.db, other.agency.id, world.business.id, t.clock.now())).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('creating a PDF card (pdf-cards/create.ts)', () => {
  it('is allowed up to the plan limit, then 409 with the limit in the message, and nothing is created', async () => {
    const world = await paidWorld();
    await newCard(world);
    const second = await newCard(world);
    expect(second).toMatchObject({
      isPaid: false,
      exportsAllowed: 0,
      showSampleWatermark: true,
      companyName: 'New Co',
    });
    await expect(newCard(world)).rejects.toMatchObject({
      statusCode: 409,
      message: "This business's plan allows 2 PDF ID cards; it has 2. Upgrade the plan to add more.",
    });
    expect(await pdfCardsOf(world.business.id)).toHaveLength(2);
  });

  it('without a running plan (and no single purchase on sale): 409, buy a plan', async () => {
    const world = await payingCustomerWorld(t, { configuration: NO_SINGLE_PURCHASE });
    await expect(newCard(world)).rejects.toMatchObject({
      statusCode: 409,
      message: ENTITLEMENT_MESSAGES.needsPlan('pdfCard'),
    });
    expect(await pdfCardsOf(world.business.id)).toEqual([]);
  });

  it('with single purchases on sale: one card may wait for its purchase; once bought, another may be made', async () => {
    const world = await payingCustomerWorld(t, { configuration: PRODUCTS_CONFIGURATION });
    const waiting = await newCard(world);
    await expect(newCard(world)).rejects.toMatchObject({
      statusCode: 409,
      message:
        'This business has a PDF ID card that is not paid for yet. Buy its single purchase, or upgrade the plan, to add more.',
    });
    const admin = (await staffClient(t, world.agency)).client;
    const bought = await admin.call(endpoints.makePdfCardPayment, {
      body: {
        pdfCardNo: waiting.pdfCardNo,
        planId: PDF_PLANS[0]?.id,
        isManualUpdate: true,
        paymentMode: 'cash',
        paymentAmount: 9_900,
      },
    });
    expect(bought.status, bought.text).toBe(200);
    await newCard(world);
    expect(await pdfCardsOf(world.business.id)).toHaveLength(2);
  });

  it('is 400 when the agency does not sell PDF cards', async () => {
    const world = await paidWorld({
      ...DEFAULT_AGENCY_CONFIGURATION,
      pdfCardConfig: { enablePdfCardProduct: false, customerPlans: [] },
    });
    await expect(newCard(world)).rejects.toMatchObject({
      statusCode: 400,
      message: 'PDF ID cards are not enabled for this agency.',
    });
  });

  it('two creations at once cannot both take the last place', async () => {
    const world = await paidWorld();
    await newCard(world);
    const results = await Promise.allSettled([newCard(world), newCard(world), newCard(world)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await pdfCardsOf(world.business.id)).toHaveLength(2);
  });
});

describe('assertCanCreate', () => {
  it('counts promotional videos as used 0 until videos exist: a plan with videos allows one', async () => {
    const world = await paidWorld();
    await expect(
      assertCanCreate(t.db, world.agency.id, world.business.id, 'promotionalVideo', t.clock.now()),
    ).resolves.toBeUndefined();
    const noPlan = await payingCustomerWorld(t, { configuration: NO_SINGLE_PURCHASE });
    await expect(
      assertCanCreate(t.db, noPlan.agency.id, noPlan.business.id, 'promotionalVideo', t.clock.now()),
    ).rejects.toMatchObject({ statusCode: 409, message: ENTITLEMENT_MESSAGES.needsPlan('promotionalVideo') });
  });

  it('a digital card: the free one is always there; one per business stays the rule (409)', async () => {
    const world = await payingCustomerWorld(t);
    await expect(
      assertCanCreate(t.db, world.agency.id, world.business.id, 'digitalCard', t.clock.now()),
    ).resolves.toBeUndefined();
    const created = await world.client.call(endpoints.updateCardBasicDetails, {
      body: {
        businessId: world.business.id,
        basicDetails: { name: 'Aarav Sharma', companyName: 'Paying Co', phoneNumbers: ['+919876543210'] },
      },
    });
    expect(created.status, created.text).toBe(200);
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, world.business.id));
    expect(row?.paymentStatus).toBe(0);
    const again = await world.client.call(endpoints.updateCardBasicDetails, {
      body: {
        businessId: world.business.id,
        basicDetails: { name: 'Aarav Sharma', companyName: 'Paying Co', phoneNumbers: ['+919876543210'] },
      },
    });
    expect(again.status).toBe(409);
  });
});
