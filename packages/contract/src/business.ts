// Businesses: what a customer or staff member adds, lists and filters.
import { z } from 'zod';
import { listOf, pagingQueryFields, ZEmail, ZPhoneNumber, ZUuid } from './common';
import { BUSINESS_MADE_BY, SEARCH_KEYS } from './constants';
import { ZFrameVisibility, ZPlanLimits } from './plan-limits';

/** The image category whose subcategories are the business categories (domain notes). */
export const BUSINESS_CATEGORY_IMAGE_CATEGORY = 'Business Category';

export const ZBusinessCategory = z.object({
  imageSubcategoryId: ZUuid,
  /** The business's `category` holds this key. */
  key: z.string(),
  imageSubcategoryName: z.string(),
});
export type TBusinessCategory = z.infer<typeof ZBusinessCategory>;

export const ZBusinessCategoryQuery = z.object({
  imageCategoryName: z.string().trim().min(1).default(BUSINESS_CATEGORY_IMAGE_CATEGORY),
});

export const ZBusinessName = z
  .string({ error: 'Enter the business name.' })
  .trim()
  .min(2, 'Enter the business name (at least 2 characters).')
  .max(80, 'The business name can be at most 80 characters.');

export const ZCategoryKey = z
  .string({ error: 'Choose a business category.' })
  .trim()
  .min(1, 'Choose a business category.')
  .max(60, 'Choose a business category.');

/**
 * "Other": the reserved category key of a business whose trade is not in the
 * list. The business then carries the category its owner typed (otherCategory), shown wherever
 * the category name shows; the super admin may promote a typed category into the list.
 */
export const OTHER_CATEGORY_KEY = 'other';
/** How "Other" reads in the category picker (offered last). */
export const OTHER_CATEGORY_LABEL = 'Other (not in the list)';

export const OTHER_CATEGORY_MESSAGES = {
  required: 'Type your business category, e.g. Optician.',
  tooShort: 'Type at least 2 letters for your business category.',
  tooLong: 'A business category can be at most 60 characters.',
  noLetters: 'Type your business category in letters, e.g. Optician.',
  notPlatform: "Only the platform's team promotes typed categories into the list.",
  nothingToPromote: (name: string) => `No business has the typed category '${name}' any more.`,
  nameReserved: "'Other' stays for categories people type: give the category another name.",
} as const;

/**
 * The category a person typed for "Other": trimmed, inner spaces and line breaks made one space,
 * control characters dropped, 2–60 characters with at least one letter or digit.
 */
