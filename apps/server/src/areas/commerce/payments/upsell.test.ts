// POST /card-payment/order started from a locked feature (forFeature): a plan without that
// feature is refused before anything is made; one with it makes the order as usual
// (docs/product-rules.md#upsell-by-feature).
import { DEFAULT_AGENCY_CONFIGURATION, endpoints, UPSELL_MESSAGES, ZPaymentOrderResponse } from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentOrders } from '#db/schema';
import { createPlan, PRODUCTS_CONFIGURATION, payingCustomerWorld, staffClient } from '#test/factories/payments';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';

const t = testAppPerFile();

async function ordersOf(businessId: string) {
  return t.db.select().from(paymentOrders).where(eq(paymentOrders.businessId, businessId));
}

/** Starter: the digital card only. Business (the world's plan): greetings. Premium: everything. */
async function threePlans() {
  const world = await payingCustomerWorld(t, { configuration: PRODUCTS_CONFIGURATION });
  const starter = await createPlan(t, world.agency, {
    name: 'Starter',
    pricePaise: 49_900,
    greetingImagesIncluded: false,
    greetingImagesLimit: 0,
    greetingVideosIncluded: false,
    greetingVideosLimit: 0,
  });
  const premium = await createPlan(t, world.agency, {
    name: 'Premium',
    pricePaise: 399_900,
    pdfCardIncluded: true,
    pdfCardLimit: 2,
    promotionalVideoIncluded: true,
    promotionalVideoLimit: 1,
  });
  return { ...world, starter, business: world.business, greetings: world.plan, premium };
}

/** POST /card-payment/order for the business on the plan, started from `forFeature` (none when undefined). */
const orderFor = (client: TestClient, businessId: string, subscriptionPlanId: string, forFeature?: string) =>
  client.call(endpoints.createCardPaymentOrder, { body: { businessId, subscriptionPlanId, forFeature } });

describe('POST /card-payment/order from a feature (forFeature)', () => {
  it('refuses (400) a plan without the feature it was started from, and makes no order', async () => {
    const { client, business, starter, greetings } = await threePlans();
    const cases = [
      { plan: starter, forFeature: 'greetingImages' },
      { plan: starter, forFeature: 'greetingVideos' },
      { plan: greetings, forFeature: 'pdfCard' },
      { plan: greetings, forFeature: 'promotionalVideo' },
    ] as const;
    for (const { plan, forFeature } of cases) {
      const res = await orderFor(client, business.id, plan.id, forFeature);
      expect(res.status, `${plan.name} for ${forFeature}: ${res.text}`).toBe(400);
      expect(res.error().message).toBe(UPSELL_MESSAGES[forFeature]);
    }
    expect(await ordersOf(business.id)).toEqual([]);
  });

  it('makes the order for a plan that includes the feature', async () => {
    const { client, business, greetings, premium } = await threePlans();
    const cases = [
      { plan: greetings, forFeature: 'greetingImages' },
      { plan: premium, forFeature: 'pdfCard' },
      { plan: premium, forFeature: 'promotionalVideo' },
    ] as const;
    for (const { plan, forFeature } of cases) {
      const res = await orderFor(client, business.id, plan.id, forFeature);
      expect(res.status, `${plan.name} for ${forFeature}: ${res.text}`).toBe(200);
      expect(res.data(ZPaymentOrderResponse).order.amount).toBe(plan.pricePaise);
    }
    const orders = await ordersOf(business.id);
    expect(orders.map((order) => order.planId).sort()).toEqual([greetings.id, premium.id, premium.id].sort());
  });

  it('judges the plan as the agency sells it now: a product turned off is not in any plan', async () => {
    const world = await payingCustomerWorld(t, {
      configuration: { ...PRODUCTS_CONFIGURATION, pdfCardConfig: { enablePdfCardProduct: false, customerPlans: [] } },
    });
    const premium = await createPlan(t, world.agency, { pdfCardIncluded: true, pdfCardLimit: 2 });
    const res = await orderFor(world.client, world.business.id, premium.id, 'pdfCard');
    expectError(res, 400, UPSELL_MESSAGES.pdfCard);
    expect(await ordersOf(world.business.id)).toEqual([]);
  });

  it('refuses an unknown feature (400) and leaves orders without one as before', async () => {
    const { client, business, starter } = await threePlans();
    const unknown = await orderFor(client, business.id, starter.id, 'everything');
    expect(unknown.status).toBe(400);
    expect(await ordersOf(business.id)).toEqual([]);
    const plain = await orderFor(client, business.id, starter.id);
    expect(plain.status, plain.text).toBe(200);
  });

  it('holds for staff too: a gateway order from a feature is for a plan with it', async () => {
    const world = await payingCustomerWorld(t, { configuration: DEFAULT_AGENCY_CONFIGURATION });
    const starter = await createPlan(t, world.agency, { greetingImagesIncluded: false, greetingImagesLimit: 0 });
    const admin = (await staffClient(t, world.agency)).client;
    const res = await orderFor(admin, world.business.id, starter.id, 'greetingImages');
    expect(res.status, res.text).toBe(400);
    expect(await ordersOf(world.business.id)).toEqual([]);
  });
});
