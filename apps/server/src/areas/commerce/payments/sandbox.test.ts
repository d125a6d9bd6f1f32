// The sandbox gateway: the served checkout script (run here against a tiny fake DOM, wired to
// the app) and the Pay / Fail endpoint behind its buttons, whose signatures verify as
// Razorpay's do.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createOrder, payingCustomerWorld, paymentRows, sandboxPay } from '#test/factories/payments';
import { createTestApp, testAppPerFile } from '#test/support/app';
import { hmacHex } from './gateway';
import { SandboxGateway, sandboxKeyId } from './sandbox-gateway';
import { SANDBOX_FAILURE_DESCRIPTION } from './sandbox-routes';

const t = testAppPerFile();

function pay(orderId: string, body: unknown) {
  return t.app.inject({ method: 'POST', url: `/sandbox-gateway/orders/${orderId}/pay`, payload: body as object });
}

describe('GET /sandbox-gateway/checkout.js', () => {
  it('serves the script briefly cacheable, without a cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox-gateway/checkout.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['set-cookie']).toBeUndefined();
    for (const testId of ['sandbox-checkout', 'sandbox-pay', 'sandbox-fail', 'sandbox-close']) {
      expect(res.body).toContain(testId);
    }
    expect(() => new Function(res.body)).not.toThrow();
  });
});

// ----------------------------------------------------------------------------------------
// A fake DOM just big enough for the checkout script: elements with attributes, children,
// listeners and text; document.body; keydown listeners; fetch wired to the app.

class FakeElement {
  attributes = new Map<string, string>();
  children: FakeElement[] = [];
  parentNode: FakeElement | null = null;
  textContent = '';
  disabled = false;
  style: Record<string, string> = {};
  private listeners = new Map<string, ((event: unknown) => void)[]>();
  constructor(readonly tagName: string) {}
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  appendChild(child: FakeElement) {
    child.parentNode = this;
    this.children.push(child);
    return child;
  }
  removeChild(child: FakeElement) {
    this.children = this.children.filter((c) => c !== child);
    child.parentNode = null;
    return child;
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  focus() {
    fake.activeElement = this;
  }
  click() {
    for (const listener of this.listeners.get('click') ?? []) listener({ target: this });
  }
  find(testId: string): FakeElement | null {
    if (this.getAttribute('data-testid') === testId) return this;
    for (const child of this.children) {
      const found = child.find(testId);
      if (found) return found;
    }
    return null;
  }
}

const fake = {
  body: new FakeElement('body'),
  activeElement: null as FakeElement | null,
  keyListeners: [] as ((event: unknown) => void)[],
};

function loadCheckout(script: string, origin: string) {
  fake.body = new FakeElement('body');
  fake.keyListeners = [];
  const window: Record<string, unknown> = { location: { href: `${origin}/panel/customer`, origin } };
  const document = {
    currentScript: { src: `${origin}/sandbox-gateway/checkout.js` },
    body: fake.body,
    get activeElement() {
      return fake.activeElement;
    },
    createElement: (tag: string) => new FakeElement(tag),
    addEventListener: (_type: string, listener: (event: unknown) => void) => fake.keyListeners.push(listener),
    removeEventListener: (_type: string, listener: (event: unknown) => void) => {
      fake.keyListeners = fake.keyListeners.filter((l) => l !== listener);
    },
  };
  // fetch goes to the app: the browser would send exactly this.
  const fetch = async (url: string, init: { method: string; body: string }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      payload: init.body,
      headers: { 'content-type': 'application/json' },
    });
    return { ok: res.statusCode < 300, json: async () => res.json() };
  };
  runInNewContext(script, { window, document, fetch, URL, setTimeout, JSON, Object, String, Number, Math, Error });
  return window.Razorpay as new (
    options: Record<string, unknown>,
  ) => {
    open(): unknown;
    on(event: string, cb: (payload: unknown) => void): unknown;
  };
}

