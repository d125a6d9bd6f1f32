import { describe, expect, it } from 'vitest';
import {
  currentPlanOf,
  type OfferedPlan,
  PLAN_OFFER_MESSAGES,
  type PlanStanding,
  planCarouselStart,
  planOffer,
  planOfferRefusal,
  planStanding,
  RENEWAL_MESSAGES,
  renewalNotice,
  renewalOpensOn,
} from './plan-offer';

// Local time, as the business-state rules count days; noon keeps a DST hour from moving a day.
const NOW = new Date(2026, 5, 15, 12, 0, 0);
const inDays = (days: number, hour = 9) => new Date(2026, 5, 15 + days, hour, 0, 0);

const STARTER: OfferedPlan = { subscriptionPlanId: 'starter', price: 49_900 };
const BUSINESS: OfferedPlan = { subscriptionPlanId: 'business', price: 149_900 };
const PREMIUM: OfferedPlan = { subscriptionPlanId: 'premium', price: 399_900 };
const PLANS = [STARTER, BUSINESS, PREMIUM];
const onBusiness = { planId: 'business', pricePaise: 149_900 };

describe('planStanding (the business state with a 15-day threshold)', () => {
  it.each<[string, number, Date | null, PlanStanding]>([
    ['never paid', 0, null, 'free'],
    ['paid, no expiry', 1, null, 'active'],
    ['paid, 200 days left', 1, inDays(200), 'active'],
    ['paid, 16 days left', 1, inDays(16), 'active'],
    ['paid, 15 days left (the threshold)', 1, inDays(15), 'expiring'],
    ['paid, 1 day left', 1, inDays(1), 'expiring'],
    ['paid, expires later today', 1, inDays(0, 23), 'expired'],
    ['paid, expired 3 days ago', 1, inDays(-3), 'expired'],
    ['unpaid after its payments were deleted, expiry past', 0, inDays(-3), 'expired'],
  ])('%s → %s', (_name, paymentStatus, expiry, standing) => {
    expect(planStanding({ paymentStatus, expiryDateForCustomer: expiry }, NOW)).toBe(standing);
  });

  it('takes ISO strings as the API sends them', () => {
    expect(planStanding({ paymentStatus: 1, expiryDateForCustomer: inDays(5).toISOString() }, NOW)).toBe('expiring');
  });

  it('a wider threshold (the server allows a day of grace) counts day 16 as expiring', () => {
    expect(planStanding({ paymentStatus: 1, expiryDateForCustomer: inDays(16) }, NOW, 16)).toBe('expiring');
  });
});

describe('currentPlanOf: the newest payment, priced as listed', () => {
  it('a listed plan takes its listed price', () => {
    expect(currentPlanOf({ planId: 'business', amount: 100 }, PLANS)).toEqual(onBusiness);
  });

  it('a custom or withdrawn plan keeps what was paid', () => {
    expect(currentPlanOf({ planId: 'CUSTOM_PLAN', amount: 250_000 }, PLANS)).toEqual({
      planId: 'CUSTOM_PLAN',
      pricePaise: 250_000,
    });
  });

  it('no payment: no current plan', () => {
    expect(currentPlanOf(null, PLANS)).toBeNull();
    expect(currentPlanOf(undefined, PLANS)).toBeNull();
  });
});

describe('planOffer: the button under each plan', () => {
  const labels = (current: Parameters<typeof planOffer>[1], standing: PlanStanding) =>
    PLANS.map((plan) => planOffer(plan, current, standing).label);

  it('free: every plan is an upgrade', () => {
    expect(labels(null, 'free')).toEqual(['Upgrade', 'Upgrade', 'Upgrade']);
  });

  it('on Business with time left: lower not available, Current, higher Upgrade', () => {
    expect(labels(onBusiness, 'active')).toEqual(['Not available', 'Current', 'Upgrade']);
  });

  it('on Business, expiring soon: the plan renews; a lower plan may be bought for the next period', () => {
    expect(labels(onBusiness, 'expiring')).toEqual(['Buy now', 'Renew', 'Upgrade']);
  });

  it('on Business, expired: the same', () => {
    expect(labels(onBusiness, 'expired')).toEqual(['Buy now', 'Renew', 'Upgrade']);
  });

  it('on a custom plan between Business and Premium', () => {
    const custom = { planId: 'CUSTOM_PLAN', pricePaise: 250_000 };
    expect(labels(custom, 'active')).toEqual(['Not available', 'Not available', 'Upgrade']);
    expect(labels(custom, 'expired')).toEqual(['Buy now', 'Buy now', 'Upgrade']);
  });

  it('another plan at the same price is not above it', () => {
    const twin = { subscriptionPlanId: 'business-2y', price: 149_900 };
    expect(planOffer(twin, onBusiness, 'active').kind).toBe('unavailable');
  });

  it('paid without a payment we know of: every plan may be bought', () => {
    expect(labels(null, 'active')).toEqual(['Buy now', 'Buy now', 'Buy now']);
  });

  it('only Current and Not available cannot be ordered; only Renew is a renewal', () => {
    const kinds = PLANS.flatMap((plan) =>
      (['free', 'active', 'expiring', 'expired'] as const).map((standing) => planOffer(plan, onBusiness, standing)),
    );
    for (const offer of kinds) {
      expect(offer.purchasable, offer.kind).toBe(offer.kind !== 'current' && offer.kind !== 'unavailable');
      expect(offer.renew, offer.kind).toBe(offer.kind === 'renew');
    }
  });

  it('the server refuses only Not available, in words (an early renewal only adds days)', () => {
    expect(planOfferRefusal(planOffer(BUSINESS, onBusiness, 'active'))).toBeNull();
    expect(planOfferRefusal(planOffer(STARTER, onBusiness, 'active'))).toBe(PLAN_OFFER_MESSAGES.lowerNotDue(15));
    expect(planOfferRefusal(planOffer(PREMIUM, onBusiness, 'active'))).toBeNull();
    expect(planOfferRefusal(planOffer(BUSINESS, onBusiness, 'expiring'))).toBeNull();
    expect(PLAN_OFFER_MESSAGES.lowerNotDue(15)).toBe(
      'This plan is not above the one you are on. You can switch to it in the last 15 days before your plan ends, or after.',
    );
  });
});

