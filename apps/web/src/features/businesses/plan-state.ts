// Spec 4 "Business state" in words: the contract decides paid / expired / expiring soon.
import { daysLeft, isBusinessExpired, isBusinessExpiringSoon, isBusinessPaid, type TBusiness } from '@cardora/contract';
import { formatDate } from '../../lib/format';

export type PlanStateKind = 'free' | 'paid' | 'expiring' | 'expired';

export interface PlanState {
  kind: PlanStateKind;
  /** "Paid", "Free", "Expired", "Expiring in 5 days". */
  label: string;
  /** "Expires 12 Mar 2027" / "Expired 12 Mar 2026"; null without an expiry date. */
  expiry: string | null;
  /** One line for tight places (the drawer): "Paid · Expires 12 Mar 2027". */
  summary: string;
}

export function planStateOf(
  business: Pick<TBusiness, 'paymentStatus' | 'expiryDateForCustomer'>,
  now: Date = new Date(),
): PlanState {
  const expiryDate = business.expiryDateForCustomer;
  if (expiryDate && isBusinessExpired(expiryDate, now)) {
    const expiry = `Expired ${formatDate(expiryDate)}`;
    return { kind: 'expired', label: 'Expired', expiry, summary: expiry };
  }
  if (!isBusinessPaid(business)) return { kind: 'free', label: 'Free', expiry: null, summary: 'Free plan' };
  const expiry = expiryDate ? `Expires ${formatDate(expiryDate)}` : null;
  if (expiryDate && isBusinessExpiringSoon(expiryDate, now)) {
    const left = daysLeft(expiryDate, now);
    const label = `Expiring in ${left} ${left === 1 ? 'day' : 'days'}`;
    return { kind: 'expiring', label, expiry, summary: `Paid · ${label}` };
  }
  return { kind: 'paid', label: 'Paid', expiry, summary: expiry ? `Paid · ${expiry}` : 'Paid' };
}