/** Waits (up to 5 s) for the script's fetch to come back and its callbacks to run. */
async function until(condition: () => boolean) {
  const deadline = Date.now() + 5_000;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('the checkout script (window.Razorpay)', () => {
  it('opens a modal with the merchant, the amount in ₹ with Indian grouping, and pays', async () => {
    const world = await payingCustomerWorld(t);
    const order = await createOrder(world.client, world.business.id, world.plan.id);
    const script = (await t.app.inject({ method: 'GET', url: '/sandbox-gateway/checkout.js' })).body;
    const Razorpay = loadCheckout(script, 'http://demo.localhost:3000');
    const responses: unknown[] = [];
    const checkout = new Razorpay({
      key: order.key,
      amount: 10_000_000,
      currency: 'INR',
      name: order.merchantName,
      description: order.description,
      order_id: order.order.id,
      theme: { color: '#2d9bea' },
      handler: (response: unknown) => responses.push(response),
    });
    checkout.open();
    const root = fake.body.find('sandbox-checkout');
    expect(root).not.toBeNull();
    const dialog = root?.children[0];
    expect(dialog?.getAttribute('role')).toBe('dialog');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    const pay = fake.body.find('sandbox-pay');
    expect(pay?.textContent).toBe('Pay ₹1,00,000');
    expect(fake.body.find('sandbox-fail')?.textContent).toBe('Fail payment');
    expect(fake.activeElement).toBe(pay);
    pay?.click();
    await until(() => responses.length > 0);
    expect(fake.body.find('sandbox-checkout')).toBeNull();
    expect(responses).toHaveLength(1);
    const response = responses[0] as Record<string, string>;
    expect(response.razorpay_order_id).toBe(order.order.id);
    const gateway = new SandboxGateway(t.db, world.agency, t.config.payments.sandbox.secret);
    expect(
      gateway.verifySignature(order.order.id, response.razorpay_payment_id ?? '', response.razorpay_signature ?? ''),
    ).toBe(true);
  });

  it("emits payment.failed with Razorpay's error shape and stays open; × calls ondismiss", async () => {
    const world = await payingCustomerWorld(t);
    const order = await createOrder(world.client, world.business.id, world.plan.id);
    const script = (await t.app.inject({ method: 'GET', url: '/sandbox-gateway/checkout.js' })).body;
    const Razorpay = loadCheckout(script, 'http://demo.localhost:3000');
    const failures: unknown[] = [];
    let dismissed = 0;
    const checkout = new Razorpay({
      key: order.key,
      amount: 149_900,
      order_id: order.order.id,
      handler: () => {
        throw new Error('must not succeed');
      },
      modal: { ondismiss: () => dismissed++ },
    });
    checkout.on('payment.failed', (payload) => failures.push(payload));
    checkout.open();
    expect(fake.body.find('sandbox-pay')?.textContent).toBe('Pay ₹1,499');
    fake.body.find('sandbox-fail')?.click();
    await until(() => failures.length > 0);
    expect(failures).toEqual([
      {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: SANDBOX_FAILURE_DESCRIPTION,
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: order.order.id, payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/) },
        },
      },
    ]);
    expect(fake.body.find('sandbox-status')?.textContent).toBe(SANDBOX_FAILURE_DESCRIPTION);
    fake.body.find('sandbox-close')?.click();
    expect(dismissed).toBe(1);
    expect(fake.body.find('sandbox-checkout')).toBeNull();
    expect(fake.keyListeners).toEqual([]);
    expect(await paymentRows(t, world.business.id)).toEqual([]);
  });

  it('needs a key', async () => {
    const script = (await t.app.inject({ method: 'GET', url: '/sandbox-gateway/checkout.js' })).body;
    const Razorpay = loadCheckout(script, 'http://demo.localhost:3000');
    expect(() => new Razorpay({ order_id: 'order_x' })).toThrow('No key passed');
  });
});

describe('POST /sandbox-gateway/orders/:orderId/pay', () => {
  it('signs order_id|payment_id with the sandbox secret, as Razorpay signs with the key secret', async () => {
    const world = await payingCustomerWorld(t);
    const order = await createOrder(world.client, world.business.id, world.plan.id);
    const checkout = await sandboxPay(t, order.order.id, order.key);
    expect(checkout.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(checkout.razorpay_order_id).toBe(order.order.id);
    expect(checkout.razorpay_signature).toBe(
      hmacHex(t.config.payments.sandbox.secret, `${order.order.id}|${checkout.razorpay_payment_id}`),
    );
    const gateway = new SandboxGateway(t.db, world.agency, t.config.payments.sandbox.secret);
    expect(gateway.verifySignature(order.order.id, checkout.razorpay_payment_id, checkout.razorpay_signature)).toBe(
      true,
    );
    expect(await gateway.fetchPayment(checkout.razorpay_payment_id)).toEqual({
      id: checkout.razorpay_payment_id,
      orderId: order.order.id,
      status: 'captured',
      amount: 149_900,
    });
    // Paying the same order again is refused.
    const again = await pay(order.order.id, { key: order.key, outcome: 'success' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: { description: 'This order has already been paid.' } });
  });

  it('refuses an unknown order, a key of another agency and a bad outcome', async () => {
    const world = await payingCustomerWorld(t);
    const order = await createOrder(world.client, world.business.id, world.plan.id);
    const unknown = await pay('order_DoesNotExist00', { key: order.key, outcome: 'success' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { code: 'BAD_REQUEST_ERROR' } });
    const wrongKey = await pay(order.order.id, { key: sandboxKeyId('someone-else'), outcome: 'success' });
    expect(wrongKey.statusCode).toBe(401);
    const bad = await pay(order.order.id, { key: order.key, outcome: 'maybe' });
    expect(bad.statusCode).toBe(400);
    // None of these took a payment.
    const gateway = new SandboxGateway(t.db, world.agency, t.config.payments.sandbox.secret);
    const ok = await sandboxPay(t, order.order.id, order.key);
    expect((await gateway.fetchPayment(ok.razorpay_payment_id))?.status).toBe('captured');
  });

  it('a failed payment is known to the gateway as failed and cannot be recorded', async () => {
    const world = await payingCustomerWorld(t);
    const order = await createOrder(world.client, world.business.id, world.plan.id);
    const res = await pay(order.order.id, { key: order.key, outcome: 'failure' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.error).toMatchObject({ reason: 'payment_failed', description: SANDBOX_FAILURE_DESCRIPTION });
    const gateway = new SandboxGateway(t.db, world.agency, t.config.payments.sandbox.secret);
    expect((await gateway.fetchPayment(body.error.metadata.payment_id))?.status).toBe('failed');
    await t.services.sandboxWebhooks.flush();
    expect(await paymentRows(t, world.business.id)).toEqual([]);
  });

  it('is off when the sandbox is disabled', async () => {
    const world = await payingCustomerWorld(t);
    const order = await createOrder(world.client, world.business.id, world.plan.id);
    const off = await createTestApp({ env: { SANDBOX_GATEWAY_ENABLED: 'false' } });
    try {
      const res = await off.app.inject({
        method: 'POST',
        url: `/sandbox-gateway/orders/${order.order.id}/pay`,
        payload: { key: order.key, outcome: 'success' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
