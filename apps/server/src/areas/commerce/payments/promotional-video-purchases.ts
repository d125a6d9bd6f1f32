// Promotional videos beyond the plan (/video/user-video-payment): bought by the piece at the
// agency's price per video (configuration.video.pricePerVideo, else
// DEFAULT_PROMOTIONAL_VIDEO_PRICE_PAISE), while the agency sells them (counted-purchases.ts has the
// flow).
import { isProductSellable, PRODUCT_PAYMENT_MESSAGES, promotionalVideoPricePaise } from '@cardora/contract';
import { PAYMENT_ERRORS, refused } from './checkout-flow';
import { countedPurchases } from './counted-purchases';

export const promotionalVideoPurchases = countedPurchases({
  kind: 'promotional-video',
  unitPricePaise(agency) {
    // The selling rule (products.ts): no videos are sold while the agency does not sell them.
    if (!isProductSellable('promotionalVideo', agency.configuration))
      throw refused(PRODUCT_PAYMENT_MESSAGES.promotionalVideosDisabled);
    return promotionalVideoPricePaise(agency.configuration);
  },
  describe: (quantity) => `${quantity} promotional ${quantity === 1 ? 'video' : 'videos'}`,
  totalField: 'purchasedPromotionalVideos',
  orderMismatch: PAYMENT_ERRORS.videoOrderMismatch,
});
