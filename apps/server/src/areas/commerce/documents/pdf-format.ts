// The words and figures a document's PDF prints, apart from the drawing: amounts with Indian
// digit grouping, rates, the IST date, states with their codes, and the lines that depend on
// the document's kind and status. docs/product-rules.md#gst-documents
import { groupIndian } from '@cardora/card-templates';
import {
  gstStateName,
  istDateOf,
  RECEIPT_PREFIX,
  TAX_DOCUMENT_TITLES,
  type TaxDocumentKind,
  type TTaxDocument,
} from '@cardora/contract';
import type { TaxDocumentRow } from '#db/schema';

/** 11800000 paise → "1,18,000.00": always two decimals, lakh and crore grouping, '-' below zero. */
export function formatAmount(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${groupIndian(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}

/** A rounding line shows its direction: "+0.01" or "-0.01". */
export function formatSignedAmount(paise: number): string {
  return paise > 0 ? `+${formatAmount(paise)}` : formatAmount(paise);
}

/** 900 → "9%", 250 → "2.5%". */
export function formatRate(rateBasisPoints: number): string {
  return `${rateBasisPoints / 100}%`;
}

/** "CGST @ 9%", "IGST @ 18%". */
export function taxLineLabel(line: TaxDocumentRow['taxLines'][number]): string {
  return `${line.kind} @ ${formatRate(line.rateBasisPoints)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The day the document was issued in India, spelled out: "23 Sep 2027" (never the server's zone). */
export function documentDate(at: Date): string {
  const [year, month, day] = istDateOf(at).split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** "Maharashtra (27)"; just the code when it names no state; null without one. */
export function stateWithCode(code: string | null | undefined, name?: string | null): string | null {
  if (!code) return null;
  const known = name ?? gstStateName(code);
  return known ? `${known} (${code})` : code;
}

/** What a credit note takes back: a receipt's series says which kind it was. */
export function creditedLine(creditedNumber: string | null): string | null {
  if (!creditedNumber) return null;
  const kind = creditedNumber.startsWith(`${RECEIPT_PREFIX}/`) ? 'receipt' : 'invoice';
  return `Against ${kind} ${creditedNumber}`;
}

export function documentTitle(kind: TaxDocumentKind): string {
  return TAX_DOCUMENT_TITLES[kind];
}

/** An issuer without a GSTIN charges no GST: its documents must not pass for tax invoices. */
export const NOT_A_TAX_INVOICE = 'Not a tax invoice: the issuer is not registered for GST, so no GST is charged.';

export const CHECK_CAPTION = 'Scan to check this document';
export const FOOTER_NOTE = 'This is a computer-generated document; no signature is needed.';

/** The stamp on an invoice or receipt: red when credit notes took all of it back, amber for part. */
export interface StatusStamp {
  title: string;
  detail: string;
  tone: 'red' | 'amber';
}

/** The stamp over an invoice or receipt that credit notes took back, or null when it stands. */
export function statusStamp(view: Pick<TTaxDocument, 'status' | 'creditedPaise'>, rupee: string): StatusStamp | null {
  if (view.status === 'cancelled') return { title: 'Cancelled', detail: 'Cancelled by credit note', tone: 'red' };
  if (view.status === 'partly-credited')
    return {
      title: 'Partly credited',
      detail: `${rupee}${formatAmount(view.creditedPaise)} taken back by credit note`,
      tone: 'amber',
    };
  return null;
}

/**
 * The payment block's heading. A credit note shows the payment's mode and its own reference: the
 * gateway's refund id when money went back through the gateway, else the original payment's.
 */
export function paymentHeading(kind: TaxDocumentKind): string {
  return kind === 'credit-note' ? 'Payment and refund' : 'Payment received';
}
