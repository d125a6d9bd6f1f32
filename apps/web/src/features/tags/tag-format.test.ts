import { emptyCardSections, type TTag } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { testT } from '#i18n/test-i18n';
import {
  canHoldTag,
  claimChoices,
  printedTagCode,
  tagBusinessOption,
  tagFilterQuery,
  tagMemberOptions,
  tagState,
  tagStateLabel,
} from './tag-format';

const english = testT('en', 'customer');
const hindi = testT('hi', 'customer');

const tag = (over: Partial<TTag>): TTag => ({
  code: 'ABCDE12345',
  batchId: '6f1c2a9e-1111-4000-8000-000000000001',
  url: 'https://demo.cardora.in/t/ABCDE12345',
  status: 'active',
  businessId: null,
  businessName: null,
  cardId: null,
  memberId: null,
  memberName: null,
  assignedAt: null,
  scans: 0,
  lastScannedAt: null,
  ...over,
});

const assigned = { businessId: '6f1c2a9e-2222-4000-8000-000000000002', businessName: 'Sharma Sweets' };

describe('a tag as the panel shows it', () => {
  it('prints the code in two groups of five, as on the sheet', () => {
    expect(printedTagCode('ABCDE12345')).toBe('ABCDE 12345');
    expect(printedTagCode('SHORT')).toBe('SHORT');
  });

  it('is not assigned, assigned to a business, or turned off (whoever holds it)', () => {
    expect(tagState(tag({}))).toBe('unassigned');
    expect(tagState(tag(assigned))).toBe('assigned');
    expect(tagState(tag({ ...assigned, status: 'disabled' }))).toBe('disabled');
    expect(tagState(tag({ status: 'disabled' }))).toBe('disabled');
    expect(tagStateLabel(tag({}), english)).toBe('Not assigned');
    expect(tagStateLabel(tag(assigned), english)).toBe('Assigned to Sharma Sweets');
    expect(tagStateLabel(tag({ ...assigned, status: 'disabled' }), english)).toBe('Turned off');
    expect(tagStateLabel(tag(assigned), hindi)).toBe('Sharma Sweets को दिया');
  });

  it('asks the server for every tag, or those of one state', () => {
    expect(tagFilterQuery('all')).toEqual({});
    expect(tagFilterQuery('assigned')).toEqual({ status: 'assigned' });
    expect(tagFilterQuery('disabled')).toEqual({ status: 'disabled' });
  });
});

describe('the businesses a tag can be tied to', () => {
  const business = (businessId: string, cardId: string | null) =>
    tagBusinessOption({
      businessId,
      businessName: `Shop ${businessId}`,
      card: cardId === null ? null : { cardNo: 1, cardId, status: 'active', isDone: true },
    });

  it('only those whose card has an address', () => {
    expect(canHoldTag(business('a', 'sharma-sweets'))).toBe(true);
    expect(canHoldTag(business('b', null))).toBe(false);
    expect(canHoldTag(tagBusinessOption({ businessId: 'c', businessName: 'C', card: null }))).toBe(false);
  });

  it("puts the customer's active business with a card first, those without a card last", () => {
    const choices = claimChoices([business('a', null), business('b', 'b-card'), business('c', 'c-card')], 'c');
    expect(choices.map((choice) => choice.businessId)).toEqual(['c', 'b', 'a']);
    expect(claimChoices([business('a', null), business('b', 'b-card')], 'a').map((c) => c.businessId)).toEqual([
      'b',
      'a',
    ]);
  });
});

// docs/product-rules.md#staff-cards
describe("a tag that opens a team member's page", () => {
  it('names the member beside the business', () => {
    const held = tag({ ...assigned, memberId: 'm-1', memberName: 'Priya' });
    expect(tagStateLabel(held, english)).toBe('Assigned to Sharma Sweets · Priya');
    expect(tagStateLabel(held, hindi)).toBe('Sharma Sweets को दिया · Priya');
    expect(tagStateLabel(tag(assigned), english)).toBe('Assigned to Sharma Sweets');
    expect(tagStateLabel({ ...held, status: 'disabled' }, english)).toBe('Turned off');
  });

  it("offers the card's visible members, in its order; none without a card or a team", () => {
    const sections = emptyCardSections();
    const member = (memberId: string, name: string, hidden = false) => ({
      memberId,
      slug: memberId,
      name,
      designation: null,
      photoUrl: null,
      phoneNumber: null,
      whatsappNumber: null,
      email: null,
      links: [],
      hidden,
    });
    const card = {
      sections: {
        ...sections,
        team: { members: [member('ravi', 'Ravi'), member('old', 'Old hand', true), member('priya', 'Priya')] },
      },
    };
    expect(tagMemberOptions(card)).toEqual([
      { memberId: 'ravi', name: 'Ravi' },
      { memberId: 'priya', name: 'Priya' },
    ]);
    expect(tagMemberOptions({ sections })).toEqual([]);
    expect(tagMemberOptions(null)).toEqual([]);
  });
});
