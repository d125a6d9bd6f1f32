// Promotional videos bought beyond the plan: the order at quantity × the agency's
// price per video, the gateway payment checked and recorded once (replay, concurrent callbacks,
// the webhook over HTTP), staff's manual payments, the list with what the business has bought,
// and deletion recomputing it.
import {
  DEFAULT_AGENCY_CONFIGURATION,
  endpoints,
  MESSAGES,
  type TMakePromotionalVideoPaymentBody,
  ZDeletePromotionalVideoPaymentResponse,
  ZPaymentOrderResponse,
  ZPdfCardPaymentResult,
  ZPromotionalVideoPaymentList,
  ZPromotionalVideoPaymentResult,
  ZWebhookResponse,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses } from '#db/schema';
import {
  alterSandboxPayment,
  type CheckoutResponse,
  callbackFields,
  capturedEventBody,
  deliverWebhook,
  franchiseeClient,
  PRODUCTS_CONFIGURATION,
  productRows,
  productWorld,
  sandboxPay,
  signSandboxWebhook,
  staffClient,
  storedOrder,
} from '#test/factories/payments';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createBusiness, createCustomer } from '#test/support/factories';
import { signedIn } from '#test/support/worlds';
import { hmacHex } from './gateway';

const t = testAppPerFile();

type World = Awaited<ReturnType<typeof productWorld>>;

const orderFor = (client: TestClient, businessId: string, quantity: number) =>
  client.call(endpoints.createPromotionalVideoPaymentOrder, { body: { businessId, quantity } });

async function orderAndPay(world: World, quantity = 3) {
  const res = await orderFor(world.client, world.business.id, quantity);
  expect(res.status, res.text).toBe(200);
  const order = res.data(ZPaymentOrderResponse);
  return { order, checkout: await sandboxPay(t, order.order.id, order.key) };
}

function gatewayBody(
  businessId: string,
  quantity: number,
  checkout: CheckoutResponse,
  extra: Partial<TMakePromotionalVideoPaymentBody> = {},
): TMakePromotionalVideoPaymentBody {
  return { businessId, quantity, ...callbackFields(checkout), ...extra };
}

const pay = (client: TestClient, body: TMakePromotionalVideoPaymentBody) =>
  client.call(endpoints.makePromotionalVideoPayment, { body });

const manual = (businessId: string, quantity: number, paymentAmount?: number) => ({
  businessId,
  quantity,
  isManualUpdate: true,
  paymentMode: 'cash' as const,
  ...(paymentAmount === undefined ? {} : { paymentAmount }),
});

const deleteRecord = (client: TestClient, recordNo: number) =>
  client.call(endpoints.deletePromotionalVideoPayment, { query: { recordNo: String(recordNo) } });

async function purchased(client: TestClient, businessId: string) {
  const res = await client.call(endpoints.listPromotionalVideoPayments, { query: { businessId } });
  expect(res.status, res.text).toBe(200);
  return res.data(ZPromotionalVideoPaymentList);
}

