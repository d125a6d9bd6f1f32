// What a business may create and the refusals' words, apart from the rules that use them
// (entitlements.ts), so the panel's message translation (loaded on the sign-in pages too) takes
// these words without the payment schemas behind the rules.
/** The things a business creates that a plan counts. */
export const ENTITLEMENT_KINDS = ['digitalCard', 'pdfCard', 'promotionalVideo', 'teamMember'] as const;
export type EntitlementKind = (typeof ENTITLEMENT_KINDS)[number];

const NOUNS: Record<EntitlementKind, [one: string, many: string]> = {
  digitalCard: ['digital card', 'digital cards'],
  pdfCard: ['PDF ID card', 'PDF ID cards'],
  promotionalVideo: ['promotional video', 'promotional videos'],
  teamMember: ['team member', 'team members'],
};

const noun = (kind: EntitlementKind, count: number) => NOUNS[kind][count === 1 ? 0 : 1];

export const ENTITLEMENT_MESSAGES = {
  limitReached: (kind: EntitlementKind, allowed: number, used: number) =>
    kind === 'promotionalVideo'
      ? // Videos are also bought one by one: the allowance is the plan's and the purchases'.
        `This business may make ${allowed} ${noun(kind, allowed)} (with its plan and the videos bought); it has made ${used}. Buy more videos or upgrade the plan.`
      : `This business's plan allows ${allowed} ${noun(kind, allowed)}; it has ${used}. Upgrade the plan to add more.`,
  freeLimitReached: (kind: EntitlementKind, allowed: number, used: number) =>
    `Without an active plan this business may have ${allowed} ${noun(kind, allowed)}; it has ${used}. Buy a plan to add more.`,
  notIncluded: (kind: EntitlementKind) =>
    `This business's plan does not include ${NOUNS[kind][1]}. Upgrade the plan to add them.`,
  needsPlan: (kind: EntitlementKind) =>
    `This business has no active plan, and ${NOUNS[kind][1]} come with a plan. Buy a plan to add them.`,
  pdfCardAwaitingPurchase:
    'This business has a PDF ID card that is not paid for yet. Buy its single purchase, or upgrade the plan, to add more.',
} as const;

const tagsNoun = (count: number) => (count === 1 ? 'tag' : 'tags');

/**
 * Tying one more tag to a business that has all its plan and purchases give, when the agency
 * charges for tags (docs/product-rules.md#physical-tags): 409 with these words.
 */
export function tagLimitMessage(included: number, bought: number): string {
  const allowed = included + bought;
  // None at all (the usual first time): say what to do, not a sum of noughts.
  if (allowed === 0)
    return 'This business has no tags to use: its plan includes none and it has bought none. Buy tags or upgrade the plan.';
  return `This business's plan includes ${included} ${tagsNoun(included)} and it has bought ${bought}; it has ${allowed} ${tagsNoun(allowed)}. Buy more tags or upgrade the plan.`;
}
