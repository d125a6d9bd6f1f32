// The documents every rupee gets: who issues them (an agency's tax settings), who they are for
// (a business's optional GSTIN and state), the documents themselves (tax invoice, receipt, credit
// note), refunds, and the month's export for the accountant. The rules in words:
// docs/product-rules.md#gst-documents.
import { z } from 'zod';
import { listOf, ZUuid } from './common';
import { DEFAULT_GST_RATE_BASIS_POINTS, DEFAULT_SAC_CODE, GST_STATES, ZDocumentPrefix, ZGstin } from './gst';

/** The GST slabs a service can be charged at, in basis points. */
export const GST_RATES_BASIS_POINTS = [0, 500, 1200, 1800, 2800] as const;

/** The series of receipts and credit notes have fixed prefixes; an invoice series may not take them. */
export const RECEIPT_PREFIX = 'RCT';
export const CREDIT_NOTE_PREFIX = 'CN';
export const DEFAULT_INVOICE_PREFIX = 'INV';

export const TAX_MESSAGES = {
  stateRequired: 'Choose the state you are registered in.',
  gstinStateMismatch: "The GSTIN's first two digits are its state code: choose that state.",
  reservedPrefix: `${RECEIPT_PREFIX} and ${CREDIT_NOTE_PREFIX} are the receipt and credit-note series: choose another prefix.`,
  legalNameRequired: 'Enter the legal name as registered.',
  addressRequired: 'Enter the registered address.',
  sacCode: 'A SAC code is 6 digits (998314 for IT design and development services).',
  rate: 'Choose a GST rate: 0%, 5%, 12%, 18% or 28%.',
  refundTooMuch: (leftPaise: number) => `At most ₹${(leftPaise / 100).toFixed(2)} of this payment is left to refund.`,
  refundGatewayOnly:
    'Only payments taken through the payment gateway can be refunded here. Delete a manual payment instead: a credit note is issued for it.',
  refundNothingLeft: 'This payment has been refunded in full.',
  documentNotFound: 'No document has this number.',
  monthRequired: 'Choose a month as YYYY-MM.',
} as const;

const STATE_CODE_VALUES = GST_STATES.map((state) => state.code) as [string, ...string[]];
/** A state or union territory by its GST code ('27' Maharashtra). */
export const ZGstStateCode = z.enum(STATE_CODE_VALUES, { error: TAX_MESSAGES.stateRequired });

export function gstStateName(code: string | null | undefined): string | null {
  if (!code) return null;
  return GST_STATES.find((state) => state.code === code)?.name ?? (code === '25' ? 'Daman and Diu' : null);
}

const trimmed = (max: number, required: string) =>
  z.string().trim().min(1, required).max(max, `At most ${max} characters.`);

/** An optional text field: empty means none. */
const optionalTrimmed = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(max, `At most ${max} characters.`).nullable(),
  );

const optionalGstin = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  ZGstin.nullable(),
);

/** The GSTIN's state (its first two digits) must be the state chosen. */
function sameStateAsGstin(value: { gstin: string | null; stateCode: string | null }, context: z.RefinementCtx) {
  if (value.gstin && value.stateCode && value.gstin.slice(0, 2) !== value.stateCode) {
    context.addIssue({ code: 'custom', path: ['stateCode'], message: TAX_MESSAGES.gstinStateMismatch });
  }
}

/**
 * An issuer's tax settings: whose name, GSTIN and address are on its documents, whether its
 * prices include GST, the rate and SAC code, and its invoice series' prefix. Without a GSTIN the
 * issuer gives receipts (no tax lines) instead of tax invoices.
 */
export const ZTaxSettings = z
  .object({
    legalName: trimmed(120, TAX_MESSAGES.legalNameRequired),
    gstin: optionalGstin,
    address: trimmed(300, TAX_MESSAGES.addressRequired),
    stateCode: ZGstStateCode,
    pricesIncludeTax: z.boolean(),
    rateBasisPoints: z
      .number()
      .int()
      .refine((rate) => (GST_RATES_BASIS_POINTS as readonly number[]).includes(rate), TAX_MESSAGES.rate),
    sacCode: z.string().regex(/^\d{6}$/, TAX_MESSAGES.sacCode),
    invoicePrefix: ZDocumentPrefix.refine(
      (prefix) => prefix !== RECEIPT_PREFIX && prefix !== CREDIT_NOTE_PREFIX,
      TAX_MESSAGES.reservedPrefix,
    ),
  })
  .superRefine(sameStateAsGstin);
