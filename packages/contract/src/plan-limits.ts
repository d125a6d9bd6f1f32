// What a plan includes and how much of it, and which greeting frames it hides: the plan's part that
// a business, the product rules and the entitlements all read, below all of them.
import { z } from 'zod';
import { DEFAULT_TEAM_MEMBERS_PER_CARD, UNLIMITED } from './constants';

/** A limit: a count of at least 0, or -1 for unlimited. */
export const ZPlanLimit = z
  .number({ error: 'Enter a number.' })
  .int('Enter a whole number.')
  .min(UNLIMITED, 'Use -1 for unlimited, or a count of 0 or more.')
  .max(100_000, 'That limit is too large.');

/** Physical tags a plan may include: a count, never unlimited (docs/product-rules.md#physical-tags). */
export const TAGS_INCLUDED_MAX = 1000;
export const ZTagsIncluded = z
  .number({ error: 'Enter a number.' })
  .int('Enter a whole number.')
  .min(0, 'Enter 0 or more tags.')
  .max(TAGS_INCLUDED_MAX, `A plan includes at most ${TAGS_INCLUDED_MAX} tags.`);

/** The five included/limit pairs of a plan. An excluded product has limit 0. */
export const ZPlanLimits = z.object({
  digitalCardIncluded: z.boolean(),
  digitalCardLimit: ZPlanLimit,
  greetingImagesIncluded: z.boolean(),
  greetingImagesLimit: ZPlanLimit,
  /** Greeting videos per day. */
  greetingVideosIncluded: z.boolean(),
  greetingVideosLimit: ZPlanLimit,
  pdfCardIncluded: z.boolean(),
  pdfCardLimit: ZPlanLimit,
  promotionalVideoIncluded: z.boolean(),
  promotionalVideoLimit: ZPlanLimit,
  /**
   * Team members on the business's card (docs/product-rules.md#staff-cards); null or absent (a
   * plan saved before it existed, a payment's copy of one) means the agency's setting.
   */
  teamMembersLimit: ZPlanLimit.nullable().optional(),
  /**
   * Physical NFC/QR tags the plan gives the business (docs/product-rules.md#physical-tags); null
   * or absent (a plan saved before it existed) means none. They count only when the agency
   * charges for tags.
   */
  tagsIncluded: ZTagsIncluded.nullable().optional(),
});
export type TPlanLimits = z.infer<typeof ZPlanLimits>;

/** A plan that includes no product: where a plan starts before it names what it sells. */
export const NOTHING_INCLUDED: TPlanLimits = {
  digitalCardIncluded: false,
  digitalCardLimit: 0,
  greetingImagesIncluded: false,
  greetingImagesLimit: 0,
  greetingVideosIncluded: false,
  greetingVideosLimit: 0,
  pdfCardIncluded: false,
  pdfCardLimit: 0,
  promotionalVideoIncluded: false,
  promotionalVideoLimit: 0,
};

export const ZFrameVisibility = z.object({
  hideRegularFrame: z.boolean(),
  hideProductFrame: z.boolean(),
  hidePoliticalFrame: z.boolean(),
});
export type TFrameVisibility = z.infer<typeof ZFrameVisibility>;

/** Team members a plan gives: its own number, else the agency's setting, else the product's default. */
export function teamMembersOfPlan(
  limits: Pick<TPlanLimits, 'teamMembersLimit'>,
  agencySetting: { membersPerCard: number } | undefined,
): number {
  return limits.teamMembersLimit ?? agencySetting?.membersPerCard ?? DEFAULT_TEAM_MEMBERS_PER_CARD;
}

/** Physical tags a plan gives: its number, none when it has none (docs/product-rules.md#physical-tags). */
export function tagsOfPlan(limits: Pick<TPlanLimits, 'tagsIncluded'>): number {
  return limits.tagsIncluded ?? 0;
}
