// The local sandbox: the same protocol as Razorpay with nothing leaving the server. Its
// orders are our payment_orders rows, its payments sandbox_payments rows (taken by the Pay /
// Fail buttons of the served checkout script), its signatures HMACs with SANDBOX_GATEWAY_SECRET.
import { and, eq, sum } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { sandboxPayments, sandboxRefunds } from '#db/schema';
import {
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  gatewayId,
  hmacHex,
  hmacMatches,
  type PaymentGateway,
  paymentSignature,
  refundRefused,
} from './gateway';

export const SANDBOX_CHECKOUT_PATH = '/sandbox-gateway/checkout.js';

/** The key id checkout is opened with: public, one per agency. */
export function sandboxKeyId(agencySlug: string): string {
  return `rzp_test_sandbox_${agencySlug}`;
}

/** The sandbox signs webhooks with a secret of its own, derived from its key secret. */
export function sandboxWebhookSecret(sandboxSecret: string): string {
  return hmacHex(sandboxSecret, 'sandbox-webhook-secret');
}

export class SandboxGateway implements PaymentGateway {
  readonly provider = 'sandbox' as const;
  readonly checkoutScriptUrl = SANDBOX_CHECKOUT_PATH;
  readonly keyId: string;

  constructor(
    private readonly db: DbOrTx,
    private readonly agency: { id: string; slug: string },
    private readonly secret: string,
  ) {
    this.keyId = sandboxKeyId(agency.slug);
  }

  /** The order id only: the service stores the order in payment_orders, which is where sandbox orders live. */
  async createOrder(input: { amountPaise: number }): Promise<GatewayOrder> {
    return { id: gatewayId('order'), amount: input.amountPaise, currency: 'INR' };
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment | null> {
    const [row] = await this.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.agencyId, this.agency.id), eq(sandboxPayments.id, paymentId)))
      .limit(1);
    if (!row) return null;
    return { id: row.id, orderId: row.providerOrderId, status: row.status, amount: row.amountPaise };
  }

  /**
   * Like Razorpay: only a captured payment of this agency, and never more than is left of it
   * (the same words Razorpay answers with). Processed at once; the webhook follows.
   */
  async refundPayment(input: {
    paymentId: string;
    amountPaise: number;
    notes: Record<string, string>;
  }): Promise<GatewayRefund> {
    const payment = await this.fetchPayment(input.paymentId);
    if (!payment) throw refundRefused('The id provided does not exist');
    if (payment.status !== 'captured') throw refundRefused('The payment has not been captured.');
    const [refunded] = await this.db
      .select({ total: sum(sandboxRefunds.amountPaise).mapWith(Number) })
      .from(sandboxRefunds)
      .where(and(eq(sandboxRefunds.paymentId, payment.id), eq(sandboxRefunds.status, 'processed')));
    const left = payment.amount - (refunded?.total ?? 0);
    if (left <= 0) throw refundRefused('The payment has been fully refunded already.');
    if (input.amountPaise > left) {
      throw refundRefused('The refund amount provided is greater than amount captured.');
    }
    const id = gatewayId('rfnd');
    await this.db.insert(sandboxRefunds).values({
      id,
      agencyId: this.agency.id,
      paymentId: payment.id,
      amountPaise: input.amountPaise,
      status: 'processed',
      notes: input.notes,
    });
    return { id, paymentId: payment.id, amount: input.amountPaise, status: 'processed' };
  }

  sign(orderId: string, paymentId: string): string {
    return paymentSignature(this.secret, orderId, paymentId);
  }

  signWebhook(rawBody: Buffer | string): string {
    return hmacHex(sandboxWebhookSecret(this.secret), rawBody);
  }

  verifySignature(orderId: string, paymentId: string, signature: string): boolean {
    return hmacMatches(this.sign(orderId, paymentId), signature);
  }

  verifyWebhook(rawBody: Buffer | string, signature: string): boolean {
    return hmacMatches(this.signWebhook(rawBody), signature);
  }
}