export type TTaxSettings = z.output<typeof ZTaxSettings>;
export type TTaxSettingsInput = z.input<typeof ZTaxSettings>;

/** An agency that never saved its settings issues receipts under these (its name, no GSTIN). */
export function defaultTaxSettings(agencyName: string): Omit<TTaxSettings, 'stateCode' | 'address'> & {
  stateCode: string | null;
  address: string;
} {
  return {
    legalName: agencyName,
    gstin: null,
    address: '',
    stateCode: null,
    pricesIncludeTax: true,
    rateBasisPoints: DEFAULT_GST_RATE_BASIS_POINTS,
    sacCode: DEFAULT_SAC_CODE,
    invoicePrefix: DEFAULT_INVOICE_PREFIX,
  };
}

export const ZTaxSettingsQuery = z.object({ agencyId: ZUuid.optional() });
export const ZTaxSettingsResponse = z.object({
  agencyId: ZUuid,
  agencyName: z.string(),
  /** false: never saved; `settings` are the defaults and documents are receipts in the agency's name. */
  isSet: z.boolean(),
  settings: z.object({
    legalName: z.string(),
    gstin: z.string().nullable(),
    address: z.string(),
    stateCode: z.string().nullable(),
    pricesIncludeTax: z.boolean(),
    rateBasisPoints: z.number().int(),
    sacCode: z.string(),
    invoicePrefix: z.string(),
  }),
});
export type TTaxSettingsResponse = z.infer<typeof ZTaxSettingsResponse>;

/** A business's details for its documents: with a GSTIN the invoice is B2B (input tax credit). */
export const ZBusinessTaxDetails = z
  .object({
    gstin: optionalGstin,
    /** The name to bill, when not the business's name (the legal name on the GST registration). */
    legalName: optionalTrimmed(120),
    address: optionalTrimmed(300),
    /** Decides the place of supply; with a GSTIN it is the GSTIN's state. */
    stateCode: z.preprocess((value) => (value === '' ? null : value), ZGstStateCode.nullable()),
  })
  .superRefine(sameStateAsGstin);
export type TBusinessTaxDetails = z.output<typeof ZBusinessTaxDetails>;
export type TBusinessTaxDetailsInput = z.input<typeof ZBusinessTaxDetails>;

export const ZBusinessTaxDetailsQuery = z.object({ businessId: ZUuid });
export const ZSaveBusinessTaxDetailsBody = z.object({ businessId: ZUuid, details: ZBusinessTaxDetails });
export const ZBusinessTaxDetailsResponse = z.object({
  businessId: ZUuid,
  details: z.object({
    gstin: z.string().nullable(),
    legalName: z.string().nullable(),
    address: z.string().nullable(),
    stateCode: z.string().nullable(),
  }),
});
export type TBusinessTaxDetailsResponse = z.infer<typeof ZBusinessTaxDetailsResponse>;

