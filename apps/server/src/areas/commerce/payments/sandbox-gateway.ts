// The local sandbox: the same protocol as Razorpay with nothing leaving the server. Its
// orders are our payment_orders rows, its payments sandbox_payments rows (taken by the Pay /
// Fail buttons of the served checkout script), its signatures HMACs with SANDBOX_GATEWAY_SECRET.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { sandboxPayments } from '#db/schema';
import {
  type GatewayOrder,
  type GatewayPayment,
  gatewayId,
  hmacHex,
  hmacMatches,
  type PaymentGateway,
  paymentSignature,
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
