// POST /card-payment/gateway: the checkout's fields are checked against our order, the
// signature and the gateway's own record, and a payment is recorded exactly once however
// often (and in whichever order) the callback and the webhook report it.
import { endpoints, ZBusiness, ZPaymentResult } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import {
  alterSandboxPayment,
  createOrder,
  createPlan,
  DAY_MS,
  gatewayBody,
  NO_FRAMES_HIDDEN,
  orderAndPayPlan,
  payingCustomerWorld,
  paymentRows,
  payThroughSandbox,
  storedBusiness,
  storedOrder,
} from '#test/factories/payments';
import { signIn, testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createBusiness, createCustomer } from '#test/support/factories';
import { pathWithId, signedIn } from '#test/support/worlds';
import { addYears } from './card-payment-record';
import { hmacHex } from './gateway';

const t = testAppPerFile();

const orderAndPay = (world: Awaited<ReturnType<typeof payingCustomerWorld>>) => orderAndPayPlan(t, world);

/** POST /card-payment/gateway with the body the web sends after checkout (gatewayBody's arguments). */
const payThroughGateway = (client: TestClient, ...body: Parameters<typeof gatewayBody>) =>
  client.call(endpoints.makeCardPaymentThroughGateway, { body: gatewayBody(...body) });

describe('POST /card-payment/gateway', () => {
  it('records a sandbox payment: the business is paid for a year with the plan’s limits', async () => {
    const world = await payingCustomerWorld(t);
    const { result, checkout } = await payThroughSandbox(t, world.client, world.business.id, world.plan.id);
    const expiry = addYears(t.clock.now(), 1);
    expect(result).toMatchObject({
      planId: world.plan.id,
      paymentStatus: 1,
      alreadyRecorded: false,
      expiryDateForCustomer: expiry.toISOString(),
    });
    const business = await storedBusiness(t, world.business);
    expect(business).toMatchObject({ paymentStatus: 1, isSubscriptionActive: true, expiryDateForCustomer: expiry });
    expect(business.planLimits).toMatchObject({ greetingImagesLimit: -1, greetingVideosLimit: 3 });
    const [row] = await paymentRows(t, world.business.id);
    expect(row).toMatchObject({
      recordNo: result.recordNo,
      provider: 'sandbox',
      providerPaymentId: checkout.razorpay_payment_id,
      providerOrderId: checkout.razorpay_order_id,
      amountPaise: 149_900,
      isManualUpdate: false,
    });
    const order = await storedOrder(t, checkout.razorpay_order_id);
    expect(order?.status).toBe('paid');
    // The business as the API shows it.
    const view = await world.client.get(pathWithId(endpoints.getBusiness.path, world.business.id));
    expect(view.data(ZBusiness)).toMatchObject({
      agencyId: world.agency.id,
      paymentStatus: 1,
      isSubscriptionActive: true,
      expiryDateForCustomer: expiry.toISOString(),
      planLimits: business.planLimits,
      frameVisibility: NO_FRAMES_HIDDEN,
    });
  });

  it('refuses a forged signature (400) and records nothing', async () => {
    const world = await payingCustomerWorld(t);
    const { checkout } = await orderAndPay(world);
    const forged = { ...checkout, razorpay_signature: hmacHex('not-the-secret', `${checkout.razorpay_order_id}|x`) };
    const res = await payThroughGateway(world.client, world.business.id, world.plan.id, forged);
    expectError(res, 400, 'The payment signature is not valid.');
    expect(await paymentRows(t, world.business.id)).toEqual([]);
    expect((await storedBusiness(t, world.business)).paymentStatus).toBe(0);
  });

  it('refuses a real signature reused for another order (400)', async () => {
    const world = await payingCustomerWorld(t);
    const first = await orderAndPay(world);
    const second = await createOrder(world.client, world.business.id, world.plan.id);
    const reused = { ...first.checkout, razorpay_order_id: second.order.id };
    const res = await payThroughGateway(world.client, world.business.id, world.plan.id, reused);
    expectError(res, 400, 'The payment signature is not valid.');
    expect(await paymentRows(t, world.business.id)).toEqual([]);
  });

  it('refuses an order paid for one business when sent for another, or for another plan (400)', async () => {
    const world = await payingCustomerWorld(t);
    const other = await createBusiness({ user: world.owner, businessName: 'Second Co' });
    const dearer = await createPlan(t, world.agency, { name: 'Premium', pricePaise: 399_900, validityYears: 2 });
    const { checkout } = await orderAndPay(world);
    for (const [businessId, planId] of [
      [other.id, world.plan.id],
      [world.business.id, dearer.id],
    ] as const) {
      const res = await payThroughGateway(world.client, businessId, planId, checkout);
      expectError(res, 400, 'This order is for another business or plan.');
    }
    expect(await paymentRows(t, other.id)).toEqual([]);
    expect(await paymentRows(t, world.business.id)).toEqual([]);
  });

  it("refuses an orderCreationId that is not the checkout's order (400)", async () => {
    const world = await payingCustomerWorld(t);
    const { checkout } = await orderAndPay(world);
    const second = await createOrder(world.client, world.business.id, world.plan.id);
    const res = await payThroughGateway(world.client, world.business.id, world.plan.id, checkout, {
      orderCreationId: second.order.id,
    });
    expectError(res, 400, 'This order is for another business or plan.');
  });

  it('refuses a payment the gateway took for another amount (400)', async () => {
    const world = await payingCustomerWorld(t);
    const { checkout } = await orderAndPay(world);
    // The gateway's own record says 1 rupee.
    await alterSandboxPayment(t, checkout, { amountPaise: 100 });
    const res = await payThroughGateway(world.client, world.business.id, world.plan.id, checkout);
    expectError(res, 400, 'The amount paid does not match the order.');
    expect(await paymentRows(t, world.business.id)).toEqual([]);
  });

  it('refuses a payment the gateway reports as failed (400)', async () => {
    const world = await payingCustomerWorld(t);
    const { checkout } = await orderAndPay(world);
    await alterSandboxPayment(t, checkout, { status: 'failed' });
    const res = await payThroughGateway(world.client, world.business.id, world.plan.id, checkout);
    expectError(res, 400, 'The payment gateway has not confirmed this payment.');
  });

  it('refuses isManualUpdate, a missing throughGateway and missing provider fields (400)', async () => {
    const world = await payingCustomerWorld(t);
    const { checkout } = await orderAndPay(world);
    const gatewayOnly = 'This call records gateway payments: send throughGateway true and no isManualUpdate.';
    const cases = [
      [
        gatewayBody(world.business.id, world.plan.id, checkout, { isManualUpdate: true, paymentMode: 'cash' }),
        gatewayOnly,
      ],
      [gatewayBody(world.business.id, world.plan.id, checkout, { throughGateway: false }), gatewayOnly],
      [
        gatewayBody(world.business.id, world.plan.id, checkout, { razorpaySignature: undefined }),
        'The payment details from the gateway are missing.',
      ],
    ] as const;
    for (const [body, message] of cases) {
      const res = await world.client.call(endpoints.makeCardPaymentThroughGateway, { body });
      expectError(res, 400, message);
    }
    expect(await paymentRows(t, world.business.id)).toEqual([]);
  });

  it("answers 404 to another customer sending someone else's payment", async () => {
    const world = await payingCustomerWorld(t);
    const { checkout } = await orderAndPay(world);
    const intruder = await payingCustomerWorld(t);
    const stranger = await signedIn(t.client(world.agency), await createCustomer({ agency: world.agency }));
    const res = await payThroughGateway(stranger, world.business.id, world.plan.id, checkout);
    expect(res.status).toBe(404);
    // And on another agency's host the order is not found at all.
    const elsewhere = await payThroughGateway(intruder.client, intruder.business.id, intruder.plan.id, checkout);
    expect(elsewhere.status).toBe(400);
    expect(await paymentRows(t, world.business.id)).toEqual([]);
  });

  it('records a replayed callback once: the second answer says alreadyRecorded and changes nothing', async () => {
    const world = await payingCustomerWorld(t);
    const { checkout } = await orderAndPay(world);
    const body = gatewayBody(world.business.id, world.plan.id, checkout);
    const first = (await world.client.call(endpoints.makeCardPaymentThroughGateway, { body })).data(ZPaymentResult);
    t.clock.advance(60_000);
    const second = (await world.client.call(endpoints.makeCardPaymentThroughGateway, { body })).data(ZPaymentResult);
    expect(second).toEqual({ ...first, alreadyRecorded: true });
    expect(await paymentRows(t, world.business.id)).toHaveLength(1);
  });

  it('records two simultaneous callbacks for one payment once', async () => {
    const world = await payingCustomerWorld(t);
    const { checkout } = await orderAndPay(world);
    const body = gatewayBody(world.business.id, world.plan.id, checkout);
    const answers = await Promise.all(
      [1, 2, 3].map(() => world.client.call(endpoints.makeCardPaymentThroughGateway, { body })),
    );
    for (const res of answers) expect(res.status, res.text).toBe(200);
    const results = answers.map((res) => res.data(ZPaymentResult));
    expect(results.filter((r) => !r.alreadyRecorded)).toHaveLength(1);
    expect(new Set(results.map((r) => r.recordNo)).size).toBe(1);
    expect(await paymentRows(t, world.business.id)).toHaveLength(1);
    expect((await storedBusiness(t, world.business)).expiryDateForCustomer).toEqual(addYears(t.clock.now(), 1));
  });

  it('a webhook after the callback records nothing more', async () => {
    const world = await payingCustomerWorld(t);
    await payThroughSandbox(t, world.client, world.business.id, world.plan.id);
    const before = await storedBusiness(t, world.business);
    await t.services.sandboxWebhooks.flush();
    expect(await paymentRows(t, world.business.id)).toHaveLength(1);
    expect(await storedBusiness(t, world.business)).toEqual(before);
  });

  it('a callback after the webhook answers alreadyRecorded with the same record', async () => {
    const world = await payingCustomerWorld(t);
    const { checkout } = await orderAndPay(world);
    await t.services.sandboxWebhooks.flush();
    const [recorded] = await paymentRows(t, world.business.id);
    expect(recorded?.providerPaymentId).toBe(checkout.razorpay_payment_id);
    const res = await payThroughGateway(world.client, world.business.id, world.plan.id, checkout);
    expect(res.data(ZPaymentResult)).toMatchObject({
      recordNo: recorded?.recordNo,
      alreadyRecorded: true,
      paymentStatus: 1,
    });
    expect(await paymentRows(t, world.business.id)).toHaveLength(1);
  });
});

