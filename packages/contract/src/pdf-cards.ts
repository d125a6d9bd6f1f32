// PDF ID cards: the card's details
// (one profile: prefilled from the business and its digital card), the calls' shapes, and the
// pure rules both sides read — may this card be exported now, what does a download give, what
// does the verification page say. The designs are in pdf-templates.ts.
import { z } from 'zod';
import { gridSearchFields, SORT_ORDERS, SUBSCRIBED_FILTER, ZBusiness } from './business';
import { isIsoDate, listOf, pagingQueryFields, ZEmail, ZPhoneNumber, ZUuid } from './common';
import { UPGRADE_PATH } from './constants';
import { type PdfTemplateCode, ZPdfTemplateCode } from './pdf-templates';
import { ZUploadUrl, ZWebAddress } from './web-addresses';

/** A PDF card is active, or revoked (its QR then says so at once). */
export const PDF_CARD_STATUSES = ['active', 'revoked'] as const;
export type PdfCardStatus = (typeof PDF_CARD_STATUSES)[number];

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

export const DEFAULT_PDF_TEMPLATE: PdfTemplateCode = 'cr80-classic-portrait';

export const PDF_CARD_MESSAGES = {
  nameRequired: 'Enter the name.',
  companyNameRequired: 'Enter the company name.',
  phonesRequired: 'Add at least one phone number.',
  tooLong: (max: number) => `At most ${max} characters.`,
  tooManyPhones: 'At most 3 phone numbers.',
  tooManyMails: 'At most 3 e-mail addresses.',
  validUntil: 'Enter a date like 2027-03-31.',
  bloodGroup: 'Choose a blood group.',
  colour: 'Use a colour like #1e63d6.',
  refRequired: 'Name the PDF card (pdfCardNo) or the business to create it for (businessId).',
  /** A logo or photo that is not one of this business's uploads. */
  imageNotOfBusiness: 'Upload the image again.',
  notPaid:
    'This PDF ID card is not paid for yet. Buy its single purchase, or a plan with PDF ID cards, to export it without the sample watermark.',
  exportUsed:
    "This PDF ID card's purchase gave one export, and it has been used. Buy it again, or a plan with PDF ID cards, to export it again.",
  revoked: 'This PDF ID card is revoked. Make it active again to export it.',
  detailsMissing: 'Fill in the card before exporting it.',
  paidCardNotDeleted:
    'This PDF ID card has a recorded payment. Delete the payment first (an audit record keeps it), then the card.',
  confirmDelete: 'Are you sure you want to delete this PDF ID card?',
  confirmRevoke: 'Revoke this PDF ID card? Its QR code will show it as revoked at once.',
  /** The verification page of a token that is forged, altered or of no card of this agency. */
  notValidCard: 'This is not a valid card.',
} as const;

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalText = (max: number) =>
  z.preprocess(emptyToNull, z.string().trim().max(max, PDF_CARD_MESSAGES.tooLong(max)).nullable()).default(null);
const nullableUpload = z.preprocess(emptyToNull, ZUploadUrl.nullable()).default(null);
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, PDF_CARD_MESSAGES.colour);

/** YYYY-MM-DD, a real date. */
export const ZIsoDate = z
  .string({ error: PDF_CARD_MESSAGES.validUntil })
  .trim()
  .refine(isIsoDate, PDF_CARD_MESSAGES.validUntil);

/**
 * What a PDF card shows (registeredPhoneNumber, companyName, mails; and the card's own
 * fields). Logo and photo are URLs answered by POST /document/uploadDoc for this business.
 */
