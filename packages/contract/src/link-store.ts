// Link store: links the agency
// places on panel pages — help videos, offers, tutorials — shown there as a compact "helpful
// links" strip. Link categories (a name and an order) hold link types; a link type is the link
// itself: a title, an http/https address, a kind, the pages it is placed on and an order.
//
// Ownership and access (docs/product-rules.md#link-store): categories and links belong to an agency.
// The superadmin agency's admins and all-card-access franchisees manage them (Link Store);
// they name the agency with agencyId (their own when omitted). Reading is separate:
// GET /link-store/helpful-links?page answers the links placed on that page by the host's agency,
// to anyone signed in.
import { z } from 'zod';
import { listOf, requiredText, ZUuid } from './common';
import type { LINK_STORE_PAGES } from './constants';
import { MESSAGES } from './messages';
import { ZHttpUrl } from './web-addresses';

/** Link store pages (LINK_STORE_PAGES, the spec's words): the five panel pages a link is placed on, as keys. */
export const LINK_STORE_PAGE_KEYS = [
  'digital-business-card',
  'pdf-id-card',
  'payment',
  'edit-business',
  'frame-settings',
] as const;
export type LinkStorePage = (typeof LINK_STORE_PAGE_KEYS)[number];
export const LINK_STORE_PAGE_LABELS: Record<LinkStorePage, (typeof LINK_STORE_PAGES)[number]> = {
  'digital-business-card': 'digital business card page',
  'pdf-id-card': 'pdf id card page',
  payment: 'payment page',
  'edit-business': 'edit business page',
  'frame-settings': 'frame settings page',
};

/** What a link is (the domain notes' "help videos, offers, tutorials"). */
export const LINK_KINDS = ['help-video', 'offer', 'tutorial'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];
export const LINK_KIND_LABELS: Record<LinkKind, string> = {
  'help-video': 'Help video',
  offer: 'Offer',
  tutorial: 'Tutorial',
};

export const LINK_CATEGORY_NAME_MAX = 60;
export const LINK_TITLE_MAX = 80;
export const LINK_ORDER_MAX = 9999;

export const LINK_STORE_MESSAGES = {
  categoryNameRequired: 'Enter a name for the category.',
  categoryNameTooLong: `The name can be at most ${LINK_CATEGORY_NAME_MAX} characters.`,
  categoryRequired: 'Choose the category of this link.',
  titleRequired: 'Enter the title of the link.',
  titleTooLong: `The title can be at most ${LINK_TITLE_MAX} characters.`,
  urlInvalid: MESSAGES.linkUrlRequired,
  kindRequired: 'Choose what kind of link this is.',
  pagesRequired: 'Choose at least one page to show this link on.',
  orderInvalid: `The order is a whole number from 0 to ${LINK_ORDER_MAX}.`,
} as const;

const ZOrder = z.coerce
  .number({ error: LINK_STORE_MESSAGES.orderInvalid })
  .int(LINK_STORE_MESSAGES.orderInvalid)
  .min(0, LINK_STORE_MESSAGES.orderInvalid)
  .max(LINK_ORDER_MAX, LINK_STORE_MESSAGES.orderInvalid);

// ---------------------------------------------------------------------------------------
// Link categories

export const ZLinkCategory = z.object({
  linkCategoryId: ZUuid,
  agencyId: ZUuid,
  name: z.string(),
  order: z.number().int(),
  /** How many links it holds (deleting it deletes them). */
  linkCount: z.number().int(),
});
export type TLinkCategory = z.infer<typeof ZLinkCategory>;
export const ZLinkCategoryList = listOf(ZLinkCategory);
export type TLinkCategoryList = z.infer<typeof ZLinkCategoryList>;

/** The agency managed (platform staff may name one), on every management call. */
export const ZLinkStoreAgencyQuery = z.object({ agencyId: ZUuid.optional() });
export const ZLinkCategoryIdParams = z.object({ linkCategoryId: ZUuid });

