// PDF card single purchases: the order at the PDF plan's
// price, the gateway payment checked like a card payment and recorded once (callback, replay,
// concurrent callbacks, webhook), staff's manual payments with the amount received, the list,
// and deletion with the card recomputed from the purchases that remain.
import {
  DEFAULT_AGENCY_CONFIGURATION,
  endpoints,
  MESSAGES,
  PRODUCT_PAYMENT_MESSAGES,
  type TMakePdfCardPaymentBody,
  ZDeletePdfCardPaymentResponse,
  ZPaymentOrderResponse,
  ZPdfCardPaymentList,
  ZPdfCardPaymentResult,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentOrders } from '#db/schema';
import {
  alterSandboxPayment,
  type CheckoutResponse,
  callbackFields,
  createOrder,
  franchiseeClient,
  PRODUCTS_CONFIGURATION,
  productRows,
  productWorld,
  sandboxPay,
  staffClient,
  storedBusiness,
  storedOrder,
  storedPdfCard,
} from '#test/factories/payments';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createBusiness, createCustomer, createPdfCard } from '#test/support/factories';
import { signedIn } from '#test/support/worlds';
import { hmacHex } from './gateway';

const t = testAppPerFile();

type World = Awaited<ReturnType<typeof productWorld>>;

const UNPAID = { isPaid: false, exportsAllowed: 0, showSampleWatermark: true };

function orderFor(client: TestClient, pdfCardNo: number, planId = 'pdf-single') {
  return client.call(endpoints.createPdfCardPaymentOrder, { body: { pdfCardNo, planId } });
}

async function orderAndPay(world: World, planId = 'pdf-single', client: TestClient = world.client) {
  const res = await orderFor(client, world.pdfCard.pdfCardNo, planId);
  expect(res.status, res.text).toBe(200);
  const order = res.data(ZPaymentOrderResponse);
  return { order, checkout: await sandboxPay(t, order.order.id, order.key) };
}

function gatewayBody(
  pdfCardNo: number,
  checkout: CheckoutResponse,
  extra: Partial<TMakePdfCardPaymentBody> = {},
): TMakePdfCardPaymentBody {
  return { pdfCardNo, planId: 'pdf-single', ...callbackFields(checkout), ...extra };
}

const pay = (client: TestClient, body: TMakePdfCardPaymentBody) => client.call(endpoints.makePdfCardPayment, { body });

const manual = (pdfCardNo: number, paymentAmount: number | undefined, planId = 'pdf-single') => ({
  pdfCardNo,
  planId,
  isManualUpdate: true,
  paymentMode: 'cash' as const,
  ...(paymentAmount === undefined ? {} : { paymentAmount }),
});

async function paidThroughSandbox(world: World) {
  const { checkout } = await orderAndPay(world);
  const res = await pay(world.client, gatewayBody(world.pdfCard.pdfCardNo, checkout));
  expect(res.status, res.text).toBe(200);
  return { checkout, result: res.data(ZPdfCardPaymentResult) };
}

const deleteRecord = (client: TestClient, recordNo: number) =>
  client.call(endpoints.deletePdfCardPayment, { query: { recordNo: String(recordNo) } });