export const TAX_DOCUMENT_KINDS = ['tax-invoice', 'receipt', 'credit-note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];
export const TAX_DOCUMENT_TITLES: Record<TaxDocumentKind, string> = {
  'tax-invoice': 'Tax invoice',
  receipt: 'Receipt',
  'credit-note': 'Credit note',
};

/** Which payment a document is for. */
export const PAYMENT_SOURCES = ['card', 'pdf-card', 'promotional-video', 'tag', 'agency-bill'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

/** issued: stands; partly-credited: credit notes take back part of it; cancelled: all of it. */
export type TaxDocumentStatus = 'issued' | 'partly-credited' | 'cancelled';

export const ZTaxLine = z.object({
  kind: z.enum(['CGST', 'SGST', 'IGST']),
  rateBasisPoints: z.number().int(),
  amountPaise: z.number().int(),
});

export const ZTaxDocument = z.object({
  id: ZUuid,
  kind: z.enum(TAX_DOCUMENT_KINDS),
  number: z.string(),
  issuedAt: z.iso.datetime(),
  financialYear: z.string(),
  issuerAgencyId: ZUuid,
  issuerName: z.string(),
  issuerGstin: z.string().nullable(),
  /** The business bought it (customer payments); null for an agency's fee to the platform. */
  businessId: ZUuid.nullable(),
  /** The agency that paid the platform (agency-bill); null for a customer payment. */
  buyerAgencyId: ZUuid.nullable(),
  buyerName: z.string(),
  buyerGstin: z.string().nullable(),
  /** The place of supply's state code and name. */
  placeOfSupply: z.string().nullable(),
  placeOfSupplyName: z.string().nullable(),
  source: z.enum(PAYMENT_SOURCES),
  recordNo: z.number().int(),
  description: z.string(),
  sacCode: z.string(),
  taxablePaise: z.number().int(),
  taxLines: z.array(ZTaxLine),
  roundingPaise: z.number().int(),
  totalPaise: z.number().int(),
  paymentMode: z.string(),
  paymentReference: z.string().nullable(),
  /** A credit note: the invoice or receipt it takes back, and why. */
  creditedDocumentId: ZUuid.nullable(),
  creditedDocumentNumber: z.string().nullable(),
  reason: z.string().nullable(),
  /** An invoice or receipt: how much credit notes took back, and what that leaves it. */
  creditedPaise: z.number().int(),
  status: z.enum(['issued', 'partly-credited', 'cancelled']),
  /** A gateway payment's invoice or receipt with something left to refund (staff may refund it). */
  refundablePaise: z.number().int(),
  /** The public page the document's QR opens. */
  checkPath: z.string(),
  /** The PDF (GET, signed in). */
  downloadPath: z.string(),
});
export type TTaxDocument = z.infer<typeof ZTaxDocument>;
export const ZTaxDocumentList = listOf(ZTaxDocument);
export type TTaxDocumentList = z.infer<typeof ZTaxDocumentList>;

export const ZTaxDocumentIdParams = z.object({ documentId: ZUuid });

/** A month as YYYY-MM. */
export const ZTaxMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, TAX_MESSAGES.monthRequired);

/**
 * The documents a person may see: a business's (its owner, staff within reach), what an agency
 * issued in a month (its admins), what the platform issued to an agency (that agency's admins).
 */
export const ZTaxDocumentListQuery = z.object({
  businessId: ZUuid.optional(),
  /** Staff: what the agency issued in this month (IST). */
  month: ZTaxMonth.optional(),
  /** The documents the platform issued to this agency for its bills (the superadmin names any). */
  buyerAgencyId: ZUuid.optional(),
});

export const TAX_EXPORT_FORMATS = ['xlsx', 'csv', 'zip'] as const;
export const ZTaxExportQuery = z.object({
  month: ZTaxMonth,
  format: z.enum(TAX_EXPORT_FORMATS).default('xlsx'),
  /** The superadmin exports another issuer (an agency); default: the caller's own agency. */
  agencyId: ZUuid.optional(),
});

/** GET /public/tax-documents/{checkCode}: what the QR on a document confirms, and nothing more. */
export const ZTaxDocumentCheckParams = z.object({ checkCode: z.string().regex(/^[A-Za-z0-9]{12,40}$/) });
export const ZTaxDocumentCheck = z.object({
  kind: z.enum(TAX_DOCUMENT_KINDS),
  number: z.string(),
  issuedAt: z.iso.datetime(),
  issuerName: z.string(),
  issuerGstin: z.string().nullable(),
  totalPaise: z.number().int(),
  status: z.enum(['issued', 'partly-credited', 'cancelled']),
});
export type TTaxDocumentCheck = z.infer<typeof ZTaxDocumentCheck>;

/** The link in the payment e-mail: the PDF without signing in, for whoever holds the link's key. */
export const ZTaxDocumentLinkQuery = z.object({ key: z.string().regex(/^[0-9a-f]{64}$/, 'This link is not valid.') });

/** POST /payments/refund: a gateway payment refunded through the gateway, in full or in part. */
export const ZRefundPaymentBody = z.object({
  /** The invoice or receipt of the payment. */
  documentId: ZUuid,
  amountPaise: z.number().int().positive('Enter an amount to refund.'),
  reason: z.string().trim().min(1, 'Say why the payment is refunded.').max(200, 'At most 200 characters.'),
});
export type TRefundPaymentBody = z.infer<typeof ZRefundPaymentBody>;
export const ZRefundPaymentResult = z.object({
  refundId: z.string(),
  refundedPaise: z.number().int(),
  /** What is left of the payment to refund. */
  refundablePaise: z.number().int(),
  /** A full refund ends what the payment bought (as a deletion does). */
  paymentEnded: z.boolean(),
  creditNote: ZTaxDocument,
});
export type TRefundPaymentResult = z.infer<typeof ZRefundPaymentResult>;
