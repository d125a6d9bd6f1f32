// Physical NFC/QR tags beyond the plan (/tag-payment, docs/product-rules.md#physical-tags): bought
// by the piece at the agency's price per tag (configuration.tags), sold only while the agency
// charges for tags (counted-purchases.ts has the flow).
import { PRODUCT_PAYMENT_MESSAGES, tagPricePaise } from '@cardora/contract';
import { PAYMENT_ERRORS, refused } from './checkout-flow';
import { countedPurchases } from './counted-purchases';

export const tagPurchases = countedPurchases({
  kind: 'tag',
  unitPricePaise(agency) {
    // An agency that gives tags free sells none.
    const price = tagPricePaise(agency.configuration);
    if (price === null) throw refused(PRODUCT_PAYMENT_MESSAGES.tagsFree);
    return price;
  },
  describe: (quantity) => `${quantity} NFC/QR ${quantity === 1 ? 'tag' : 'tags'}`,
  totalField: 'purchasedTags',
  orderMismatch: PAYMENT_ERRORS.tagOrderMismatch,
});
