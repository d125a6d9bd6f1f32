// Plan limits where they bite (docs/product-rules.md#plan-limits): what a business may have now, read from
// the plan it is on, its paid/expired state, what it bought beyond the plan and the agency's
// products; and whether it may create one more of a thing. -1 is unlimited throughout.
import { type TAgencyConfiguration, tagPricePaise } from './agency';
import { isBusinessExpired, isBusinessPaid } from './business-state';
import { UNLIMITED } from './constants';
import { ENTITLEMENT_MESSAGES, type EntitlementKind, tagLimitMessage } from './entitlement-messages';

export { ENTITLEMENT_KINDS, ENTITLEMENT_MESSAGES, type EntitlementKind, tagLimitMessage } from './entitlement-messages';

import type { UpsellFeature } from './payments';
import { type TPlanLimits, tagsOfPlan, teamMembersOfPlan } from './plan-limits';
import { PRODUCT_PAYMENT_MESSAGES, singlePurchasePdfPlan } from './product-payments';
import { customerProducts } from './roles';

/** What every business has without a running plan: one digital card, nothing else. */
export const FREE_DIGITAL_CARDS = 1;

export interface EntitlementInput {
  /** The limits of the plan last paid for; null when never paid. */
  planLimits: TPlanLimits | null;
  paymentStatus: number;
  expiryDateForCustomer: Date | string | null;
  now: Date;
  /** Promotional videos bought beyond the plan (the purchases recorded now). */
  purchasedPromotionalVideos: number;
  /** PDF cards of the business paid by a single purchase: each one is a PDF card beyond the plan. */
  singlePurchasePdfCards: number;
  /** Physical tags bought beyond the plan (docs/product-rules.md#physical-tags); none when absent. */
  purchasedTags?: number;
  /** The agency's products: one it has turned off gives nothing. */
  configuration: TAgencyConfiguration;
}

export interface BusinessEntitlements {
  /** Paid, not expired and with a plan: the plan's limits apply. Otherwise the free allowance. */
  onPlan: boolean;
  digitalCards: number;
  pdfCards: number;
  promotionalVideos: number;
  greetingVideosPerDay: number;
  greetingImages: boolean;
  /** Team members on the card (docs/product-rules.md#staff-cards): none without a running plan. */
  teamMembers: number;
  /**
   * Physical tags the business may have tied to it (docs/product-rules.md#physical-tags): the
   * plan's while it runs plus those bought; unlimited when the agency does not charge for tags.
   */
  tags: number;
  /** The running plan's tags (0 without one), and the tags bought: the two parts of `tags`. */
  tagsIncluded: number;
  tagsBought: number;
}

const included = (on: boolean, limit: number) => (on ? limit : 0);
const plus = (limit: number, extra: number) => (limit === UNLIMITED ? UNLIMITED : limit + extra);
const atLeast = (limit: number, floor: number) => (limit === UNLIMITED ? UNLIMITED : Math.max(limit, floor));

/**
 * What the business may have now. The plan counts only while the business is paid and not
 * expired; the free allowance is a floor no plan lowers. Single purchases (PDF cards, promotional
 * videos) were paid on their own, so they count with or without a plan.
 */
export function businessEntitlements(input: EntitlementInput): BusinessEntitlements {
  const products = customerProducts(input.configuration);
  const onPlan =
    input.planLimits !== null && isBusinessPaid(input) && !isBusinessExpired(input.expiryDateForCustomer, input.now);
  const plan = onPlan ? input.planLimits : null;
  const tagsIncluded = plan ? tagsOfPlan(plan) : 0;
  const tagsBought = input.purchasedTags ?? 0;
  return {
    onPlan,
    digitalCards: atLeast(plan ? included(plan.digitalCardIncluded, plan.digitalCardLimit) : 0, FREE_DIGITAL_CARDS),
    pdfCards: products.pdfCard
      ? plus(plan ? included(plan.pdfCardIncluded, plan.pdfCardLimit) : 0, input.singlePurchasePdfCards)
      : 0,
    promotionalVideos: products.promotionalVideo
      ? plus(
          plan ? included(plan.promotionalVideoIncluded, plan.promotionalVideoLimit) : 0,
          input.purchasedPromotionalVideos,
        )
      : 0,
    greetingVideosPerDay:
      products.videoPosts && plan ? included(plan.greetingVideosIncluded, plan.greetingVideosLimit) : 0,
    greetingImages: Boolean(products.imagePosts && plan?.greetingImagesIncluded && plan.greetingImagesLimit !== 0),
    teamMembers: plan ? teamMembersOfPlan(plan, input.configuration.team) : 0,
    tags: tagPricePaise(input.configuration) === null ? UNLIMITED : tagsIncluded + tagsBought,
    tagsIncluded,
    tagsBought,
  };
}

