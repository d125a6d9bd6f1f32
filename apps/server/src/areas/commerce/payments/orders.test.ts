// POST /card-payment/order: who may pay for which business, which plans can be bought, and
// the order the gateway gets (the server's amount, never the client's).
import {
  CUSTOM_PLAN_ID,
  DEFAULT_AGENCY_CONFIGURATION,
  endpoints,
  MESSAGES,
  PAYMENT_THEME_COLOR,
  PRODUCT_NOT_SOLD_MESSAGES,
  ZPaymentOrderResponse,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, paymentOrders } from '#db/schema';
import { createPlan, franchiseeClient, payingCustomerWorld, staffClient } from '#test/factories/payments';
import { createTestApp, testAppPerFile } from '#test/support/app';
import { expectError } from '#test/support/expect';
import { createBusiness, createCustomer } from '#test/support/factories';
import { signedIn } from '#test/support/worlds';

const t = testAppPerFile();

const customPlan = {
  name: 'Festival special',
  validity: 2,
  priceRupees: 2_500.5,
  greetingImages: true,
  greetingVideos: true,
  pdfCard: true,
  pdfCardLimit: 4,
  promotionalVideo: true,
  promotionalVideoLimit: 2,
  showRegularFrame: true,
  showProductFrame: false,
  showPoliticalFrame: true,
};

async function ordersOf(businessId: string) {
  return t.db.select().from(paymentOrders).where(eq(paymentOrders.businessId, businessId));
}