export const ZOtherCategoryName = z
  .string({ error: OTHER_CATEGORY_MESSAGES.required })
  .max(200, OTHER_CATEGORY_MESSAGES.tooLong)
  .transform((value) =>
    value
      .replace(/\p{Cc}|\p{Cf}/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
  .pipe(
    z
      .string()
      .min(1, OTHER_CATEGORY_MESSAGES.required)
      .min(2, OTHER_CATEGORY_MESSAGES.tooShort)
      .max(60, OTHER_CATEGORY_MESSAGES.tooLong)
      .regex(/[\p{L}\p{N}]/u, OTHER_CATEGORY_MESSAGES.noLetters),
  );

/** A form's typed category: empty means none (it is only asked for with "Other"). */
const ZOptionalOtherCategory = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  ZOtherCategoryName.nullable(),
);

/**
 * The typed category a business ends up with: required with "Other", dropped with any other
 * category. A problem is a field error on `otherCategory`; used by the server and the web form.
 */
export function otherCategoryProblem(category: string, otherCategory: string | null | undefined): string | null {
  if (category !== OTHER_CATEGORY_KEY) return null;
  return otherCategory ? null : OTHER_CATEGORY_MESSAGES.required;
}

/** Optional contact fields accept an empty string from a form as "none". */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
export const ZOptionalEmail = z.preprocess(emptyToNull, ZEmail.nullable()).optional();
export const ZOptionalPhone = z.preprocess(emptyToNull, ZPhoneNumber.nullable()).optional();

export const CARD_STATUSES = ['active', 'inactive'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

export const ZCardSummary = z.object({
  cardNo: z.number().int(),
  cardId: z.string().nullable(),
  status: z.enum(CARD_STATUSES),
  /** All required sections are filled (the done / not done filter). */
  isDone: z.boolean(),
});
export type TCardSummary = z.infer<typeof ZCardSummary>;

/**
 * Published: the card has its address and its basic details (done), so its
 * address shows the card. Before that the customer is not offered its link or Share, visitors get
 * a "coming soon" page, and the agency's month bill does not count it (README, Product rules).
 */
export function isCardPublished(card: { cardId: string | null; isDone: boolean }): boolean {
  return card.isDone && card.cardId !== null;
}

export const ZBusinessOwner = z.object({
  userId: ZUuid,
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  isForeignUser: z.boolean(),
});

export const ZBusiness = z.object({
  businessId: ZUuid,
  /** The agency the business belongs to (a superadmin upgrading it lists this agency's plans). */
  agencyId: ZUuid,
  businessName: z.string(),
  category: z.string(),
  /** The category typed with "Other" (category = OTHER_CATEGORY_KEY); null otherwise. */
  otherCategory: z.string().nullable(),
  /** The category's name; for "Other", the typed category. */
  categoryName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  user: ZBusinessOwner,
  expiryDateForCustomer: z.iso.datetime().nullable(),
  /** true: the expiry stays on a date an admin set; false: it renews from the payment date. */
  isFixedExpiryDate: z.boolean(),
  paymentStatus: z.number().int(),
  businessMadeBy: z.enum(BUSINESS_MADE_BY),
  isSubscriptionActive: z.boolean(),
  /**
   * The limits of the plan the business is on: the one last paid for, kept after it expires
   * (paymentStatus and expiryDateForCustomer say whether it still applies; businessEntitlements
   * reads them together). null: never paid.
   */
  planLimits: ZPlanLimits.nullable(),
  /** That plan's frame visibility; null: never paid. */
  frameVisibility: ZFrameVisibility.nullable(),
  card: ZCardSummary.nullable(),
  createdAt: z.iso.datetime(),
});
export type TBusiness = z.infer<typeof ZBusiness>;

/** Generic list result. */

/**
 * How far a list counts its matches (exact counts of a broad search at a million
 * businesses cost half a second). Past it the total is LIST_TOTAL_CAP and totalCapped is true:
 * "10,000+".
 */
export const LIST_TOTAL_CAP = 10_000;

/**
 * A paged list of the admin area: the page, how many match (exact up to LIST_TOTAL_CAP, then
 * capped), and the cursor of the page after this one (null on the last page) — given back as
 * `after`, it reads the next page by its sort key instead of skipping rows (keyset paging).
 */
export function pagedListOf<T extends z.ZodType>(item: T) {
  return listOf(item).extend({ totalCapped: z.boolean(), nextCursor: z.string().nullable() });
}

/** "12", or "10,000+" when the server stopped counting. */
export function formatListTotal(list: { total: number; totalCapped: boolean }): string {
  const count = list.total.toLocaleString('en-IN');
  return list.totalCapped ? `${count}+` : count;
}

export const ZBusinessList = pagedListOf(ZBusiness);
export type TBusinessList = z.infer<typeof ZBusinessList>;

// Filters of the business and card lists.
export const DONE_FILTER = ['done', 'not-done'] as const;
export const SUBSCRIBED_FILTER = ['subscribed', 'not-subscribed'] as const;
export const CARD_STATUS_FILTER = ['active', 'inactive'] as const;
export const IMAGE_POST_FILTER = ['enabled', 'disabled'] as const;
export const DATE_TYPE_FILTER = ['flexible', 'fixed'] as const;

/** Sort keys of the business and card lists; ties break on the row id. */
export const BUSINESS_SORT_KEYS = ['createdAt', 'businessName', 'expiryDateForCustomer', 'cardId'] as const;
export type BusinessSortKey = (typeof BUSINESS_SORT_KEYS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;

/** The All Businesses / All Projects grids' search box: the text, and which column (`keys`) it reads. */
export function gridSearchFields<K extends string>(keys: readonly [K, ...K[]]) {
  return { searchKey: z.enum(keys).optional(), search: z.string().trim().max(100).optional() };
}

/** A keyset cursor as the server wrote it (nextCursor): opaque, URL-safe. */
export const ZListCursor = z
  .string()
  .max(400, 'The page cursor is not valid: reload the list.')
  .regex(/^[A-Za-z0-9_-]+$/, 'The page cursor is not valid: reload the list.');

/**
 * The lists' search keys: the spec's five and `category` (the category's name,
 * the typed one for "Other" included). Without a key the search reads the name, company and address.
 */
export const BUSINESS_SEARCH_KEYS = [...SEARCH_KEYS, 'category'] as const;
export type BusinessSearchKey = (typeof BUSINESS_SEARCH_KEYS)[number];

export const ZBusinessListQuery = z.object({
  ...pagingQueryFields(100, 20),
  /**
   * The previous page's nextCursor: this page starts after its last row (`page` then only
   * numbers it). Without it, `page` skips rows (OFFSET), fine for the first pages.
   */
  after: ZListCursor.optional(),
  ...gridSearchFields(BUSINESS_SEARCH_KEYS),
  done: z.enum(DONE_FILTER).optional(),
  subscribed: z.enum(SUBSCRIBED_FILTER).optional(),
  status: z.enum(CARD_STATUS_FILTER).optional(),
  imagePost: z.enum(IMAGE_POST_FILTER).optional(),
  dateType: z.enum(DATE_TYPE_FILTER).optional(),
  /** Newest first by default; a missing expiry or card address sorts last either way. */
  sortBy: z.enum(BUSINESS_SORT_KEYS).default('createdAt'),
  sortOrder: z.enum(SORT_ORDERS).default('desc'),
});
export type TBusinessListQuery = z.input<typeof ZBusinessListQuery>;

export const ZCreateBusinessBody = z.object({
  businessName: ZBusinessName,
  category: ZCategoryKey,
  /** Required with category OTHER_CATEGORY_KEY (otherCategoryProblem); ignored with any other. */
  otherCategory: ZOptionalOtherCategory.optional(),
  email: ZOptionalEmail,
  phoneNumber: ZOptionalPhone,
  /** Staff create a business for a customer; customers omit it (their own). */
  userId: ZUuid.optional(),
  /** /businesses/add?shouldCreateDigitalCard: create the (empty) card with the business. */
  createDigitalCard: z.boolean().default(false),
});
export type TCreateBusinessBody = z.input<typeof ZCreateBusinessBody>;

export const ZUpdateBusinessMetadataBody = z.object({
  businessId: ZUuid,
  businessName: ZBusinessName.optional(),
  category: ZCategoryKey.optional(),
  /** With category OTHER_CATEGORY_KEY (or a business already on it): the typed category. */
  otherCategory: ZOptionalOtherCategory.optional(),
  email: ZOptionalEmail,
  phoneNumber: ZOptionalPhone,
});
export type TUpdateBusinessMetadataBody = z.input<typeof ZUpdateBusinessMetadataBody>;

export const ZBusinessIdParams = z.object({ id: ZUuid });
export const ZDeleteBusinessResponse = z.object({ businessDeleted: z.literal(true), businessId: ZUuid });

export const ZCloneBusinessBody = z.object({ businessId: ZUuid, businessName: ZBusinessName });
export type TCloneBusinessBody = z.infer<typeof ZCloneBusinessBody>;

export const ZRegisterUserBody = z
  .object({
    phoneNumber: ZPhoneNumber.optional(),
    email: ZEmail.optional(),
    isForeignUser: z.boolean().default(false),
    name: z.string().trim().max(80).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.isForeignUser && !body.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Enter a valid e-mail address.' });
    if (!body.isForeignUser && !body.phoneNumber)
      ctx.addIssue({
        code: 'custom',
        path: ['phoneNumber'],
        message: 'Enter a valid mobile number with its country code.',
      });
  });
export type TRegisterUserBody = z.input<typeof ZRegisterUserBody>;

export const ZRegisterUserResponse = z.object({
  user: ZBusinessOwner,
  /** false when the person already had an account in this agency. */
  created: z.boolean(),
  businesses: z.array(ZBusiness),
});

// Typed "Other" categories for the super admin: which trades businesses typed,
// and promoting one into the platform's 'Business Category' list.

/** One typed category: spellings differing only in case and spaces count together. */
export const ZOtherCategorySummary = z.object({
  /** The spelling most businesses used. */
  name: z.string(),
  businessCount: z.number().int(),
  agencyCount: z.number().int(),
  /** When a business last typed it (its newest business). */
  lastUsedAt: z.iso.datetime(),
});
export type TOtherCategorySummary = z.infer<typeof ZOtherCategorySummary>;
export const ZOtherCategoryList = listOf(ZOtherCategorySummary);
export type TOtherCategoryList = z.infer<typeof ZOtherCategoryList>;

/** At most this many typed categories are listed (the most used first). */
export const OTHER_CATEGORY_LIST_LIMIT = 200;

export const ZPromoteOtherCategoryBody = z.object({
  /** The typed category as listed (matched ignoring case and spaces). */
  otherCategory: ZOtherCategoryName,
  /** The name in the list; default the typed one. An existing category of that name is used. */
  name: ZOtherCategoryName.optional(),
});
export type TPromoteOtherCategoryBody = z.input<typeof ZPromoteOtherCategoryBody>;

export const ZPromoteOtherCategoryResponse = z.object({
  category: ZBusinessCategory,
  /** false: a category of that name was in the list already, and the businesses joined it. */
  created: z.boolean(),
  movedBusinesses: z.number().int(),
});
export type TPromoteOtherCategoryResponse = z.infer<typeof ZPromoteOtherCategoryResponse>;