describe('POST /pdf-card/pdf-card-payment/order', () => {
  it("makes a sandbox order at the PDF plan's price, whatever amount the browser sends", async () => {
    const world = await productWorld(t);
    const res = await world.client.call(endpoints.createPdfCardPaymentOrder, {
      body: { pdfCardNo: world.pdfCard.pdfCardNo, planId: 'pdf-single', amount: 100, price: 100 },
    });
    expect(res.status, res.text).toBe(200);
    const order = res.data(ZPaymentOrderResponse);
    expect(order).toMatchObject({
      provider: 'sandbox',
      key: `rzp_test_sandbox_${world.agency.slug}`,
      merchantName: world.agency.agencyName,
      description: 'PDF ID card for Paying Co Pvt Ltd',
      order: { amount: 9_900, currency: 'INR' },
      prefill: { contact: world.business.phoneNumber },
    });
    const stored = await storedOrder(t, order.order.id);
    expect(stored).toMatchObject({
      kind: 'pdf-card',
      businessId: world.business.id,
      pdfCardNo: world.pdfCard.pdfCardNo,
      planId: 'pdf-single',
      planSnapshot: null,
      quantity: null,
      amountPaise: 9_900,
      status: 'created',
    });
    const five = await orderFor(world.client, world.pdfCard.pdfCardNo, 'pdf-five');
    expect(five.data(ZPaymentOrderResponse).order.amount).toBe(39_900);
  });

  it("answers 404 'That plan is not available.' for a plan the agency does not have", async () => {
    const world = await productWorld(t);
    for (const planId of ['pdf-ten', 'PDF-SINGLE', world.plan.id]) {
      const res = await orderFor(world.client, world.pdfCard.pdfCardNo, planId);
      expect(res.status, planId).toBe(404);
      expect(res.error().message).toBe('That plan is not available.');
    }
    expect(await t.db.select().from(paymentOrders).where(eq(paymentOrders.businessId, world.business.id))).toEqual([]);
  });

  it('answers 400 when the agency does not sell PDF cards', async () => {
    const world = await productWorld(t, {
      ...PRODUCTS_CONFIGURATION,
      pdfCardConfig: { enablePdfCardProduct: false, customerPlans: PRODUCTS_CONFIGURATION.pdfCardConfig.customerPlans },
    });
    const res = await orderFor(world.client, world.pdfCard.pdfCardNo);
    expectError(res, 400, 'PDF ID cards are not enabled for this agency.');
  });

  it("answers 404 for another customer's PDF card, another agency's, and one that does not exist", async () => {
    const world = await productWorld(t);
    const strangersCard = await createPdfCard({
      business: await createBusiness({ user: await createCustomer({ agency: world.agency }) }),
    });
    const elsewhere = await productWorld(t);
    for (const pdfCardNo of [strangersCard.pdfCardNo, elsewhere.pdfCard.pdfCardNo, 999_999_999]) {
      const res = await orderFor(world.client, pdfCardNo);
      expect(res.status, String(pdfCardNo)).toBe(404);
    }
  });

  it('tells a customer to connect with admin (403) when the agency takes no online payments; staff may', async () => {
    const world = await productWorld(t, {
      ...PRODUCTS_CONFIGURATION,
      onlinePayment: { enablePaymentIntegration: false },
    });
    const res = await orderFor(world.client, world.pdfCard.pdfCardNo);
    expectError(res, 403, MESSAGES.connectWithAdminText);
    const admin = (await staffClient(t, world.agency)).client;
    expect((await orderFor(admin, world.pdfCard.pdfCardNo)).status).toBe(200);
  });

  it('keeps a franchisee to the PDF cards of businesses it made', async () => {
    const world = await productWorld(t);
    const { client, franchisee } = await franchiseeClient(t, world.agency);
    expect((await orderFor(client, world.pdfCard.pdfCardNo)).status).toBe(404);
    const own = await createBusiness({ user: world.owner, madeByFranchisee: franchisee });
    const ownCard = await createPdfCard({ business: own });
    expect((await orderFor(client, ownCard.pdfCardNo)).status).toBe(200);
  });
});