describe('POST /video/user-video-payment/order', () => {
  it("charges quantity × the agency's price per video, whatever the browser sends", async () => {
    const world = await productWorld(t);
    const res = await world.client.call(endpoints.createPromotionalVideoPaymentOrder, {
      body: { businessId: world.business.id, quantity: 3, amount: 100 },
    });
    expect(res.status, res.text).toBe(200);
    const order = res.data(ZPaymentOrderResponse);
    expect(order).toMatchObject({
      description: '3 promotional videos for Paying Co',
      order: { amount: 3 * 19_900, currency: 'INR' },
    });
    const stored = await storedOrder(t, order.order.id);
    expect(stored).toMatchObject({
      kind: 'promotional-video',
      quantity: 3,
      planId: null,
      pdfCardNo: null,
      amountPaise: 59_700,
    });
  });

  it('uses ₹299 a video when the agency has set no price', async () => {
    const world = await productWorld(t, DEFAULT_AGENCY_CONFIGURATION);
    const res = await orderFor(world.client, world.business.id, 1);
    expect(res.data(ZPaymentOrderResponse)).toMatchObject({
      description: '1 promotional video for Paying Co',
      order: { amount: 29_900 },
    });
  });

  it('takes 1 to 10 videos (400 otherwise, naming the field)', async () => {
    const world = await productWorld(t);
    for (const quantity of [0, 11, 2.5]) {
      const res = await orderFor(world.client, world.business.id, quantity);
      expect(res.status, String(quantity)).toBe(400);
      expect(Object.keys(res.error().fields ?? {})).toEqual(['quantity']);
    }
  });

  it('answers 400 when the agency does not sell promotional videos', async () => {
    const world = await productWorld(t, { ...PRODUCTS_CONFIGURATION, video: { enableVideo: false } });
    const res = await orderFor(world.client, world.business.id, 1);
    expectError(res, 400, 'Promotional videos are not enabled for this agency.');
  });

  it("answers 404 for another customer's business and another agency's", async () => {
    const world = await productWorld(t);
    const stranger = await createBusiness({ user: await createCustomer({ agency: world.agency }) });
    const elsewhere = await productWorld(t);
    for (const businessId of [stranger.id, elsewhere.business.id]) {
      expect((await orderFor(world.client, businessId, 1)).status).toBe(404);
    }
  });

  it('tells a customer to connect with admin (403) for a business the admin made', async () => {
    const world = await productWorld(t);
    const made = await createBusiness({ user: world.owner });
    await t.db.update(businesses).set({ businessMadeBy: 'admin' }).where(eq(businesses.id, made.id));
    const res = await orderFor(world.client, made.id, 1);
    expectError(res, 403, MESSAGES.connectWithAdminText);
  });
});

