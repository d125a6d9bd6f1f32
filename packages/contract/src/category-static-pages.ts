// Category static pages: a page of
// content — a title, rich text in a small safe subset of HTML, an optional cover image and a call
// to action — for one business category of one agency. Customers whose business is in that
// category see the published page from their home.
//
// Ownership and access (docs/product-rules.md#category-static-pages): a page belongs to an agency, one per (agency,
// category). Only the superadmin agency's admins manage them (Category Static Page
// Management); they name the agency with agencyId (their own when omitted). Reading is separate:
// GET /category-static-page/for-business answers the published page of the business's category in
// the host's agency, to anyone signed in who reaches that business (its customer, or staff).
//
// Rich text: the server keeps only RICH_TEXT_ALLOWED (paragraphs, h2/h3, bold, italic, lists,
// links to http/https/mailto/tel, images from our own uploads) and stores the cleaned HTML; the web
// renders only that. Anything else (scripts, event handlers, javascript: or data: links, other
// sites' images) is stripped; a page whose content is empty once cleaned is refused.
import { z } from 'zod';
import { listOf, requiredText, ZUuid } from './common';
import { ZUploadUrl } from './web-addresses';

export const CATEGORY_PAGE_TITLE_MAX = 120;
/** Characters of HTML as sent (before cleaning): a long article with a few images fits. */
export const CATEGORY_PAGE_CONTENT_MAX = 50_000;
export const CALL_TO_ACTION_LABEL_MAX = 40;

export const CATEGORY_PAGE_MESSAGES = {
  titleRequired: 'Enter a title for the page.',
  titleTooLong: `The title can be at most ${CATEGORY_PAGE_TITLE_MAX} characters.`,
  contentRequired: 'Write the content of the page.',
  contentTooLong: 'The content is too long: at most 50,000 characters.',
  categoryRequired: 'Choose a business category.',
  categoryTaken: 'This category already has a page. Edit that page instead.',
  ctaLabelRequired: 'Enter the button text, or remove the call to action.',
  ctaLabelTooLong: `The button text can be at most ${CALL_TO_ACTION_LABEL_MAX} characters.`,
  ctaLinkInvalid: 'Use a web address (https://…) or a phone link (tel:+91…).',
} as const;

/** What the rich text keeps: tag → attributes. Everything else is removed by the server. */
export const RICH_TEXT_ALLOWED = {
  p: [],
  br: [],
  h2: [],
  h3: [],
  strong: [],
  em: [],
  ul: [],
  ol: [],
  li: [],
  a: ['href'],
  img: ['src', 'alt'],
} as const satisfies Record<string, readonly string[]>;
/** Schemes a rich-text link may use. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

const TEL_LINK = /^tel:\+?[0-9][0-9 ()-]{3,24}$/;

/** A call to action's link: a web address (http/https) or a phone link; nothing else. */
export function isCallToActionLink(value: string): boolean {
  if (TEL_LINK.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const ZCallToAction = z.object({
  label: requiredText(
    CALL_TO_ACTION_LABEL_MAX,
    CATEGORY_PAGE_MESSAGES.ctaLabelRequired,
    CATEGORY_PAGE_MESSAGES.ctaLabelTooLong,
  ),
  link: z
    .string({ error: CATEGORY_PAGE_MESSAGES.ctaLinkInvalid })
    .trim()
    .max(2000, CATEGORY_PAGE_MESSAGES.ctaLinkInvalid)
    .refine(isCallToActionLink, CATEGORY_PAGE_MESSAGES.ctaLinkInvalid),
});
export type TCallToAction = z.infer<typeof ZCallToAction>;

/** The page as management and readers get it; `content` is the cleaned HTML. */
export const ZCategoryStaticPage = z.object({
  categoryStaticPageId: ZUuid,
  agencyId: ZUuid,
  /** The business category's key (a 'Business Category' image subcategory). */
  category: z.string(),
  /** Its name as the agency shows it. */
  categoryName: z.string(),
  title: z.string(),
  content: z.string(),
  coverImageUrl: z.string().nullable(),
  callToAction: ZCallToAction.nullable(),
  isPublished: z.boolean(),
  updatedAt: z.string(),
});
export type TCategoryStaticPage = z.infer<typeof ZCategoryStaticPage>;

export const ZCategoryStaticPageList = listOf(ZCategoryStaticPage);
export type TCategoryStaticPageList = z.infer<typeof ZCategoryStaticPageList>;

/** GET /category-static-page and the image upload: the agency managed (platform admins may name one). */
export const ZCategoryStaticPageAgencyQuery = z.object({ agencyId: ZUuid.optional() });

/** POST /category-static-page: create, or edit when categoryStaticPageId is given. */
export const ZSaveCategoryStaticPageBody = z.object({
  categoryStaticPageId: ZUuid.optional(),
  agencyId: ZUuid.optional(),
  category: requiredText(60, CATEGORY_PAGE_MESSAGES.categoryRequired, CATEGORY_PAGE_MESSAGES.categoryRequired),
  title: requiredText(
    CATEGORY_PAGE_TITLE_MAX,
    CATEGORY_PAGE_MESSAGES.titleRequired,
    CATEGORY_PAGE_MESSAGES.titleTooLong,
  ),
  content: z
    .string({ error: CATEGORY_PAGE_MESSAGES.contentRequired })
    .min(1, CATEGORY_PAGE_MESSAGES.contentRequired)
    .max(CATEGORY_PAGE_CONTENT_MAX, CATEGORY_PAGE_MESSAGES.contentTooLong),
  coverImageUrl: z.preprocess((v) => (v === '' ? null : v), ZUploadUrl.nullable()).default(null),
  callToAction: ZCallToAction.nullable().default(null),
  isPublished: z.boolean().default(true),
});
export type TSaveCategoryStaticPageBody = z.input<typeof ZSaveCategoryStaticPageBody>;

/** DELETE /category-static-page?categoryStaticPageId, with the agency named as above. */
export const ZDeleteCategoryStaticPageQuery = z.object({
  categoryStaticPageId: ZUuid,
  agencyId: ZUuid.optional(),
});
export const ZDeleteCategoryStaticPageResponse = z.object({ categoryStaticPageId: ZUuid, deleted: z.literal(true) });

/** GET /category-static-page/for-business?businessId (ours): the reader's call. */
export const ZCategoryStaticPageForBusinessQuery = z.object({ businessId: ZUuid });
/** The published page of the business's category, or null when there is none. */
export const ZCategoryStaticPageForBusiness = z.object({ page: ZCategoryStaticPage.nullable() });
export type TCategoryStaticPageForBusiness = z.infer<typeof ZCategoryStaticPageForBusiness>;
