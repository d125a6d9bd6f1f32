// How a payment record reads in the history: who took the money, and what the delete
// confirmation says about it.
import { formatRupees } from '@cardora/card-templates';
import type { TCardPaymentRecord } from '@cardora/contract';
import { formatDate } from '../../lib/format';

export const PROVIDER_LABELS: Record<TCardPaymentRecord['provider'], string> = {
  razorpay: 'Razorpay',
  sandbox: 'Sandbox',
  manual: 'Manual',
};

const NBSP = '\u00a0';

/** "on 23 Sep 2026" that a narrow line never splits (no lone "2026" on the next line). */
function onDate(value: string): string {
  return `on ${formatDate(value)}`.replaceAll(' ', NBSP);
}

/** A manual payment: "Recorded by Demo Admin (admin) on 23 Sep 2026"; null for gateway payments. */
export function recordedByLine(record: Pick<TCardPaymentRecord, 'provider' | 'recordedBy' | 'paidAt'>): string | null {
  if (record.provider !== 'manual') return null;
  return record.recordedBy
    ? `Recorded by ${record.recordedBy} ${onDate(record.paidAt)}`
    : `Recorded ${onDate(record.paidAt)}`;
}

/** The delete button's name: "Delete the ₹1,499 payment of 23 Sep 2026". */
export function deletePaymentLabel(record: Pick<TCardPaymentRecord, 'amount' | 'paidAt'>): string {
  return `Delete the ${formatRupees(record.amount)} payment of ${formatDate(record.paidAt)}`;
}

/**
 * The delete confirmation names the record by its amount and the day it was paid: "Delete the
 * ₹1,499 payment of 23 Sep 2026? The business's plan and expiry are recalculated from the
 * payments that remain." (the date kept on one line).
 */
export function deletePaymentQuestion(record: Pick<TCardPaymentRecord, 'amount' | 'paidAt'>): string {
  const date = formatDate(record.paidAt).replaceAll(' ', NBSP);
  return `Delete the ${formatRupees(record.amount)} payment of ${date}? The business's plan and expiry are recalculated from the payments that remain.`;
}