describe('POST /pdf-card/pdf-card-payment (gateway)', () => {
  it('records the single purchase: the card is paid, with one export and no sample watermark', async () => {
    const world = await productWorld(t);
    const { checkout, result } = await paidThroughSandbox(world);
    expect(result).toEqual({
      planId: 'pdf-single',
      recordNo: expect.any(Number),
      pdfCardNo: world.pdfCard.pdfCardNo,
      isPaid: true,
      exportsAllowed: 1,
      showSampleWatermark: false,
      alreadyRecorded: false,
    });
    expect(await storedPdfCard(t, world.pdfCard.pdfCardNo)).toMatchObject({
      isPaid: true,
      exportsAllowed: 1,
      exportsUsed: 0,
      showSampleWatermark: false,
    });
    const [row] = await productRows(t, world.business.id);
    expect(row).toMatchObject({
      recordNo: result.recordNo,
      kind: 'pdf-card',
      pdfCardNo: world.pdfCard.pdfCardNo,
      planId: 'pdf-single',
      quantity: 1,
      amountPaise: 9_900,
      provider: 'sandbox',
      providerPaymentId: checkout.razorpay_payment_id,
      providerOrderId: checkout.razorpay_order_id,
      isManualUpdate: false,
    });
    const order = await storedOrder(t, checkout.razorpay_order_id);
    expect(order?.status).toBe('paid');
    // A PDF purchase is not a plan: the business's subscription is untouched.
    expect(await storedBusiness(t, world.business)).toMatchObject({ paymentStatus: 0, planLimits: null });
  });

  it('a second purchase gives the card a second export', async () => {
    const world = await productWorld(t);
    await paidThroughSandbox(world);
    const { result } = await paidThroughSandbox(world);
    expect(result).toMatchObject({ isPaid: true, exportsAllowed: 2, showSampleWatermark: false });
  });

  it('refuses a forged signature (400) and records nothing', async () => {
    const world = await productWorld(t);
    const { checkout } = await orderAndPay(world);
    const forged = { ...checkout, razorpay_signature: hmacHex('not-the-secret', `${checkout.razorpay_order_id}|x`) };
    const res = await pay(world.client, gatewayBody(world.pdfCard.pdfCardNo, forged));
    expectError(res, 400, 'The payment signature is not valid.');
    expect(await productRows(t, world.business.id)).toEqual([]);
    expect(await storedPdfCard(t, world.pdfCard.pdfCardNo)).toMatchObject(UNPAID);
  });

  it('refuses an order made for another PDF card, another plan, or a card plan (400)', async () => {
    const world = await productWorld(t);
    const secondCard = await createPdfCard({ business: world.business });
    const { checkout } = await orderAndPay(world);
    for (const body of [
      gatewayBody(secondCard.pdfCardNo, checkout),
      gatewayBody(world.pdfCard.pdfCardNo, checkout, { planId: 'pdf-five' }),
    ]) {
      const res = await pay(world.client, body);
      expectError(res, 400, 'This order is for another PDF card or plan.');
    }
    // A paid subscription order is not a PDF purchase either.
    const cardOrder = await createOrder(world.client, world.business.id, world.plan.id);
    const cardCheckout = await sandboxPay(t, cardOrder.order.id, cardOrder.key);
    const res = await pay(world.client, gatewayBody(world.pdfCard.pdfCardNo, cardCheckout));
    expectError(res, 400, 'This order is for another PDF card or plan.');
    expect(await productRows(t, world.business.id)).toEqual([]);
    expect(await storedPdfCard(t, secondCard.pdfCardNo)).toMatchObject(UNPAID);
  });

  it('refuses a payment the gateway took for another amount (400)', async () => {
    const world = await productWorld(t);
    const { checkout } = await orderAndPay(world);
    await alterSandboxPayment(t, checkout, { amountPaise: 100 });
    const res = await pay(world.client, gatewayBody(world.pdfCard.pdfCardNo, checkout));
    expectError(res, 400, 'The amount paid does not match the order.');
    expect(await productRows(t, world.business.id)).toEqual([]);
  });

  it('refuses a paymentAmount with a gateway payment, and missing gateway fields (400)', async () => {
    const world = await productWorld(t);
    const { checkout } = await orderAndPay(world);
    const withAmount = await pay(world.client, gatewayBody(world.pdfCard.pdfCardNo, checkout, { paymentAmount: 100 }));
    expect(withAmount.status).toBe(400);
    expect(withAmount.error()).toMatchObject({
      message: PRODUCT_PAYMENT_MESSAGES.amountOnlyForManual,
      fields: { paymentAmount: PRODUCT_PAYMENT_MESSAGES.amountOnlyForManual },
    });
    const missing = await pay(
      world.client,
      gatewayBody(world.pdfCard.pdfCardNo, checkout, { razorpaySignature: undefined }),
    );
    expectError(missing, 400, 'The payment details from the gateway are missing.');
    expect(await productRows(t, world.business.id)).toEqual([]);
  });

  it('answers 403 to a customer sending isManualUpdate, with or without an amount, and records nothing', async () => {
    const world = await productWorld(t);
    const { checkout } = await orderAndPay(world);
    for (const body of [
      manual(world.pdfCard.pdfCardNo, 9_900),
      manual(world.pdfCard.pdfCardNo, undefined),
      gatewayBody(world.pdfCard.pdfCardNo, checkout, { isManualUpdate: true, paymentMode: 'cash', paymentAmount: 100 }),
    ]) {
      const res = await pay(world.client, body);
      expect(res.status).toBe(403);
    }
    expect(await productRows(t, world.business.id)).toEqual([]);
    expect(await storedPdfCard(t, world.pdfCard.pdfCardNo)).toMatchObject(UNPAID);
  });

  it("answers 404 to another customer sending someone else's payment, and on another agency's host", async () => {
    const world = await productWorld(t);
    const { checkout } = await orderAndPay(world);
    const stranger = await signedIn(t.client(world.agency), await createCustomer({ agency: world.agency }));
    expect((await pay(stranger, gatewayBody(world.pdfCard.pdfCardNo, checkout))).status).toBe(404);
    const elsewhere = await productWorld(t);
    expect((await pay(elsewhere.client, gatewayBody(world.pdfCard.pdfCardNo, checkout))).status).toBe(404);
    // Their own card with our order: not their order.
    const mixed = await pay(elsewhere.client, gatewayBody(elsewhere.pdfCard.pdfCardNo, checkout));
    expect(mixed.status).toBe(400);
    expect(await productRows(t, world.business.id)).toEqual([]);
    expect(await productRows(t, elsewhere.business.id)).toEqual([]);
  });

  it('records a replayed callback once: the replay says alreadyRecorded and changes nothing', async () => {
    const world = await productWorld(t);
    const { checkout, result } = await paidThroughSandbox(world);
    const again = await pay(world.client, gatewayBody(world.pdfCard.pdfCardNo, checkout));
    expect(again.data(ZPdfCardPaymentResult)).toEqual({ ...result, alreadyRecorded: true });
    expect(await productRows(t, world.business.id)).toHaveLength(1);
    expect((await storedPdfCard(t, world.pdfCard.pdfCardNo)).exportsAllowed).toBe(1);
  });

  it('records simultaneous callbacks for one payment once', async () => {
    const world = await productWorld(t);
    const { checkout } = await orderAndPay(world);
    const body = gatewayBody(world.pdfCard.pdfCardNo, checkout);
    const answers = await Promise.all([1, 2, 3].map(() => pay(world.client, body)));
    for (const res of answers) expect(res.status, res.text).toBe(200);
    const results = answers.map((res) => res.data(ZPdfCardPaymentResult));
    expect(results.filter((r) => !r.alreadyRecorded)).toHaveLength(1);
    expect(new Set(results.map((r) => r.recordNo)).size).toBe(1);
    expect(await productRows(t, world.business.id)).toHaveLength(1);
    expect((await storedPdfCard(t, world.pdfCard.pdfCardNo)).exportsAllowed).toBe(1);
  });

  it('the webhook records it when the callback never comes; the late callback then finds that record', async () => {
    const world = await productWorld(t);
    const { checkout } = await orderAndPay(world);
    await t.services.sandboxWebhooks.flush();
    const [recorded] = await productRows(t, world.business.id);
    expect(recorded).toMatchObject({ providerPaymentId: checkout.razorpay_payment_id, kind: 'pdf-card' });
    expect(await storedPdfCard(t, world.pdfCard.pdfCardNo)).toMatchObject({ isPaid: true, exportsAllowed: 1 });
    const late = await pay(world.client, gatewayBody(world.pdfCard.pdfCardNo, checkout));
    expect(late.data(ZPdfCardPaymentResult)).toMatchObject({ recordNo: recorded?.recordNo, alreadyRecorded: true });
    expect(await productRows(t, world.business.id)).toHaveLength(1);
  });
});

