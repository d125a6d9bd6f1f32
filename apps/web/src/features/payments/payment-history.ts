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

/** A manual payment: "Recorded by Demo Admin (admin) on 23 Sep 2026"; null for gateway payments. */
export function recordedByLine(record: Pick<TCardPaymentRecord, 'provider' | 'recordedBy' | 'paidAt'>): string | null {
  if (record.provider !== 'manual') return null;
  const on = formatDate(record.paidAt);
  return record.recordedBy ? `Recorded by ${record.recordedBy} on ${on}` : `Recorded on ${on}`;
}

/** The delete button's name: "Delete the ₹1,499 payment of 23 Sep 2026". */
export function deletePaymentLabel(record: Pick<TCardPaymentRecord, 'amount' | 'paidAt'>): string {
  return `Delete the ${formatRupees(record.amount)} payment of ${formatDate(record.paidAt)}`;
}

/** The delete confirmation names the record by its amount and the day it was paid. */
export function deletePaymentQuestion(record: Pick<TCardPaymentRecord, 'amount' | 'paidAt'>): string {
  return `${deletePaymentLabel(record)}? The business's plan and expiry are recalculated from the payments that remain.`;
}