/**
 * Why one more tag may not be tied to the business while `tied` are, or null when it may
 * (docs/product-rules.md#physical-tags): its plan's and bought tags are all in use.
 */
export function tagRefusal(entitlements: BusinessEntitlements, tied: number): string | null {
  if (entitlements.tags === UNLIMITED || tied < entitlements.tags) return null;
  return tagLimitMessage(entitlements.tagsIncluded, entitlements.tagsBought);
}

const ALLOWANCE: Record<EntitlementKind, 'digitalCards' | 'pdfCards' | 'promotionalVideos' | 'teamMembers'> = {
  digitalCard: 'digitalCards',
  pdfCard: 'pdfCards',
  promotionalVideo: 'promotionalVideos',
  teamMember: 'teamMembers',
};

export interface CreationRefusal {
  /** productDisabled: the agency does not sell it (400); the others: the business's state (409). */
  reason: 'productDisabled' | 'notIncluded' | 'limitReached' | 'awaitingPurchase';
  message: string;
}

/**
 * Whether the business may create one more `kind` while it has `used` of them; null when it may.
 * When the agency sells PDF single purchases, one PDF card beyond what is paid for may exist:
 * the card waiting for its single purchase (it has the sample watermark and no export).
 */
export function creationRefusal(
  kind: EntitlementKind,
  entitlements: BusinessEntitlements,
  used: number,
  configuration: EntitlementInput['configuration'],
): CreationRefusal | null {
  const products = customerProducts(configuration);
  if (kind === 'pdfCard' && !products.pdfCard) {
    return { reason: 'productDisabled', message: PRODUCT_PAYMENT_MESSAGES.pdfCardsDisabled };
  }
  if (kind === 'promotionalVideo' && !products.promotionalVideo) {
    return { reason: 'productDisabled', message: PRODUCT_PAYMENT_MESSAGES.promotionalVideosDisabled };
  }
  const allowed = entitlements[ALLOWANCE[kind]];
  if (allowed === UNLIMITED || used < allowed) return null;
  if (kind === 'pdfCard' && singlePurchasePdfPlan(configuration)) {
    return used === allowed
      ? null
      : { reason: 'awaitingPurchase', message: ENTITLEMENT_MESSAGES.pdfCardAwaitingPurchase };
  }
  if (allowed === 0) {
    const message = entitlements.onPlan ? ENTITLEMENT_MESSAGES.notIncluded(kind) : ENTITLEMENT_MESSAGES.needsPlan(kind);
    return { reason: 'notIncluded', message };
  }
  const message = entitlements.onPlan
    ? ENTITLEMENT_MESSAGES.limitReached(kind, allowed, used)
    : ENTITLEMENT_MESSAGES.freeLimitReached(kind, allowed, used);
  return { reason: 'limitReached', message };
}

// ---------------------------------------------------------------------------------------
// Upsell by feature (docs/product-rules.md#upsell-by-feature): from a locked feature, the plans
// that include it are sold first and the others are not sold at all.

/**
 * Whether a plan (as sold: sellablePlanLimits has already taken out what the agency does not
 * sell) includes the feature: included, and a limit that is not 0 (-1 is unlimited).
 */
export function planIncludesFeature(limits: TPlanLimits, feature: UpsellFeature): boolean {
  switch (feature) {
    case 'greetingImages':
      return limits.greetingImagesIncluded && limits.greetingImagesLimit !== 0;
    case 'greetingVideos':
      return limits.greetingVideosIncluded && limits.greetingVideosLimit !== 0;
    case 'pdfCard':
      return limits.pdfCardIncluded && limits.pdfCardLimit !== 0;
    case 'promotionalVideo':
      return limits.promotionalVideoIncluded && limits.promotionalVideoLimit !== 0;
  }
}

/** The plans in the order the upgrade screen shows them from a feature: those with it first, else as listed. */
export function plansForFeature<P extends TPlanLimits>(plans: readonly P[], feature: UpsellFeature | null): P[] {
  if (!feature) return [...plans];
  return [
    ...plans.filter((plan) => planIncludesFeature(plan, feature)),
    ...plans.filter((plan) => !planIncludesFeature(plan, feature)),
  ];
}

/** A plan bought from a feature's lock that does not include it (400; nothing is created). */
export const UPSELL_MESSAGES: Record<UpsellFeature, string> = {
  greetingImages: 'This plan does not include greeting images. Choose a plan that includes them.',
  greetingVideos: 'This plan does not include greeting videos. Choose a plan that includes them.',
  pdfCard: 'This plan does not include PDF ID cards. Choose a plan that includes them.',
  promotionalVideo: 'This plan does not include promotional videos. Choose a plan that includes them.',
};