describe('POST /pdf-card/pdf-card-payment (manual, staff)', () => {
  it('an admin records the amount received; who recorded it is kept', async () => {
    const world = await productWorld(t);
    const { client, user } = await staffClient(t, world.agency);
    const res = await pay(client, manual(world.pdfCard.pdfCardNo, 5_000));
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZPdfCardPaymentResult)).toMatchObject({ isPaid: true, exportsAllowed: 1, alreadyRecorded: false });
    const [row] = await productRows(t, world.business.id);
    expect(row).toMatchObject({
      provider: 'manual',
      isManualUpdate: true,
      paymentMode: 'cash' as const,
      amountPaise: 5_000,
      providerPaymentId: null,
      recordedByUserId: user.id,
    });
    const list = (await client.call(endpoints.listPdfCardPayments, { query: { businessId: world.business.id } })).data(
      ZPdfCardPaymentList,
    );
    expect(list.list[0]).toMatchObject({ provider: 'manual', recordedBy: `${user.name} (admin)`, amount: 5_000 });
  });

  it('needs paymentAmount (400, naming the field), the product on (400) and one of its plans (404)', async () => {
    const world = await productWorld(t);
    const { client } = await staffClient(t, world.agency);
    const noAmount = await pay(client, manual(world.pdfCard.pdfCardNo, undefined));
    expect(noAmount.status).toBe(400);
    expect(noAmount.error().fields).toEqual({ paymentAmount: 'Enter the amount received for a manual payment.' });
    const noPlan = await pay(client, manual(world.pdfCard.pdfCardNo, 9_900, 'pdf-ten'));
    expect(noPlan.status).toBe(404);
    const off = await productWorld(t, {
      ...DEFAULT_AGENCY_CONFIGURATION,
      pdfCardConfig: { enablePdfCardProduct: false, customerPlans: [] },
    });
    const offAdmin = (await staffClient(t, off.agency)).client;
    const disabled = await pay(offAdmin, manual(off.pdfCard.pdfCardNo, 9_900));
    expectError(disabled, 400, 'PDF ID cards are not enabled for this agency.');
    expect(await productRows(t, world.business.id)).toEqual([]);
  });

  it('a franchisee needs payment:record and reaches only the businesses it made', async () => {
    const world = await productWorld(t);
    const without = await franchiseeClient(t, world.agency, { permissions: ['business:create'] });
    const madeByIt = await createPdfCard({
      business: await createBusiness({ user: world.owner, madeByFranchisee: without.franchisee }),
    });
    expect((await pay(without.client, manual(madeByIt.pdfCardNo, 9_900))).status).toBe(403);
    const permitted = await franchiseeClient(t, world.agency);
    expect((await pay(permitted.client, manual(world.pdfCard.pdfCardNo, 9_900))).status).toBe(404);
    expect(await productRows(t, world.business.id)).toEqual([]);
    expect(await storedPdfCard(t, madeByIt.pdfCardNo)).toMatchObject(UNPAID);
  });

  it("another agency's admin cannot reach the card (404)", async () => {
    const world = await productWorld(t);
    const other = await productWorld(t);
    const otherAdmin = (await staffClient(t, other.agency)).client;
    expect((await pay(otherAdmin, manual(world.pdfCard.pdfCardNo, 9_900))).status).toBe(404);
    expect(await productRows(t, world.business.id)).toEqual([]);
  });
});