describe('POST /video/user-video-payment (gateway)', () => {
  it('records the purchase; purchases add up', async () => {
    const world = await productWorld(t);
    const { checkout } = await orderAndPay(world, 3);
    const res = await pay(world.client, gatewayBody(world.business.id, 3, checkout));
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZPromotionalVideoPaymentResult)).toEqual({
      businessId: world.business.id,
      recordNo: expect.any(Number),
      quantity: 3,
      purchasedPromotionalVideos: 3,
      alreadyRecorded: false,
    });
    const [row] = await productRows(t, world.business.id);
    expect(row).toMatchObject({
      kind: 'promotional-video',
      quantity: 3,
      amountPaise: 59_700,
      pdfCardNo: null,
      planId: null,
      provider: 'sandbox',
      providerPaymentId: checkout.razorpay_payment_id,
    });
    const second = await orderAndPay(world, 2);
    const more = await pay(world.client, gatewayBody(world.business.id, 2, second.checkout));
    expect(more.data(ZPromotionalVideoPaymentResult).purchasedPromotionalVideos).toBe(5);
  });

  it('refuses an order for another quantity, another business or another product (400)', async () => {
    const world = await productWorld(t);
    const other = await createBusiness({ user: world.owner });
    const { checkout } = await orderAndPay(world, 3);
    for (const body of [gatewayBody(world.business.id, 1, checkout), gatewayBody(other.id, 3, checkout)]) {
      const res = await pay(world.client, body);
      expectError(res, 400, 'This order is for another business or number of videos.');
    }
    const pdfOrder = (
      await world.client.call(endpoints.createPdfCardPaymentOrder, {
        body: { pdfCardNo: world.pdfCard.pdfCardNo, planId: 'pdf-single' },
      })
    ).data(ZPaymentOrderResponse);
    const pdfCheckout = await sandboxPay(t, pdfOrder.order.id, pdfOrder.key);
    const res = await pay(world.client, gatewayBody(world.business.id, 1, pdfCheckout));
    expect(res.status).toBe(400);
    expect(await productRows(t, world.business.id)).toEqual([]);
  });

  it('refuses a forged signature and a payment the gateway took for another amount (400)', async () => {
    const world = await productWorld(t);
    const { checkout } = await orderAndPay(world, 3);
    const forged = { ...checkout, razorpay_signature: hmacHex('guess', `${checkout.razorpay_order_id}|x`) };
    const bad = await pay(world.client, gatewayBody(world.business.id, 3, forged));
    expectError(bad, 400, 'The payment signature is not valid.');
    await alterSandboxPayment(t, checkout, { amountPaise: 19_900 });
    const tampered = await pay(world.client, gatewayBody(world.business.id, 3, checkout));
    expectError(tampered, 400, 'The amount paid does not match the order.');
    expect(await productRows(t, world.business.id)).toEqual([]);
  });

  it('answers 403 to a customer sending isManualUpdate and records nothing', async () => {
    const world = await productWorld(t);
    for (const body of [manual(world.business.id, 5, 100), manual(world.business.id, 5)]) {
      expect((await pay(world.client, body)).status).toBe(403);
    }
    expect(await productRows(t, world.business.id)).toEqual([]);
  });

  it('answers 404 to another customer, and on another agency, sending this payment', async () => {
    const world = await productWorld(t);
    const { checkout } = await orderAndPay(world, 3);
    const stranger = await signedIn(t.client(world.agency), await createCustomer({ agency: world.agency }));
    expect((await pay(stranger, gatewayBody(world.business.id, 3, checkout))).status).toBe(404);
    const elsewhere = await productWorld(t);
    expect((await pay(elsewhere.client, gatewayBody(world.business.id, 3, checkout))).status).toBe(404);
    expect((await pay(elsewhere.client, gatewayBody(elsewhere.business.id, 3, checkout))).status).toBe(400);
    expect(await productRows(t, world.business.id)).toEqual([]);
  });

  it('records a replay, simultaneous callbacks and the webhook as one purchase', async () => {
    const world = await productWorld(t);
    const { checkout } = await orderAndPay(world, 3);
    const body = gatewayBody(world.business.id, 3, checkout);
    const answers = await Promise.all([1, 2, 3].map(() => pay(world.client, body)));
    for (const res of answers) expect(res.status, res.text).toBe(200);
    const results = answers.map((res) => res.data(ZPromotionalVideoPaymentResult));
    expect(results.filter((r) => !r.alreadyRecorded)).toHaveLength(1);
    const replay = (await pay(world.client, body)).data(ZPromotionalVideoPaymentResult);
    expect(replay).toMatchObject({ alreadyRecorded: true, purchasedPromotionalVideos: 3 });
    const event = capturedEventBody(checkout, 59_700);
    const hook = await deliverWebhook(t, world.agency, event, signSandboxWebhook(t, event));
    expect(hook.data(ZWebhookResponse)).toEqual({ received: true, recorded: false });
    await t.services.sandboxWebhooks.flush();
    expect(await productRows(t, world.business.id)).toHaveLength(1);
  });

  it('the webhook (over HTTP) records it when the callback never comes', async () => {
    const world = await productWorld(t);
    const { checkout } = await orderAndPay(world, 2);
    const wrongAmount = capturedEventBody(checkout, 100);
    const ignored = await deliverWebhook(t, world.agency, wrongAmount, signSandboxWebhook(t, wrongAmount));
    expect(ignored.data(ZWebhookResponse)).toEqual({ received: true, recorded: false });
    const event = capturedEventBody(checkout, 39_800);
    const res = await deliverWebhook(t, world.agency, event, signSandboxWebhook(t, event));
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZWebhookResponse)).toEqual({ received: true, recorded: true });
    expect((await purchased(world.client, world.business.id)).purchasedPromotionalVideos).toBe(2);
  });
});

