import { MESSAGES, PAYMENT_THEME_COLOR, SCRIPT_LOAD_TIMEOUT_MS, type TPaymentOrderResponse } from '@cardora/contract';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  loadCheckoutScript,
  openCheckout,
  type RazorpayCheckout,
  type RazorpayFailureResponse,
  type RazorpayOptions,
  resetCheckoutScripts,
  type ScriptInjector,
} from './checkout';

const SRC = '/sandbox-gateway/checkout.js';

/** A fake page: records injected scripts and lets the test decide how each one ends. */
function fakeInjector() {
  const scripts: { src: string; done: (loaded: boolean) => void; removed: boolean }[] = [];
  const injector: ScriptInjector = {
    inject(src, done) {
      const script = { src, done, removed: false };
      scripts.push(script);
      return () => {
        script.removed = true;
      };
    },
  };
  return { injector, scripts };
}

describe('loadCheckoutScript', () => {
  beforeEach(() => {
    resetCheckoutScripts();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('resolves true once the script loads, and injects it once for repeated calls', async () => {
    const { injector, scripts } = fakeInjector();
    const first = loadCheckoutScript(SRC, { injector });
    const second = loadCheckoutScript(SRC, { injector });
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(SRC);
    scripts[0]?.done(true);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    await expect(loadCheckoutScript(SRC, { injector })).resolves.toBe(true);
    expect(scripts).toHaveLength(1);
  });

  test('resolves false on a load error, removes the tag, and tries again next time', async () => {
    const { injector, scripts } = fakeInjector();
    const failed = loadCheckoutScript(SRC, { injector });
    scripts[0]?.done(false);
    await expect(failed).resolves.toBe(false);
    expect(scripts[0]?.removed).toBe(true);
    const retry = loadCheckoutScript(SRC, { injector });
    expect(scripts).toHaveLength(2);
    scripts[1]?.done(true);
    await expect(retry).resolves.toBe(true);
  });

  test('gives up after the timeout of 120 seconds', async () => {
    const { injector, scripts } = fakeInjector();
    const load = loadCheckoutScript(SRC, { injector });
    vi.advanceTimersByTime(SCRIPT_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void load.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(load).resolves.toBe(false);
    expect(scripts[0]?.removed).toBe(true);
    // A late load after the timeout changes nothing.
    scripts[0]?.done(true);
    await expect(load).resolves.toBe(false);
  });
});

const ORDER: TPaymentOrderResponse = {
  provider: 'sandbox',
  key: 'rzp_test_sandbox',
  checkoutScriptUrl: SRC,
  merchantName: 'Demo Agency',
  description: 'Gold plan for Sharma Sweets',
  order: { amount: 199_900, id: 'order_abc123', currency: 'INR' },
  prefill: { contact: '+919876543210', email: null },
};

/** A fake Razorpay constructor that keeps what it was given. */
function fakeCheckout() {
  const made: { options: RazorpayOptions; failed?: (r: RazorpayFailureResponse) => void; opened: number }[] = [];
  class FakeRazorpay implements RazorpayCheckout {
    private readonly record: (typeof made)[number];
    constructor(options: RazorpayOptions) {
      this.record = { options, opened: 0 };
      made.push(this.record);
    }
    open() {
      this.record.opened += 1;
    }
    on(_event: 'payment.failed', listener: (r: RazorpayFailureResponse) => void) {
      this.record.failed = listener;
    }
  }
  return { FakeRazorpay, made };
}

describe('openCheckout', () => {
  test("raises 'script not loaded' when the provider's constructor is missing", () => {
    expect(() =>
      openCheckout({ order: ORDER, onSuccess: vi.fn(), onFailure: vi.fn(), onDismiss: vi.fn() }, undefined),
    ).toThrow(MESSAGES.scriptNotLoaded('Razorpay'));
  });

  test('opens the modal with the order, the theme colour and the prefill, and maps the success fields', () => {
    const { FakeRazorpay, made } = fakeCheckout();
    const onSuccess = vi.fn();
    const onDismiss = vi.fn();
    openCheckout({ order: ORDER, onSuccess, onFailure: vi.fn(), onDismiss }, FakeRazorpay);
    const [opened] = made;
    expect(opened?.opened).toBe(1);
    expect(opened?.options).toMatchObject({
      key: 'rzp_test_sandbox',
      amount: 199_900,
      currency: 'INR',
      name: 'Demo Agency',
      description: 'Gold plan for Sharma Sweets',
      order_id: 'order_abc123',
      prefill: { contact: '+919876543210' },
      theme: { color: PAYMENT_THEME_COLOR },
    });
    expect(opened?.options.prefill).not.toHaveProperty('email');
    opened?.options.handler({
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: 'order_abc123',
      razorpay_signature: 'a'.repeat(64),
    });
    expect(onSuccess).toHaveBeenCalledWith({
      razorpayPaymentId: 'pay_1',
      razorpayOrderId: 'order_abc123',
      razorpaySignature: 'a'.repeat(64),
    });
    opened?.options.modal.ondismiss();
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  test("a failed payment reports the provider's description, or a plain reason without one", () => {
    const { FakeRazorpay, made } = fakeCheckout();
    const onFailure = vi.fn();
    openCheckout({ order: ORDER, onSuccess: vi.fn(), onFailure, onDismiss: vi.fn() }, FakeRazorpay);
    made[0]?.failed?.({ error: { code: 'BAD_REQUEST_ERROR', description: 'Your card was declined.' } });
    expect(onFailure).toHaveBeenLastCalledWith('Your card was declined.');
    made[0]?.failed?.({});
    expect(onFailure).toHaveBeenLastCalledWith(expect.stringMatching(/payment failed/i));
  });
});