describe('GET /pdf-card/pdf-card-payment', () => {
  it("lists the business's PDF purchases newest first to its owner, not to others (404)", async () => {
    const world = await productWorld(t);
    const { client: admin } = await staffClient(t, world.agency);
    const secondCard = await createPdfCard({ business: world.business });
    const first = (await paidThroughSandbox(world)).result;
    t.clock.advance(60_000);
    const second = (await pay(admin, manual(secondCard.pdfCardNo, 9_900))).data(ZPdfCardPaymentResult);
    // A promotional video purchase is not listed here.
    await admin.call(endpoints.makePromotionalVideoPayment, {
      body: {
        businessId: world.business.id,
        quantity: 1,
        isManualUpdate: true,
        paymentMode: 'cash' as const,
        paymentAmount: 19_900,
      },
    });
    const res = await world.client.call(endpoints.listPdfCardPayments, { query: { businessId: world.business.id } });
    const list = res.data(ZPdfCardPaymentList);
    expect(list.total).toBe(2);
    expect(list.list.map((r) => [r.recordNo, r.pdfCardNo, r.kind])).toEqual([
      [second.recordNo, secondCard.pdfCardNo, 'pdf-card'],
      [first.recordNo, world.pdfCard.pdfCardNo, 'pdf-card'],
    ]);
    const stranger = await signedIn(t.client(world.agency), await createCustomer({ agency: world.agency }));
    expect(
      (await stranger.call(endpoints.listPdfCardPayments, { query: { businessId: world.business.id } })).status,
    ).toBe(404);
    const elsewhere = await productWorld(t);
    expect(
      (await elsewhere.client.call(endpoints.listPdfCardPayments, { query: { businessId: world.business.id } })).status,
    ).toBe(404);
  });
});

