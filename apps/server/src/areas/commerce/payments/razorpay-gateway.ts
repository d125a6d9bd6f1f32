// The real Razorpay API over fetch: POST /v1/orders and GET /v1/payments/{id} with basic
// auth (key id : key secret). The base URL comes from RAZORPAY_API_URL, so tests run it
// against a local fake that speaks Razorpay's JSON.
import { z } from 'zod';
import {
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  gatewayUnavailable,
  hmacHex,
  hmacMatches,
  type PaymentGateway,
  paymentSignature,
  refundRefused,
} from './gateway';

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

const ZRazorpayOrder = z.object({ id: z.string().min(1), amount: z.number().int(), currency: z.string() });
const ZRazorpayRefund = z.object({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  amount: z.number().int(),
  status: z.enum(['pending', 'processed', 'failed']),
});
const ZRazorpayError = z.object({ error: z.object({ description: z.string() }) });

const ZRazorpayPayment = z.object({
  id: z.string().min(1),
  order_id: z.string().nullable().optional(),
  status: z.string(),
  amount: z.number().int(),
});

export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  /** null: webhooks are not set up, so none verifies. */
  webhookSecret: string | null;
}

export class RazorpayGateway implements PaymentGateway {
  readonly provider = 'razorpay' as const;
  readonly checkoutScriptUrl = RAZORPAY_CHECKOUT_URL;
  readonly keyId: string;

  constructor(
    private readonly credentials: RazorpayCredentials,
    private readonly apiUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.keyId = credentials.keyId;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const auth = Buffer.from(`${this.credentials.keyId}:${this.credentials.keySecret}`).toString('base64');
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Basic ${auth}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw gatewayUnavailable();
    }
    const json: unknown = await response.json().catch(() => null);
    return { status: response.status, json };
  }

  async createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder> {
    const { status, json } = await this.call('POST', '/v1/orders', {
      amount: input.amountPaise,
      currency: 'INR',
      receipt: input.receipt,
      notes: input.notes,
    });
    const order = ZRazorpayOrder.safeParse(json);
    if (status !== 200 || !order.success) throw gatewayUnavailable();
    return order.data;
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment | null> {
    const { status, json } = await this.call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`);
    // Razorpay answers an unknown id with 400 BAD_REQUEST_ERROR ("The id provided does not exist").
    if (status === 400 || status === 404) return null;
    const payment = ZRazorpayPayment.safeParse(json);
    if (status !== 200 || !payment.success) throw gatewayUnavailable();
    const p = payment.data;
    return {
      id: p.id,
      orderId: p.order_id ?? null,
      status: p.status === 'captured' || p.status === 'authorized' ? p.status : 'failed',
      amount: p.amount,
    };
  }

  async refundPayment(input: {
    paymentId: string;
    amountPaise: number;
    notes: Record<string, string>;
  }): Promise<GatewayRefund> {
    const { status, json } = await this.call('POST', `/v1/payments/${encodeURIComponent(input.paymentId)}/refund`, {
      amount: input.amountPaise,
      notes: input.notes,
    });
    if (status === 400) {
      const refusal = ZRazorpayError.safeParse(json);
      if (refusal.success) throw refundRefused(refusal.data.error.description);
    }
    const refund = ZRazorpayRefund.safeParse(json);
    if (status !== 200 || !refund.success) throw gatewayUnavailable();
    return {
      id: refund.data.id,
      paymentId: refund.data.payment_id,
      amount: refund.data.amount,
      status: refund.data.status,
    };
  }

  verifySignature(orderId: string, paymentId: string, signature: string): boolean {
    return hmacMatches(paymentSignature(this.credentials.keySecret, orderId, paymentId), signature);
  }

  verifyWebhook(rawBody: Buffer | string, signature: string): boolean {
    if (!this.credentials.webhookSecret) return false;
    return hmacMatches(hmacHex(this.credentials.webhookSecret, rawBody), signature);
  }
}
