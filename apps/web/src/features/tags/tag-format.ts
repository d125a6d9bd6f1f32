// Words and shapes the tags pages show, kept pure so they are tested without a DOM
// (docs/product-rules.md#physical-tags): the code as printed, a tag's state, and which
// businesses a tag can be tied to.
import { type TBusiness, type TCard, type TTag, visibleTeam } from '@cardora/contract';
import type { TFunction } from 'i18next';

/** The code in two groups of five, as the printed sheet shows it: "ABCDE 12345". */
export function printedTagCode(code: string): string {
  return code.length === 10 ? `${code.slice(0, 5)} ${code.slice(5)}` : code;
}

export type TagState = 'unassigned' | 'assigned' | 'disabled';

/** Turned off wins over assigned: a tag that is off opens nothing, whoever holds it. */
export function tagState(tag: Pick<TTag, 'status' | 'businessId'>): TagState {
  if (tag.status === 'disabled') return 'disabled';
  return tag.businessId ? 'assigned' : 'unassigned';
}

/**
 * The status chip's words: "Not assigned", "Assigned to Sharma Sweets", "Assigned to Sharma
 * Sweets · Priya" (a team member's tag), "Turned off". `t` of the 'customer' area.
 */
export function tagStateLabel(
  tag: Pick<TTag, 'status' | 'businessId' | 'businessName'> & Partial<Pick<TTag, 'memberName'>>,
  t: TFunction,
): string {
  const state = tagState(tag);
  if (state !== 'assigned') return t(`tags.status.${state}`);
  const business = tag.businessName ?? '';
  return tag.memberName
    ? t('tags.status.assignedMember', { business, member: tag.memberName })
    : t('tags.status.assigned', { business });
}

/** The list's filter, as the server reads it (absent: every tag). */
export const TAG_FILTERS = ['all', 'unassigned', 'assigned', 'disabled'] as const;
export type TagFilter = (typeof TAG_FILTERS)[number];

export function tagFilterQuery(filter: TagFilter): { status?: Exclude<TagFilter, 'all'> } {
  return filter === 'all' ? {} : { status: filter };
}

/** A business in a picker: its card's address when it has one; without a card it cannot hold a tag. */
export interface TagBusinessOption {
  businessId: string;
  businessName: string;
  cardId: string | null;
}

export function tagBusinessOption(
  business: Pick<TBusiness, 'businessId' | 'businessName' | 'card'>,
): TagBusinessOption {
  return {
    businessId: business.businessId,
    businessName: business.businessName,
    cardId: business.card?.cardId ?? null,
  };
}

/** What a tag can be tied to: a business whose card has an address (docs/product-rules.md#physical-tags). */
export function canHoldTag(option: TagBusinessOption): boolean {
  return option.cardId !== null && option.cardId !== '';
}

/** The businesses a customer picks from: those with a card first, the active one first among them. */
export function claimChoices(businesses: readonly TagBusinessOption[], activeBusinessId: string | null | undefined) {
  const rank = (option: TagBusinessOption) =>
    (canHoldTag(option) ? 0 : 2) + (option.businessId === activeBusinessId ? 0 : 1);
  return [...businesses].sort((a, b) => rank(a) - rank(b));
}

/** A team member a tag can open (docs/product-rules.md#staff-cards). */
export interface TagMemberOption {
  memberId: string;
  name: string;
}

/** The members of a business's card a tag can open: the visible ones, in the card's order (none without a card). */
export function tagMemberOptions(card: Pick<TCard, 'sections'> | null | undefined): TagMemberOption[] {
  if (!card) return [];
  return visibleTeam(card).map((member) => ({ memberId: member.memberId, name: member.name }));
}