describe('DELETE /pdf-card/pdf-card-payment', () => {
  it('recomputes the card from the purchases that remain', async () => {
    const world = await productWorld(t);
    const { client: admin } = await staffClient(t, world.agency);
    const first = (await paidThroughSandbox(world)).result;
    const second = (await pay(admin, manual(world.pdfCard.pdfCardNo, 9_900))).data(ZPdfCardPaymentResult);
    expect(second.exportsAllowed).toBe(2);

    const res = await deleteRecord(admin, second.recordNo);
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZDeletePdfCardPaymentResponse)).toEqual({
      deleted: true,
      pdfCardNo: world.pdfCard.pdfCardNo,
      isPaid: true,
      exportsAllowed: 1,
      showSampleWatermark: false,
    });
    const last = await deleteRecord(admin, first.recordNo);
    expect(last.data(ZDeletePdfCardPaymentResponse)).toEqual({
      deleted: true,
      pdfCardNo: world.pdfCard.pdfCardNo,
      ...UNPAID,
    });
    expect(await storedPdfCard(t, world.pdfCard.pdfCardNo)).toMatchObject(UNPAID);
    expect((await deleteRecord(admin, first.recordNo)).status).toBe(404);
  });

  it('is refused to customers (403), franchisees outside their reach and other agencies (404)', async () => {
    const world = await productWorld(t);
    const { result } = await paidThroughSandbox(world);
    expect((await deleteRecord(world.client, result.recordNo)).status).toBe(403);
    const franchisee = await franchiseeClient(t, world.agency);
    expect((await deleteRecord(franchisee.client, result.recordNo)).status).toBe(404);
    const other = await productWorld(t);
    const otherAdmin = (await staffClient(t, other.agency)).client;
    expect((await deleteRecord(otherAdmin, result.recordNo)).status).toBe(404);
    expect(await productRows(t, world.business.id)).toHaveLength(1);
    expect((await storedPdfCard(t, world.pdfCard.pdfCardNo)).isPaid).toBe(true);
  });

  it('does not delete a promotional video purchase by its number (404)', async () => {
    const world = await productWorld(t);
    const { client: admin } = await staffClient(t, world.agency);
    const video = await admin.call(endpoints.makePromotionalVideoPayment, {
      body: {
        businessId: world.business.id,
        quantity: 2,
        isManualUpdate: true,
        paymentMode: 'cash' as const,
        paymentAmount: 39_800,
      },
    });
    expect(video.status, video.text).toBe(200);
    const [row] = await productRows(t, world.business.id);
    expect((await deleteRecord(admin, row?.recordNo ?? 0)).status).toBe(404);
    expect(await productRows(t, world.business.id)).toHaveLength(1);
  });

  it('a deleted gateway purchase is not brought back by a replayed callback (409) or the webhook', async () => {
    const world = await productWorld(t);
    const { checkout, result } = await paidThroughSandbox(world);
    const { client: admin } = await staffClient(t, world.agency);
    expect((await deleteRecord(admin, result.recordNo)).status).toBe(200);
    const replay = await pay(world.client, gatewayBody(world.pdfCard.pdfCardNo, checkout));
    expect(replay.status).toBe(409);
    await t.services.sandboxWebhooks.flush();
    expect(await productRows(t, world.business.id)).toEqual([]);
    expect(await storedPdfCard(t, world.pdfCard.pdfCardNo)).toMatchObject(UNPAID);
  });
});
