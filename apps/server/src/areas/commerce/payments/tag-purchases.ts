// Physical NFC/QR tags beyond the plan (/tag-payment, docs/product-rules.md#physical-tags): a
// purchase buys `quantity` tags at the agency's price per tag (configuration.tags), sold only
// while the agency charges for tags. What a business has bought is the sum of its purchases
// recorded now, so deleting one is the recomputation; the entitlements add it to the plan's tags.
import {
  PRODUCT_PAYMENT_MESSAGES,
  type TPaymentOrderResponse,
  type TTagPaymentResult,
  tagPricePaise,
  type ZMakeTagPaymentBody,
  type ZTagPaymentOrderBody,
} from '@cardora/contract';
import type { z } from 'zod';
import { requireReachableBusiness } from '#cards';
import type { AgencyRow } from '#db/schema';
import type { Principal } from '#lib/principal';
import type { Services } from '#services';
import {
  manualAmountFor,
  openGatewayOrder,
  PAYMENT_ERRORS,
  refused,
  requireOnlinePaymentAllowed,
} from './checkout-flow';
import type { PurchasesNow } from './product-purchase-record';
import { deleteProductPayment, listProductPayments, recordProductPurchase } from './product-purchases';

type OrderBody = z.output<typeof ZTagPaymentOrderBody>;
type PaymentBody = z.output<typeof ZMakeTagPaymentBody>;

/** The agency's price per tag; an agency that gives tags free sells none (400). */
function requireTagPrice(agency: AgencyRow): number {
  const price = tagPricePaise(agency.configuration);
  if (price === null) throw refused(PRODUCT_PAYMENT_MESSAGES.tagsFree);
  return price;
}

function tagsNow(now: PurchasesNow) {
  if (now.kind !== 'tag') throw new Error('not a purchase of tags');
  return { businessId: now.businessId, purchasedTags: now.purchasedTags };
}

const tags = (quantity: number) => `${quantity} NFC/QR ${quantity === 1 ? 'tag' : 'tags'}`;

export async function createTagPaymentOrder(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  body: OrderBody,
): Promise<TPaymentOrderResponse> {
  const business = await requireReachableBusiness(services.db, agency.id, principal, body.businessId);
  const price = requireTagPrice(agency);
  requireOnlinePaymentAllowed(agency, principal, business);
  return openGatewayOrder(services, agency, principal, {
    business,
    purchase: { kind: 'tag', quantity: body.quantity },
    amountPaise: body.quantity * price,
    description: `${tags(body.quantity)} for ${business.businessName}`,
  });
}

/** POST /tag-payment: as for videos, a gateway payment is recorded whatever the price is now (it was paid). */
export async function makeTagPayment(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  body: PaymentBody,
): Promise<TTagPaymentResult> {
  const manualAmount = manualAmountFor(principal, body);
  const business = await requireReachableBusiness(services.db, agency.id, principal, body.businessId);
  if (manualAmount !== null) requireTagPrice(agency);
  const outcome = await recordProductPurchase(
    services,
    agency,
    principal,
    { kind: 'tag', business, pdfCardNo: null, planId: null, quantity: body.quantity },
    { manualAmount, callback: body, mismatch: PAYMENT_ERRORS.tagOrderMismatch },
  );
  return {
    recordNo: outcome.record.recordNo,
    quantity: outcome.record.quantity,
    alreadyRecorded: outcome.alreadyRecorded,
    ...tagsNow(outcome.now),
  };
}

export async function listTagPayments(services: Services, agency: AgencyRow, principal: Principal, businessId: string) {
  const { business, list } = await listProductPayments(services, agency, principal, businessId, 'tag');
  // Every purchase of the business is listed, so they add up to what it has bought.
  const purchased = list.reduce((sum, record) => sum + record.quantity, 0);
  return { businessId: business.id, purchasedTags: purchased, list, total: list.length };
}

export async function deleteTagPayment(services: Services, agency: AgencyRow, principal: Principal, recordNo: number) {
  const now = await deleteProductPayment(services, agency, principal, 'tag', recordNo);
  return { deleted: true as const, ...tagsNow(now) };
}
