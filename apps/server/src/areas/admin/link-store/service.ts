// Link store (docs/product-rules.md#link-store): link categories holding links, placed
// on the five panel pages. The managers (Link Store: the superadmin agency's admins and
// all-card-access franchisees) name the agency; readers get the host agency's links for one page.
// Every query names the agency; another agency's category or link is not found (404 in a path, the
// field's 400 in a body), so nobody learns that it exists.
import {
  LINK_STORE_MESSAGES,
  type LinkStorePage,
  type TLinkCategory,
  type TLinkType,
  type TLinkTypeListQuery,
  type ZSaveLinkCategoryBody,
  type ZSaveLinkTypeBody,
} from '@cardora/contract';
import { and, arrayContains, asc, count, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#db/client';
import { type AgencyRow, type LinkCategoryRow, linkCategories, linkTypes } from '#db/schema';
import { notFound, validationFailed } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { targetAgencyId } from '#lib/target-agency';

type CategoryBody = z.output<typeof ZSaveLinkCategoryBody>;
type LinkBody = z.output<typeof ZSaveLinkTypeBody>;

/** The agency the call manages: the host's, or (platform Link Store staff) the named one. */
const managedAgency = (db: Db, agency: AgencyRow, principal: Principal, requested: string | undefined) =>
  targetAgencyId(db, agency, principal, requested, { menu: 'linkStore' });

// ---------------------------------------------------------------------------------------
// Categories

const categoryColumns = {
  id: linkCategories.id,
  agencyId: linkCategories.agencyId,
  name: linkCategories.name,
  sortOrder: linkCategories.sortOrder,
  linkCount: count(linkTypes.id),
};

function toCategory(row: Pick<LinkCategoryRow, 'id' | 'agencyId' | 'name' | 'sortOrder'>, linkCount: number) {
  return {
    linkCategoryId: row.id,
    agencyId: row.agencyId,
    name: row.name,
    order: row.sortOrder,
    linkCount,
  } satisfies TLinkCategory;
}

async function categoriesWhere(db: Db, where: SQL | undefined): Promise<TLinkCategory[]> {
  const rows = await db
    .select(categoryColumns)
    .from(linkCategories)
    .leftJoin(
      linkTypes,
      and(eq(linkTypes.linkCategoryId, linkCategories.id), eq(linkTypes.agencyId, linkCategories.agencyId)),
    )
    .where(where)
    .groupBy(linkCategories.id)
    .orderBy(asc(linkCategories.sortOrder), asc(linkCategories.name), asc(linkCategories.id));
  return rows.map((row) => toCategory(row, row.linkCount));
}

const inCategory = (agencyId: string, linkCategoryId: string) =>
  and(eq(linkCategories.agencyId, agencyId), eq(linkCategories.id, linkCategoryId));

export async function listCategories(db: Db, agency: AgencyRow, principal: Principal, requested?: string) {
  const agencyId = await managedAgency(db, agency, principal, requested);
  const list = await categoriesWhere(db, eq(linkCategories.agencyId, agencyId));
  return { list, total: list.length };
}

export async function getCategory(
  db: Db,
  agency: AgencyRow,
  principal: Principal,
  linkCategoryId: string,
  requested?: string,
): Promise<TLinkCategory> {
  return requireCategory(db, await managedAgency(db, agency, principal, requested), linkCategoryId);
}

async function requireCategory(db: Db, agencyId: string, linkCategoryId: string): Promise<TLinkCategory> {
  const [category] = await categoriesWhere(db, inCategory(agencyId, linkCategoryId));
  if (!category) throw notFound();
  return category;
}

export async function createCategory(
  db: Db,
  agency: AgencyRow,
  principal: Principal,
  body: CategoryBody,
): Promise<TLinkCategory> {
  const agencyId = await managedAgency(db, agency, principal, body.agencyId);
  const [row] = await db
    .insert(linkCategories)
    .values({ agencyId, name: body.name, sortOrder: body.order })
    .returning();
  if (!row) throw new Error('link category not created');
  return toCategory(row, 0);
}

export async function updateCategory(
  db: Db,
  agency: AgencyRow,
  principal: Principal,
  linkCategoryId: string,
  body: CategoryBody,
): Promise<TLinkCategory> {
  const agencyId = await managedAgency(db, agency, principal, body.agencyId);
  const [row] = await db
    .update(linkCategories)
    .set({ name: body.name, sortOrder: body.order })
    .where(inCategory(agencyId, linkCategoryId))
    .returning({ id: linkCategories.id });
  if (!row) throw notFound();
  return requireCategory(db, agencyId, linkCategoryId);
}

/** Deletes the category and the links in it (the page's confirm says how many). */
export async function deleteCategory(
  db: Db,
  agency: AgencyRow,
  principal: Principal,
  linkCategoryId: string,
  requested?: string,
) {
  const agencyId = await managedAgency(db, agency, principal, requested);
  return db.transaction(async (tx) => {
    const links = await tx
      .delete(linkTypes)
      .where(and(eq(linkTypes.agencyId, agencyId), eq(linkTypes.linkCategoryId, linkCategoryId)))
      .returning({ id: linkTypes.id });
    const [row] = await tx
      .delete(linkCategories)
      .where(inCategory(agencyId, linkCategoryId))
      .returning({ id: linkCategories.id });
    // Not the agency's: nothing was deleted (its links are another agency's, so none matched either).
    if (!row) throw notFound();
    return { linkCategoryId: row.id, deleted: true as const, linksDeleted: links.length };
  });
}

// ---------------------------------------------------------------------------------------
// Links

const linkColumns = {
  id: linkTypes.id,
  agencyId: linkTypes.agencyId,
  linkCategoryId: linkTypes.linkCategoryId,
  categoryName: linkCategories.name,
  title: linkTypes.title,
  url: linkTypes.url,
  kind: linkTypes.kind,
  pages: linkTypes.pages,
  sortOrder: linkTypes.sortOrder,
};

async function linksWhere(db: Db, where: SQL | undefined): Promise<TLinkType[]> {
  const rows = await db
    .select(linkColumns)
    .from(linkTypes)
    .innerJoin(
      linkCategories,
      and(eq(linkCategories.id, linkTypes.linkCategoryId), eq(linkCategories.agencyId, linkTypes.agencyId)),
    )
    .where(where)
    .orderBy(
      asc(linkCategories.sortOrder),
      asc(linkCategories.name),
      asc(linkTypes.sortOrder),
      asc(linkTypes.title),
      asc(linkTypes.id),
    );
  return rows.map((row) => ({
    linkTypeId: row.id,
    agencyId: row.agencyId,
    linkCategoryId: row.linkCategoryId,
    categoryName: row.categoryName,
    title: row.title,
    url: row.url,
    kind: row.kind,
    pages: row.pages,
    order: row.sortOrder,
  }));
}

const inLink = (agencyId: string, linkTypeId: string) =>
  and(eq(linkTypes.agencyId, agencyId), eq(linkTypes.id, linkTypeId));

export async function listLinks(db: Db, agency: AgencyRow, principal: Principal, query: TLinkTypeListQuery) {
  const agencyId = await managedAgency(db, agency, principal, query.agencyId);
  const list = await linksWhere(
    db,
    and(
      eq(linkTypes.agencyId, agencyId),
      query.linkCategoryId ? eq(linkTypes.linkCategoryId, query.linkCategoryId) : undefined,
      query.page ? arrayContains(linkTypes.pages, [query.page]) : undefined,
      query.kind ? eq(linkTypes.kind, query.kind) : undefined,
    ),
  );
  return { list, total: list.length };
}

async function requireLink(db: Db, agencyId: string, linkTypeId: string): Promise<TLinkType> {
  const [link] = await linksWhere(db, inLink(agencyId, linkTypeId));
  if (!link) throw notFound();
  return link;
}

export async function getLink(
  db: Db,
  agency: AgencyRow,
  principal: Principal,
  linkTypeId: string,
  requested?: string,
): Promise<TLinkType> {
  return requireLink(db, await managedAgency(db, agency, principal, requested), linkTypeId);
}

/** The category named in a body must be the agency's: otherwise the field's 400, and nothing is saved. */
async function requireOwnCategory(db: Db, agencyId: string, linkCategoryId: string): Promise<void> {
  const [row] = await db
    .select({ id: linkCategories.id })
    .from(linkCategories)
    .where(inCategory(agencyId, linkCategoryId))
    .limit(1);
  if (!row) throw validationFailed('linkCategoryId', LINK_STORE_MESSAGES.categoryRequired);
}

const linkValues = (body: LinkBody, now: Date) => ({
  linkCategoryId: body.linkCategoryId,
  title: body.title,
  url: body.url,
  kind: body.kind,
  pages: body.pages,
  sortOrder: body.order,
  updatedAt: now,
});

export async function createLink(
  db: Db,
  agency: AgencyRow,
  principal: Principal,
  body: LinkBody,
  now: Date,
): Promise<TLinkType> {
  const agencyId = await managedAgency(db, agency, principal, body.agencyId);
  await requireOwnCategory(db, agencyId, body.linkCategoryId);
  const [row] = await db
    .insert(linkTypes)
    .values({ agencyId, ...linkValues(body, now), createdAt: now })
    .returning({ id: linkTypes.id });
  if (!row) throw new Error('link not created');
  return requireLink(db, agencyId, row.id);
}

export async function updateLink(
  db: Db,
  agency: AgencyRow,
  principal: Principal,
  linkTypeId: string,
  body: LinkBody,
  now: Date,
): Promise<TLinkType> {
  const agencyId = await managedAgency(db, agency, principal, body.agencyId);
  // The link first (404 for another agency's), then the category it moves to (the field's 400).
  await requireLink(db, agencyId, linkTypeId);
  await requireOwnCategory(db, agencyId, body.linkCategoryId);
  await db.update(linkTypes).set(linkValues(body, now)).where(inLink(agencyId, linkTypeId));
  return requireLink(db, agencyId, linkTypeId);
}

export async function deleteLink(
  db: Db,
  agency: AgencyRow,
  principal: Principal,
  linkTypeId: string,
  requested?: string,
) {
  const agencyId = await managedAgency(db, agency, principal, requested);
  const [row] = await db.delete(linkTypes).where(inLink(agencyId, linkTypeId)).returning({ id: linkTypes.id });
  if (!row) throw notFound();
  return { linkTypeId: row.id, deleted: true as const };
}

/** The readers' strip: the host agency's links placed on one page, in the agency's order. */
export async function helpfulLinks(db: Db, agencyId: string, page: LinkStorePage) {
  const links = await linksWhere(db, and(eq(linkTypes.agencyId, agencyId), arrayContains(linkTypes.pages, [page])));
  return {
    list: links.map(({ linkTypeId, title, url, kind, categoryName }) => ({
      linkTypeId,
      title,
      url,
      kind,
      categoryName,
    })),
  };
}
