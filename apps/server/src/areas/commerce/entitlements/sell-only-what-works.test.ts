// Sell only what works (docs/product-rules.md#sell-only-what-works): a product the agency
// does not sell — its flag switched off by the platform — is absent from every answer the web
// lists (plans, the custom plan, All Projects, the agency's product fees), and every call that
// would sell or make it is refused with the product's message (400, never 403: the web signs out
// on 403). Each test switches a product off on a fresh agency, as Agency Management does.
import {
  BILLING_MESSAGES,
  CUSTOM_PLAN_ID,
  type CustomerProduct,
  endpoints,
  NOTHING_INCLUDED,
  PLAN_SELLING_MESSAGES,
  PRODUCT_NOT_SOLD_MESSAGES,
  type TAgencyConfiguration,
  type TSaveSubscriptionPlanBody,
  ZAgencyBillList,
  ZOutstandingAmount,
  ZPaymentOrderResponse,
  ZSubscriptionPlan,
  ZSubscriptionPlanList,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AgencyRow, agencies, businesses, paymentOrders } from '#db/schema';
import { agenciesChanged } from '#plugins/tenancy';
import { billingWorld, ist, PRICES, setClock, setPrices } from '#test/factories/billing';
import { createPlan, PRODUCTS_CONFIGURATION, payingCustomerWorld, staffClient } from '#test/factories/payments';
import { testAppPerFile } from '#test/support/app';
import { expectError } from '#test/support/expect';
import { createAgency, createCard, createPdfCard, planLimits } from '#test/support/factories';

const t = testAppPerFile();

/** The platform switches products off for the agency (Agency Management writes the same row). */
async function switchOff(agency: AgencyRow, change: (c: TAgencyConfiguration) => TAgencyConfiguration) {
  const configuration = change(structuredClone(agency.configuration));
  await t.db.update(agencies).set({ configuration }).where(eq(agencies.id, agency.id));
  agenciesChanged(); // written behind the app's back: its cached agency rows go
  return { ...agency, configuration };
}

type Off = (c: TAgencyConfiguration) => TAgencyConfiguration;
const PDF_OFF: Off = (c) => ({ ...c, pdfCardConfig: { ...c.pdfCardConfig, enablePdfCardProduct: false } });
const VIDEOS_OFF: Off = (c) => ({ ...c, video: { ...c.video, enableVideo: false } });
const GREETINGS_OFF: Off = (c) => ({ ...c, imagePost: { ...c.imagePost, enableImagePost: false } });
const VIDEO_POSTS_OFF: Off = (c) => ({ ...c, imagePost: { ...c.imagePost, isVideoPostsIncluded: false } });

const EVERYTHING = {
  name: 'Everything',
  pricePaise: 299_900,
  greetingImagesIncluded: true,
  greetingImagesLimit: -1,
  greetingVideosIncluded: true,
  greetingVideosLimit: 3,
  pdfCardIncluded: true,
  pdfCardLimit: 2,
  promotionalVideoIncluded: true,
  promotionalVideoLimit: 4,
};

function planBody(overrides: Partial<TSaveSubscriptionPlanBody> = {}): TSaveSubscriptionPlanBody {
  return {
    name: 'Gold',
    price: 249_900,
    validity: 1,
    ...planLimits(),
    frameVisibility: { hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false },
    ...overrides,
  };
}

const PLAN_CASES: {
  name: string;
  off: Off;
  gone: CustomerProduct[];
  body: Partial<TSaveSubscriptionPlanBody>;
  field: string;
}[] = [
  {
    name: 'PDF ID cards',
    off: PDF_OFF,
    gone: ['pdfCard'],
    body: { pdfCardIncluded: true, pdfCardLimit: 2 },
    field: 'pdfCardIncluded',
  },
  {
    name: 'promotional videos',
    off: VIDEOS_OFF,
    gone: ['promotionalVideo'],
    body: { promotionalVideoIncluded: true, promotionalVideoLimit: 1 },
    field: 'promotionalVideoIncluded',
  },
  {
    name: 'greeting images (and so greeting videos)',
    off: GREETINGS_OFF,
    gone: ['greetingImages', 'greetingVideos'],
    body: { greetingImagesIncluded: true, greetingImagesLimit: -1 },
    field: 'greetingImagesIncluded',
  },
  {
    name: 'greeting videos',
    off: VIDEO_POSTS_OFF,
    gone: ['greetingVideos'],
    body: { greetingVideosIncluded: true, greetingVideosLimit: 3 },
    field: 'greetingVideosIncluded',
  },
];

const LIMIT_FIELDS: Record<string, [string, string]> = {
  greetingImages: ['greetingImagesIncluded', 'greetingImagesLimit'],
  greetingVideos: ['greetingVideosIncluded', 'greetingVideosLimit'],
  pdfCard: ['pdfCardIncluded', 'pdfCardLimit'],
  promotionalVideo: ['promotionalVideoIncluded', 'promotionalVideoLimit'],
};

