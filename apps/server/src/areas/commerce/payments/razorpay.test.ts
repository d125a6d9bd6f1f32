// The Razorpay implementation against a local fake Razorpay (its orders and payments
// endpoints, basic auth checked, its JSON), and an agency switched to Razorpay end to end:
// keys stored encrypted, orders at Razorpay, the callback and the webhook with its secrets.
import { randomBytes } from 'node:crypto';
import { endpoints, ZAgencyDetails, ZPaymentOrderResponse, ZPaymentResult, ZWebhookResponse } from '@cardora/contract';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies } from '#db/schema';
import { isAppError } from '#lib/errors';
import { decryptSecret } from '#lib/secret-box';
import { gatewayBody, payingCustomerWorld, paymentRows, sandboxPay, storedBusiness } from '#test/factories/payments';
import { createTestApp, type TestApp } from '#test/support/app';
import { expectError } from '#test/support/expect';
import { gatewayId, hmacHex } from './gateway';
import { RAZORPAY_CHECKOUT_URL, RazorpayGateway } from './razorpay-gateway';
import { sandboxWebhookSecret } from './sandbox-gateway';
import { gatewayFor, setAgencyRazorpayKeys } from './settings';

interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}
interface FakePayment {
  id: string;
  order_id: string;
  amount: number;
  status: string;
}

/** Speaks the two Razorpay endpoints we use, for one key pair. */
class FakeRazorpay {
  readonly orders = new Map<string, FakeOrder>();
  readonly payments = new Map<string, FakePayment>();
  readonly refunds = new Map<
    string,
    { id: string; payment_id: string; amount: number; notes: Record<string, string> }
  >();
  readonly calls: { method: string; url: string }[] = [];
  private server: FastifyInstance = Fastify();
  url = '';

  constructor(
    readonly keyId: string,
    readonly keySecret: string,
  ) {}

