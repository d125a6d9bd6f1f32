// The payment gateway as the services see it: Razorpay's protocol (orders, checkout,
// HMAC-SHA256 signatures of `order_id|payment_id`, signed webhooks), spoken by the real
// Razorpay API (razorpay-gateway.ts) and by our local sandbox (sandbox-gateway.ts).
import { createHmac, randomInt } from 'node:crypto';
import type { PaymentProvider } from '@cardora/contract';
import { safeEqualHex } from '#lib/crypto';
import { AppError } from '#lib/errors';

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
}

export type GatewayPaymentStatus = 'captured' | 'authorized' | 'failed';

export interface GatewayPayment {
  id: string;
  orderId: string | null;
  /** Razorpay's other states (created, refunded) count as failed: not money we hold. */
  status: GatewayPaymentStatus;
  amount: number;
}

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** The public key id checkout is opened with. */
  readonly keyId: string;
  readonly checkoutScriptUrl: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /** The payment as the gateway knows it; null when it does not know the id. */
  fetchPayment(paymentId: string): Promise<GatewayPayment | null>;
  /** Checkout's `razorpay_signature`: HMAC-SHA256 hex of `${orderId}|${paymentId}` with the key secret. */
  verifySignature(orderId: string, paymentId: string, signature: string): boolean;
  /** `X-Razorpay-Signature`: HMAC-SHA256 hex of the raw body with the webhook secret. */
  verifyWebhook(rawBody: Buffer | string, signature: string): boolean;
}

export function hmacHex(secret: string, data: Buffer | string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

/** Constant-time check of a hex HMAC; anything that is not 64 hex digits fails. */
export function hmacMatches(expectedHex: string, given: string): boolean {
  return /^[0-9a-f]{64}$/.test(given) && safeEqualHex(expectedHex, given);
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `prefix_` + 14 random letters and digits: the shape of Razorpay's ids (order_…, pay_…). */
export function gatewayId(prefix: string, length = 14): string {
  let id = '';
  for (let i = 0; i < length; i++) id += ID_ALPHABET[randomInt(0, ID_ALPHABET.length)];
  return `${prefix}_${id}`;
}

/** The gateway could not be reached or refused the call: not the caller's fault, and not ours. */
export function gatewayUnavailable(): AppError {
  return new AppError('INTERNAL', 'The payment gateway could not be reached. Please try again in a moment.', 502);
}
