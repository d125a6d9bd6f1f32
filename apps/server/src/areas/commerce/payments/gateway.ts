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

/** Razorpay's refund entity, as much as we use: rfnd_…, against a pay_…, in paise. */
export interface GatewayRefund {
  id: string;
  paymentId: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
}

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** The public key id checkout is opened with. */
  readonly keyId: string;
  readonly checkoutScriptUrl: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<GatewayOrder>;
  /** The payment as the gateway knows it; null when it does not know the id. */
  fetchPayment(paymentId: string): Promise<GatewayPayment | null>;
  /**
   * Refunds `amountPaise` of a captured payment (POST /v1/payments/{id}/refund). The gateway
   * refuses more than is left of the payment: that refusal is a 409 with the gateway's words.
   */
  refundPayment(input: {
    paymentId: string;
    amountPaise: number;
    notes: Record<string, string>;
  }): Promise<GatewayRefund>;
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

/** The gateway refused a refund (more than is left, a payment not captured): its reason, for the person who asked. */
export function refundRefused(description: string): AppError {
  return new AppError('CONFLICT', `The payment gateway refused the refund: ${description}`, 409);
}
