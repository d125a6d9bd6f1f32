// Billing, agency → platform (month payments, the annual payment and the agency image and PDF
// card payments). The model is written in the README's
// "Billing model" section; the arithmetic lives here as pure functions, used by the server and
// shown by the web. Money is integer paise; month boundaries are in IST (UTC+5:30, no DST).
import { z } from 'zod';
import { ZUuid } from './common';
import { IST_OFFSET_MINUTES } from './constants';
import { documentNumber } from './gst';
import { checkoutCallbackFields, manualPaymentBodyFields, paymentMoneyFields } from './payments';
import type { AdminMenuContext } from './roles';
import { canSeeAdminMenuItem } from './roles';

/** What an agency is billed for: each month's active digital cards, the annual fee, two product fees. */
export const BILL_KINDS = ['month', 'annual', 'greetings', 'pdf-card'] as const;
export type BillKind = (typeof BILL_KINDS)[number];

export const BILL_STATUSES = ['open', 'partly-paid', 'paid'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** The prefix of every invoice number: CRD/26-27/000123. */
export const INVOICE_PREFIX = 'CRD';

const inr = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const BILLING_MESSAGES = {
  platformNotBilled: 'The platform agency is not billed.',
  pricesNotSet: 'Billing has not been set up for this agency yet: the super admin sets its prices first.',
  monthNotStarted: 'This month has not started yet.',
  beforeBillingStart: (month: number, year: number) =>
    `Billing for this agency starts in ${MONTH_NAMES[month - 1]} ${year}.`,
  yearNotBilled: 'There is no annual fee bill for that year.',
  productNotBilled: 'There is no fee for this product: it is not on for the agency, or its fee is not set.',
  movedOutOfPaidBill: (invoiceNumber: string) =>
    `This bill is paid (invoice ${invoiceNumber}): a card cannot be moved out of a paid bill.`,
  moveOutBelowPaid: (paid: number, dueAfter: number) =>
    `${inr(paid)} has been paid on this bill: moving this card out would make it ${inr(dueAfter)}, less than what was paid.`,
  addToPaidBill: (invoiceNumber: string) =>
    `This bill is paid (invoice ${invoiceNumber}): cards can no longer be added to it. Add the card to this month's bill instead.`,
  moveOutReasonRequired: 'Give the reason for moving this card out.',
  cardNotInBill: 'This card is not in the bill.',
  cardAlreadyMovedOut: 'This card has already been moved out of the bill.',
  cardAlreadyInBill: 'This card is already in the bill.',
  cardNotFound: 'This agency has no digital card with that number.',
  moveOutRequested:
    "This card is paid for and live: moving it out needs the platform's approval. The request is sent; the card stays on the bill until it is approved.",
  moveOutAlreadyRequested: 'Moving this card out is already awaiting approval.',
  moveOutRequestDecided: 'This request has already been decided.',
  moveOutRequestNotFound: 'There is no such move-out request.',
  nothingOutstanding: 'Nothing is outstanding on this bill.',
  amountAboveOutstanding: (outstanding: number) =>
    `The amount is more than what is outstanding on this bill (${inr(outstanding)}).`,
  orderMismatch: 'This order is for another bill.',
  otherAgency: 'You can only see the billing of your own agency.',
} as const;

// ---------------------------------------------------------------------------------------
// Arithmetic.

export interface BillTotals {
  amountDue: number;
  amountPaid: number;
  /** What is left to pay: due − paid, never below 0. */
  outstanding: number;
  /** Paid beyond the due (two gateway orders paid at once; the money was taken). */
  overpaid: number;
  status: BillStatus;
}

/** A bill's state from its due and what has been paid on it. A bill with nothing due is open with nothing outstanding. */
export function billTotals(amountDue: number, amountPaid: number): BillTotals {
  const outstanding = Math.max(0, amountDue - amountPaid);
  const overpaid = Math.max(0, amountPaid - amountDue);
  let status: BillStatus = 'open';
  if (amountDue > 0 && amountPaid >= amountDue) status = 'paid';
  else if (amountPaid > 0) status = 'partly-paid';
  return { amountDue, amountPaid, outstanding, overpaid, status };
}

/** A month bill's due: its cards still in the bill (not moved out) × the per-card price. */
export function monthBillDue(cards: readonly { movedOut: boolean }[], perCardPaise: number): number {
  return cards.filter((c) => !c.movedOut).length * perCardPaise;
}

/** getOutstandingAmount: what is left to pay on every bill, summed (an overpaid bill does not pay another). */
export function outstandingAmount(bills: readonly { amountDue: number; amountPaid: number }[]): number {
  return bills.reduce((sum, b) => sum + billTotals(b.amountDue, b.amountPaid).outstanding, 0);
}

/**
 * Why a card may not be moved out of a bill, or null when it may: never out of a paid bill, and
 * never so far that the bill would fall below what has been paid on it.
 */
export function moveOutRefusal(bill: {
  amountDue: number;
  amountPaid: number;
  unitPricePaise: number;
  invoiceNumber: string | null;
}): string | null {
  const { status } = billTotals(bill.amountDue, bill.amountPaid);
  if (status === 'paid') return BILLING_MESSAGES.movedOutOfPaidBill(bill.invoiceNumber ?? '—');
  const dueAfter = bill.amountDue - bill.unitPricePaise;
  if (bill.amountPaid > dueAfter) return BILLING_MESSAGES.moveOutBelowPaid(bill.amountPaid, dueAfter);
  return null;
}

/** What a payment of `amount` may be on a bill: at least ₹1, at most what is outstanding. */
export function paymentAmountRefusal(bill: { amountDue: number; amountPaid: number }, amount: number): string | null {
  const { outstanding } = billTotals(bill.amountDue, bill.amountPaid);
  if (outstanding <= 0) return BILLING_MESSAGES.nothingOutstanding;
  if (amount > outstanding) return BILLING_MESSAGES.amountAboveOutstanding(outstanding);
  return null;
}

// ---------------------------------------------------------------------------------------
// Calendar: IST months and Indian financial years.

const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;

export interface YearMonth {
  year: number;
  /** 1–12. */
  month: number;
}

/** The instant an IST month starts. */
export function istMonthStart({ year, month }: YearMonth): Date {
  return new Date(Date.UTC(year, month - 1, 1) - IST_OFFSET_MS);
}

/** The instant the next IST month starts (the end of this one, exclusive). */
export function istMonthEnd({ year, month }: YearMonth): Date {
  return new Date(Date.UTC(year, month, 1) - IST_OFFSET_MS);
}

/** The IST month an instant falls in. */
export function istMonthOf(at: Date): YearMonth {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return { year: ist.getUTCFullYear(), month: ist.getUTCMonth() + 1 };
}

export function compareYearMonth(a: YearMonth, b: YearMonth): number {
  return a.year - b.year || a.month - b.month;
}

/** Every month from `from` to `to`, both included. */
export function monthsBetween(from: YearMonth, to: YearMonth): YearMonth[] {
  const months: YearMonth[] = [];
  let { year, month } = from;
  while (compareYearMonth({ year, month }, to) <= 0) {
    months.push({ year, month });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** The Indian financial year (April–March) of an instant, in IST: '2026-27'. */
export function financialYearOf(at: Date): string {
  const { year, month } = istMonthOf(at);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * CRD/26-27/000123: a settled bill's number, sequential per financial year, given when the bill
 * is paid; at most 16 characters like every document number (documentNumber).
 */
export function invoiceNumber(financialYear: string, sequence: number): string {
  return documentNumber(INVOICE_PREFIX, financialYear, sequence);
}

// ---------------------------------------------------------------------------------------
// Who reaches billing.

/**
 * 'any': the superadmin's admins (they see Agency Management) reach every agency's billing;
 * 'own': an admin who sees Billing (admin, billing not hidden, not the superadmin
 * agency) reaches their own agency's; null: nobody else.
 */
export function billingReach(ctx: AdminMenuContext): 'any' | 'own' | null {
  if (ctx.isSuperadminAgency) return canSeeAdminMenuItem('agencyManagement', ctx) ? 'any' : null;
  return canSeeAdminMenuItem('billing', ctx) ? 'own' : null;
}

// ---------------------------------------------------------------------------------------
// Schemas.

/** Paise charged: 0 (not charged) to ₹10,00,000. */
const ZFeePaise = z
  .number({ error: 'Enter an amount in paise.' })
  .int('The amount is in paise, a whole number.')
  .min(0, 'The amount cannot be negative.')
  .max(100_000_000, 'The amount is at most ₹10,00,000.');

/** A payment's amount in paise: ₹1 to ₹10,00,000. */
const ZBillPaymentAmount = z
  .number({ error: 'Enter the amount in paise.' })
  .int('The amount is in paise, a whole number.')
  .min(100, 'The amount is at least ₹1.')
  .max(100_000_000, 'The amount is at most ₹10,00,000.');

const ZMonthNumber = z.coerce
  .number({ error: 'Choose a month.' })
  .int('Choose a month.')
  .min(1, 'Choose a month.')
  .max(12, 'Choose a month.');
const ZYearNumber = z.coerce
  .number({ error: 'Choose a year.' })
  .int('Choose a year.')
  .min(2000, 'Choose a year from 2000.')
  .max(2100, 'Choose a year before 2100.');

/** agencyId: the superadmin names the agency; an agency admin may leave it out (their own). */
const agencyField = { agencyId: ZUuid.optional() };

export const ZAgencyIdQuery = z.object(agencyField);
export type TAgencyIdQuery = z.infer<typeof ZAgencyIdQuery>;

/** GET /billing/prices, PUT /billing/prices (superadmin). */
export const ZBillingPrices = z.object({
  agencyId: ZUuid,
  perCardMonthlyPaise: ZFeePaise,
  annualFeePaise: ZFeePaise,
  greetingsFeePaise: ZFeePaise,
  pdfCardFeePaise: ZFeePaise,
  /** Per physical NFC/QR tag the agency makes, on the month bill of the month it is made in (docs/product-rules.md#physical-tags). */
  tagFeePaise: ZFeePaise,
  /** The first month billed. */
  billingFromYear: z.number().int(),
  billingFromMonth: z.number().int().min(1).max(12),
  updatedAt: z.iso.datetime(),
});
export type TBillingPrices = z.infer<typeof ZBillingPrices>;

export const ZBillingPricesResponse = z.object({ prices: ZBillingPrices.nullable() });

export const ZSetBillingPricesBody = z.object({
  agencyId: ZUuid,
  perCardMonthlyPaise: ZFeePaise,
  annualFeePaise: ZFeePaise,
  greetingsFeePaise: ZFeePaise,
  pdfCardFeePaise: ZFeePaise,
  /** Per physical tag made; absent: kept as it is (0 for a new agency). */
  tagFeePaise: ZFeePaise.optional(),
  /** Default: the current month for a new agency; kept otherwise. */
  billingFromYear: ZYearNumber.optional(),
  billingFromMonth: ZMonthNumber.optional(),
});
export type TSetBillingPricesBody = z.input<typeof ZSetBillingPricesBody>;

export const ZBillPayment = z.object({
  recordNo: z.number().int(),
  ...paymentMoneyFields,
  note: z.string().nullable(),
});
export type TBillPayment = z.infer<typeof ZBillPayment>;

export const ZBillCard = z.object({
  cardNo: z.number().int(),
  cardId: z.string().nullable(),
  businessId: z.string().nullable(),
  businessName: z.string(),
  addedManually: z.boolean(),
  addedBy: z.string().nullable(),
  movedOut: z.boolean(),
  movedOutAt: z.iso.datetime().nullable(),
  movedOutBy: z.string().nullable(),
  movedOutReason: z.string().nullable(),
  /** A request to move it out awaits the platform's approval (docs/product-rules.md#bill-move-out-approval). */
  moveOutPending: z.boolean(),
});
export type TBillCard = z.infer<typeof ZBillCard>;

export const ZAgencyBill = z.object({
  billId: ZUuid,
  agencyId: ZUuid,
  kind: z.enum(BILL_KINDS),
  year: z.number().int().nullable(),
  month: z.number().int().nullable(),
  /** Month bills: the price per card; other bills: the fee. */
  unitPricePaise: z.number().int(),
  /** Month bills: the cards still in the bill. */
  cardCount: z.number().int(),
  /**
   * Month bills: the physical tags the agency made in the month and the fee for each, a line
   * beside the cards (docs/product-rules.md#physical-tags); 0 on other bills.
   */
  tagCount: z.number().int(),
  tagUnitPricePaise: z.number().int(),
  amountDue: z.number().int(),
  amountPaid: z.number().int(),
  outstanding: z.number().int(),
  overpaid: z.number().int(),
  status: z.enum(BILL_STATUSES),
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.iso.datetime().nullable(),
  payments: z.array(ZBillPayment),
});
export type TAgencyBill = z.infer<typeof ZAgencyBill>;

export const ZMonthBill = ZAgencyBill.extend({ cards: z.array(ZBillCard) });
export type TMonthBill = z.infer<typeof ZMonthBill>;

/** GET /month-payments?month&year&agencyId. */
export const ZMonthPaymentsQuery = z.object({ ...agencyField, month: ZMonthNumber, year: ZYearNumber });
export type TMonthPaymentsQuery = z.input<typeof ZMonthPaymentsQuery>;

/** The bill of that month (generated on first read once the month has started), or why there is none. */
export const ZMonthPaymentsResponse = z.object({
  agencyId: ZUuid,
  month: z.number().int(),
  year: z.number().int(),
  bill: ZMonthBill.nullable(),
  notBilledReason: z.string().nullable(),
});
export type TMonthPaymentsResponse = z.infer<typeof ZMonthPaymentsResponse>;

/** GET /month-payments/getOutstandingAmount: every unpaid bill and their sum. */
export const ZOutstandingAmount = z.object({
  agencyId: ZUuid,
  /** Paise. */
  outstandingAmount: z.number().int(),
  bills: z.array(ZAgencyBill.omit({ payments: true })),
});
export type TOutstandingAmount = z.infer<typeof ZOutstandingAmount>;

/** GET /annual-payment, /agency-image-payment, /agency-pdf-card-payment: the agency's bills of that kind, newest first. */
export const ZAgencyBillList = z.object({
  agencyId: ZUuid,
  list: z.array(ZAgencyBill),
  total: z.number().int(),
  notBilledReason: z.string().nullable(),
});
export type TAgencyBillList = z.infer<typeof ZAgencyBillList>;

/** Which bill a payment or an order is for, by endpoint: month + year; year; or nothing (the product fee). */
const monthRef = { ...agencyField, month: ZMonthNumber, year: ZYearNumber };
const yearRef = { ...agencyField, year: ZYearNumber };

/**
 * A bill payment: through the gateway (throughGateway with the checkout fields) or recorded by
 * the superadmin (isManualUpdate with the amount received and an optional note).
 */
const paymentFields = {
  ...checkoutCallbackFields,
  throughGateway: z.boolean().default(false),
  isManualUpdate: z.boolean().default(false),
  /** Manual payments: the paise received (default: all that is outstanding). */
  amount: ZBillPaymentAmount.optional(),
  note: z.string().trim().max(500, 'The note is at most 500 characters.').optional(),
  ...manualPaymentBodyFields,
};

/** An order for a bill: the server decides the amount (default: all that is outstanding; or a part of it). */
const orderFields = { amount: ZBillPaymentAmount.optional() };

export const ZMonthPaymentBody = z.object({ ...monthRef, ...paymentFields });
export type TMonthPaymentBody = z.input<typeof ZMonthPaymentBody>;
export const ZMonthOrderBody = z.object({ ...monthRef, ...orderFields });
export type TMonthOrderBody = z.input<typeof ZMonthOrderBody>;
export const ZAnnualPaymentBody = z.object({ ...yearRef, ...paymentFields });
export type TAnnualPaymentBody = z.input<typeof ZAnnualPaymentBody>;
export const ZAnnualOrderBody = z.object({ ...yearRef, ...orderFields });
export type TAnnualOrderBody = z.input<typeof ZAnnualOrderBody>;
export const ZProductFeePaymentBody = z.object({ ...agencyField, ...paymentFields });
export type TProductFeePaymentBody = z.input<typeof ZProductFeePaymentBody>;
export const ZProductFeeOrderBody = z.object({ ...agencyField, ...orderFields });
export type TProductFeeOrderBody = z.input<typeof ZProductFeeOrderBody>;

export const ZBillPaymentResult = z.object({
  bill: ZAgencyBill,
  recordNo: z.number().int(),
  /** true when this payment had already been recorded (a replay): nothing changed. */
  alreadyRecorded: z.boolean(),
});
export type TBillPaymentResult = z.infer<typeof ZBillPaymentResult>;

/** POST /month-payments/move-out-card */
export const ZMoveOutCardBody = z.object({
  ...monthRef,
  cardNo: z.number().int().positive(),
  reason: z
    .string({ error: BILLING_MESSAGES.moveOutReasonRequired })
    .trim()
    .min(1, BILLING_MESSAGES.moveOutReasonRequired)
    .max(500, 'The reason is at most 500 characters.'),
});
export type TMoveOutCardBody = z.input<typeof ZMoveOutCardBody>;

/** POST /month-payments/add-card-in-bill: by card number (or the card's address). */
export const ZAddCardInBillBody = z
  .object({
    ...monthRef,
    cardNo: z.number().int().positive().optional(),
    cardId: z.string().trim().min(1).max(100).optional(),
  })
  .refine((b) => b.cardNo !== undefined || b.cardId !== undefined, {
    path: ['cardNo'],
    message: 'Give the card number or its address.',
  });
export type TAddCardInBillBody = z.input<typeof ZAddCardInBillBody>;

// ---------------------------------------------------------------------------------------
// Move-out requests: docs/product-rules.md#bill-move-out-approval

export const MOVE_OUT_REQUEST_STATUSES = ['pending', 'approved', 'refused'] as const;
export type MoveOutRequestStatus = (typeof MOVE_OUT_REQUEST_STATUSES)[number];

/**
 * Whether the agency may move a card out of a bill itself, or must ask the platform: a card that
 * is live (published, active) and paid for (its business's plan runs past now) needs approval.
 */
export function moveOutNeedsApproval(card: {
  published: boolean;
  active: boolean;
  paidUntil: Date | null;
  now: Date;
}): boolean {
  return card.published && card.active && card.paidUntil !== null && card.paidUntil.getTime() > card.now.getTime();
}

export const ZMoveOutRequest = z.object({
  requestId: ZUuid,
  agencyId: ZUuid,
  agencyName: z.string(),
  billId: ZUuid,
  year: z.number().int(),
  month: z.number().int(),
  cardNo: z.number().int(),
  cardId: z.string().nullable(),
  businessName: z.string(),
  reason: z.string(),
  status: z.enum(MOVE_OUT_REQUEST_STATUSES),
  requestedBy: z.string().nullable(),
  requestedAt: z.iso.datetime(),
  decidedBy: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  decisionNote: z.string().nullable(),
});
export type TMoveOutRequest = z.infer<typeof ZMoveOutRequest>;

/** GET /billing/move-out-requests: the superadmin's admins see every agency's (or one's); an agency admin its own. */
export const ZMoveOutRequestListQuery = z.object({
  ...agencyField,
  status: z.enum(MOVE_OUT_REQUEST_STATUSES).optional(),
});
export type TMoveOutRequestListQuery = z.input<typeof ZMoveOutRequestListQuery>;
export const ZMoveOutRequestList = z.object({ list: z.array(ZMoveOutRequest), total: z.number().int() });
export type TMoveOutRequestList = z.infer<typeof ZMoveOutRequestList>;

export const ZMoveOutRequestIdParams = z.object({ requestId: ZUuid });
/** POST /billing/move-out-requests/:requestId/approve|refuse: an optional note for the agency. */
export const ZDecideMoveOutBody = z.object({
  note: z.string().trim().max(500, 'The note is at most 500 characters.').optional(),
});
export type TDecideMoveOutBody = z.input<typeof ZDecideMoveOutBody>;
export const ZMoveOutDecision = z.object({ request: ZMoveOutRequest });
export type TMoveOutDecision = z.infer<typeof ZMoveOutDecision>;