describe.each(PLAN_CASES)('plans with $name switched off', ({ off, gone, body, field }) => {
  it('the plan list leaves the product out of every plan, and says what the agency sells', async () => {
    const world = await payingCustomerWorld(t, { configuration: PRODUCTS_CONFIGURATION });
    await createPlan(t, world.agency, EVERYTHING);
    const before = (await world.client.call(endpoints.listSubscriptionPlans)).data(ZSubscriptionPlanList);
    const everything = before.list.find((plan) => plan.name === 'Everything');
    for (const product of gone) {
      const [included] = LIMIT_FIELDS[product] ?? [];
      expect(everything?.[included as 'pdfCardIncluded']).toBe(true);
      expect(before.products[product]).toBe(true);
    }

    await switchOff(world.agency, off);
    const after = (await world.client.call(endpoints.listSubscriptionPlans)).data(ZSubscriptionPlanList);
    const sold = after.list.find((plan) => plan.name === 'Everything');
    if (!sold) throw new Error('the plan still sells the digital card: it stays listed');
    for (const product of gone) {
      const [included, limit] = LIMIT_FIELDS[product] ?? [];
      expect(sold[included as 'pdfCardIncluded']).toBe(false);
      expect(sold[limit as 'pdfCardLimit']).toBe(0);
      expect(after.products[product]).toBe(false);
    }
    // What is still sold is untouched.
    expect(sold.digitalCardIncluded).toBe(true);
    expect(after.products.digitalCard).toBe(true);
  });

  it('saving a plan that includes the product is refused (400 on its field); nothing is saved', async () => {
    const agency = await switchOff(await createAgency({ configuration: PRODUCTS_CONFIGURATION }), off);
    const admin = (await staffClient(t, agency)).client;
    const res = await admin.call(endpoints.saveSubscriptionPlan, { body: planBody(body) });
    expect(res.status).toBe(400);
    const product = field.replace('Included', '') as 'pdfCard';
    expect(res.error().message).toBe(PLAN_SELLING_MESSAGES.notSoldInPlan(product));
    expect(res.error().fields?.[field]).toBe(PLAN_SELLING_MESSAGES.notSoldInPlan(product));
    const list = (await admin.call(endpoints.listSubscriptionPlans)).data(ZSubscriptionPlanList);
    expect(list.total).toBe(0);
    // Without it the same plan saves.
    const ok = await admin.call(endpoints.saveSubscriptionPlan, { body: planBody() });
    expect(ok.status, ok.text).toBe(200);
  });

  it('an order for the plan buys only what is sold; a custom plan ticking the product is refused', async () => {
    const world = await payingCustomerWorld(t, { configuration: PRODUCTS_CONFIGURATION });
    const plan = await createPlan(t, world.agency, EVERYTHING);
    await switchOff(world.agency, off);
    const order = await world.client.call(endpoints.createCardPaymentOrder, {
      body: { businessId: world.business.id, subscriptionPlanId: plan.id },
    });
    expect(order.status, order.text).toBe(200);
    // The price is the plan's; what it buys is frozen without the switched-off product.
    expect(order.data(ZPaymentOrderResponse).order.amount).toBe(299_900);
    const [stored] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.businessId, world.business.id));
    for (const product of gone) {
      const [included, limit] = LIMIT_FIELDS[product] ?? [];
      expect(stored?.planSnapshot?.limits[included as 'pdfCardIncluded']).toBe(false);
      expect(stored?.planSnapshot?.limits[limit as 'pdfCardLimit']).toBe(0);
    }

    const admin = (await staffClient(t, world.agency)).client;
    const customPlan = {
      name: 'Custom',
      validity: 1,
      priceRupees: 999,
      greetingImages: gone.includes('greetingImages'),
      greetingVideos: gone.includes('greetingVideos'),
      pdfCard: gone.includes('pdfCard'),
      pdfCardLimit: 1,
      promotionalVideo: gone.includes('promotionalVideo'),
      promotionalVideoLimit: 1,
      showRegularFrame: true,
      showProductFrame: true,
      showPoliticalFrame: true,
    };
    const custom = await admin.call(endpoints.makeCardPayment, {
      body: {
        businessId: world.business.id,
        subscriptionPlanId: CUSTOM_PLAN_ID,
        customPlan,
        isManualUpdate: true,
        paymentMode: 'cash',
        throughGateway: false,
      },
    });
    expect(custom.status).toBe(400);
    expect(gone.map((product) => PRODUCT_NOT_SOLD_MESSAGES[product])).toContain(custom.error().message);
    const [business] = await t.db.select().from(businesses).where(eq(businesses.id, world.business.id));
    expect(business?.paymentStatus).not.toBe(1);
  });
});

