// How a plan reads to a person: validity in years, and what it includes, with -1 as "Unlimited".
import { type TPlanLimits, UNLIMITED } from '@cardora/contract';

export function validityLabel(years: number): string {
  if (years === UNLIMITED) return 'No expiry';
  return years === 1 ? '1 year' : `${years} years`;
}

export type PlanProduct = 'digitalCard' | 'greetingImages' | 'greetingVideos' | 'pdfCard' | 'promotionalVideo';

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

/** The five products of spec 3 in a fixed order, each with what the plan gives. */
export function planFeatures(limits: TPlanLimits): PlanFeature[] {
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
  ];
}
