// GET /business/entitlements: the panel's one read of what a business may do. It moves with
// every way a plan is paid — the checkout's callback, the webhook alone (it may land after the
// browser's success), staff recording by hand (docs/product-rules.md#entitlements-refresh).
import { endpoints, ZBusinessEntitlementsView } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import {
  capturedEventBody,
  createOrder,
  deliverWebhook,
  payingCustomerWorld,
  payThroughSandbox,
  sandboxPay,
  signSandboxWebhook,
  staffClient,
} from '#test/factories/payments';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { createBusiness, createCustomer } from '#test/support/factories';

const t = testAppPerFile();

async function entitlementsOf(client: TestClient, businessId: string) {
  const res = await client.call(endpoints.getBusinessEntitlements, { query: { businessId } });
  expect(res.status, res.text).toBe(200);
  return res.data(ZBusinessEntitlementsView);
}

describe('GET /business/entitlements', () => {
  it('is the free allowance before a plan, and the plan once the checkout callback records it', async () => {
    const { client, business, plan } = await payingCustomerWorld(t);
    const before = await entitlementsOf(client, business.id);
    expect(before).toMatchObject({
      businessId: business.id,
      paymentStatus: 0,
      expiryDateForCustomer: null,
      entitlements: { onPlan: false, greetingImages: false, digitalCards: 1, greetingVideosPerDay: 0 },
      usage: { digitalCard: 0, pdfCard: 0, promotionalVideo: 0 },
    });
    const { result } = await payThroughSandbox(t, client, business.id, plan.id);
    const after = await entitlementsOf(client, business.id);
    expect(after).toMatchObject({
      paymentStatus: 1,
      expiryDateForCustomer: result.expiryDateForCustomer,
      entitlements: { onPlan: true, greetingImages: true, greetingVideosPerDay: 3 },
    });
  });

  it('moves with the webhook alone, before any callback from the browser', async () => {
    const { agency, client, business, plan } = await payingCustomerWorld(t);
    const order = await createOrder(client, business.id, plan.id);
    const checkout = await sandboxPay(t, order.order.id, order.key);
    expect((await entitlementsOf(client, business.id)).entitlements.greetingImages).toBe(false);
    const body = capturedEventBody(checkout, plan.pricePaise);
    const delivered = await deliverWebhook(t, agency, body, signSandboxWebhook(t, body));
    expect(delivered.status, delivered.text).toBe(200);
    expect((await entitlementsOf(client, business.id)).entitlements.greetingImages).toBe(true);
  });

  it('moves with a payment staff record by hand, and staff read it too', async () => {
    const { agency, client, business, plan } = await payingCustomerWorld(t);
    const admin = (await staffClient(t, agency)).client;
    const res = await admin.call(endpoints.makeCardPayment, {
      body: { businessId: business.id, subscriptionPlanId: plan.id, isManualUpdate: true, paymentMode: 'cash' },
    });
    expect(res.status, res.text).toBe(200);
    expect((await entitlementsOf(client, business.id)).entitlements.onPlan).toBe(true);
    expect((await entitlementsOf(admin, business.id)).entitlements.onPlan).toBe(true);
  });

  it("answers 404 for another customer's business and for another agency's", async () => {
    const { agency, client } = await payingCustomerWorld(t);
    const stranger = await createBusiness({ user: await createCustomer({ agency }) });
    const elsewhere = await payingCustomerWorld(t);
    for (const businessId of [stranger.id, elsewhere.business.id]) {
      const res = await client.call(endpoints.getBusinessEntitlements, { query: { businessId } });
      expect(res.status, res.text).toBe(404);
    }
  });
});
