import { planOffer } from '@cardora/contract';
import { describe, expect, test } from 'vitest';
import { currentPlanBadge, planOfferNote } from './plan-offer-copy';

const STARTER = { subscriptionPlanId: 'starter', price: 49_900 };
const BUSINESS = { subscriptionPlanId: 'business', price: 149_900 };
const PREMIUM = { subscriptionPlanId: 'premium', price: 399_900 };
const onBusiness = { planId: 'business', pricePaise: 149_900 };

describe('planOfferNote', () => {
  test('Current says when it can be renewed', () => {
    expect(planOfferNote(planOffer(BUSINESS, onBusiness, 'active'), '7 Nov 2027')).toBe(
      'You can renew it from 7 Nov 2027.',
    );
  });

  test('Not available says why and from when', () => {
    expect(planOfferNote(planOffer(STARTER, onBusiness, 'active'), '7 Nov 2027')).toBe(
      'Below your current plan. You can switch to it from 7 Nov 2027.',
    );
    expect(planOfferNote(planOffer(STARTER, onBusiness, 'active'), null)).toBe('Below your current plan.');
  });

  test('a plan that can be bought needs no note', () => {
    expect(planOfferNote(planOffer(PREMIUM, onBusiness, 'active'), '7 Nov 2027')).toBeNull();
    expect(planOfferNote(planOffer(BUSINESS, onBusiness, 'expiring'), '7 Nov 2027')).toBeNull();
    expect(planOfferNote(planOffer(BUSINESS, onBusiness, 'active'), null)).toBeNull();
  });
});

describe('currentPlanBadge', () => {
  test('by standing', () => {
    expect(currentPlanBadge('active')).toBe('Current plan');
    expect(currentPlanBadge('expiring')).toBe('Your plan');
    expect(currentPlanBadge('expired')).toBe('Your last plan');
  });
});