describe('a plan of nothing but switched-off products', () => {
  it('is not shown to customers, is shown to staff (to edit or delete), and cannot be bought (409)', async () => {
    const world = await payingCustomerWorld(t, { configuration: PRODUCTS_CONFIGURATION });
    const pdfOnly = await createPlan(t, world.agency, {
      name: 'PDF pack',
      ...NOTHING_INCLUDED,
      pdfCardIncluded: true,
      pdfCardLimit: 5,
    });
    const admin = (await staffClient(t, world.agency)).client;
    await switchOff(world.agency, PDF_OFF);

    const customer = (await world.client.call(endpoints.listSubscriptionPlans)).data(ZSubscriptionPlanList);
    expect(customer.list.map((plan) => plan.name)).toEqual(['Business']);
    expect(customer.total).toBe(1);
    const staff = (await admin.call(endpoints.listSubscriptionPlans)).data(ZSubscriptionPlanList);
    expect(staff.list.map((plan) => plan.name)).toEqual(['Business', 'PDF pack']);

    const order = await world.client.call(endpoints.createCardPaymentOrder, {
      body: { businessId: world.business.id, subscriptionPlanId: pdfOnly.id },
    });
    expectError(order, 409, PLAN_SELLING_MESSAGES.planSellsNothing);
    const manual = await admin.call(endpoints.makeCardPayment, {
      body: {
        businessId: world.business.id,
        subscriptionPlanId: pdfOnly.id,
        isManualUpdate: true,
        paymentMode: 'cash',
        throughGateway: false,
      },
    });
    expect(manual.status).toBe(409);
    const [business] = await t.db.select().from(businesses).where(eq(businesses.id, world.business.id));
    expect(business?.paymentStatus).not.toBe(1);
  });
});

describe("the platform's admins see another agency's plans as that agency sells them", () => {
  it("answers the named agency's products, not the platform's own", async () => {
    const platform = await createAgency({ roles: ['superadmin'], configuration: PRODUCTS_CONFIGURATION });
    const other = await switchOff(await createAgency({ configuration: PRODUCTS_CONFIGURATION }), PDF_OFF);
    await createPlan(t, other, EVERYTHING);
    const superadmin = (await staffClient(t, platform)).client;
    const res = await superadmin.call(endpoints.listSubscriptionPlans, { query: { agencyId: other.id } });
    expect(res.status, res.text).toBe(200);
    const list = res.data(ZSubscriptionPlanList);
    expect(list.products.pdfCard).toBe(false);
    expect(list.list[0]).toMatchObject({ name: 'Everything', pdfCardIncluded: false, pdfCardLimit: 0 });
    // Saving one for that agency follows that agency's products too.
    const save = await superadmin.call(endpoints.saveSubscriptionPlan, {
      query: { agencyId: other.id },
      body: planBody({ pdfCardIncluded: true, pdfCardLimit: 1 }),
    });
    expect(save.status).toBe(400);
    const fine = await superadmin.call(endpoints.saveSubscriptionPlan, {
      query: { agencyId: other.id },
      body: planBody({ promotionalVideoIncluded: true, promotionalVideoLimit: 1 }),
    });
    expect(fine.status, fine.text).toBe(200);
    expect(fine.data(ZSubscriptionPlan)).toMatchObject({ agencyId: other.id, promotionalVideoIncluded: true });
  });
});

