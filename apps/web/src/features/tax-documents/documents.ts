// The pure rules of the documents' screens: which document a payment got, the names test ids are
// made of, the month the staff's list starts on, and the refund form's amount in rupees.
// docs/product-rules.md#gst-documents
import { GST_STATES, type PaymentSource, type TTaxDocument } from '@cardora/contract';
import { z } from 'zod';

/** "INV/26-27/000012" → "INV-26-27-000012": a document number as a test id or file name part. */
export function documentSlug(number: string): string {
  return number.replace(/\//g, '-');
}

/**
 * The invoice or receipt of one payment: the newest document of that source and record that is
 * not a credit note (the server issues it in the payment's own transaction). The list may be
 * in any order.
 */
export function paymentDocument(
  documents: readonly TTaxDocument[],
  payment: { source: PaymentSource; recordNo: number },
): TTaxDocument | null {
  let found: TTaxDocument | null = null;
  for (const document of documents) {
    if (document.kind === 'credit-note') continue;
    if (document.source !== payment.source || document.recordNo !== payment.recordNo) continue;
    if (!found || Date.parse(document.issuedAt) > Date.parse(found.issuedAt)) found = document;
  }
  return found;
}

/** The month (YYYY-MM) of an instant in India (IST, UTC+5:30), as the server files documents. */
export function istMonth(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  return ist.toISOString().slice(0, 7);
}

/** A YYYY-MM month moved by `by` months: ('2027-01', -1) → '2026-12'. */
export function shiftMonth(month: string, by: number): string {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNo - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** What the staff's refund form says when the amount will not do. */
export const REFUND_FORM_MESSAGES = {
  amountRequired: 'Enter the amount to refund, in rupees.',
  amountShape: 'Enter rupees, with at most two digits of paise (like 499 or 499.50).',
  amountPositive: 'Enter an amount above ₹0.',
  amountTooMuch: (most: string) => `At most ${most} of this payment is left to refund.`,
  reasonRequired: 'Say why the payment is refunded.',
  reasonTooLong: 'At most 200 characters.',
} as const;

/** "499", "499.5", "499.50" as paise; null when it is not rupees with at most two decimals. */
export function rupeesToPaise(typed: string): number | null {
  const text = typed.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(text) && !/^\.\d{1,2}$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** Paise as the refund form shows them to edit: 49900 → "499", 49950 → "499.50". */
export function paiseToRupeesText(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/**
 * The refund form: the amount typed in rupees (at most what is left to refund), and the reason.
 * `rupees` writes an amount the way the panel does, for the message.
 */
export function refundFormSchema(refundablePaise: number, rupees: (paise: number) => string) {
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, REFUND_FORM_MESSAGES.amountRequired)
      .transform((typed, context) => {
        const paise = rupeesToPaise(typed);
        if (paise === null) {
          context.addIssue({ code: 'custom', message: REFUND_FORM_MESSAGES.amountShape });
          return z.NEVER;
        }
        if (paise <= 0) {
          context.addIssue({ code: 'custom', message: REFUND_FORM_MESSAGES.amountPositive });
          return z.NEVER;
        }
        if (paise > refundablePaise) {
          context.addIssue({ code: 'custom', message: REFUND_FORM_MESSAGES.amountTooMuch(rupees(refundablePaise)) });
          return z.NEVER;
        }
        return paise;
      }),
    reason: z.string().trim().min(1, REFUND_FORM_MESSAGES.reasonRequired).max(200, REFUND_FORM_MESSAGES.reasonTooLong),
  });
}

/** A GSTIN as it is typed: no spaces, capitals, at most its 15 characters. */
export function gstinAsTyped(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase().slice(0, 15);
}

/** The state a GSTIN is registered in (its first two digits), when they name one. */
export function gstinStateCode(gstin: string | null | undefined): string | null {
  const code = gstin?.slice(0, 2) ?? '';
  return GST_STATES.some((state) => state.code === code) ? code : null;
}
