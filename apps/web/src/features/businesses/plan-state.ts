// The business's plan state in words: the contract decides paid / expired / expiring soon.
import { daysLeft, isBusinessExpired, isBusinessExpiringSoon, isBusinessPaid, type TBusiness } from '@cardora/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import { formatDate } from '#lib/format';

export type PlanStateKind = 'free' | 'paid' | 'expiring' | 'expired';

export interface PlanState {
  kind: PlanStateKind;
  /** "Paid", "Free", "Expired", "Expiring in 5 days". */
  label: string;
  /** "Expires 12 Mar 2027" / "Expired 12 Mar 2026"; null without an expiry date. */
  expiry: string | null;
  /** One line for tight places (the drawer): "Paid · Expires 12 Mar 2027". */
  summary: string;
  /** The plan's end, as the server sent it; null without one. */
  expiryDate: string | null;
  /** Days left while expiring soon; null otherwise. */
  daysLeft: number | null;
}

type Business = Pick<TBusiness, 'paymentStatus' | 'expiryDateForCustomer'>;

/** The state, in the panel's English words (staff messages, e.g. after a payment is deleted). */
export function planStateOf(business: Business, now: Date = new Date()): PlanState {
  const expiryDate = business.expiryDateForCustomer;
  if (expiryDate && isBusinessExpired(expiryDate, now)) {
    const expiry = `Expired ${formatDate(expiryDate)}`;
    return { kind: 'expired', label: 'Expired', expiry, summary: expiry, expiryDate, daysLeft: null };
  }
  if (!isBusinessPaid(business)) {
    return { kind: 'free', label: 'Free', expiry: null, summary: 'Free plan', expiryDate, daysLeft: null };
  }
  const expiry = expiryDate ? `Expires ${formatDate(expiryDate)}` : null;
  if (expiryDate && isBusinessExpiringSoon(expiryDate, now)) {
    const left = daysLeft(expiryDate, now);
    const label = `Expiring in ${left} ${left === 1 ? 'day' : 'days'}`;
    return { kind: 'expiring', label, expiry, summary: `Paid · ${label}`, expiryDate, daysLeft: left };
  }
  return {
    kind: 'paid',
    label: 'Paid',
    expiry,
    summary: expiry ? `Paid · ${expiry}` : 'Paid',
    expiryDate,
    daysLeft: null,
  };
}

/** The same state in the customer's language (`t` of the 'customer' area), dates as `date` writes them. */
export function planStateIn(state: PlanState, t: TFunction, date: (value: string) => string): PlanState {
  const expiry = state.expiryDate
    ? t(state.kind === 'expired' ? 'planState.expiredOn' : 'planState.expires', { date: date(state.expiryDate) })
    : null;
  switch (state.kind) {
    case 'expired':
      return { ...state, label: t('planState.expired'), expiry, summary: expiry ?? t('planState.expired') };
    case 'free':
      return { ...state, label: t('planState.free'), expiry: null, summary: t('planState.freePlan') };
    case 'expiring': {
      const label = t('planState.expiring', { count: state.daysLeft ?? 0 });
      return { ...state, label, expiry, summary: t('planState.paidWith', { detail: label }) };
    }
    case 'paid':
      return {
        ...state,
        label: t('planState.paid'),
        expiry,
        summary: expiry ? t('planState.paidWith', { detail: expiry }) : t('planState.paid'),
      };
  }
}

/** planStateOf in the panel's language. */
export function usePlanStateWords(): (business: Business) => PlanState {
  const { t } = useTranslation('customer');
  const { date } = useFormat();
  return (business) => planStateIn(planStateOf(business), t, date);
}
