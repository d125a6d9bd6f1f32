// "Plans that read right": where a business stands with its plan (its business state), what
// each listed plan offers it, where the plans carousel opens, and the renewal notice of the
// customer home and drawer. The web labels the buttons and draws the notice from these; the
// server refuses a customer's order for a plan below theirs while it runs (planOfferRefusal).
import { daysLeft, isBusinessExpired, isBusinessExpiringSoon, isBusinessPaid } from './business-state';
import { DEFAULT_EXPIRING_SOON_DAYS } from './constants';

/**
 * free: not paid (and not expired); active: paid with more than the threshold's days left (or no
 * expiry); expiring: paid with 1 to threshold days left; expired: the
 * start of the expiry day is past, whatever paymentStatus says.
 */
export type PlanStanding = 'free' | 'active' | 'expiring' | 'expired';

export interface PlanStandingInput {
  paymentStatus: number;
  expiryDateForCustomer: Date | string | null;
}

export function planStanding(
  business: PlanStandingInput,
  now: Date = new Date(),
  thresholdDays: number = DEFAULT_EXPIRING_SOON_DAYS,
): PlanStanding {
  const expiry = business.expiryDateForCustomer;
  if (expiry && isBusinessExpired(expiry, now)) return 'expired';
  if (!isBusinessPaid(business)) return 'free';
  if (expiry && isBusinessExpiringSoon(expiry, now, thresholdDays)) return 'expiring';
  return 'active';
}

/** A listed plan as the rules need it: its id and price (paise). */
export interface OfferedPlan {
  subscriptionPlanId: string;
  price: number;
}

/**
 * The plan the business bought: the plan of its newest card payment (GET /card-payment lists them
 * newest first; the business's planLimits are that payment's), priced as the list prices it now,
 * or at what was paid when the list no longer has it (a custom plan, a withdrawn plan).
 */
export interface CurrentPlan {
  planId: string;
  pricePaise: number;
}

export function currentPlanOf(
  newestPayment: { planId: string; amount: number } | null | undefined,
  plans: readonly OfferedPlan[],
): CurrentPlan | null {
  if (!newestPayment) return null;
  const listed = plans.find((plan) => plan.subscriptionPlanId === newestPayment.planId);
  return { planId: newestPayment.planId, pricePaise: listed ? listed.price : newestPayment.amount };
}

/**
 * current: the plan it is on, more than the threshold's days left — nothing to buy.
 * renew: the plan it is on, expiring soon or expired — bought again, the days are added.
 * upgrade: a plan above the current one (any plan for a free business).
 * buy: another plan that is not above it, once the current one is expiring soon or has ended
 *   (or any plan when the business is paid on a plan we cannot tell).
 * unavailable: a plan not above the current one while it still has more than the threshold's
 *   days left: buying it would swap the better plan for it at once (a payment's limits apply
 *   from the day it is paid) for more money. Shown, not hidden, so the customer sees the whole
 *   price list and why.
 */
export type PlanOfferKind = 'current' | 'renew' | 'upgrade' | 'buy' | 'unavailable';

export const PLAN_OFFER_LABELS: Record<PlanOfferKind, string> = {
  current: 'Current',
  renew: 'Renew',
  upgrade: 'Upgrade',
  // Customers see 'Buy now'.
  buy: 'Buy now',
  unavailable: 'Not available',
};

export interface PlanOffer {
  kind: PlanOfferKind;
  label: string;
  /** A customer may order it now. */
  purchasable: boolean;
  /** The payment is a renewal of the plan it is on (the make-payment body's `renew`). */
  renew: boolean;
}

function offer(kind: PlanOfferKind): PlanOffer {
  return {
    kind,
    label: PLAN_OFFER_LABELS[kind],
    purchasable: kind !== 'current' && kind !== 'unavailable',
    renew: kind === 'renew',
  };
}

/** What one plan offers a business that stands where it does on the plan it bought. */
export function planOffer(plan: OfferedPlan, current: CurrentPlan | null, standing: PlanStanding): PlanOffer {
  if (standing === 'free') return offer('upgrade');
  if (!current) return offer('buy');
  if (plan.subscriptionPlanId === current.planId) return offer(standing === 'active' ? 'current' : 'renew');
  if (plan.price > current.pricePaise) return offer('upgrade');
  return offer(standing === 'active' ? 'unavailable' : 'buy');
}

