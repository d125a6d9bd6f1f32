// Promotional videos bought beyond the plan: whether the customer is offered
// "Buy videos" where the plan refuses a new one, at what price, and the dialog's quantity.
import {
  canOpenUpgrade,
  PROMOTIONAL_VIDEO_MAX_QUANTITY,
  promotionalVideoPricePaise,
  type TAgencyConfiguration,
  type TBusiness,
} from '@cardora/contract';
import type { TFunction } from 'i18next';

export interface VideoPurchaseOffer {
  /** One video, in paise. */
  pricePaise: number;
  maxQuantity: number;
}

/**
 * The purchase is offered only where the server says a purchase or plan helps (the refusal's
 * upgradePath), the agency sells videos, and this customer may pay online for this business
 * (as the server's requireOnlinePaymentAllowed decides): otherwise null. Until the
 * business is known (madeBy null) nothing is offered, so no button appears only to be refused.
 */
export function videoPurchaseOffer(input: {
  configuration: Pick<TAgencyConfiguration, 'video' | 'onlinePayment'>;
  businessMadeBy: TBusiness['businessMadeBy'] | null;
  upgradePath: string | null | undefined;
}): VideoPurchaseOffer | null {
  const { configuration, businessMadeBy, upgradePath } = input;
  if (!upgradePath || !configuration.video.enableVideo || businessMadeBy === null) return null;
  const online = canOpenUpgrade({
    isAdmin: false,
    enablePaymentIntegration: configuration.onlinePayment.enablePaymentIntegration,
    businessMadeBy,
  });
  if (!online) return null;
  return { pricePaise: promotionalVideoPricePaise(configuration), maxQuantity: PROMOTIONAL_VIDEO_MAX_QUANTITY };
}

/** What the quantity field holds, as a quantity the server takes (1…max), or null. */
export function parseVideoQuantity(text: string, max = PROMOTIONAL_VIDEO_MAX_QUANTITY): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity >= 1 && quantity <= max ? quantity : null;
}

/** One step of the stepper, kept within 1…max (an unreadable field steps from 1). */
export function stepVideoQuantity(text: string, delta: 1 | -1, max = PROMOTIONAL_VIDEO_MAX_QUANTITY): number {
  const current = parseVideoQuantity(text, max) ?? 1;
  return Math.min(max, Math.max(1, current + delta));
}

/** "1 video", "4 videos" in the panel's language (`t` of the 'products' area). */
export const videosLabel = (quantity: number, t: TFunction) => t('videos.buy.videos', { count: quantity });
