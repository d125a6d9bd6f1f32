// How a payment record reads in the history: who took the money, and what the delete
// confirmation says about it. Words come from the 'plans' area in the panel's language; amounts
// and dates as the panel writes them (useFormat).
import { GLOSSARY, type GlossaryKey, type TCardPaymentRecord } from '@cardora/contract';
import type { TFunction } from 'i18next';

export interface PaymentWords {
  t: TFunction;
  rupees: (paise: number) => string;
  date: (value: Date | string) => string;
}

export const PROVIDER_LABELS: Record<TCardPaymentRecord['provider'], string> = {
  razorpay: 'Razorpay',
  sandbox: 'Sandbox',
  manual: 'Manual',
};

const NBSP = '\u00a0';

/** A date that a narrow line never splits (no lone "2026" on the next line). */
const unbroken = (text: string) => text.replaceAll(' ', NBSP);

const RECORDER_ROLES: Record<string, GlossaryKey> = {
  admin: 'roleAdmin',
  creator: 'roleCreator',
  franchisee: 'roleFranchisee',
  customer: 'roleCustomer',
};

/**
 * The server names who recorded a payment "Name (role)" with the role's id; outside English the
 * role is said in the page's language (docs/product-rules.md#hindi-mode). English stays as sent.
 */
function recorderInLanguage(recordedBy: string, words: PaymentWords): string {
  const match = /^(.*) \((\w+)\)$/.exec(recordedBy);
  const key = match ? RECORDER_ROLES[match[2] ?? ''] : undefined;
  if (!match || !key) return recordedBy;
  const term = words.t(key, { ns: 'glossary' });
  return term === GLOSSARY[key] ? recordedBy : `${match[1]} (${term})`;
}

/**
 * A manual payment: "Recorded by Demo Admin (admin) on 23 Nov 2026", "on 23 Nov 2026" kept on
 * one line; null for gateway payments.
 */
export function recordedByLine(
  record: Pick<TCardPaymentRecord, 'provider' | 'recordedBy' | 'paidAt'>,
  words: PaymentWords,
): string | null {
  if (record.provider !== 'manual') return null;
  const on = unbroken(words.t('history.onDate', { date: words.date(record.paidAt) }));
  return record.recordedBy
    ? words.t('history.recordedBy', { name: recorderInLanguage(record.recordedBy, words), on })
    : words.t('history.recorded', { on });
}

/**
 * How the money came (docs/product-rules.md#manual-payment-mode): "Paid by UPI · Ref. 4021…" for
 * a manual payment, "Payment mode not recorded" for one recorded before modes were kept, and
 * "Online (Razorpay)" for a gateway payment (its own id shows on the reference line).
 */
export function paymentModeLine(
  record: Pick<TCardPaymentRecord, 'provider' | 'paymentMode' | 'paymentReference'>,
  words: Pick<PaymentWords, 't'>,
): string {
  const { t } = words;
  if (record.provider !== 'manual') {
    return t('history.online', { provider: t(`history.providers.${record.provider}`) });
  }
  if (!record.paymentMode) return t('history.modeNotRecorded');
  const paidBy = t('history.paidBy', { mode: t(`history.modes.${record.paymentMode}`) });
  return record.paymentReference ? `${paidBy} · ${t('history.reference', { id: record.paymentReference })}` : paidBy;
}

/** The delete button's name: "Delete the ₹1,499 payment of 23 Nov 2026". */
export function deletePaymentLabel(record: Pick<TCardPaymentRecord, 'amount' | 'paidAt'>, words: PaymentWords): string {
  return words.t('history.deleteLabel', { amount: words.rupees(record.amount), date: words.date(record.paidAt) });
}

/**
 * The delete confirmation names the record by its amount and the day it was paid: "Delete the
 * ₹1,499 payment of 23 Nov 2026? The business's plan and expiry are recalculated from the
 * payments that remain." (the date kept on one line).
 */
export function deletePaymentQuestion(
  record: Pick<TCardPaymentRecord, 'amount' | 'paidAt'>,
  words: PaymentWords,
): string {
  return words.t('history.deleteQuestion', {
    amount: words.rupees(record.amount),
    date: unbroken(words.date(record.paidAt)),
  });
}