/** POST /link-store/link-category (create) and /{linkCategoryId} (edit). */
export const ZSaveLinkCategoryBody = z.object({
  agencyId: ZUuid.optional(),
  name: requiredText(
    LINK_CATEGORY_NAME_MAX,
    LINK_STORE_MESSAGES.categoryNameRequired,
    LINK_STORE_MESSAGES.categoryNameTooLong,
  ),
  order: ZOrder.default(0),
});
export type TSaveLinkCategoryBody = z.input<typeof ZSaveLinkCategoryBody>;

export const ZDeleteLinkCategoryResponse = z.object({
  linkCategoryId: ZUuid,
  deleted: z.literal(true),
  /** The links deleted with it. */
  linksDeleted: z.number().int(),
});

// ---------------------------------------------------------------------------------------
// Link types (the links)

export const ZLinkType = z.object({
  linkTypeId: ZUuid,
  agencyId: ZUuid,
  linkCategoryId: ZUuid,
  categoryName: z.string(),
  title: z.string(),
  url: z.string(),
  kind: z.enum(LINK_KINDS),
  pages: z.array(z.enum(LINK_STORE_PAGE_KEYS)),
  order: z.number().int(),
});
export type TLinkType = z.infer<typeof ZLinkType>;
export const ZLinkTypeList = listOf(ZLinkType);
export type TLinkTypeList = z.infer<typeof ZLinkTypeList>;

/** GET /link-store/link-type (query): the agency's links, optionally one category's, one page's or one kind's. */
export const ZLinkTypeListQuery = ZLinkStoreAgencyQuery.extend({
  linkCategoryId: ZUuid.optional(),
  page: z.enum(LINK_STORE_PAGE_KEYS).optional(),
  kind: z.enum(LINK_KINDS).optional(),
});
export type TLinkTypeListQuery = z.input<typeof ZLinkTypeListQuery>;
export const ZLinkTypeIdParams = z.object({ linkTypeId: ZUuid });

/** POST /link-store/link-type (create) and /{linkTypeId} (edit). */
export const ZSaveLinkTypeBody = z.object({
  agencyId: ZUuid.optional(),
  linkCategoryId: z.uuid({ error: LINK_STORE_MESSAGES.categoryRequired }),
  title: requiredText(LINK_TITLE_MAX, LINK_STORE_MESSAGES.titleRequired, LINK_STORE_MESSAGES.titleTooLong),
  url: ZHttpUrl,
  kind: z.enum(LINK_KINDS, { error: LINK_STORE_MESSAGES.kindRequired }),
  pages: z
    .array(z.enum(LINK_STORE_PAGE_KEYS), { error: LINK_STORE_MESSAGES.pagesRequired })
    .min(1, LINK_STORE_MESSAGES.pagesRequired)
    .transform((pages) => LINK_STORE_PAGE_KEYS.filter((page) => pages.includes(page))),
  order: ZOrder.default(0),
});
export type TSaveLinkTypeBody = z.input<typeof ZSaveLinkTypeBody>;

export const ZDeleteLinkTypeResponse = z.object({ linkTypeId: ZUuid, deleted: z.literal(true) });

// ---------------------------------------------------------------------------------------
// The readers' call

/** GET /link-store/helpful-links?page (ours): the host agency's links placed on one page. */
export const ZHelpfulLinksQuery = z.object({ page: z.enum(LINK_STORE_PAGE_KEYS) });
export const ZHelpfulLink = ZLinkType.pick({
  linkTypeId: true,
  title: true,
  url: true,
  kind: true,
  categoryName: true,
});
export type THelpfulLink = z.infer<typeof ZHelpfulLink>;
/** In the order the agency set: category order, then link order. */
export const ZHelpfulLinks = z.object({ list: z.array(ZHelpfulLink) });
export type THelpfulLinks = z.infer<typeof ZHelpfulLinks>;