export const ZPdfCardDetails = z.object({
  companyName: z
    .string({ error: PDF_CARD_MESSAGES.companyNameRequired })
    .trim()
    .min(1, PDF_CARD_MESSAGES.companyNameRequired)
    .max(100, PDF_CARD_MESSAGES.tooLong(100)),
  name: z
    .string({ error: PDF_CARD_MESSAGES.nameRequired })
    .trim()
    .min(1, PDF_CARD_MESSAGES.nameRequired)
    .max(80, PDF_CARD_MESSAGES.tooLong(80)),
  designation: optionalText(80),
  idNumber: optionalText(40),
  bloodGroup: z.preprocess(emptyToNull, z.enum(BLOOD_GROUPS, PDF_CARD_MESSAGES.bloodGroup).nullable()).default(null),
  /** The owner's sign-in phone, as registered (prefilled; the admin search key). */
  registeredPhoneNumber: z.preprocess(emptyToNull, ZPhoneNumber.nullable()).default(null),
  phones: z
    .array(ZPhoneNumber, { error: PDF_CARD_MESSAGES.phonesRequired })
    .min(1, PDF_CARD_MESSAGES.phonesRequired)
    .max(3, PDF_CARD_MESSAGES.tooManyPhones),
  whatsappNumber: z.preprocess(emptyToNull, ZPhoneNumber.nullable()).default(null),
  mails: z.array(ZEmail).max(3, PDF_CARD_MESSAGES.tooManyMails).default([]),
  address: optionalText(300),
  website: z.preprocess(emptyToNull, ZWebAddress.nullable()).default(null),
  mapLink: z.preprocess(emptyToNull, ZWebAddress.nullable()).default(null),
  /** YYYY-MM-DD; after it (IST) the verification page says Expired. null: no end. */
  validUntil: z.preprocess(emptyToNull, ZIsoDate.nullable()).default(null),
  logoUrl: nullableUpload,
  photoUrl: nullableUpload,
  primaryColor: hexColour.default('#1e63d6'),
  secondaryColor: hexColour.default('#0f1b2d'),
});
export type TPdfCardDetails = z.infer<typeof ZPdfCardDetails>;
export type TPdfCardDetailsInput = z.input<typeof ZPdfCardDetails>;

/** One frozen export: what was exported is what was paid for. */
export const ZPdfCardExport = z.object({
  pdfCardNo: z.number().int(),
  /** 1, 2, … per card. */
  version: z.number().int(),
  templateCode: ZPdfTemplateCode,
  /** What paid for it: the card's single purchase, or the business's plan. */
  paidBy: z.enum(['purchase', 'plan']),
  exportedAt: z.iso.datetime(),
});
export type TPdfCardExport = z.infer<typeof ZPdfCardExport>;

/** Whether the card may be exported now, and why not. */
export const ZPdfCardExportRight = z.object({
  allowed: z.boolean(),
  /** allowed: what pays for the next export. */
  paidBy: z.enum(['purchase', 'plan']).nullable(),
  /** not allowed: the refusal's message (also the 409's). */
  message: z.string().nullable(),
  /** not allowed and a purchase or plan would lift it: '#upgrade'. */
  upgradePath: z.string().nullable(),
});
export type TPdfCardExportRight = z.infer<typeof ZPdfCardExportRight>;

