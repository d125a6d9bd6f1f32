// How a plan reads to a person: validity in years, and what it includes, with -1 as "Unlimited".
// Only the products the agency sells are listed (README "Sell only what works").
import {
  PLAN_PRODUCT_KEYS,
  type PlanProduct,
  type SellableProducts,
  type TPlanLimits,
  UNLIMITED,
} from '@cardora/contract';

export type { PlanProduct };

export function validityLabel(years: number): string {
  if (years === UNLIMITED) return 'No expiry';
  return years === 1 ? '1 year' : `${years} years`;
}

export interface PlanFeature {
  product: PlanProduct;
  label: string;
  included: boolean;
  /** "×1", "Unlimited", "3 per day", "5"; empty when not included. */
  value: string;
}

function count(limit: number): string {
  return limit === UNLIMITED ? 'Unlimited' : String(limit);
}

export const PRODUCT_LABELS: Record<PlanProduct, string> = {
  digitalCard: 'Digital business card',
  greetingImages: 'Greeting images',
  greetingVideos: 'Greeting videos',
  pdfCard: 'PDF ID cards',
  promotionalVideo: 'Promotional videos',
};

/**
 * The five products of spec 3 in a fixed order, each with what the plan gives — those the agency
 * sells: a switched-off product is not on the plan at all, not even as "Not included".
 */
export function planFeatures(limits: TPlanLimits, sold?: SellableProducts): PlanFeature[] {
  const feature = (product: PlanProduct, included: boolean, value: string): PlanFeature => ({
    product,
    label: PRODUCT_LABELS[product],
    included,
    value: included ? value : '',
  });
  return [
    feature(
      'digitalCard',
      limits.digitalCardIncluded,
      limits.digitalCardLimit === UNLIMITED ? 'Unlimited' : `×${limits.digitalCardLimit}`,
    ),
    feature('greetingImages', limits.greetingImagesIncluded, count(limits.greetingImagesLimit)),
    feature(
      'greetingVideos',
      limits.greetingVideosIncluded,
      limits.greetingVideosLimit === UNLIMITED ? 'Unlimited' : `${limits.greetingVideosLimit} per day`,
    ),
    feature('pdfCard', limits.pdfCardIncluded, count(limits.pdfCardLimit)),
    feature('promotionalVideo', limits.promotionalVideoIncluded, count(limits.promotionalVideoLimit)),
  ].filter((f) => !sold || sold[f.product]);
}

/** The plan products the agency sells, in the panel's order (the plan form's rows). */
export function soldPlanProducts(sold: SellableProducts | undefined): PlanProduct[] {
  return PLAN_PRODUCT_KEYS.filter((product) => !sold || sold[product]);
}
