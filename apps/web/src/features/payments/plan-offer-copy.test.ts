import { PLAN_OFFER_LABELS, type PlanOfferKind, planOffer } from '@cardora/contract';
import { describe, expect, test } from 'vitest';
import { testT } from '#i18n/test-i18n';
import { currentPlanBadge, planOfferLabel, planOfferNote } from './plan-offer-copy';

const t = testT('en', 'plans');
const hi = testT('hi', 'plans');

const STARTER = { subscriptionPlanId: 'starter', price: 49_900 };
const BUSINESS = { subscriptionPlanId: 'business', price: 149_900 };
const PREMIUM = { subscriptionPlanId: 'premium', price: 399_900 };
const onBusiness = { planId: 'business', pricePaise: 149_900 };

describe('planOfferNote', () => {
  test('Current says when it can be renewed', () => {
    expect(planOfferNote(planOffer(BUSINESS, onBusiness, 'active'), '7 Nov 2027', t)).toBe(
      'You can renew it from 7 Nov 2027.',
    );
    expect(planOfferNote(planOffer(BUSINESS, onBusiness, 'active'), '7 नव॰ 2027', hi)).toBe(
      'आप इसे 7 नव॰ 2027 से रिन्यू कर सकते हैं।',
    );
  });

  test('Not available says why and from when', () => {
    expect(planOfferNote(planOffer(STARTER, onBusiness, 'active'), '7 Nov 2027', t)).toBe(
      'Below your current plan. You can switch to it from 7 Nov 2027.',
    );
    expect(planOfferNote(planOffer(STARTER, onBusiness, 'active'), null, t)).toBe('Below your current plan.');
  });

  test('a plan that can be bought needs no note', () => {
    expect(planOfferNote(planOffer(PREMIUM, onBusiness, 'active'), '7 Nov 2027', t)).toBeNull();
    expect(planOfferNote(planOffer(BUSINESS, onBusiness, 'expiring'), '7 Nov 2027', t)).toBeNull();
    expect(planOfferNote(planOffer(BUSINESS, onBusiness, 'active'), null, t)).toBeNull();
  });
});

describe('currentPlanBadge', () => {
  test('by standing', () => {
    expect(currentPlanBadge('active', t)).toBe('Current plan');
    expect(currentPlanBadge('expiring', t)).toBe('Your plan');
    expect(currentPlanBadge('expired', t)).toBe('Your last plan');
  });
});

describe('planOfferLabel', () => {
  test("English is the contract's button words (Buy now)", () => {
    for (const kind of Object.keys(PLAN_OFFER_LABELS) as PlanOfferKind[]) {
      expect(planOfferLabel(kind, t)).toBe(PLAN_OFFER_LABELS[kind]);
    }
    expect(planOfferLabel('buy', hi)).toBe('अभी खरीदें');
  });
});