export const ZPdfCard = z.object({
  pdfCardNo: z.number().int(),
  businessId: ZUuid,
  status: z.enum(PDF_CARD_STATUSES),
  templateCode: ZPdfTemplateCode,
  /** null until first saved (a card made before the editor): the editor starts from GET /pdf-card/draft. */
  details: ZPdfCardDetails.nullable(),
  /** The PDF card's fields, the same as details' (kept for the lists and the search). */
  companyName: z.string(),
  registeredPhoneNumber: z.string().nullable(),
  mails: z.array(z.string()),
  /** Single purchases: paid, exports they allow, exports made with them, watermark. */
  isPaid: z.boolean(),
  exportsAllowed: z.number().int(),
  exportsUsed: z.number().int(),
  showSampleWatermark: z.boolean(),
  /** Bumped by each save of the details or template. */
  version: z.number().int(),
  latestExport: ZPdfCardExport.nullable(),
  /** The current details differ from the latest export (or nothing is exported yet). */
  hasUnexportedChanges: z.boolean(),
  exportRight: ZPdfCardExportRight,
  /** The live verification page the card's QR opens (on the agency's host). */
  verifyUrl: z.string(),
  /** Times the verification page was opened (repeats by one visitor within 30 s count once). */
  checkCount: z.number().int(),
  lastCheckedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TPdfCard = z.infer<typeof ZPdfCard>;

/** All Projects' pdf_id_card rows: the card with its business. */
export const ZPdfCardListItem = ZPdfCard.omit({ details: true }).extend({
  name: z.string(),
  business: ZBusiness,
});
export type TPdfCardListItem = z.infer<typeof ZPdfCardListItem>;
export const ZPdfCardList = listOf(ZPdfCardListItem);
export type TPdfCardList = z.infer<typeof ZPdfCardList>;

// Requests

const ZPdfCardNoValue = z.number({ error: 'Give a PDF card number.' }).int().positive('Give a PDF card number.');
const ZPdfCardNoParam = z.coerce
  .number({ error: 'Give a PDF card number.' })
  .int('Give a PDF card number.')
  .positive('Give a PDF card number.');

/** GET /pdf-card/pdfCard */
export const ZPdfCardNoQuery = z.object({ pdfCardNo: ZPdfCardNoParam });
export type TPdfCardNoQuery = z.input<typeof ZPdfCardNoQuery>;

/** GET /pdf-card/getPdfCardsByBusiness, GET /pdf-card/draft */
export const ZPdfCardBusinessQuery = z.object({ businessId: ZUuid });

export const PDF_CARD_SEARCH_KEYS = ['companyName', 'businessName', 'registeredPhoneNumber', 'templateCode'] as const;
export const PDF_CARD_PAID_FILTER = ['paid', 'unpaid'] as const;
export const PDF_CARD_EXPORTED_FILTER = ['exported', 'not-exported'] as const;
export const PDF_CARD_SORT_KEYS = ['createdAt', 'companyName', 'businessName'] as const;

/** GET /pdf-card/getPdfCardList: All Projects, projectType=pdf_id_card. */
export const ZPdfCardListQuery = z.object({
  ...pagingQueryFields(100, 20),
  ...gridSearchFields(PDF_CARD_SEARCH_KEYS),
  status: z.enum(PDF_CARD_STATUSES).optional(),
  /** The card's single purchase. */
  paid: z.enum(PDF_CARD_PAID_FILTER).optional(),
  exported: z.enum(PDF_CARD_EXPORTED_FILTER).optional(),
  /** The business's plan (subscribed / not subscribed). */
  subscribed: z.enum(SUBSCRIBED_FILTER).optional(),
  templateCode: ZPdfTemplateCode.optional(),
  businessId: ZUuid.optional(),
  sortBy: z.enum(PDF_CARD_SORT_KEYS).default('createdAt'),
  sortOrder: z.enum(SORT_ORDERS).default('desc'),
});
export type TPdfCardListQuery = z.input<typeof ZPdfCardListQuery>;

/** A card is named by its number, or (a new card, a prefill) by its business: one of them must be there. */
const namesPdfCard = (ref: { pdfCardNo?: unknown; businessId?: unknown }) =>
  ref.pdfCardNo !== undefined || ref.businessId !== undefined;
const PDF_CARD_REF_REQUIRED = { message: PDF_CARD_MESSAGES.refRequired, path: ['pdfCardNo'] };

/**
 * POST /pdf-card/updatePdfCardBasicDetails: saves a card's details and template; without
 * pdfCardNo and with businessId it CREATES the card (within the business's plan limits).
 */
export const ZUpdatePdfCardBasicDetailsBody = z
  .object({
    pdfCardNo: ZPdfCardNoValue.optional(),
    businessId: ZUuid.optional(),
    /** Absent: the card's current design (a new card: DEFAULT_PDF_TEMPLATE). */
    templateCode: ZPdfTemplateCode.optional(),
    details: ZPdfCardDetails,
  })
  .refine(namesPdfCard, PDF_CARD_REF_REQUIRED);
export type TUpdatePdfCardBasicDetailsBody = z.input<typeof ZUpdatePdfCardBasicDetailsBody>;

/** POST /pdf-card/updatePdfCardStatus */
export const ZUpdatePdfCardStatusBody = z.object({ pdfCardNo: ZPdfCardNoValue, status: z.enum(PDF_CARD_STATUSES) });
export type TUpdatePdfCardStatusBody = z.input<typeof ZUpdatePdfCardStatusBody>;

/** POST /pdf-card/deletePdfCard, POST /pdf-card/exportPdfCard */
export const ZPdfCardNoBody = z.object({ pdfCardNo: ZPdfCardNoValue });
export type TPdfCardNoBody = z.input<typeof ZPdfCardNoBody>;

export const ZDeletePdfCardResponse = z.object({ pdfCardDeleted: z.literal(true), pdfCardNo: z.number().int() });

export const ZExportPdfCardResponse = z.object({ pdfCard: ZPdfCard, export: ZPdfCardExport });
export type TExportPdfCardResponse = z.infer<typeof ZExportPdfCardResponse>;

/** Query flags arrive as strings: 'true' / '1' are true, anything else false. */
const ZQueryFlag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');

/** GET /pdf-card/downloadPdfCard: application/pdf (errors: the JSON envelope). */
export const ZDownloadPdfCardQuery = z.object({
  pdfCardNo: ZPdfCardNoParam,
  /** Admins (and franchisees with payment:record): the current details without the watermark. */
  forceDownloadWithoutSampleWatermark: ZQueryFlag,
  /** ID cards: 3 mm bleed and crop marks for a print shop. */
  bleed: ZQueryFlag,
});
export type TDownloadPdfCardQuery = z.input<typeof ZDownloadPdfCardQuery>;

/** GET /pdf-card/preview: a card's current details, or a business's prefill, always SAMPLE. */
export const ZPreviewPdfCardQuery = z
  .object({
    pdfCardNo: ZPdfCardNoParam.optional(),
    businessId: ZUuid.optional(),
    /** Absent: the card's design (a business: DEFAULT_PDF_TEMPLATE). */
    templateCode: ZPdfTemplateCode.optional(),
  })
  .refine(namesPdfCard, PDF_CARD_REF_REQUIRED);
export type TPreviewPdfCardQuery = z.input<typeof ZPreviewPdfCardQuery>;

export const ZPdfResponse = z.string().describe('application/pdf');

/**
 * Details prefilled from the business and its digital card: every field of ZPdfCardDetails, but
 * what the business does not know yet may be empty (name '', no phones) until the person fills it.
 */
export const ZPdfCardDraftDetails = ZPdfCardDetails.extend({
  companyName: z.string(),
  name: z.string(),
  phones: z.array(z.string()),
  mails: z.array(z.string()),
  registeredPhoneNumber: z.string().nullable(),
  whatsappNumber: z.string().nullable(),
  website: z.string().nullable(),
  mapLink: z.string().nullable(),
  logoUrl: z.string().nullable(),
  photoUrl: z.string().nullable(),
});

/**
 * POST /pdf-card/preview: the editor's details as typed (not saved), in a design, always SAMPLE:
 * the live preview is the real PDF of what is on the screen.
 */
export const ZPreviewPdfCardDetailsBody = z
  .object({
    pdfCardNo: z.number().int().min(1).max(2_147_483_647).optional(),
    businessId: ZUuid.optional(),
    templateCode: ZPdfTemplateCode,
    details: ZPdfCardDraftDetails,
  })
  .refine(namesPdfCard, PDF_CARD_REF_REQUIRED);
export type TPreviewPdfCardDetailsBody = z.input<typeof ZPreviewPdfCardDetailsBody>;
export type TPdfCardDraftDetails = z.infer<typeof ZPdfCardDraftDetails>;

/** GET /pdf-card/draft: details prefilled from the business and its digital card. */
export const ZPdfCardDraft = z.object({
  businessId: ZUuid,
  templateCode: ZPdfTemplateCode,
  details: ZPdfCardDraftDetails,
});
export type TPdfCardDraft = z.infer<typeof ZPdfCardDraft>;

/** Whether the business may add a PDF card now (the create button and its refusal). */
export const ZPdfCardAllowance = z.object({
  /** PDF cards the business may have now (-1 unlimited; the single purchase's waiting card not included). */
  allowed: z.number().int(),
  used: z.number().int(),
  canCreate: z.boolean(),
  /** Why not: the 409's (or, product off, the 400's) message; upgradePath when a purchase or plan lifts it. */
  refusal: z.object({ message: z.string(), upgradePath: z.string().nullable() }).nullable(),
});
export type TPdfCardAllowance = z.infer<typeof ZPdfCardAllowance>;

export const ZPdfCardsByBusiness = listOf(ZPdfCard).extend({ allowance: ZPdfCardAllowance });
export type TPdfCardsByBusiness = z.infer<typeof ZPdfCardsByBusiness>;

// ---------------------------------------------------------------------------------------
// Rules.

export interface PdfCardExportInput {
  status: PdfCardStatus;
  isPaid: boolean;
  exportsAllowed: number;
  exportsUsed: number;
  /** The business's running plan includes PDF cards and this card is within its limit. */
  coveredByPlan: boolean;
}

/**
 * A single purchase gives one export; a plan with PDF cards covers the cards within
 * its limit (exported again as often as wanted while the plan runs). A purchase's export left
 * is used first, so a card bought on its own keeps what it paid for. Refusals are 409 with the
 * upgrade path (never 403: the web signs out on it); a revoked card is 409 without one.
 */
export function pdfCardExportRight(input: PdfCardExportInput): TPdfCardExportRight {
  if (input.status === 'revoked')
    return { allowed: false, paidBy: null, message: PDF_CARD_MESSAGES.revoked, upgradePath: null };
  if (input.isPaid && input.exportsUsed < input.exportsAllowed)
    return { allowed: true, paidBy: 'purchase', message: null, upgradePath: null };
  if (input.coveredByPlan) return { allowed: true, paidBy: 'plan', message: null, upgradePath: null };
  const message = input.isPaid ? PDF_CARD_MESSAGES.exportUsed : PDF_CARD_MESSAGES.notPaid;
  return { allowed: false, paidBy: null, message, upgradePath: UPGRADE_PATH };
}

/**
 * Which unpaid cards of a business a plan covers: the first `allowed` by card number (the
 * oldest). Cards paid by a single purchase are beyond the plan (entitlements count them apart).
 */
export function pdfCardsCoveredByPlan(unpaidCardNos: number[], allowed: number): Set<number> {
  const sorted = [...unpaidCardNos].sort((a, b) => a - b);
  return new Set(allowed === -1 ? sorted : sorted.slice(0, Math.max(0, allowed)));
}

export type PdfDownloadSource = 'latest-export' | 'current-sample' | 'current-clean';

/**
 * GET /pdf-card/downloadPdfCard: the latest export, clean (what was paid for); without one the
 * current details with SAMPLE; forced clean by staff allowed to give it: the current details.
 */
export function pdfDownloadSource(input: { hasExport: boolean; forceClean: boolean }): PdfDownloadSource {
  if (input.forceClean) return 'current-clean';
  return input.hasExport ? 'latest-export' : 'current-sample';
}

export const PDF_CARD_VERIFY_STATES = ['active', 'revoked', 'expired'] as const;
export type PdfCardVerifyState = (typeof PDF_CARD_VERIFY_STATES)[number];
export const PDF_CARD_VERIFY_LABELS: Record<PdfCardVerifyState, string> = {
  active: 'Active',
  revoked: 'Revoked',
  expired: 'Expired',
};

/** The verification page's badge: revoked wins; expired once the IST day is after validUntil. */
export function pdfCardVerifyState(input: {
  status: PdfCardStatus;
  validUntil: string | null;
  /** Today in IST, YYYY-MM-DD. */
  today: string;
}): PdfCardVerifyState {
  if (input.status === 'revoked') return 'revoked';
  if (input.validUntil !== null && input.today > input.validUntil) return 'expired';
  return 'active';
}