/**
 * Which plan the carousel opens on: the current plan when the list has it; else the next one up
 * (the cheapest above what the business pays, or the dearest when none is above); a business with
 * no plan we know of (free, or paid without a payment record) opens on the cheapest.
 */
export function planCarouselStart(plans: readonly OfferedPlan[], current: CurrentPlan | null): number {
  if (plans.length === 0) return 0;
  const indexOf = (pick: (a: OfferedPlan, b: OfferedPlan) => boolean, among: readonly OfferedPlan[]) => {
    const best = among.reduce<OfferedPlan | null>((found, plan) => (found && !pick(plan, found) ? found : plan), null);
    return best ? plans.indexOf(best) : -1;
  };
  const cheaper = (a: OfferedPlan, b: OfferedPlan) => a.price < b.price;
  if (!current) return indexOf(cheaper, plans);
  const listed = plans.findIndex((plan) => plan.subscriptionPlanId === current.planId);
  if (listed >= 0) return listed;
  const above = plans.filter((plan) => plan.price > current.pricePaise);
  if (above.length > 0) return indexOf(cheaper, above);
  return indexOf((a, b) => a.price > b.price, plans);
}

/**
 * The first day a plan with time left shows Renew (and a lower plan Buy now): the threshold's days
 * before its expiry day, at the start of that day (local time, as business-state.ts counts days).
 */
export function renewalOpensOn(expiryDate: Date | string, thresholdDays: number = DEFAULT_EXPIRING_SOON_DAYS): Date {
  const day = new Date(expiryDate);
  day.setHours(0, 0, 0, 0);
  day.setDate(day.getDate() - thresholdDays);
  return day;
}

// ---------------------------------------------------------------------------------------
// The renewal notice (customer home and drawer).

export type RenewalNotice =
  | { kind: 'expiring'; daysLeft: number; endsOn: string }
  | { kind: 'expired'; endedOn: string }
  | { kind: 'free' };

/** Expiring soon or expired: renew; free: an upgrade nudge; paid with time left: nothing. */
export function renewalNotice(
  business: PlanStandingInput,
  now: Date = new Date(),
  thresholdDays: number = DEFAULT_EXPIRING_SOON_DAYS,
): RenewalNotice | null {
  const standing = planStanding(business, now, thresholdDays);
  const expiry = business.expiryDateForCustomer;
  const iso = (date: Date | string) => new Date(date).toISOString();
  if (standing === 'expired' && expiry) return { kind: 'expired', endedOn: iso(expiry) };
  if (standing === 'expiring' && expiry)
    return { kind: 'expiring', daysLeft: daysLeft(expiry, now), endsOn: iso(expiry) };
  if (standing === 'free') return { kind: 'free' };
  return null;
}

export const RENEWAL_MESSAGES = {
  expiring: (days: number) => `Your plan ends in ${days} ${days === 1 ? 'day' : 'days'}`,
  /** `date` as the panel writes dates ("12 Mar 2026"). */
  expired: (date: string) => `Your plan ended on ${date}`,
  expiringDetail: 'Renew now to keep your card and everything in your plan running without a break.',
  expiredDetail: 'Renew to bring back everything your plan included.',
  free: 'You are on the free plan',
  freeDetail: 'Upgrade to a plan to get more from your digital business card.',
  renew: 'Renew',
  upgrade: 'Upgrade',
} as const;

// ---------------------------------------------------------------------------------------
// The server's refusal. Only a lower plan is refused: it would take away what the customer paid
// for. Renewing the plan they are on early is harmless (the days are added to what is left), so the
// server takes it although the screen shows Current until the last days.

export const PLAN_OFFER_MESSAGES = {
  lowerNotDue: (days: number) =>
    `This plan is not above the one you are on. You can switch to it in the last ${days} days before your plan ends, or after.`,
} as const;

/** Why a customer may not order a plan so offered (null: they may). */
export function planOfferRefusal(
  planOffer: PlanOffer,
  thresholdDays: number = DEFAULT_EXPIRING_SOON_DAYS,
): string | null {
  return planOffer.kind === 'unavailable' ? PLAN_OFFER_MESSAGES.lowerNotDue(thresholdDays) : null;
}
