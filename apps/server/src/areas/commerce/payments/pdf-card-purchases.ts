// PDF card single purchases: an order for one of the agency's
// PDF plans (the first is the single purchase) at that plan's price, the payment — gateway or, by
// staff, manual with the amount received — list and delete. A purchase makes the card paid, with
// one more export and no sample watermark. Who reaches a PDF card: the scope of its business.
import {
  findPdfCardPlan,
  isProductSellable,
  PRODUCT_PAYMENT_MESSAGES,
  type TPaymentOrderResponse,
  type TPdfCardPaymentResult,
  type TPdfCardPlan,
  type ZMakePdfCardPaymentBody,
  type ZPdfCardPaymentOrderBody,
} from '@cardora/contract';
import type { z } from 'zod';
import type { AgencyRow } from '#db/schema';
import { notFound } from '#lib/errors';
import type { Principal } from '#lib/principal';
import type { Services } from '#services';
import { requireReachablePdfCard } from '../entitlements/product-rows';
import {
  manualAmountFor,
  openGatewayOrder,
  PAYMENT_ERRORS,
  refused,
  requireOnlinePaymentAllowed,
} from './checkout-flow';
import type { PurchasesNow } from './product-purchase-record';
import { deleteProductPayment, listProductPayments, recordProductPurchase } from './product-purchases';

type OrderBody = z.output<typeof ZPdfCardPaymentOrderBody>;
type PaymentBody = z.output<typeof ZMakePdfCardPaymentBody>;

/** The selling rule (products.ts): a PDF card is not sold while the agency does not sell them (400). */
function requirePdfCardsEnabled(agency: AgencyRow): void {
  if (!isProductSellable('pdfCard', agency.configuration)) throw refused(PRODUCT_PAYMENT_MESSAGES.pdfCardsDisabled);
}

/** One of the agency's PDF plans that can be charged (at least ₹1, the gateway's minimum); else 404. */
function requirePdfPlan(agency: AgencyRow, planId: string): TPdfCardPlan {
  const plan = findPdfCardPlan(agency.configuration, planId);
  if (!plan || plan.price < 100) throw notFound(PAYMENT_ERRORS.planNotAvailable);
  return plan;
}

function pdfCardNow(now: PurchasesNow) {
  if (now.kind !== 'pdf-card') throw new Error('not a PDF card purchase');
  return { pdfCardNo: now.pdfCardNo, ...now.state };
}

export async function createPdfCardPaymentOrder(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  body: OrderBody,
): Promise<TPaymentOrderResponse> {
  const { pdfCard, business } = await requireReachablePdfCard(services.db, agency.id, principal, body.pdfCardNo);
  requirePdfCardsEnabled(agency);
  requireOnlinePaymentAllowed(agency, principal, business);
  const plan = requirePdfPlan(agency, body.planId);
  return openGatewayOrder(services, agency, principal, {
    business,
    purchase: { kind: 'pdf-card', planId: plan.id, pdfCardNo: pdfCard.pdfCardNo },
    amountPaise: plan.price,
    description: `PDF ID card for ${pdfCard.companyName}`,
  });
}

/**
 * POST /pdf-card/pdf-card-payment. A gateway payment is recorded whatever the agency's settings
 * are now (the money was taken against an order made when they allowed it); a manual one needs
 * the product on and one of its plans.
 */
export async function makePdfCardPayment(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  body: PaymentBody,
): Promise<TPdfCardPaymentResult> {
  const manualAmount = manualAmountFor(principal, body);
  const { pdfCard, business } = await requireReachablePdfCard(services.db, agency.id, principal, body.pdfCardNo);
  if (manualAmount !== null) {
    requirePdfCardsEnabled(agency);
    requirePdfPlan(agency, body.planId);
  }
  const outcome = await recordProductPurchase(
    services,
    agency,
    principal,
    { kind: 'pdf-card', business, pdfCardNo: pdfCard.pdfCardNo, planId: body.planId, quantity: 1 },
    { manualAmount, callback: body, mismatch: PAYMENT_ERRORS.pdfCardOrderMismatch },
  );
  return {
    planId: outcome.record.planId ?? body.planId,
    recordNo: outcome.record.recordNo,
    alreadyRecorded: outcome.alreadyRecorded,
    ...pdfCardNow(outcome.now),
  };
}

export async function listPdfCardPayments(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  businessId: string,
) {
  const { list } = await listProductPayments(services, agency, principal, businessId, 'pdf-card');
  return { list, total: list.length };
}

export async function deletePdfCardPayment(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  recordNo: number,
) {
  const now = await deleteProductPayment(services, agency, principal, 'pdf-card', recordNo);
  return { deleted: true as const, ...pdfCardNow(now) };
}
