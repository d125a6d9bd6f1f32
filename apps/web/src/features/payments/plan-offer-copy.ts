// The line under a plan's button that cannot be pressed (issue 17 item 5): when it opens.
import type { PlanOffer, PlanStanding } from '@cardora/contract';

/**
 * Current: when it can be renewed; Not available: that it is below the plan the business is on
 * and from when it can be chosen. `renewFrom` is that day as the panel writes dates (null: the
 * plan has no expiry).
 */
export function planOfferNote(offer: PlanOffer, renewFrom: string | null): string | null {
  if (offer.kind === 'current') return renewFrom ? `You can renew it from ${renewFrom}.` : null;
  if (offer.kind === 'unavailable') {
    return renewFrom ? `Below your current plan. You can switch to it from ${renewFrom}.` : 'Below your current plan.';
  }
  return null;
}

/** The badge on the plan the business bought. */
export function currentPlanBadge(standing: PlanStanding): string {
  if (standing === 'expired') return 'Your last plan';
  if (standing === 'expiring') return 'Your plan';
  return 'Current plan';
}
