// What PDF card and promotional video payments share: recording a body (a gateway payment checked
// against an order for exactly this purchase, or a staff member's manual one), recording a paid
// order (the callback and the webhook), listing and deleting. pdf-card-purchases.ts and
// promotional-video-purchases.ts add what is their own: the product, its price, its reach.
import type { ProductPaymentKind, TProductPaymentRecord } from '@cardora/contract';
import { requireReachableBusiness } from '#cards';
import type { AgencyRow, BusinessRow, PaymentOrderRow } from '#db/schema';
import { notFound } from '#lib/errors';
import type { Principal } from '#lib/principal';
import type { Services } from '#services';
import { mailPaymentDocument } from '../documents/mail';
import {
  actorIds,
  type CheckoutCallback,
  confirmGatewayPayment,
  type ManualPaymentFacts,
  paidOrderFacts,
  requireMoneyAction,
} from './checkout-flow';
import {
  deleteProductPaymentRecord,
  type PurchasesNow,
  type RecordedProductPayment,
  recordProductPayment,
} from './product-purchase-record';
import { findProductRecordBusiness, listProductRecords } from './repo';

export { purchasedPromotionalVideos, purchasedTags } from './repo';

/** What a product payment buys: a PDF card's single purchase on a plan, or a number of videos. */
export interface ProductPurchase {
  kind: ProductPaymentKind;
  business: BusinessRow;
  pdfCardNo: number | null;
  planId: string | null;
  quantity: number;
}

function isOrderFor(order: PaymentOrderRow, purchase: ProductPurchase): boolean {
  return (
    order.kind === purchase.kind &&
    order.businessId === purchase.business.id &&
    order.pdfCardNo === purchase.pdfCardNo &&
    order.planId === purchase.planId &&
    (order.quantity ?? 1) === purchase.quantity
  );
}

/** Records a paid pdf-card or promotional-video order (the checkout callback and the webhook). */
export async function recordProductOrderPayment(
  services: Services,
  order: PaymentOrderRow,
  paymentId: string,
): Promise<RecordedProductPayment> {
  if (
    (order.kind !== 'pdf-card' && order.kind !== 'promotional-video' && order.kind !== 'tag') ||
    order.businessId === null
  ) {
    throw new Error(`order ${order.providerOrderId} is not a product order`);
  }
  const outcome = await recordProductPayment(
    services.db,
    {
      agencyId: order.agencyId,
      businessId: order.businessId,
      kind: order.kind,
      pdfCardNo: order.pdfCardNo,
      planId: order.planId,
      quantity: order.quantity ?? 1,
      ...paidOrderFacts(order, paymentId),
    },
    services.now(),
  );
  mailPaymentDocument(services, outcome.document);
  return outcome;
}

/**
 * Records `purchase`: with `manualAmount` (null for a gateway payment; manualAmountFor decided
 * it) as staff's manual payment, else the checkout callback, checked against an order for this
 * very purchase (`mismatch` otherwise) and with the gateway.
 */
export async function recordProductPurchase(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  purchase: ProductPurchase,
  payment: { manualAmount: number | null; callback: CheckoutCallback & ManualPaymentFacts; mismatch: string },
): Promise<RecordedProductPayment> {
  if (payment.manualAmount === null) {
    const { order, paymentId } = await confirmGatewayPayment(
      services,
      agency,
      payment.callback,
      (o) => isOrderFor(o, purchase),
      payment.mismatch,
    );
    return recordProductOrderPayment(services, order, paymentId);
  }
  const actor = actorIds(principal);
  const outcome = await recordProductPayment(
    services.db,
    {
      agencyId: agency.id,
      businessId: purchase.business.id,
      kind: purchase.kind,
      pdfCardNo: purchase.pdfCardNo,
      planId: purchase.planId,
      quantity: purchase.quantity,
      amountPaise: payment.manualAmount,
      provider: 'manual',
      providerPaymentId: null,
      providerOrderId: null,
      recordedByUserId: actor.userId,
      recordedByFranchiseeId: actor.franchiseeId,
      paymentMode: payment.callback.paymentMode ?? null,
      paymentReference: payment.callback.paymentReference ?? null,
    },
    services.now(),
  );
  mailPaymentDocument(services, outcome.document);
  return outcome;
}

/** A business's purchases of one kind, newest first (its owner and staff within reach). */
export async function listProductPayments(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  businessId: string,
  kind: ProductPaymentKind,
): Promise<{ business: BusinessRow; list: TProductPaymentRecord[] }> {
  const business = await requireReachableBusiness(services.db, agency.id, principal, businessId);
  return { business, list: await listProductRecords(services.db, agency.id, business.id, kind) };
}

/** Staff delete a purchase within their reach; what the rest decide is recomputed. */
export async function deleteProductPayment(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  kind: ProductPaymentKind,
  recordNo: number,
): Promise<PurchasesNow> {
  requireMoneyAction(principal, 'deletePayment');
  const businessId = await findProductRecordBusiness(services.db, agency.id, kind, recordNo);
  if (!businessId) throw notFound();
  const business = await requireReachableBusiness(services.db, agency.id, principal, businessId);
  return deleteProductPaymentRecord(
    services.db,
    agency.id,
    business.id,
    kind,
    recordNo,
    actorIds(principal),
    services.now(),
  );
}
