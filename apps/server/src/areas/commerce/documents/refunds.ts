// Refunds staff ask for: checked here (a gateway payment, within reach, no more than is left),
// sent through the gateway's refund call, then recorded with its credit note (refund-record.ts).
// docs/product-rules.md#refunds
import { TAX_MESSAGES, type TRefundPaymentBody, type TRefundPaymentResult } from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import { requireReachableBusiness } from '#cards';
import { type AgencyRow, taxDocuments } from '#db/schema';
import { AppError, notFound } from '#lib/errors';
import type { Principal } from '#lib/principal';
import type { Services } from '#services';
import { actorIds, requireMoneyAction } from '../payments/checkout-flow';
import { gatewayFor } from '../payments/settings';
import { deliverSandboxWebhook, sandboxRefundEvent } from '../payments/webhook';
import { recordGatewayRefund } from './refund-record';
import { documentViews } from './service';

/** POST /payments/refund: staff who may delete payments, within their reach, refund through the gateway. */
export async function refundPayment(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  body: TRefundPaymentBody,
): Promise<TRefundPaymentResult> {
  requireMoneyAction(principal, 'deletePayment');
  const [document] = await services.db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.issuerAgencyId, agency.id), eq(taxDocuments.id, body.documentId)))
    .limit(1);
  if (!document || document.kind === 'credit-note' || document.businessId === null) {
    throw notFound(TAX_MESSAGES.documentNotFound);
  }
  await requireReachableBusiness(services.db, agency.id, principal, document.businessId);
  if (document.provider === 'manual' || document.providerPaymentId === null) {
    throw new AppError('VALIDATION_FAILED', TAX_MESSAGES.refundGatewayOnly, 400);
  }
  const [view] = await documentViews(services.db, [document]);
  const refundable = view?.refundablePaise ?? 0;
  if (refundable === 0) throw new AppError('CONFLICT', TAX_MESSAGES.refundNothingLeft, 409);
  if (body.amountPaise > refundable) {
    throw new AppError('VALIDATION_FAILED', TAX_MESSAGES.refundTooMuch(refundable), 400, {
      amountPaise: TAX_MESSAGES.refundTooMuch(refundable),
    });
  }
  const gateway = gatewayFor(services.config, services.db, agency, document.provider);
  const refund = await gateway.refundPayment({
    paymentId: document.providerPaymentId,
    amountPaise: body.amountPaise,
    notes: { reason: body.reason, document: document.number },
  });
  const recorded = await recordGatewayRefund(services, agency.id, refund, {
    reason: body.reason,
    actor: actorIds(principal),
  });
  if (!recorded?.creditNote) throw new Error(`refund ${refund.id} recorded without a credit note`);
  if (gateway.provider === 'sandbox') {
    // Like Razorpay, the sandbox also tells the webhook; it finds the refund recorded already.
    const event = sandboxRefundEvent(agency, refund, body.reason, services.now());
    services.sandboxWebhooks.schedule(async () => {
      await deliverSandboxWebhook(services, agency, event);
    });
  }
  const [creditNote] = await documentViews(services.db, [recorded.creditNote]);
  if (!creditNote) throw new Error('credit note view missing');
  return {
    refundId: refund.id,
    refundedPaise: refund.amount,
    refundablePaise: recorded.leftPaise,
    paymentEnded: recorded.paymentEnded,
    creditNote,
  };
}
