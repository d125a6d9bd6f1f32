// The renewal notice in words: the contract decides the state (plan-offer.ts
// renewalNotice: expiring soon or expired), this says it in the panel's language, dates
// as the panel writes them.
import { type RenewalNotice, renewalNotice, type TBusiness } from '@cardora/contract';
import type { TFunction } from 'i18next';

export interface RenewalCopy {
  kind: RenewalNotice['kind'];
  severity: 'warning' | 'error' | 'info';
  /** "Your plan ends in 5 days", "Your plan ended on 12 Mar 2026", "You are on the free plan". */
  title: string;
  detail: string;
  /** The button: Renew, or Upgrade for a free business. */
  action: string;
}

/** `t` of the 'customer' area; `date` writes a date as the panel does (useFormat). */
export function renewalCopy(
  business: Pick<TBusiness, 'paymentStatus' | 'expiryDateForCustomer'>,
  words: { t: TFunction; date: (value: Date | string) => string },
  now: Date = new Date(),
): RenewalCopy | null {
  const notice = renewalNotice(business, now);
  if (!notice) return null;
  const { t, date } = words;
  switch (notice.kind) {
    case 'expiring':
      return {
        kind: 'expiring',
        severity: 'warning',
        title: t('renewal.expiring', { count: notice.daysLeft }),
        detail: t('renewal.expiringDetail'),
        action: t('renewal.renew'),
      };
    case 'expired':
      return {
        kind: 'expired',
        severity: 'error',
        title: t('renewal.expired', { date: date(notice.endedOn) }),
        detail: t('renewal.expiredDetail'),
        action: t('renewal.renew'),
      };
    case 'free':
      return {
        kind: 'free',
        severity: 'info',
        title: t('renewal.free'),
        detail: t('renewal.freeDetail'),
        action: t('renewal.upgrade'),
      };
  }
}
