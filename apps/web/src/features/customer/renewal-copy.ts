// The renewal notice in words (issue 17 item 5): the contract decides the state (plan-offer.ts
// renewalNotice, spec 4's expiring soon and expired), this says it the way the panel writes dates.
import { RENEWAL_MESSAGES, type RenewalNotice, renewalNotice, type TBusiness } from '@cardora/contract';
import { formatDate } from '../../lib/format';

export interface RenewalCopy {
  kind: RenewalNotice['kind'];
  severity: 'warning' | 'error' | 'info';
  /** "Your plan ends in 5 days", "Your plan ended on 12 Mar 2026", "You are on the free plan". */
  title: string;
  detail: string;
  /** The button: Renew, or Upgrade for a free business. */
  action: string;
}

export function renewalCopy(
  business: Pick<TBusiness, 'paymentStatus' | 'expiryDateForCustomer'>,
  now: Date = new Date(),
): RenewalCopy | null {
  const notice = renewalNotice(business, now);
  if (!notice) return null;
  switch (notice.kind) {
    case 'expiring':
      return {
        kind: 'expiring',
        severity: 'warning',
        title: RENEWAL_MESSAGES.expiring(notice.daysLeft),
        detail: RENEWAL_MESSAGES.expiringDetail,
        action: RENEWAL_MESSAGES.renew,
      };
    case 'expired':
      return {
        kind: 'expired',
        severity: 'error',
        title: RENEWAL_MESSAGES.expired(formatDate(notice.endedOn)),
        detail: RENEWAL_MESSAGES.expiredDetail,
        action: RENEWAL_MESSAGES.renew,
      };
    case 'free':
      return {
        kind: 'free',
        severity: 'info',
        title: RENEWAL_MESSAGES.free,
        detail: RENEWAL_MESSAGES.freeDetail,
        action: RENEWAL_MESSAGES.upgrade,
      };
  }
}
