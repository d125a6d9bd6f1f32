// Category static pages (docs/product-rules.md#category-static-pages): one page per (agency, business
// category). The managers (Category Static Page Management: the superadmin agency's admins) name
// the agency; readers get the published page of their business's category in the host's agency.
// Every query names the agency.
import {
  BUSINESS_CATEGORY_IMAGE_CATEGORY,
  CATEGORY_PAGE_MESSAGES,
  MESSAGES,
  type TCategoryStaticPage,
  type TCategoryStaticPageForBusiness,
  type TUploadedDocument,
  type ZSaveCategoryStaticPageBody,
} from '@cardora/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { listSubcategories, requireReachableBusiness } from '#cards';
import type { Db } from '#db/client';
import { type AgencyRow, type CategoryStaticPageRow, categoryStaticPages } from '#db/schema';
import { uniqueViolation } from '#lib/db-errors';
import { fieldTaken, notFound, validationFailed } from '#lib/errors';
import type { Principal } from '#lib/principal';
import type { Storage } from '#lib/storage/index';
import { targetAgencyId } from '#lib/target-agency';
import { storeImage } from '#studio';
import { cleanRichText, hasVisibleContent } from './rich-text';

type SaveBody = z.output<typeof ZSaveCategoryStaticPageBody>;

/** Where the page images are kept (documents' hierarchy1; hierarchy2 is the agency id). */
export const PAGE_IMAGE_HIERARCHY = 'category-static-page';

/** The agency's business categories, key → name (its own names win, as on the business). */
async function categoryNames(db: Db, agencyId: string): Promise<Map<string, string>> {
  const categories = await listSubcategories(db, agencyId, BUSINESS_CATEGORY_IMAGE_CATEGORY);
  return new Map(categories.map((category) => [category.key, category.imageSubcategoryName]));
}

function toPage(row: CategoryStaticPageRow, names: Map<string, string>): TCategoryStaticPage {
  return {
    categoryStaticPageId: row.id,
    agencyId: row.agencyId,
    category: row.category,
    categoryName: names.get(row.category) ?? row.category,
    title: row.title,
    content: row.contentHtml,
    coverImageUrl: row.coverImageUrl,
    callToAction: row.ctaLabel && row.ctaLink ? { label: row.ctaLabel, link: row.ctaLink } : null,
    isPublished: row.isPublished,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listPages(db: Db, agency: AgencyRow, principal: Principal, requestedAgencyId?: string) {
  const agencyId = await targetAgencyId(db, agency, principal, requestedAgencyId);
  const [rows, names] = await Promise.all([
    db
      .select()
      .from(categoryStaticPages)
      .where(eq(categoryStaticPages.agencyId, agencyId))
      .orderBy(asc(categoryStaticPages.category)),
    categoryNames(db, agencyId),
  ]);
  const list = rows.map((row) => toPage(row, names)).sort((a, b) => a.categoryName.localeCompare(b.categoryName, 'en'));
  return { list, total: list.length };
}

export async function savePage(
  db: Db,
  agency: AgencyRow,
  principal: Principal,
  body: SaveBody,
  now: Date,
): Promise<TCategoryStaticPage> {
  const agencyId = await targetAgencyId(db, agency, principal, body.agencyId);
  const names = await categoryNames(db, agencyId);
  if (!names.has(body.category)) throw validationFailed('category', MESSAGES.categoryUnknown);
  const contentHtml = cleanRichText(body.content);
  if (!hasVisibleContent(contentHtml)) throw validationFailed('content', CATEGORY_PAGE_MESSAGES.contentRequired);
  const values = {
    category: body.category,
    title: body.title,
    contentHtml,
    coverImageUrl: body.coverImageUrl,
    ctaLabel: body.callToAction?.label ?? null,
    ctaLink: body.callToAction?.link ?? null,
    isPublished: body.isPublished,
    updatedAt: now,
  };
  try {
    if (body.categoryStaticPageId) {
      // Another agency's page is not found: its existence is not told.
      const [row] = await db
        .update(categoryStaticPages)
        .set(values)
        .where(and(eq(categoryStaticPages.agencyId, agencyId), eq(categoryStaticPages.id, body.categoryStaticPageId)))
        .returning();
      if (!row) throw notFound();
      return toPage(row, names);
    }
    const [row] = await db
      .insert(categoryStaticPages)
      .values({ agencyId, ...values, createdAt: now })
      .returning();
    if (!row) throw new Error('category static page not created');
    return toPage(row, names);
  } catch (error) {
    // One page per (agency, category): a second is refused on the field.
    if (uniqueViolation(error) !== null) {
      throw fieldTaken('category', CATEGORY_PAGE_MESSAGES.categoryTaken);
    }
    throw error;
  }
}

export async function deletePage(
  db: Db,
  agency: AgencyRow,
  principal: Principal,
  query: { categoryStaticPageId: string; agencyId?: string | undefined },
) {
  const agencyId = await targetAgencyId(db, agency, principal, query.agencyId);
  const [row] = await db
    .delete(categoryStaticPages)
    .where(and(eq(categoryStaticPages.agencyId, agencyId), eq(categoryStaticPages.id, query.categoryStaticPageId)))
    .returning({ id: categoryStaticPages.id });
  if (!row) throw notFound();
  return { categoryStaticPageId: row.id, deleted: true as const };
}

/** An image for a page's content or cover, checked and stored like every upload, kept with the agency. */
export async function uploadPageImage(
  deps: { db: Db; storage: Storage; now: () => Date },
  agency: AgencyRow,
  principal: Principal,
  requestedAgencyId: string | undefined,
  /** Reads the upload: called only once the agency is settled, so a refused caller sends no bytes in. */
  readFile: () => Promise<{ bytes: Buffer; originalName: string | null }>,
): Promise<TUploadedDocument> {
  const agencyId = await targetAgencyId(deps.db, agency, principal, requestedAgencyId);
  const file = await readFile();
  return storeImage(deps, {
    agencyId,
    principal,
    hierarchy1: PAGE_IMAGE_HIERARCHY,
    hierarchy2: agencyId,
    originalName: file.originalName,
    bytes: file.bytes,
  });
}

/** The reader's page: the published page of the business's category in the host's agency, or null. */
export async function pageForBusiness(
  db: Db,
  agencyId: string,
  principal: Principal,
  businessId: string,
): Promise<TCategoryStaticPageForBusiness> {
  const business = await requireReachableBusiness(db, agencyId, principal, businessId);
  const [row] = await db
    .select()
    .from(categoryStaticPages)
    .where(
      and(
        eq(categoryStaticPages.agencyId, agencyId),
        eq(categoryStaticPages.category, business.category),
        eq(categoryStaticPages.isPublished, true),
      ),
    )
    .limit(1);
  if (!row) return { page: null };
  return { page: toPage(row, await categoryNames(db, agencyId)) };
}
