// Promotional videos beyond the plan (/video/user-video-payment): a purchase buys
// `quantity` videos at the agency's price per video (configuration.video.pricePerVideo, else
// DEFAULT_PROMOTIONAL_VIDEO_PRICE_PAISE). What a business has bought is the sum of its purchases
// recorded now, so deleting one is the recomputation; the entitlements add it to the plan's limit.
import {
  isProductSellable,
  PRODUCT_PAYMENT_MESSAGES,
  promotionalVideoPricePaise,
  type TPaymentOrderResponse,
  type TPromotionalVideoPaymentResult,
  type ZMakePromotionalVideoPaymentBody,
  type ZPromotionalVideoPaymentOrderBody,
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

type OrderBody = z.output<typeof ZPromotionalVideoPaymentOrderBody>;
type PaymentBody = z.output<typeof ZMakePromotionalVideoPaymentBody>;

/** The selling rule (products.ts): no videos are sold while the agency does not sell them (400). */
function requireVideosEnabled(agency: AgencyRow): void {
  if (!isProductSellable('promotionalVideo', agency.configuration))
    throw refused(PRODUCT_PAYMENT_MESSAGES.promotionalVideosDisabled);
}

function videosNow(now: PurchasesNow) {
  if (now.kind !== 'promotional-video') throw new Error('not a promotional video purchase');
  return { businessId: now.businessId, purchasedPromotionalVideos: now.purchasedPromotionalVideos };
}

const videos = (quantity: number) => `${quantity} promotional ${quantity === 1 ? 'video' : 'videos'}`;

export async function createPromotionalVideoPaymentOrder(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  body: OrderBody,
): Promise<TPaymentOrderResponse> {
  const business = await requireReachableBusiness(services.db, agency.id, principal, body.businessId);
  requireVideosEnabled(agency);
  requireOnlinePaymentAllowed(agency, principal, business);
  return openGatewayOrder(services, agency, principal, {
    business,
    purchase: { kind: 'promotional-video', quantity: body.quantity },
    amountPaise: body.quantity * promotionalVideoPricePaise(agency.configuration),
    description: `${videos(body.quantity)} for ${business.businessName}`,
  });
}

/** POST /video/user-video-payment: as for PDF cards, a gateway payment is recorded whatever the settings are now. */
export async function makePromotionalVideoPayment(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  body: PaymentBody,
): Promise<TPromotionalVideoPaymentResult> {
  const manualAmount = manualAmountFor(principal, body);
  const business = await requireReachableBusiness(services.db, agency.id, principal, body.businessId);
  if (manualAmount !== null) requireVideosEnabled(agency);
  const outcome = await recordProductPurchase(
    services,
    agency,
    principal,
    { kind: 'promotional-video', business, pdfCardNo: null, planId: null, quantity: body.quantity },
    { manualAmount, callback: body, mismatch: PAYMENT_ERRORS.videoOrderMismatch },
  );
  return {
    recordNo: outcome.record.recordNo,
    quantity: outcome.record.quantity,
    alreadyRecorded: outcome.alreadyRecorded,
    ...videosNow(outcome.now),
  };
}

export async function listPromotionalVideoPayments(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  businessId: string,
) {
  const { business, list } = await listProductPayments(services, agency, principal, businessId, 'promotional-video');
  // Every purchase of the business is listed, so they add up to what it has bought.
  const purchased = list.reduce((sum, record) => sum + record.quantity, 0);
  return { businessId: business.id, purchasedPromotionalVideos: purchased, list, total: list.length };
}

export async function deletePromotionalVideoPayment(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  recordNo: number,
) {
  const now = await deleteProductPayment(services, agency, principal, 'promotional-video', recordNo);
  return { deleted: true as const, ...videosNow(now) };
}
