// POST /api/v1/payments/webhook: signed over the raw body with the agency's webhook secret,
// no session or CSRF token (Razorpay's servers call it), recorded exactly once with the
// checkout callback; and the sandbox delivering its own payment.captured a moment later.
import { ZWebhookResponse } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import {
  capturedEventBody,
  createOrder,
  deliverWebhook,
  orderAndPayPlan,
  payingCustomerWorld,
  paymentRows,
  sandboxPay,
  signSandboxWebhook,
  storedBusiness,
} from '#test/factories/payments';
import { createTestApp, testAppPerFile } from '#test/support/app';
import { expectError } from '#test/support/expect';
import { hmacHex } from './gateway';

const t = testAppPerFile();

const paidInSandbox = async (world: Awaited<ReturnType<typeof payingCustomerWorld>>) =>
  (await orderAndPayPlan(t, world)).checkout;

describe('POST /payments/webhook', () => {
  it('records a captured payment whose browser never came back', async () => {
    const world = await payingCustomerWorld(t);
    const checkout = await paidInSandbox(world);
    const body = capturedEventBody(checkout, 149_900);
    const res = await deliverWebhook(t, world.agency, body, signSandboxWebhook(t, body));
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZWebhookResponse)).toEqual({ received: true, recorded: true });
    const [row] = await paymentRows(t, world.business.id);
    expect(row).toMatchObject({ providerPaymentId: checkout.razorpay_payment_id, provider: 'sandbox' });
    expect((await storedBusiness(t, world.business)).paymentStatus).toBe(1);
    // Delivered again (Razorpay retries): nothing more.
    const again = await deliverWebhook(t, world.agency, body, signSandboxWebhook(t, body));
    expect(again.data(ZWebhookResponse)).toEqual({ received: true, recorded: false });
    expect(await paymentRows(t, world.business.id)).toHaveLength(1);
  });

  it('handles order.paid the same way', async () => {
    const world = await payingCustomerWorld(t);
    const checkout = await paidInSandbox(world);
    const body = capturedEventBody(checkout, 149_900, 'order.paid');
    const res = await deliverWebhook(t, world.agency, body, signSandboxWebhook(t, body));
    expect(res.data(ZWebhookResponse)).toEqual({ received: true, recorded: true });
  });

  it('refuses a bad or missing signature (400) and records nothing', async () => {
    const world = await payingCustomerWorld(t);
    const checkout = await paidInSandbox(world);
    const body = capturedEventBody(checkout, 149_900);
    const cases = [hmacHex('guessed-secret', body), signSandboxWebhook(t, `${body} `), 'not-hex', undefined];
    for (const signature of cases) {
      const res = await deliverWebhook(t, world.agency, body, signature);
      expect(res.status, String(signature)).toBe(400);
      expect(res.error().message).toBe('The webhook signature is not valid.');
    }
    expect(await paymentRows(t, world.business.id)).toEqual([]);
    expect((await storedBusiness(t, world.business)).paymentStatus).toBe(0);
  });

  it('verifies the exact bytes sent, whatever their spacing', async () => {
    const world = await payingCustomerWorld(t);
    const checkout = await paidInSandbox(world);
    const body = JSON.stringify(JSON.parse(capturedEventBody(checkout, 149_900)), null, 2);
    const res = await deliverWebhook(t, world.agency, body, signSandboxWebhook(t, body));
    expect(res.data(ZWebhookResponse)).toEqual({ received: true, recorded: true });
  });

  it('answers 200 without recording for other events, other amounts and unknown orders', async () => {
    const world = await payingCustomerWorld(t);
    const checkout = await paidInSandbox(world);
    const bodies = [
      capturedEventBody(checkout, 149_900, 'refund.created'),
      capturedEventBody(checkout, 100),
      capturedEventBody({ ...checkout, razorpay_order_id: 'order_NotOursAtAll00' }, 149_900),
    ];
    for (const body of bodies) {
      const res = await deliverWebhook(t, world.agency, body, signSandboxWebhook(t, body));
      expect(res.status, res.text).toBe(200);
      expect(res.data(ZWebhookResponse)).toEqual({ received: true, recorded: false });
    }
    expect(await paymentRows(t, world.business.id)).toEqual([]);
  });

  it("does not record another agency's order sent to this agency's host", async () => {
    const world = await payingCustomerWorld(t);
    const other = await payingCustomerWorld(t);
    const checkout = await paidInSandbox(world);
    const body = capturedEventBody(checkout, 149_900);
    const res = await deliverWebhook(t, other.agency, body, signSandboxWebhook(t, body));
    expect(res.data(ZWebhookResponse)).toEqual({ received: true, recorded: false });
    expect(await paymentRows(t, world.business.id)).toEqual([]);
  });

  it('refuses a signed body that is not an event (400)', async () => {
    const world = await payingCustomerWorld(t);
    for (const body of ['not json', '{"payload": 1}']) {
      const res = await deliverWebhook(t, world.agency, body, signSandboxWebhook(t, body));
      expectError(res, 400, 'The webhook body is not a Razorpay event.');
    }
  });

  it('answers 404 on a host that is no agency', async () => {
    const body = '{}';
    const res = await deliverWebhook(t, { slug: 'no-such-agency-here' }, body, signSandboxWebhook(t, body));
    expect(res.status).toBe(404);
  });
});

describe('the sandbox delivers payment.captured by itself', () => {
  it('records the payment about a second later without any callback', async () => {
    const quick = await createTestApp({ env: { SANDBOX_WEBHOOK_DELAY_MS: '50' } });
    try {
      const world = await payingCustomerWorld(quick);
      const order = await createOrder(world.client, world.business.id, world.plan.id);
      const checkout = await sandboxPay(quick, order.order.id, order.key);
      expect(await paymentRows(quick, world.business.id)).toEqual([]);
      const deadline = Date.now() + 5_000;
      while (Date.now() < deadline && quick.services.sandboxWebhooks.size > 0) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const rows = await paymentRows(quick, world.business.id);
      expect(rows.map((r) => r.providerPaymentId)).toEqual([checkout.razorpay_payment_id]);
    } finally {
      await quick.close();
    }
  });
});