describe('POST /card-payment/order', () => {
  it("makes a sandbox order for the plan's price with the checkout details", async () => {
    const { agency, plan, business, client } = await payingCustomerWorld(t);
    const res = await client.call(endpoints.createCardPaymentOrder, {
      body: { businessId: business.id, subscriptionPlanId: plan.id },
    });
    expect(res.status, res.text).toBe(200);
    const order = res.data(ZPaymentOrderResponse);
    expect(order).toMatchObject({
      provider: 'sandbox',
      key: `rzp_test_sandbox_${agency.slug}`,
      checkoutScriptUrl: '/sandbox-gateway/checkout.js',
      merchantName: agency.agencyName,
      description: 'Business plan (1 year) for Paying Co',
      order: { amount: 149_900, currency: 'INR' },
      prefill: { contact: business.phoneNumber, email: null },
    });
    expect(order.order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const [stored] = await ordersOf(business.id);
    expect(stored).toMatchObject({
      providerOrderId: order.order.id,
      agencyId: agency.id,
      planId: plan.id,
      amountPaise: 149_900,
      provider: 'sandbox',
      status: 'created',
      planSnapshot: { name: 'Business', pricePaise: 149_900, validityYears: 1 },
    });
    expect(JSON.stringify(order)).not.toContain(t.config.payments.sandbox.secret);
    expect(PAYMENT_THEME_COLOR).toBe('#2d9bea');
  });

  it('ignores an amount sent by the client: the plan decides', async () => {
    const { plan, business, client } = await payingCustomerWorld(t);
    const res = await client.call(endpoints.createCardPaymentOrder, {
      body: { businessId: business.id, subscriptionPlanId: plan.id, amount: 100, price: 100 },
    });
    expect(res.data(ZPaymentOrderResponse).order.amount).toBe(149_900);
  });

  it("answers 404 for another customer's business and for a business of another agency", async () => {
    const { agency, plan, client } = await payingCustomerWorld(t);
    const stranger = await createBusiness({ user: await createCustomer({ agency }) });
    const elsewhere = await payingCustomerWorld(t);
    for (const businessId of [stranger.id, elsewhere.business.id]) {
      const res = await client.call(endpoints.createCardPaymentOrder, {
        body: { businessId, subscriptionPlanId: plan.id },
      });
      expect(res.status, res.text).toBe(404);
    }
    expect(await ordersOf(stranger.id)).toEqual([]);
  });

  it("answers 404 'That plan is not available.' for another agency's plan, a deleted or a made-up one", async () => {
    const { agency, business, client } = await payingCustomerWorld(t);
    const theirs = await payingCustomerWorld(t);
    const deleted = await createPlan(t, agency, { deletedAt: new Date() });
    for (const subscriptionPlanId of [theirs.plan.id, deleted.id, 'gold', '00000000-0000-4000-8000-000000000000']) {
      const res = await client.call(endpoints.createCardPaymentOrder, {
        body: { businessId: business.id, subscriptionPlanId },
      });
      expect(res.status, subscriptionPlanId).toBe(404);
      expect(res.error().message).toBe('That plan is not available.');
    }
    expect(await ordersOf(business.id)).toEqual([]);
  });

  it('tells a customer to connect with admin (403) when the agency takes no online payments', async () => {
    const { plan, business, client } = await payingCustomerWorld(t, {
      configuration: { ...DEFAULT_AGENCY_CONFIGURATION, onlinePayment: { enablePaymentIntegration: false } },
    });
    const res = await client.call(endpoints.createCardPaymentOrder, {
      body: { businessId: business.id, subscriptionPlanId: plan.id },
    });
    expectError(res, 403, MESSAGES.connectWithAdminText);
  });

  it('tells a customer to connect with admin (403) for a business the admin made', async () => {
    const { agency, plan, owner, client } = await payingCustomerWorld(t);
    const made = await createBusiness({ user: owner });
    await t.db.update(businesses).set({ businessMadeBy: 'admin' }).where(eq(businesses.id, made.id));
    const res = await client.call(endpoints.createCardPaymentOrder, {
      body: { businessId: made.id, subscriptionPlanId: plan.id },
    });
    expectError(res, 403, MESSAGES.connectWithAdminText);
    // Staff may still take the payment.
    const admin = (await staffClient(t, agency)).client;
    const staff = await admin.call(endpoints.createCardPaymentOrder, {
      body: { businessId: made.id, subscriptionPlanId: plan.id },
    });
    expect(staff.status, staff.text).toBe(200);
  });

  it('refuses the custom plan to a customer (403)', async () => {
    const { business, client } = await payingCustomerWorld(t);
    const res = await client.call(endpoints.createCardPaymentOrder, {
      body: { businessId: business.id, subscriptionPlanId: CUSTOM_PLAN_ID, customPlan },
    });
    expect(res.status).toBe(403);
    expect(await ordersOf(business.id)).toEqual([]);
  });

  it('composes the custom plan for staff, and refuses one ticking a product the agency does not sell', async () => {
    const { agency, business } = await payingCustomerWorld(t, {
      configuration: { ...DEFAULT_AGENCY_CONFIGURATION, video: { enableVideo: false } },
    });
    const admin = (await staffClient(t, agency)).client;
    // docs/product-rules.md#sell-only-what-works: a forged form cannot sell a switched-off product.
    const forged = await admin.call(endpoints.createCardPaymentOrder, {
      body: { businessId: business.id, subscriptionPlanId: CUSTOM_PLAN_ID, customPlan },
    });
    expect(forged.status).toBe(400);
    expect(forged.error()).toMatchObject({
      message: PRODUCT_NOT_SOLD_MESSAGES.promotionalVideo,
      fields: { 'customPlan.promotionalVideo': PRODUCT_NOT_SOLD_MESSAGES.promotionalVideo },
    });
    expect(await ordersOf(business.id)).toEqual([]);

    const res = await admin.call(endpoints.createCardPaymentOrder, {
      body: {
        businessId: business.id,
        subscriptionPlanId: CUSTOM_PLAN_ID,
        customPlan: { ...customPlan, promotionalVideo: false },
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZPaymentOrderResponse).order.amount).toBe(250_050);
    const [stored] = await ordersOf(business.id);
    expect(stored?.planId).toBe(CUSTOM_PLAN_ID);
    expect(stored?.planSnapshot).toMatchObject({
      name: 'Festival special',
      pricePaise: 250_050,
      validityYears: 2,
      limits: {
        digitalCardLimit: 1,
        greetingImagesLimit: -1,
        greetingVideosLimit: 3,
        pdfCardLimit: 4,
        promotionalVideoIncluded: false,
        promotionalVideoLimit: 0,
      },
      frameVisibility: { hideProductFrame: true, hideRegularFrame: false },
      customPlan: { ...customPlan, promotionalVideo: false },
    });
    const missing = await admin.call(endpoints.createCardPaymentOrder, {
      body: { businessId: business.id, subscriptionPlanId: CUSTOM_PLAN_ID },
    });
    expect(missing.status).toBe(400);
  });

  it('keeps a franchisee to the businesses it made', async () => {
    const { agency, plan, business } = await payingCustomerWorld(t);
    const { client, franchisee } = await franchiseeClient(t, agency);
    const res = await client.call(endpoints.createCardPaymentOrder, {
      body: { businessId: business.id, subscriptionPlanId: plan.id },
    });
    expect(res.status).toBe(404);
    const own = await createBusiness({ user: await createCustomer({ agency }), madeByFranchisee: franchisee });
    const ok = await client.call(endpoints.createCardPaymentOrder, {
      body: { businessId: own.id, subscriptionPlanId: plan.id },
    });
    expect(ok.status, ok.text).toBe(200);
  });

  it('needs a session (401) and the CSRF token (403)', async () => {
    const { agency, plan, business, client } = await payingCustomerWorld(t);
    const anonymous = await t.client(agency).call(endpoints.createCardPaymentOrder, {
      body: { businessId: business.id, subscriptionPlanId: plan.id },
    });
    expect(anonymous.status).toBe(401);
    const forged = await client.call(endpoints.createCardPaymentOrder, {
      body: { businessId: business.id, subscriptionPlanId: plan.id },
      csrf: false,
    });
    expect(forged.status).toBe(403);
  });

  it('is refused when the sandbox is off and the agency has no Razorpay keys', async () => {
    const off = await createTestApp({ env: { SANDBOX_GATEWAY_ENABLED: 'false' } });
    try {
      const { agency, plan, business, owner } = await payingCustomerWorld(t);
      const client = await signedIn(off.client(agency), owner);
      const res = await client.call(endpoints.createCardPaymentOrder, {
        body: { businessId: business.id, subscriptionPlanId: plan.id },
      });
      expectError(res, 400, 'Online payments are not set up for this agency yet.');
    } finally {
      await off.close();
    }
  });
});