describe('renewal arithmetic', () => {
  it('adds the validity to an expiry still in the future', async () => {
    const world = await payingCustomerWorld(t);
    const first = (await payThroughSandbox(t, world.client, world.business.id, world.plan.id)).result;
    t.clock.advance(100 * DAY_MS);
    await signIn(world.client, world.owner); // the session lapsed meanwhile
    const second = (await payThroughSandbox(t, world.client, world.business.id, world.plan.id)).result;
    const firstExpiry = new Date(first.expiryDateForCustomer ?? '');
    expect(second.expiryDateForCustomer).toBe(addYears(firstExpiry, 1).toISOString());
    const rows = await paymentRows(t, world.business.id);
    const latest = rows.find((r) => r.recordNo === second.recordNo);
    expect(latest?.validFrom).toEqual(firstExpiry);
  });

  it('starts from now when the expiry has passed', async () => {
    const world = await payingCustomerWorld(t);
    await payThroughSandbox(t, world.client, world.business.id, world.plan.id);
    t.clock.advance(400 * DAY_MS);
    await signIn(world.client, world.owner);
    const renewed = (await payThroughSandbox(t, world.client, world.business.id, world.plan.id)).result;
    expect(renewed.expiryDateForCustomer).toBe(addYears(t.clock.now(), 1).toISOString());
  });

  it('leaves a fixed expiry date where the admin set it', async () => {
    const world = await payingCustomerWorld(t);
    const fixed = new Date(Date.UTC(2031, 2, 31));
    const business = await createBusiness({
      user: world.owner,
      isFixedExpiryDate: true,
      expiryDateForCustomer: fixed,
    });
    const result = (await payThroughSandbox(t, world.client, business.id, world.plan.id)).result;
    expect(result).toMatchObject({ paymentStatus: 1, expiryDateForCustomer: fixed.toISOString() });
    expect(await storedBusiness(t, business)).toMatchObject({
      expiryDateForCustomer: fixed,
      paymentStatus: 1,
      isSubscriptionActive: true,
    });
  });
});