describe('All Projects leaves out what the agency does not sell', () => {
  it('PDF cards off: the PDF card list is refused (400); on again, it lists them', async () => {
    const world = await payingCustomerWorld(t, { configuration: PRODUCTS_CONFIGURATION });
    const pdfCard = await createPdfCard({ business: world.business, companyName: 'Paying Co Pvt Ltd' });
    const admin = (await staffClient(t, world.agency)).client;
    expect((await admin.call(endpoints.getPdfCardList)).status).toBe(200);
    await switchOff(world.agency, PDF_OFF);
    const off = await admin.call(endpoints.getPdfCardList);
    expectError(off, 400, PRODUCT_NOT_SOLD_MESSAGES.pdfCard);
    // The single purchase is not sold either.
    const planId = PRODUCTS_CONFIGURATION.pdfCardConfig.customerPlans[0]?.id ?? '';
    const order = await world.client.call(endpoints.createPdfCardPaymentOrder, {
      body: { pdfCardNo: pdfCard.pdfCardNo, planId },
    });
    expectError(order, 400, PRODUCT_NOT_SOLD_MESSAGES.pdfCard);
  });

  it('videos: the list keeps to the kinds sold; a kind not sold, or neither sold, is refused (400)', async () => {
    const world = await payingCustomerWorld(t, { configuration: PRODUCTS_CONFIGURATION });
    const admin = (await staffClient(t, world.agency)).client;
    expect((await admin.call(endpoints.listUserVideos)).status).toBe(200);
    const agency = await switchOff(world.agency, VIDEOS_OFF);
    const promotional = await admin.call(endpoints.listUserVideos, { query: { kind: 'promotional' } });
    expectError(promotional, 400, PRODUCT_NOT_SOLD_MESSAGES.promotionalVideo);
    // Greeting videos are still sold: listing without a kind answers them.
    expect((await admin.call(endpoints.listUserVideos)).status).toBe(200);
    expect((await admin.call(endpoints.listUserVideos, { query: { kind: 'greeting' } })).status).toBe(200);
    await switchOff(agency, GREETINGS_OFF);
    const neither = await admin.call(endpoints.listUserVideos);
    expect(neither.status).toBe(400);
    // Buying videos beyond the plan is refused too.
    const buy = await world.client.call(endpoints.createPromotionalVideoPaymentOrder, {
      body: { businessId: world.business.id, quantity: 1 },
    });
    expectError(buy, 400, PRODUCT_NOT_SOLD_MESSAGES.promotionalVideo);
  });

  it("greeting images off: a card's image-post status and settings are refused (400) and unchanged", async () => {
    const world = await payingCustomerWorld(t, { configuration: PRODUCTS_CONFIGURATION });
    const card = await createCard({ business: world.business });
    const admin = (await staffClient(t, world.agency)).client;
    const on = await admin.call(endpoints.updateImagePostStatus, {
      body: { cardNo: card.cardNo, imagePostStatus: 'disabled' },
    });
    expect(on.status, on.text).toBe(200);
    await switchOff(world.agency, GREETINGS_OFF);
    const status = await admin.call(endpoints.updateImagePostStatus, {
      body: { cardNo: card.cardNo, imagePostStatus: 'enabled' },
    });
    expectError(status, 400, PRODUCT_NOT_SOLD_MESSAGES.greetingImages);
    const settings = await admin.call(endpoints.updateImagePostSettings, {
      body: { cardNo: card.cardNo, imagePostSettings: { greetingImagesLimit: 5, greetingVideosEnabled: true } },
    });
    expect(settings.status).toBe(400);
    const [business] = await t.db.select().from(businesses).where(eq(businesses.id, world.business.id));
    expect(business?.imagePostEnabled).toBe(false);
  });
});

describe("the agency's product fees", () => {
  it('a product switched off has no fee: its unpaid bill leaves the list and the outstanding amount; paying it is refused', async () => {
    const w = await billingWorld(t);
    setClock(t, ist('2026-06-15T12:00'));
    await setPrices(w.superadmin, w.agency, { annualFeePaise: 0, perCardMonthlyPaise: 0 });
    const before = (await w.admin.call(endpoints.getAgencyImagePayments)).data(ZAgencyBillList);
    expect(before.list.map((b) => [b.kind, b.amountDue])).toEqual([['greetings', PRICES.greetingsFeePaise]]);

    await switchOff(w.agency, GREETINGS_OFF);
    const after = (await w.admin.call(endpoints.getAgencyImagePayments)).data(ZAgencyBillList);
    expect(after).toMatchObject({ list: [], total: 0, notBilledReason: BILLING_MESSAGES.productNotBilled });
    const out = (await w.admin.call(endpoints.getOutstandingAmount)).data(ZOutstandingAmount);
    expect(out.bills.map((b) => b.kind)).toEqual(['pdf-card']);
    expect(out.outstandingAmount).toBe(PRICES.pdfCardFeePaise);
    const order = await w.admin.call(endpoints.createAgencyImagePaymentOrder, { body: {} });
    expect(order.status).toBeGreaterThanOrEqual(400);
    expect(order.status).toBeLessThan(500);
    expect(order.status).not.toBe(403);
  });

  it('a fee already paid stays in the list as a record of the money', async () => {
    const w = await billingWorld(t);
    setClock(t, ist('2026-06-15T12:00'));
    await setPrices(w.superadmin, w.agency, { annualFeePaise: 0, perCardMonthlyPaise: 0 });
    const paid = await w.superadmin.call(endpoints.makeAgencyPdfCardPayment, {
      body: { agencyId: w.agency.id, isManualUpdate: true, paymentMode: 'cash', amount: PRICES.pdfCardFeePaise },
    });
    expect(paid.status, paid.text).toBe(200);
    await switchOff(w.agency, PDF_OFF);
    const list = (await w.admin.call(endpoints.getAgencyPdfCardPayments)).data(ZAgencyBillList);
    expect(list.list.map((b) => [b.kind, b.amountPaid, b.status])).toEqual([
      ['pdf-card', PRICES.pdfCardFeePaise, 'paid'],
    ]);
  });
});
