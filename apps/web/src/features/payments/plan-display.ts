// How a plan reads to a person: validity in years, and what it includes, with -1 as "Unlimited".
// Only the products the agency sells are listed (docs/product-rules.md#sell-only-what-works). Words come from
// the 'plans' area in the panel's language (a `t` is passed in).
import {
  PLAN_PRODUCT_KEYS,
  type PlanProduct,
  type SellableProducts,
  type TPlanLimits,
  UNLIMITED,
} from '@cardora/contract';
import type { TFunction } from 'i18next';

export type { PlanProduct };

export function validityLabel(years: number, t: TFunction): string {
  if (years === UNLIMITED) return t('plan.noExpiry');
  return t('plan.years', { count: years });
}

export interface PlanFeature {
  product: PlanProduct;
  label: string;
  included: boolean;
  /** "×1", "Unlimited", "3 per day", "5"; empty when not included. */
  value: string;
}

/** The staff's plan form names the products in English (the admin area is not translated). */
export const PRODUCT_LABELS: Record<PlanProduct, string> = {
  digitalCard: 'Digital business card',
  greetingImages: 'Greeting images',
  greetingVideos: 'Greeting videos',
  pdfCard: 'PDF ID cards',
  promotionalVideo: 'Promotional videos',
};

/**
 * The five products in a fixed order, each with what the plan gives — those the agency
 * sells: a switched-off product is not on the plan at all, not even as "Not included".
 */
export function planFeatures(limits: TPlanLimits, t: TFunction, sold?: SellableProducts): PlanFeature[] {
  const unlimited = t('plan.unlimited');
  const count = (limit: number) => (limit === UNLIMITED ? unlimited : String(limit));
  const feature = (product: PlanProduct, included: boolean, value: string): PlanFeature => ({
    product,
    label: t(`plan.products.${product}`),
    included,
    value: included ? value : '',
  });
  return [
    feature(
      'digitalCard',
      limits.digitalCardIncluded,
      limits.digitalCardLimit === UNLIMITED ? unlimited : `×${limits.digitalCardLimit}`,
    ),
    feature('greetingImages', limits.greetingImagesIncluded, count(limits.greetingImagesLimit)),
    feature(
      'greetingVideos',
      limits.greetingVideosIncluded,
      limits.greetingVideosLimit === UNLIMITED ? unlimited : t('plan.perDay', { count: limits.greetingVideosLimit }),
    ),
    feature('pdfCard', limits.pdfCardIncluded, count(limits.pdfCardLimit)),
    feature('promotionalVideo', limits.promotionalVideoIncluded, count(limits.promotionalVideoLimit)),
  ].filter((f) => !sold || sold[f.product]);
}

/** The plan products the agency sells, in the panel's order (the plan form's rows). */
export function soldPlanProducts(sold: SellableProducts | undefined): PlanProduct[] {
  return PLAN_PRODUCT_KEYS.filter((product) => !sold || sold[product]);
}
