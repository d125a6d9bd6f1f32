// All Projects (digital cards) and its row actions, and the CSV reports.
// The list shares All Businesses' filters, search keys, sort and paging.
import { z } from 'zod';
import { CARD_STATUSES, IMAGE_POST_FILTER, pagedListOf, ZBusiness, ZBusinessListQuery } from './business';
import { FRAMES } from './constants';
import { FRAME_KINDS, IMAGE_POST_LANGUAGES } from './image-posts';
import { ZPlanLimit } from './plan-limits';

/** Only digital cards are listed by /getcardlist; PDF cards and videos have their own lists. */
export const CARD_LIST_PROJECT_TYPES = ['digital_card'] as const;

export const ZCardListQuery = ZBusinessListQuery.extend({
  projectType: z.enum(CARD_LIST_PROJECT_TYPES).default('digital_card'),
});
export type TCardListQuery = z.input<typeof ZCardListQuery>;

/**
 * Greetings settings staff set per business. greetingImagesLimit: null means the plan's
 * limit applies, -1 unlimited; greetingVideosEnabled: whether video posts are offered; frame and
 * frameKind: the customer's frame choice, what a greeting is rendered in unless the request names
 * another (absent: frame7, regular; a kind the plan hides falls back to one it offers).
 */
export const ZImagePostSettings = z.object({
  greetingImagesLimit: ZPlanLimit.nullable(),
  greetingVideosEnabled: z.boolean(),
  frame: z.enum(FRAMES).optional(),
  frameKind: z.enum(FRAME_KINDS).optional(),
  /** The language text-layer greetings are drawn in; null or absent: the card's (docs/product-rules.md#greetings-text-layers). */
  greetingLanguage: z.enum(IMAGE_POST_LANGUAGES).nullable().optional(),
});
export type TImagePostSettings = z.infer<typeof ZImagePostSettings>;
export const DEFAULT_IMAGE_POST_SETTINGS: TImagePostSettings = {
  greetingImagesLimit: null,
  greetingVideosEnabled: true,
};

/** A card's limit: how many cards its owner may have. */
export const ZCardLimit = z
  .number({ error: 'Enter a number.' })
  .int('Enter a whole number.')
  .min(1, 'A card limit is at least 1.')
  .max(1000, 'That card limit is too large.');

/** One row of All Projects: the card, its row-action state, and its business. */
export const ZCardListItem = z.object({
  cardNo: z.number().int(),
  cardId: z.string().nullable(),
  status: z.enum(CARD_STATUSES),
  isDone: z.boolean(),
  /** null: the plan's digitalCardLimit. */
  cardLimit: z.number().int().nullable(),
  companyName: z.string().nullable(),
  templateId: z.string().nullable(),
  imagePostStatus: z.enum(IMAGE_POST_FILTER),
  imagePostSettings: ZImagePostSettings,
  createdAt: z.iso.datetime(),
  business: ZBusiness,
});
export type TCardListItem = z.infer<typeof ZCardListItem>;
export const ZCardList = pagedListOf(ZCardListItem);
export type TCardList = z.infer<typeof ZCardList>;

const ZCardNo = z.number().int().positive();

export const ZUpdateCardStatusBody = z.object({ cardNo: ZCardNo, status: z.enum(CARD_STATUSES) });
export type TUpdateCardStatusBody = z.input<typeof ZUpdateCardStatusBody>;
/** cardLimit null: back to the plan's limit. */
export const ZUpdateCardLimitBody = z.object({ cardNo: ZCardNo, cardLimit: ZCardLimit.nullable() });
export type TUpdateCardLimitBody = z.input<typeof ZUpdateCardLimitBody>;
export const ZUpdateImagePostStatusBody = z.object({ cardNo: ZCardNo, imagePostStatus: z.enum(IMAGE_POST_FILTER) });
export type TUpdateImagePostStatusBody = z.input<typeof ZUpdateImagePostStatusBody>;
export const ZUpdateImagePostSettingsBody = z.object({ cardNo: ZCardNo, imagePostSettings: ZImagePostSettings });
export type TUpdateImagePostSettingsBody = z.input<typeof ZUpdateImagePostSettingsBody>;
export const ZDeleteCardBody = z.object({ cardNo: ZCardNo });
export type TDeleteCardBody = z.input<typeof ZDeleteCardBody>;
export const ZDeleteCardResponse = z.object({ cardDeleted: z.literal(true), cardNo: z.number().int() });

/**
 * The file a report (or the leads) downloads as: CSV unless `format=xlsx` asks for an Excel
 * workbook of the same columns with typed cells (docs/product-rules.md#reports-as-spreadsheets).
 */
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type TReportFormat = (typeof REPORT_FORMATS)[number];
export const ZReportFormat = z.enum(REPORT_FORMATS);
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Reports: the tables' filters and search. No paging or sort: the whole selection streams,
// businesses newest first, cards by card number (keyset order, so memory stays constant).
export const ZReportQuery = ZBusinessListQuery.omit({
  page: true,
  after: true,
  pageSize: true,
  sortBy: true,
  sortOrder: true,
}).extend({ format: ZReportFormat.optional() });
export type TReportQuery = z.input<typeof ZReportQuery>;

/** The reports answer text/csv, or xlsx with `format=xlsx`; this documents it (errors before streaming are JSON). */
export const ZCsvResponse = z
  .string()
  .describe(`text/csv; charset=utf-8 with a BOM (attachment), or ${XLSX_CONTENT_TYPE} with format=xlsx`);

/** The CSV columns of each report, in order. */
export const BUSINESS_REPORT_COLUMNS = [
  'Business ID',
  'Business Name',
  'Category',
  'Owner Name',
  'Registered Phone Number',
  'Email',
  'Card ID',
  'Card Status',
  'Done',
  'Subscribed',
  'Image Posts',
  'Date Type',
  'Expiry Date (IST)',
  'Made By',
  'Created At (IST)',
  // The latest plan payment: docs/product-rules.md#manual-payment-mode
  'Payment mode',
  'Reference',
] as const;

export const DIGITAL_CARD_REPORT_COLUMNS = [
  'Card No',
  'Card ID',
  'Company Name',
  'Template',
  'Card Status',
  'Done',
  'Card Limit',
  'Image Posts',
  'Business Name',
  'Registered Phone Number',
  'Subscribed',
  'Expiry Date (IST)',
  'Created At (IST)',
] as const;
