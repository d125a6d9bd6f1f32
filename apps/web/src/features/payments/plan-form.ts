// The plan form of /plans-pricing-management: the contract's save body, with the price typed
// in rupees (the API takes paise).
import {
  type TSaveSubscriptionPlanBody,
  type TSubscriptionPlan,
  UNLIMITED,
  ZCustomPlanForm,
  ZSaveSubscriptionPlanBody,
} from '@cardora/contract';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';

const LIMIT_KEYS = [
  ['digitalCardIncluded', 'digitalCardLimit'],
  ['greetingImagesIncluded', 'greetingImagesLimit'],
  ['greetingVideosIncluded', 'greetingVideosLimit'],
  ['pdfCardIncluded', 'pdfCardLimit'],
  ['promotionalVideoIncluded', 'promotionalVideoLimit'],
] as const;

export const ZPlanForm = ZSaveSubscriptionPlanBody.omit({ subscriptionPlanId: true, price: true })
  .extend({ priceRupees: ZCustomPlanForm.shape.priceRupees })
  .superRefine((form, ctx) => {
    // An included product with a limit of 0 would sell nothing.
    for (const [included, limit] of LIMIT_KEYS) {
      if (form[included] && form[limit] === 0) {
        ctx.addIssue({ code: 'custom', path: [limit], message: 'At least 1, or tick Unlimited.' });
      }
    }
  });
export type PlanFormInput = z.input<typeof ZPlanForm>;
export type PlanForm = z.output<typeof ZPlanForm>;

/** A new plan: one digital card for a year; the price is for the admin to fill. */
export const EMPTY_PLAN_FORM: DefaultValues<PlanFormInput> = {
  name: '',
  priceRupees: undefined,
  validity: 1,
  digitalCardIncluded: true,
  digitalCardLimit: 1,
  greetingImagesIncluded: false,
  greetingImagesLimit: UNLIMITED,
  greetingVideosIncluded: false,
  greetingVideosLimit: 3,
  pdfCardIncluded: false,
  pdfCardLimit: 1,
  promotionalVideoIncluded: false,
  promotionalVideoLimit: 1,
  // Empty: the agency's setting (docs/product-rules.md#staff-cards).
  teamMembersLimit: null,
  // Empty: the plan gives no physical tags (docs/product-rules.md#physical-tags).
  tagsIncluded: null,
  frameVisibility: { hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false },
};

export function planFormOf(plan: TSubscriptionPlan): PlanFormInput {
  return {
    name: plan.name,
    priceRupees: plan.price / 100,
    validity: plan.validity,
    digitalCardIncluded: plan.digitalCardIncluded,
    digitalCardLimit: plan.digitalCardLimit,
    greetingImagesIncluded: plan.greetingImagesIncluded,
    greetingImagesLimit: plan.greetingImagesLimit,
    greetingVideosIncluded: plan.greetingVideosIncluded,
    greetingVideosLimit: plan.greetingVideosLimit,
    pdfCardIncluded: plan.pdfCardIncluded,
    pdfCardLimit: plan.pdfCardLimit,
    promotionalVideoIncluded: plan.promotionalVideoIncluded,
    promotionalVideoLimit: plan.promotionalVideoLimit,
    teamMembersLimit: plan.teamMembersLimit ?? null,
    tagsIncluded: plan.tagsIncluded ?? null,
    frameVisibility: { ...plan.frameVisibility },
  };
}

/** The save body: paise, and a product left out has limit 0 (products are included/limit pairs). */
export function planBodyOf(form: PlanForm, subscriptionPlanId?: string): TSaveSubscriptionPlanBody {
  const { priceRupees, ...rest } = form;
  const limit = (included: boolean, value: number) => (included ? value : 0);
  return {
    ...(subscriptionPlanId ? { subscriptionPlanId } : {}),
    ...rest,
    price: Math.round(priceRupees * 100),
    digitalCardLimit: limit(rest.digitalCardIncluded, rest.digitalCardLimit),
    greetingImagesLimit: limit(rest.greetingImagesIncluded, rest.greetingImagesLimit),
    greetingVideosLimit: limit(rest.greetingVideosIncluded, rest.greetingVideosLimit),
    pdfCardLimit: limit(rest.pdfCardIncluded, rest.pdfCardLimit),
    promotionalVideoLimit: limit(rest.promotionalVideoIncluded, rest.promotionalVideoLimit),
    // A field left empty is sent as null: the plan takes the agency's setting (docs/product-rules.md#staff-cards).
    teamMembersLimit: rest.teamMembersLimit ?? null,
    // Tags open the digital card: none on a plan without one (docs/product-rules.md#physical-tags).
    tagsIncluded: rest.digitalCardIncluded ? (rest.tagsIncluded ?? null) : null,
    // Frames only matter with greeting images; without them nothing is hidden.
    frameVisibility: rest.greetingImagesIncluded
      ? rest.frameVisibility
      : { hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false },
  };
}

/** Server field names onto the form's (price is typed in rupees). */
export const PLAN_FIELD_MAP = {
  name: 'name',
  price: 'priceRupees',
  validity: 'validity',
  digitalCardLimit: 'digitalCardLimit',
  greetingImagesLimit: 'greetingImagesLimit',
  greetingVideosLimit: 'greetingVideosLimit',
  pdfCardLimit: 'pdfCardLimit',
  promotionalVideoLimit: 'promotionalVideoLimit',
  teamMembersLimit: 'teamMembersLimit',
  tagsIncluded: 'tagsIncluded',
} as const;
