// Plan limits the contract's tests start from (entitlements, products, payments), so each test
// names only what it changes.
import type { TPlanLimits } from './plan-limits';

/** Every product included: one card, unlimited greeting images, 3 greeting videos a day, 2 PDF cards, 5 videos. */
export const EVERY_PRODUCT: TPlanLimits = {
  digitalCardIncluded: true,
  digitalCardLimit: 1,
  greetingImagesIncluded: true,
  greetingImagesLimit: -1,
  greetingVideosIncluded: true,
  greetingVideosLimit: 3,
  pdfCardIncluded: true,
  pdfCardLimit: 2,
  promotionalVideoIncluded: true,
  promotionalVideoLimit: 5,
};

/** No product included, every limit 0 (the contract's own starting point). */
export { NOTHING_INCLUDED } from './plan-limits';
