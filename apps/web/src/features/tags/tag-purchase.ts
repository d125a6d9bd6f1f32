// Physical tags bought beyond the plan (docs/product-rules.md#physical-tags): whether the customer
// is offered "Buy tags", at what price, whether a business has room for one more tag, and the
// dialog's quantity.
import {
  canOpenUpgrade,
  TAG_PURCHASE_MAX_QUANTITY,
  type TAgencyConfiguration,
  type TBusiness,
  type TBusinessEntitlementsView,
  tagPricePaise,
  UNLIMITED,
} from '@cardora/contract';

export interface TagPurchaseOffer {
  /** One tag, in paise. */
  pricePaise: number;
  maxQuantity: number;
}

/**
 * Offered only while the agency charges for tags and this customer may pay online for this
 * business (as the server's requireOnlinePaymentAllowed decides): otherwise null. Until the
 * business is known (madeBy null) nothing is offered, so no button appears only to be refused.
 */
export function tagPurchaseOffer(input: {
  configuration: Pick<TAgencyConfiguration, 'tags' | 'onlinePayment'>;
  businessMadeBy: TBusiness['businessMadeBy'] | null;
}): TagPurchaseOffer | null {
  const price = tagPricePaise(input.configuration);
  if (price === null || input.businessMadeBy === null) return null;
  const online = canOpenUpgrade({
    isAdmin: false,
    enablePaymentIntegration: input.configuration.onlinePayment.enablePaymentIntegration,
    businessMadeBy: input.businessMadeBy,
  });
  return online ? { pricePaise: price, maxQuantity: TAG_PURCHASE_MAX_QUANTITY } : null;
}

/** Whether the business has all the tags its plan and purchases give (the server refuses one more). */
export function tagsFull(view: Pick<TBusinessEntitlementsView, 'entitlements' | 'usage'> | undefined): boolean {
  if (!view) return false;
  const allowed = view.entitlements.tags;
  return allowed !== UNLIMITED && view.usage.tag >= allowed;
}

/** What the quantity field holds, as a quantity the server takes (1…max), or null. */
export function parseTagQuantity(text: string, max = TAG_PURCHASE_MAX_QUANTITY): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity >= 1 && quantity <= max ? quantity : null;
}

/** One step of the stepper, kept within 1…max (an unreadable field steps from 1). */
export function stepTagQuantity(text: string, delta: 1 | -1, max = TAG_PURCHASE_MAX_QUANTITY): number {
  const current = parseTagQuantity(text, max) ?? 1;
  return Math.min(max, Math.max(1, current + delta));
}