  async start() {
    const unauthorised = { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } };
    const authorised = (header: string | undefined) =>
      header === `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
    this.server.addHook('onRequest', async (request, reply) => {
      this.calls.push({ method: request.method, url: request.url });
      if (!authorised(request.headers.authorization)) return reply.status(401).send(unauthorised);
    });
    this.server.post('/v1/orders', async (request, reply) => {
      const body = request.body as { amount: number; currency: string; receipt: string; notes: Record<string, string> };
      if (!Number.isInteger(body.amount) || body.amount < 100) {
        return reply
          .status(400)
          .send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Order amount less than minimum amount allowed' } });
      }
      const order = {
        id: gatewayId('order'),
        amount: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        notes: body.notes,
      };
      this.orders.set(order.id, order);
      return {
        ...order,
        entity: 'order',
        amount_paid: 0,
        amount_due: body.amount,
        status: 'created',
        attempts: 0,
        created_at: 1_700_000_000,
      };
    });
    this.server.get('/v1/payments/:id', async (request, reply) => {
      const { id } = request.params as { id: string };
      const payment = this.payments.get(id);
      if (!payment)
        return reply
          .status(400)
          .send({ error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
      return {
        ...payment,
        entity: 'payment',
        currency: 'INR',
        method: 'card',
        captured: payment.status === 'captured',
      };
    });
    // Razorpay's refund: never more than is left of a captured payment.
    this.server.post('/v1/payments/:id/refund', async (request, reply) => {
      const { id } = request.params as { id: string };
      const body = request.body as { amount: number; notes: Record<string, string> };
      const payment = this.payments.get(id);
      const refunded = [...this.refunds.values()].filter((r) => r.payment_id === id).reduce((a, r) => a + r.amount, 0);
      if (payment?.status !== 'captured' || body.amount > payment.amount - refunded) {
        return reply.status(400).send({
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'The refund amount provided is greater than amount captured',
          },
        });
      }
      const refund = { id: gatewayId('rfnd'), payment_id: id, amount: body.amount, notes: body.notes };
      this.refunds.set(refund.id, refund);
      return { ...refund, entity: 'refund', currency: 'INR', status: 'processed', speed_processed: 'normal' };
    });
    this.url = await this.server.listen({ port: 0, host: '127.0.0.1' });
  }

  /** What checkout does when the customer pays: a captured payment and its signature. */
  capture(orderId: string, amount?: number) {
    const order = this.orders.get(orderId);
    if (!order) throw new Error('no such order at the fake');
    const payment = { id: gatewayId('pay'), order_id: orderId, amount: amount ?? order.amount, status: 'captured' };
    this.payments.set(payment.id, payment);
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: orderId,
      razorpay_signature: hmacHex(this.keySecret, `${orderId}|${payment.id}`),
    };
  }

  stop() {
    return this.server.close();
  }
}

const keyId = `rzp_test_${randomBytes(7).toString('hex')}`;
const keySecret = randomBytes(18).toString('base64url');
const webhookSecret = randomBytes(12).toString('hex');
const razorpay = new FakeRazorpay(keyId, keySecret);
let t: TestApp;

beforeAll(async () => {
  await razorpay.start();
  t = await createTestApp({ env: { RAZORPAY_API_URL: razorpay.url } });
});
afterAll(async () => {
  await t.close();
  await razorpay.stop();
});

describe('RazorpayGateway over HTTP', () => {
  const gateway = () => new RazorpayGateway({ keyId, keySecret, webhookSecret }, razorpay.url);

  it('creates an order with basic auth and reads its payments back', async () => {
    const order = await gateway().createOrder({ amountPaise: 49_900, receipt: 'rcpt_1', notes: { businessId: 'b' } });
    expect(order).toEqual({ id: expect.stringMatching(/^order_/), amount: 49_900, currency: 'INR' });
    expect(razorpay.orders.get(order.id)).toMatchObject({
      receipt: 'rcpt_1',
      notes: { businessId: 'b' },
      currency: 'INR',
    });
    const paid = razorpay.capture(order.id);
    expect(await gateway().fetchPayment(paid.razorpay_payment_id)).toEqual({
      id: paid.razorpay_payment_id,
      orderId: order.id,
      status: 'captured',
      amount: 49_900,
    });
    expect(await gateway().fetchPayment('pay_DoesNotExist00')).toBeNull();
    expect(gateway().verifySignature(order.id, paid.razorpay_payment_id, paid.razorpay_signature)).toBe(true);
    expect(gateway().verifySignature(order.id, 'pay_other', paid.razorpay_signature)).toBe(false);
  });

  it('reports refunded payments as not captured', async () => {
    const order = await gateway().createOrder({ amountPaise: 10_000, receipt: 'r', notes: {} });
    const paid = razorpay.capture(order.id);
    const stored = razorpay.payments.get(paid.razorpay_payment_id);
    if (stored) stored.status = 'refunded';
    expect((await gateway().fetchPayment(paid.razorpay_payment_id))?.status).toBe('failed');
  });

  it('refunds part of a captured payment with its notes, and answers more than is left with the gateway words (409)', async () => {
    const order = await gateway().createOrder({ amountPaise: 20_000, receipt: 'r', notes: {} });
    const paid = razorpay.capture(order.id);
    const refund = await gateway().refundPayment({
      paymentId: paid.razorpay_payment_id,
      amountPaise: 5_000,
      notes: { reason: 'Changed plan' },
    });
    expect(refund).toEqual({
      id: expect.stringMatching(/^rfnd_/),
      paymentId: paid.razorpay_payment_id,
      amount: 5_000,
      status: 'processed',
    });
    expect(razorpay.refunds.get(refund.id)?.notes).toEqual({ reason: 'Changed plan' });
    const tooMuch = await gateway()
      .refundPayment({ paymentId: paid.razorpay_payment_id, amountPaise: 15_001, notes: {} })
      .catch((e: unknown) => e);
    expect(isAppError(tooMuch) && [tooMuch.statusCode, tooMuch.message]).toEqual([
      409,
      'The payment gateway refused the refund: The refund amount provided is greater than amount captured',
    ]);
  });

  it('turns a refused key or an unreachable API into a 502, not a crash', async () => {
    const wrong = new RazorpayGateway({ keyId, keySecret: 'wrong', webhookSecret: null }, razorpay.url);
    const refused = await wrong.createOrder({ amountPaise: 100, receipt: 'r', notes: {} }).catch((e: unknown) => e);
    expect(isAppError(refused) && refused.statusCode).toBe(502);
    const down = new RazorpayGateway({ keyId, keySecret, webhookSecret: null }, 'http://127.0.0.1:9');
    const unreachable = await down.fetchPayment('pay_x').catch((e: unknown) => e);
    expect(isAppError(unreachable) && unreachable.statusCode).toBe(502);
  });

  it('verifies webhooks with the webhook secret only', () => {
    const body = '{"event":"payment.captured"}';
    expect(gateway().verifyWebhook(body, hmacHex(webhookSecret, body))).toBe(true);
    expect(gateway().verifyWebhook(body, hmacHex(keySecret, body))).toBe(false);
    const without = new RazorpayGateway({ keyId, keySecret, webhookSecret: null }, razorpay.url);
    expect(without.verifyWebhook(body, hmacHex(webhookSecret, body))).toBe(false);
  });
});

async function razorpayWorld() {
  const world = await payingCustomerWorld(t);
  await setAgencyRazorpayKeys(t.db, t.config.payments.secretKey, world.agency.id, { keyId, keySecret, webhookSecret });
  return world;
}

function webhook(host: { slug: string }, body: string, secret: string) {
  return t.client(host).request('POST', endpoints.paymentWebhook.path, {
    payload: Buffer.from(body),
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(secret, body) },
    csrf: false,
  });
}

const capturedBody = (payment: { razorpay_payment_id: string; razorpay_order_id: string }, amount: number) =>
  JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: { id: payment.razorpay_payment_id, order_id: payment.razorpay_order_id, amount, status: 'captured' },
      },
    },
  });

describe('an agency on Razorpay', () => {
  it('stores the secrets encrypted, bound to the agency, and never shows them', async () => {
    const world = await razorpayWorld();
    const [row] = await t.db.select().from(agencies).where(eq(agencies.id, world.agency.id));
    const settings = row?.paymentSettings;
    expect(settings).toMatchObject({ provider: 'razorpay', keyId });
    expect(JSON.stringify(settings)).not.toContain(keySecret);
    expect(JSON.stringify(settings)).not.toContain(webhookSecret);
    const key = t.config.payments.secretKey;
    expect(decryptSecret(key, settings?.keySecretEncrypted ?? '', `cardora:agency:${world.agency.id}:keySecret`)).toBe(
      keySecret,
    );
    // Copied to another agency, or read as the other field, it does not decrypt.
    expect(decryptSecret(key, settings?.keySecretEncrypted ?? '', 'cardora:agency:other:keySecret')).toBeNull();
    expect(
      decryptSecret(key, settings?.keySecretEncrypted ?? '', `cardora:agency:${world.agency.id}:webhookSecret`),
    ).toBeNull();
    const details = await world.client.call(endpoints.getAgencyDetails);
    expect(details.data(ZAgencyDetails).slug).toBe(world.agency.slug);
    for (const secret of [keySecret, webhookSecret, settings?.keySecretEncrypted ?? '-']) {
      expect(details.text).not.toContain(secret);
    }
    expect(details.text).not.toContain('paymentSettings');
  });

  it('takes an order at Razorpay, then records the checkout callback and ignores the webhook after it', async () => {
    const world = await razorpayWorld();
    const res = await world.client.call(endpoints.createCardPaymentOrder, {
      body: { businessId: world.business.id, subscriptionPlanId: world.plan.id },
    });
    expect(res.status, res.text).toBe(200);
    const order = res.data(ZPaymentOrderResponse);
    expect(order).toMatchObject({
      provider: 'razorpay',
      key: keyId,
      checkoutScriptUrl: RAZORPAY_CHECKOUT_URL,
      order: { amount: 149_900, currency: 'INR' },
    });
    expect(razorpay.orders.get(order.order.id)?.notes).toMatchObject({
      businessId: world.business.id,
      planId: world.plan.id,
    });
    expect(res.text).not.toContain(keySecret);

    const paid = razorpay.capture(order.order.id);
    const recorded = await world.client.call(endpoints.makeCardPaymentThroughGateway, {
      body: gatewayBody(world.business.id, world.plan.id, paid),
    });
    expect(recorded.status, recorded.text).toBe(200);
    expect(recorded.data(ZPaymentResult)).toMatchObject({ paymentStatus: 1, alreadyRecorded: false });
    const [row] = await paymentRows(t, world.business.id);
    expect(row).toMatchObject({ provider: 'razorpay', providerPaymentId: paid.razorpay_payment_id });

    const late = await webhook(world.agency, capturedBody(paid, 149_900), webhookSecret);
    expect(late.data(ZWebhookResponse)).toEqual({ received: true, recorded: false });
    expect(await paymentRows(t, world.business.id)).toHaveLength(1);
  });

  it('refuses a payment Razorpay took for another amount', async () => {
    const world = await razorpayWorld();
    const order = (
      await world.client.call(endpoints.createCardPaymentOrder, {
        body: { businessId: world.business.id, subscriptionPlanId: world.plan.id },
      })
    ).data(ZPaymentOrderResponse);
    const paid = razorpay.capture(order.order.id, 100);
    const res = await world.client.call(endpoints.makeCardPaymentThroughGateway, {
      body: gatewayBody(world.business.id, world.plan.id, paid),
    });
    expectError(res, 400, 'The amount paid does not match the order.');
  });

  it('records from the webhook alone, verified with the webhook secret (not the sandbox’s)', async () => {
    const world = await razorpayWorld();
    const order = (
      await world.client.call(endpoints.createCardPaymentOrder, {
        body: { businessId: world.business.id, subscriptionPlanId: world.plan.id },
      })
    ).data(ZPaymentOrderResponse);
    const paid = razorpay.capture(order.order.id);
    const body = capturedBody(paid, 149_900);
    const sandboxSigned = await webhook(world.agency, body, sandboxWebhookSecret(t.config.payments.sandbox.secret));
    expect(sandboxSigned.status).toBe(400);
    const keySigned = await webhook(world.agency, body, keySecret);
    expect(keySigned.status).toBe(400);
    expect(await paymentRows(t, world.business.id)).toEqual([]);
    const res = await webhook(world.agency, body, webhookSecret);
    expect(res.data(ZWebhookResponse)).toEqual({ received: true, recorded: true });
    expect((await storedBusiness(t, world.business)).paymentStatus).toBe(1);
    // The callback arriving afterwards finds the record.
    const callback = await world.client.call(endpoints.makeCardPaymentThroughGateway, {
      body: gatewayBody(world.business.id, world.plan.id, paid),
    });
    expect(callback.data(ZPaymentResult).alreadyRecorded).toBe(true);
  });

  it('checks an order made in the sandbox with the sandbox after the agency switched to Razorpay', async () => {
    const world = await payingCustomerWorld(t);
    const sandboxOrder = (
      await world.client.call(endpoints.createCardPaymentOrder, {
        body: { businessId: world.business.id, subscriptionPlanId: world.plan.id },
      })
    ).data(ZPaymentOrderResponse);
    await setAgencyRazorpayKeys(t.db, t.config.payments.secretKey, world.agency.id, {
      keyId,
      keySecret,
      webhookSecret,
    });
    const checkout = await sandboxPay(t, sandboxOrder.order.id, sandboxOrder.key);
    const res = await world.client.call(endpoints.makeCardPaymentThroughGateway, {
      body: gatewayBody(world.business.id, world.plan.id, checkout),
    });
    expect(res.status, res.text).toBe(200);
    const [row] = await t.db.select().from(agencies).where(eq(agencies.id, world.agency.id));
    if (!row) throw new Error('agency gone');
    expect(gatewayFor(t.config, t.db, row).provider).toBe('razorpay');
    // And back to the sandbox.
    await setAgencyRazorpayKeys(t.db, t.config.payments.secretKey, world.agency.id, null);
    const [back] = await t.db.select().from(agencies).where(eq(agencies.id, world.agency.id));
    if (!back) throw new Error('agency gone');
    expect(gatewayFor(t.config, t.db, back).provider).toBe('sandbox');
  });
});
