// Razorpay webhooks (payment.captured, order.paid): verified over the raw body with the
// agency's webhook secret, then recorded through the same exactly-once path as the checkout
// callback of the order's kind (plan, PDF card, promotional videos, agency bill), so a payment whose browser
// never came back is still recorded. The sandbox
// delivers its own payment.captured here a moment after each sandbox payment.
import type { PaymentProvider } from '@cardora/contract';
import { z } from 'zod';
import type { AgencyRow } from '#db/schema';
import { AppError } from '#lib/errors';
import type { Services } from '#services';
import { recordBillOrderPayment } from '../billing/bill-payments';
import { recordGatewayRefund } from '../documents/refund-record';
import type { GatewayRefund } from './gateway';
import { recordProductOrderPayment } from './product-purchases';
import { findOrder } from './repo';
import { SandboxGateway } from './sandbox-gateway';
import { recordOrderPayment } from './service';
import { agencyProvider, gatewayFor } from './settings';

export const WEBHOOK_ERRORS = {
  signatureInvalid: 'The webhook signature is not valid.',
  notAnEvent: 'The webhook body is not a Razorpay event.',
} as const;

const ZPaymentEntity = z.object({
  id: z.string().min(1),
  order_id: z.string().nullable().optional(),
  amount: z.number().int(),
  status: z.string(),
});

const ZRefundEntity = z.object({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  amount: z.number().int().positive(),
  status: z.enum(['pending', 'processed', 'failed']),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
});

const ZWebhookEvent = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: ZPaymentEntity }).optional(),
      refund: z.object({ entity: ZRefundEntity }).optional(),
    })
    .optional(),
});

/** A refund made in the gateway's dashboard says nothing of why; ours carry notes.reason. */
const DASHBOARD_REFUND_REASON = 'Refunded at the payment gateway';

function refundReason(notes: z.infer<typeof ZRefundEntity>['notes']): string {
  const reason = notes && !Array.isArray(notes) ? notes.reason : undefined;
  return typeof reason === 'string' && reason.trim() !== '' ? reason.slice(0, 200) : DASHBOARD_REFUND_REASON;
}

export interface WebhookResult {
  received: true;
  recorded: boolean;
}

function parseEvent(rawBody: Buffer): z.infer<typeof ZWebhookEvent> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError('VALIDATION_FAILED', WEBHOOK_ERRORS.notAnEvent, 400);
  }
  const parsed = ZWebhookEvent.safeParse(json);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', WEBHOOK_ERRORS.notAnEvent, 400);
  return parsed.data;
}

/**
 * Verifies and handles one webhook for `agency`. `provider` says whose secret signed it: the
 * agency's current gateway for HTTP deliveries, 'sandbox' for the sandbox's own.
 */
export async function handlePaymentWebhook(
  services: Services,
  agency: AgencyRow,
  rawBody: Buffer,
  signature: string | undefined,
  provider: PaymentProvider = agencyProvider(agency),
): Promise<WebhookResult> {
  const gateway = gatewayFor(services.config, services.db, agency, provider);
  if (!signature || !gateway.verifyWebhook(rawBody, signature)) {
    throw new AppError('VALIDATION_FAILED', WEBHOOK_ERRORS.signatureInvalid, 400);
  }
  const event = parseEvent(rawBody);
  const notRecorded: WebhookResult = { received: true, recorded: false };
  const refund = event.payload?.refund?.entity;
  if (event.event.startsWith('refund.') && refund) {
    // refund.created / refund.processed / refund.failed: recorded once, with its credit note.
    const recorded = await recordGatewayRefund(
      services,
      agency.id,
      { id: refund.id, paymentId: refund.payment_id, amount: refund.amount, status: refund.status },
      { reason: refundReason(refund.notes), actor: { userId: null, franchiseeId: null } },
    );
    return { received: true, recorded: recorded?.creditNote != null };
  }
  if (event.event !== 'payment.captured' && event.event !== 'order.paid') return notRecorded;
  const payment = event.payload?.payment?.entity;
  if (!payment?.order_id || payment.status !== 'captured') return notRecorded;
  const order = await findOrder(services.db, agency.id, payment.order_id);
  // Not ours, already paid, from the other gateway, or not the amount we asked for: nothing to record.
  if (!order || order.status === 'paid' || order.provider !== gateway.provider) return notRecorded;
  if (payment.amount !== order.amountPaise) return notRecorded;
  const outcome =
    order.kind === 'card'
      ? await recordOrderPayment(services, order, payment.id, false)
      : order.kind === 'agency-bill'
        ? await recordBillOrderPayment(services, order, payment.id)
        : await recordProductOrderPayment(services, order, payment.id);
  return { received: true, recorded: !outcome.alreadyRecorded };
}

/** A sandbox event in Razorpay's envelope: `entity` (a payment or a refund) under its name in the payload. */
function sandboxEvent(
  agency: Pick<AgencyRow, 'slug'>,
  event: string,
  name: 'payment' | 'refund',
  entity: (seconds: number) => Record<string, unknown>,
  at: Date,
): string {
  const seconds = Math.floor(at.getTime() / 1000);
  return JSON.stringify({
    entity: 'event',
    account_id: `acc_sandbox_${agency.slug}`,
    event,
    contains: name === 'refund' ? ['refund', 'payment'] : ['payment'],
    payload: { [name]: { entity: entity(seconds) } },
    created_at: seconds,
  });
}

/** The sandbox's payment.captured, in Razorpay's shape and signed with the sandbox webhook secret. */
export function sandboxCapturedEvent(
  agency: Pick<AgencyRow, 'slug'>,
  payment: { id: string; orderId: string; amountPaise: number },
  at: Date,
): string {
  return sandboxEvent(
    agency,
    'payment.captured',
    'payment',
    (seconds) => ({
      id: payment.id,
      entity: 'payment',
      amount: payment.amountPaise,
      currency: 'INR',
      status: 'captured',
      order_id: payment.orderId,
      method: 'card',
      captured: true,
      created_at: seconds,
    }),
    at,
  );
}

/** The sandbox's refund.processed, in Razorpay's shape. */
export function sandboxRefundEvent(
  agency: Pick<AgencyRow, 'slug'>,
  refund: GatewayRefund,
  reason: string,
  at: Date,
): string {
  return sandboxEvent(
    agency,
    'refund.processed',
    'refund',
    (seconds) => ({
      id: refund.id,
      entity: 'refund',
      amount: refund.amount,
      currency: 'INR',
      payment_id: refund.paymentId,
      notes: { reason },
      status: 'processed',
      speed_processed: 'normal',
      created_at: seconds,
    }),
    at,
  );
}

/** Delivers a sandbox payment's webhook through the same service function the HTTP webhook uses. */
export function deliverSandboxWebhook(services: Services, agency: AgencyRow, rawBody: string): Promise<WebhookResult> {
  const sandbox = new SandboxGateway(services.db, agency, services.config.payments.sandbox.secret);
  return handlePaymentWebhook(services, agency, Buffer.from(rawBody), sandbox.signWebhook(rawBody), 'sandbox');
}
