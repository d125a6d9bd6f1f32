// The line under a plan's button that cannot be pressed: when it opens. Words
// come from the 'plans' area in the panel's language (a `t` is passed in).
import type { PlanOffer, PlanOfferKind, PlanStanding } from '@cardora/contract';
import type { TFunction } from 'i18next';

/** The button's words: the contract's PLAN_OFFER_LABELS in the panel's language. */
export function planOfferLabel(kind: PlanOfferKind, t: TFunction): string {
  return t(`offer.${kind}`);
}

/**
 * Current: when it can be renewed; Not available: that it is below the plan the business is on
 * and from when it can be chosen. `renewFrom` is that day as the panel writes dates (null: the
 * plan has no expiry).
 */
export function planOfferNote(offer: PlanOffer, renewFrom: string | null, t: TFunction): string | null {
  if (offer.kind === 'current') return renewFrom ? t('offer.renewFrom', { date: renewFrom }) : null;
  if (offer.kind === 'unavailable') {
    return renewFrom ? t('offer.belowFrom', { date: renewFrom }) : t('offer.below');
  }
  return null;
}

/** The badge on the plan the business bought. */
export function currentPlanBadge(standing: PlanStanding, t: TFunction): string {
  if (standing === 'expired') return t('offer.badgeLast');
  if (standing === 'expiring') return t('offer.badgeYours');
  return t('offer.badgeCurrent');
}
