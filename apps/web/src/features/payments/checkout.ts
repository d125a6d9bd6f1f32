// The payment provider's checkout: load its
// script once, then open its modal with the order the server created. The sandbox gateway
// serves a script with the same `new Razorpay(options).open()` API, so one path serves both.
import { MESSAGES, PAYMENT_THEME_COLOR, SCRIPT_LOAD_TIMEOUT_MS, type TPaymentOrderResponse } from '@cardora/contract';

/** The provider named in the payment messages; the sandbox speaks its protocol. */
export const CHECKOUT_PROVIDER_NAME = 'Razorpay';

/** What the checkout hands the success handler (Razorpay's field names). */
export interface RazorpaySuccessResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What the checkout hands a 'payment.failed' listener. */
export interface RazorpayFailureResponse {
  error?: { code?: string; description?: string; reason?: string; source?: string; step?: string };
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { contact?: string; email?: string };
  theme: { color: string };
  handler: (response: RazorpaySuccessResponse) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayCheckout {
  open(): void;
  /** Closes the modal (the real checkout and the sandbox both have it). */
  close?(): void;
  on(event: 'payment.failed', listener: (response: RazorpayFailureResponse) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/** How a script gets onto the page; the browser's by default, a fake in tests. */
export interface ScriptInjector {
  /** Adds a <script src> and calls done(true) on load, done(false) on error; returns a remover. */
  inject(src: string, done: (loaded: boolean) => void): () => void;
}

const browserInjector: ScriptInjector = {
  inject(src, done) {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => done(true);
    script.onerror = () => done(false);
    document.head.appendChild(script);
    return () => script.remove();
  },
};

/** Loads in flight or done, by URL: a second Buy now does not add a second script. */
const loads = new Map<string, Promise<boolean>>();

/**
 * Loads the checkout script; resolves false when it fails or takes longer than the timeout
 * (120 s). A failed load is forgotten, so the next attempt tries again.
 */
export function loadCheckoutScript(
  src: string,
  {
    injector = browserInjector,
    timeoutMs = SCRIPT_LOAD_TIMEOUT_MS,
  }: { injector?: ScriptInjector; timeoutMs?: number } = {},
): Promise<boolean> {
  const known = loads.get(src);
  if (known) return known;
  const load = new Promise<boolean>((resolve) => {
    let settled = false;
    let remove: () => void = () => undefined;
    const finish = (loaded: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!loaded) {
        loads.delete(src);
        remove();
      }
      resolve(loaded);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    remove = injector.inject(src, finish);
  });
  loads.set(src, load);
  return load;
}

/** Forget loaded scripts (tests). */
export function resetCheckoutScripts(): void {
  loads.clear();
}

/** The provider fields of the make-payment body, from the checkout's success response. */
export interface ProviderPaymentFields {
  razorpayPaymentId: string;
  razorpayOrderId: string;
  razorpaySignature: string;
}

export interface OpenCheckoutInput {
  order: TPaymentOrderResponse;
  onSuccess: (fields: ProviderPaymentFields) => void;
  /** The reason the provider gives for a failed payment. */
  onFailure: (reason: string) => void;
  /** The person closed the modal without paying. */
  onDismiss: () => void;
}

const FALLBACK_FAILURE_REASON = 'The payment failed. No money was taken; please try again.';

/**
 * Opens the checkout modal for a server-created order. Throws
 * '{provider} script not loaded!' when the script's constructor is missing.
 */
export function openCheckout(
  { order, onSuccess, onFailure, onDismiss }: OpenCheckoutInput,
  Checkout: RazorpayConstructor | undefined = typeof window === 'undefined' ? undefined : window.Razorpay,
): RazorpayCheckout {
  if (!Checkout) throw new Error(MESSAGES.scriptNotLoaded(CHECKOUT_PROVIDER_NAME));
  const checkout = new Checkout({
    key: order.key,
    amount: order.order.amount,
    currency: order.order.currency,
    name: order.merchantName,
    description: order.description,
    order_id: order.order.id,
    prefill: {
      ...(order.prefill.contact ? { contact: order.prefill.contact } : {}),
      ...(order.prefill.email ? { email: order.prefill.email } : {}),
    },
    theme: { color: PAYMENT_THEME_COLOR },
    handler: (response) =>
      onSuccess({
        razorpayPaymentId: response.razorpay_payment_id,
        razorpayOrderId: response.razorpay_order_id,
        razorpaySignature: response.razorpay_signature,
      }),
    modal: { ondismiss: onDismiss },
  });
  checkout.on('payment.failed', (response) => {
    const error = response.error;
    onFailure(error?.description || error?.reason || FALLBACK_FAILURE_REASON);
  });
  checkout.open();
  return checkout;
}
