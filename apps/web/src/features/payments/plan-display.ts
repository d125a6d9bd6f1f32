// How a plan reads to a person: validity in years, and what it includes, with -1 as "Unlimited".
// Only the products the agency sells are listed (docs/product-rules.md#sell-only-what-works). Words come from
// the 'plans' area in the panel's language (a `t` is passed in).
import {
  PLAN_PRODUCT_KEYS,
  type PlanProduct,
  type SellableProducts,
  type TAgencyConfiguration,
  type TPlanLimits,
  tagsOfPlan,
  teamMembersOfPlan,
  UNLIMITED,
} from '@cardora/contract';
import type { TFunction } from 'i18next';

export type { PlanProduct };

export function validityLabel(years: number, t: TFunction): string {
  if (years === UNLIMITED) return t('plan.noExpiry');
  return t('plan.years', { count: years });
}

/** A line of a plan: one of its products, the team members its digital card may have, or its physical tags. */
export type PlanFeatureKey = PlanProduct | 'teamMembers' | 'tags';

export interface PlanFeature {
  product: PlanFeatureKey;
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
 * The team line (docs/product-rules.md#staff-cards): the plan's own number; else the agency's
 * setting when the plan's agency configuration is at hand; else "as your agency sets". None is
 * "Not included".
 */
function teamMembersFeature(
  limits: TPlanLimits,
  t: TFunction,
  agency: Pick<TAgencyConfiguration, 'team'> | undefined,
): PlanFeature {
  const own = limits.teamMembersLimit ?? null;
  const members = own === null && !agency ? null : (own ?? teamMembersOfPlan(limits, agency?.team));
  const value = members === null ? t('plan.teamByAgency') : members === UNLIMITED ? t('plan.unlimited') : `×${members}`;
  const included = members !== 0;
  return { product: 'teamMembers', label: t('plan.teamMembers'), included, value: included ? value : '' };
}

/**
 * The five products in a fixed order, each with what the plan gives — those the agency
 * sells: a switched-off product is not on the plan at all, not even as "Not included". With the
 * digital card, the team members it may have come after it. `agency`: the configuration of the
 * plan's agency, for a plan that leaves the team to the agency's setting.
 */
export function planFeatures(
  limits: TPlanLimits,
  t: TFunction,
  sold?: SellableProducts,
  agency?: Pick<TAgencyConfiguration, 'team'>,
): PlanFeature[] {
  const unlimited = t('plan.unlimited');
  const count = (limit: number) => (limit === UNLIMITED ? unlimited : String(limit));
  const feature = (product: PlanProduct, included: boolean, value: string): PlanFeature => ({
    product,
    label: t(`plan.products.${product}`),
    included,
    value: included ? value : '',
  });
  const withCard = limits.digitalCardIncluded && (!sold || sold.digitalCard);
  const team = withCard ? [teamMembersFeature(limits, t, agency)] : [];
  // Physical tags are a line only when the plan gives some (docs/product-rules.md#physical-tags).
  const tags = tagsOfPlan(limits);
  const tagLine: PlanFeature[] =
    withCard && tags > 0 ? [{ product: 'tags', label: t('plan.tags'), included: true, value: `×${tags}` }] : [];
  return [
    feature(
      'digitalCard',
      limits.digitalCardIncluded,
      limits.digitalCardLimit === UNLIMITED ? unlimited : `×${limits.digitalCardLimit}`,
    ),
    ...team,
    ...tagLine,
    feature('greetingImages', limits.greetingImagesIncluded, count(limits.greetingImagesLimit)),
    feature(
      'greetingVideos',
      limits.greetingVideosIncluded,
      limits.greetingVideosLimit === UNLIMITED ? unlimited : t('plan.perDay', { count: limits.greetingVideosLimit }),
    ),
    feature('pdfCard', limits.pdfCardIncluded, count(limits.pdfCardLimit)),
    feature('promotionalVideo', limits.promotionalVideoIncluded, count(limits.promotionalVideoLimit)),
  ].filter((f) => f.product === 'teamMembers' || f.product === 'tags' || !sold || sold[f.product]);
}

/** The plan products the agency sells, in the panel's order (the plan form's rows). */
export function soldPlanProducts(sold: SellableProducts | undefined): PlanProduct[] {
  return PLAN_PRODUCT_KEYS.filter((product) => !sold || sold[product]);
}