describe('POST /video/user-video-payment (manual, staff)', () => {
  it('an admin records the amount received', async () => {
    const world = await productWorld(t);
    const { client, user } = await staffClient(t, world.agency);
    const res = await pay(client, manual(world.business.id, 4, 50_000));
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZPromotionalVideoPaymentResult)).toMatchObject({ quantity: 4, purchasedPromotionalVideos: 4 });
    const [row] = await productRows(t, world.business.id);
    expect(row).toMatchObject({ provider: 'manual', amountPaise: 50_000, recordedByUserId: user.id });
  });

  it('needs paymentAmount (400), the product on (400), and payment:record for a franchisee (403)', async () => {
    const world = await productWorld(t);
    const { client } = await staffClient(t, world.agency);
    const noAmount = await pay(client, manual(world.business.id, 1));
    expect(noAmount.status).toBe(400);
    expect(noAmount.error().fields).toEqual({ paymentAmount: 'Enter the amount received for a manual payment.' });
    const without = await franchiseeClient(t, world.agency, { permissions: ['business:create'], allCardAccess: true });
    expect((await pay(without.client, manual(world.business.id, 1, 19_900))).status).toBe(403);
    const off = await productWorld(t, { ...PRODUCTS_CONFIGURATION, video: { enableVideo: false } });
    const offAdmin = (await staffClient(t, off.agency)).client;
    const disabled = await pay(offAdmin, manual(off.business.id, 1, 19_900));
    expectError(disabled, 400, 'Promotional videos are not enabled for this agency.');
    expect(await productRows(t, world.business.id)).toEqual([]);
  });
});

describe('GET and DELETE /video/user-video-payment', () => {
  it('lists newest first with what they add up to; deleting one recomputes it', async () => {
    const world = await productWorld(t);
    const { client: admin } = await staffClient(t, world.agency);
    const first = (await pay(admin, manual(world.business.id, 3, 59_700))).data(ZPromotionalVideoPaymentResult);
    t.clock.advance(60_000);
    const second = (await pay(admin, manual(world.business.id, 2, 39_800))).data(ZPromotionalVideoPaymentResult);
    const list = await purchased(world.client, world.business.id);
    expect(list).toMatchObject({ businessId: world.business.id, purchasedPromotionalVideos: 5, total: 2 });
    expect(list.list.map((r) => [r.recordNo, r.quantity])).toEqual([
      [second.recordNo, 2],
      [first.recordNo, 3],
    ]);

    const res = await deleteRecord(admin, first.recordNo);
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZDeletePromotionalVideoPaymentResponse)).toEqual({
      deleted: true,
      businessId: world.business.id,
      purchasedPromotionalVideos: 2,
    });
    const last = await deleteRecord(admin, second.recordNo);
    expect(last.data(ZDeletePromotionalVideoPaymentResponse).purchasedPromotionalVideos).toBe(0);
    expect((await purchased(world.client, world.business.id)).list).toEqual([]);
    expect((await deleteRecord(admin, second.recordNo)).status).toBe(404);
  });

  it('keeps the list and deletion within reach: customers may not delete (403), others see nothing (404)', async () => {
    const world = await productWorld(t);
    const { client: admin } = await staffClient(t, world.agency);
    const paid = (await pay(admin, manual(world.business.id, 1, 19_900))).data(ZPromotionalVideoPaymentResult);
    expect((await deleteRecord(world.client, paid.recordNo)).status).toBe(403);
    const stranger = await signedIn(t.client(world.agency), await createCustomer({ agency: world.agency }));
    const hidden = await stranger.call(endpoints.listPromotionalVideoPayments, {
      query: { businessId: world.business.id },
    });
    expect(hidden.status).toBe(404);
    const other = await productWorld(t);
    const otherAdmin = (await staffClient(t, other.agency)).client;
    expect((await deleteRecord(otherAdmin, paid.recordNo)).status).toBe(404);
    // A PDF purchase's number is not a video purchase.
    const pdf = await admin.call(endpoints.makePdfCardPayment, {
      body: {
        pdfCardNo: world.pdfCard.pdfCardNo,
        planId: 'pdf-single',
        isManualUpdate: true,
        paymentMode: 'cash' as const,
        paymentAmount: 9_900,
      },
    });
    expect((await deleteRecord(admin, pdf.data(ZPdfCardPaymentResult).recordNo)).status).toBe(404);
    expect(await productRows(t, world.business.id)).toHaveLength(2);
  });
});