describe('planCarouselStart: where the phone carousel opens', () => {
  it('on the current plan', () => {
    expect(planCarouselStart(PLANS, onBusiness)).toBe(1);
  });

  it('a plan not listed: the next one up', () => {
    expect(planCarouselStart(PLANS, { planId: 'CUSTOM_PLAN', pricePaise: 200_000 })).toBe(2);
    expect(planCarouselStart(PLANS, { planId: 'old', pricePaise: 10_000 })).toBe(0);
  });

  it('above every listed plan: the dearest', () => {
    expect(planCarouselStart(PLANS, { planId: 'CUSTOM_PLAN', pricePaise: 900_000 })).toBe(2);
  });

  it('no plan known (free): the cheapest, wherever the list has it', () => {
    expect(planCarouselStart(PLANS, null)).toBe(0);
    expect(planCarouselStart([PREMIUM, STARTER, BUSINESS], null)).toBe(1);
  });

  it('the next one up is the cheapest above, in any order', () => {
    expect(planCarouselStart([PREMIUM, BUSINESS, STARTER], { planId: 'x', pricePaise: 60_000 })).toBe(1);
  });

  it('no plans: 0', () => {
    expect(planCarouselStart([], onBusiness)).toBe(0);
  });
});

describe('renewalNotice: the home and drawer banner', () => {
  it('expiring soon: the days left and the end', () => {
    const expiry = inDays(5);
    expect(renewalNotice({ paymentStatus: 1, expiryDateForCustomer: expiry }, NOW)).toEqual({
      kind: 'expiring',
      daysLeft: 5,
      endsOn: expiry.toISOString(),
    });
  });

  it('expired: the day it ended', () => {
    const expiry = inDays(-3).toISOString();
    expect(renewalNotice({ paymentStatus: 1, expiryDateForCustomer: expiry }, NOW)).toEqual({
      kind: 'expired',
      endedOn: expiry,
    });
  });

  it('free: the upgrade nudge', () => {
    expect(renewalNotice({ paymentStatus: 0, expiryDateForCustomer: null }, NOW)).toEqual({ kind: 'free' });
  });

  it('paid with more than 15 days left: nothing', () => {
    expect(renewalNotice({ paymentStatus: 1, expiryDateForCustomer: inDays(16) }, NOW)).toBeNull();
    expect(renewalNotice({ paymentStatus: 1, expiryDateForCustomer: null }, NOW)).toBeNull();
  });

  it('reads as the issue asks', () => {
    expect(RENEWAL_MESSAGES.expiring(5)).toBe('Your plan ends in 5 days');
    expect(RENEWAL_MESSAGES.expiring(1)).toBe('Your plan ends in 1 day');
    expect(RENEWAL_MESSAGES.expired('12 Jun 2026')).toBe('Your plan ended on 12 Jun 2026');
  });
});

describe('renewalOpensOn: the first day Renew shows', () => {
  it('15 days before the expiry day, from its start: expiring that day, active the day before', () => {
    const expiry = inDays(40, 18);
    const opens = renewalOpensOn(expiry);
    expect(opens).toEqual(new Date(2026, 5, 15 + 25, 0, 0, 0));
    const business = { paymentStatus: 1, expiryDateForCustomer: expiry };
    expect(planStanding(business, opens)).toBe('expiring');
    expect(planStanding(business, new Date(opens.getTime() + 12 * 3_600_000))).toBe('expiring');
    expect(planStanding(business, new Date(opens.getTime() - 1))).toBe('active');
  });
});
