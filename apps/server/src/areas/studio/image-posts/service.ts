// Greetings: the lists every reader uses (posts, categories, subcategories, tags) and the
// managers' reference data (categories, subcategories, tags). Posts are written in posts.ts,
// rendered in greetings.ts. Unknown ids in a body or query are a 400 naming the field; an id in
// the path that the caller's agency does not see is a 404 naming it; the platform's rows are
// read-only to other agencies (400).
import {
  BUSINESS_CATEGORY_IMAGE_CATEGORY,
  IMAGE_POST_MESSAGES,
  type TImageCategory,
  type TImageCategoryWithSubcategories,
  type TImagePost,
  type TImagePostList,
  type TImageSubcategory,
  type TImageTag,
  type TPostsBySubcategories,
  type ZCreateImageSubcategoryBody,
  type ZImagePostListQuery,
  type ZImagePostSearchQuery,
  type ZPostsBySubcategoriesQuery,
} from '@cardora/contract';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { requireReachableBusiness } from '#cards';
import type { Db, DbOrTx } from '#db/client';
import { businesses, imageCategories, imagePosts, imageSubcategories, imageTags } from '#db/schema';
import { uniqueViolation } from '#lib/db-errors';
import { AppError, conflict, notFound, validationFailed } from '#lib/errors';
import type { Storage } from '#lib/storage/index';
import { type Caller, managerOf, platformRow, visibilityOf } from './access';
import {
  countPosts,
  findCategory,
  findSubcategory,
  listCategories,
  listPosts,
  listSubcategoriesOf,
  listTags,
  type PostFilters,
  postsByIds,
  postWhere,
  toImagePost,
} from './repo';

type ListQuery = z.output<typeof ZImagePostListQuery>;
type SearchQuery = z.output<typeof ZImagePostSearchQuery>;
type BySubcategoriesQuery = z.output<typeof ZPostsBySubcategoriesQuery>;
type CreateSubcategoryBody = z.output<typeof ZCreateImageSubcategoryBody>;

export interface Deps {
  db: Db;
  storage: Storage;
}

/** The business's trade for the "posts for my business" filter (the caller must reach the business). */
async function businessCategoryKey(db: DbOrTx, caller: Caller, businessId: string | undefined) {
  if (!businessId) return undefined;
  const business = await requireReachableBusiness(db, caller.agency.id, caller.principal, businessId);
  return business.category;
}

async function filtersOf(db: DbOrTx, caller: Caller, query: ListQuery | SearchQuery): Promise<PostFilters> {
  return {
    imageCategoryId: query.imageCategoryId,
    imageSubcategoryId: query.imageSubcategoryId,
    imageTagId: query.imageTagId,
    date: query.date,
    from: query.from,
    to: query.to,
    language: query.language,
    mediaType: query.mediaType,
    layout: query.layout,
    owner: query.owner,
    businessCategoryKey: await businessCategoryKey(db, caller, query.businessId),
    festivalKey: query.festivalKey,
    ...('search' in query ? { search: query.search } : {}),
  };
}

async function pageOfPosts(
  deps: Deps,
  caller: Caller,
  filters: PostFilters,
  paging: { page: number; pageSize: number; sort: 'newest' | 'date' },
): Promise<TImagePostList> {
  const where = postWhere(visibilityOf(caller), filters);
  const [rows, total] = await Promise.all([
    listPosts(deps.db, where, {
      sort: paging.sort,
      limit: paging.pageSize,
      offset: (paging.page - 1) * paging.pageSize,
    }),
    countPosts(deps.db, where),
  ]);
  const manager = managerOf(caller);
  return {
    list: rows.map((row) => toImagePost(row, manager, deps.storage)),
    total,
    page: paging.page,
    pageSize: paging.pageSize,
  };
}

export async function listImagePosts(deps: Deps, caller: Caller, query: ListQuery): Promise<TImagePostList> {
  return pageOfPosts(deps, caller, await filtersOf(deps.db, caller, query), query);
}

export async function searchImagePosts(deps: Deps, caller: Caller, query: SearchQuery): Promise<TImagePostList> {
  return pageOfPosts(deps, caller, await filtersOf(deps.db, caller, query), { ...query, sort: 'newest' });
}

export async function getImagePostsByIds(deps: Deps, caller: Caller, imageIds: string[]): Promise<TImagePost[]> {
  const rows = await postsByIds(deps.db, visibilityOf(caller), imageIds);
  const manager = managerOf(caller);
  const byId = new Map(rows.map((row) => [row.post.id, toImagePost(row, manager, deps.storage)]));
  return imageIds.flatMap((id) => {
    const post = byId.get(id);
    return post ? [post] : [];
  });
}

export async function listImagePostsBySubcategories(
  deps: Deps,
  caller: Caller,
  query: BySubcategoriesQuery,
): Promise<TPostsBySubcategories> {
  const visibility = visibilityOf(caller);
  const manager = managerOf(caller);
  const list = [];
  for (const imageSubcategoryId of [...new Set(query.imageSubcategoryIds)]) {
    const sub = await findSubcategory(deps.db, visibility, imageSubcategoryId);
    if (!sub) {
      throw validationFailed('imageSubcategoryIds', IMAGE_POST_MESSAGES.unknownSubcategory(imageSubcategoryId));
    }
    const where = postWhere(visibility, {
      imageSubcategoryId,
      language: query.language,
      mediaType: query.mediaType,
      layout: query.layout,
    });
    const [rows, total] = await Promise.all([
      listPosts(deps.db, where, {
        sort: 'newest',
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      }),
      countPosts(deps.db, where),
    ]);
    list.push({
      imageSubcategoryId,
      name: sub.sub.name,
      posts: rows.map((row) => toImagePost(row, manager, deps.storage)),
      total,
    });
  }
  return { list, page: query.page, pageSize: query.pageSize };
}

// ---------------------------------------------------------------------------------------
// Categories and subcategories.

export function listImageCategories(db: DbOrTx, caller: Caller): Promise<TImageCategory[]> {
  return listCategories(db, visibilityOf(caller), managerOf(caller));
}

export async function listImageSubcategories(
  db: DbOrTx,
  caller: Caller,
  imageCategoryId: string,
): Promise<TImageSubcategory[]> {
  const visibility = visibilityOf(caller);
  if (!(await findCategory(db, visibility, imageCategoryId))) {
    throw validationFailed('imageCategoryId', IMAGE_POST_MESSAGES.unknownCategory(imageCategoryId));
  }
  return listSubcategoriesOf(db, visibility, managerOf(caller), [imageCategoryId]);
}

export async function listImageSubcategoriesByCategories(
  db: DbOrTx,
  caller: Caller,
  imageCategoryIds: string[],
): Promise<TImageCategoryWithSubcategories[]> {
  const visibility = visibilityOf(caller);
  const manager = managerOf(caller);
  const ids = [...new Set(imageCategoryIds)];
  const categories = await listCategories(db, visibility, manager, ids);
  const unknown = ids.find((id) => !categories.some((c) => c.imageCategoryId === id));
  if (unknown) throw validationFailed('imageCategoryIds', IMAGE_POST_MESSAGES.unknownCategory(unknown));
  const subcategories = await listSubcategoriesOf(db, visibility, manager, ids);
  return ids.flatMap((id) => {
    const category = categories.find((c) => c.imageCategoryId === id);
    return category ? [{ ...category, subcategories: subcategories.filter((s) => s.imageCategoryId === id) }] : [];
  });
}

/** The caller's manager key; the endpoint's access rule already required Greetings Management. */
function requireManager(caller: Caller): { ownerAgencyId: string | null } {
  const manager = managerOf(caller);
  if (!manager) throw new AppError('FORBIDDEN', IMAGE_POST_MESSAGES.platformRow, 403);
  return manager;
}

const sameOwner = (agencyId: string | null) =>
  agencyId === null ? isNull(imageCategories.agencyId) : eq(imageCategories.agencyId, agencyId);

export async function saveImageCategory(
  db: Db,
  caller: Caller,
  body: { imageCategoryId?: string; name: string },
): Promise<TImageCategory> {
  const { ownerAgencyId } = requireManager(caller);
  const visibility = visibilityOf(caller);
  const duplicate = await db
    .select({ id: imageCategories.id })
    .from(imageCategories)
    .where(and(sameOwner(ownerAgencyId), sql`lower(${imageCategories.name}) = lower(${body.name})`))
    .limit(1);
  if (duplicate[0] && duplicate[0].id !== body.imageCategoryId) {
    throw conflict(IMAGE_POST_MESSAGES.categoryExists(body.name));
  }
  let id: string;
  if (body.imageCategoryId) {
    const existing = await findCategory(db, visibility, body.imageCategoryId);
    if (!existing) {
      throw validationFailed('imageCategoryId', IMAGE_POST_MESSAGES.unknownCategory(body.imageCategoryId));
    }
    if (existing.agencyId !== ownerAgencyId) throw platformRow('imageCategoryId');
    // 'Business Category' is what businesses' categories are looked up by: it keeps its name.
    if (existing.name === BUSINESS_CATEGORY_IMAGE_CATEGORY && body.name !== existing.name) {
      throw platformRow('name');
    }
    await db.update(imageCategories).set({ name: body.name }).where(eq(imageCategories.id, existing.id));
    id = existing.id;
  } else {
    const [row] = await db.insert(imageCategories).values({ agencyId: ownerAgencyId, name: body.name }).returning();
    if (!row) throw new Error('image category not stored');
    id = row.id;
  }
  const [category] = await listCategories(db, visibility, { ownerAgencyId }, [id]);
  if (!category) throw new Error('image category not found after saving');
  return category;
}

/** A key from a name: 'Sweet Shop' → 'sweet-shop'. */
export function keyOf(name: string): string {
  const key = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return key || `sub-${Date.now().toString(36)}`;
}

/** The category in the path: seen by the caller (404 naming it) and theirs to change (400). */
async function ownCategory(db: DbOrTx, caller: Caller, imageCategoryId: string) {
  const { ownerAgencyId } = requireManager(caller);
  const category = await findCategory(db, visibilityOf(caller), imageCategoryId);
  if (!category) throw notFound(IMAGE_POST_MESSAGES.unknownCategory(imageCategoryId));
  if (category.agencyId !== ownerAgencyId) throw platformRow('imageCategoryId');
  return category;
}

export async function createImageSubcategory(
  db: Db,
  caller: Caller,
  imageCategoryId: string,
  body: CreateSubcategoryBody,
): Promise<TImageSubcategory> {
  const category = await ownCategory(db, caller, imageCategoryId);
  const key = body.key ?? keyOf(body.name);
  const [last] = await db
    .select({ sort: sql<number>`coalesce(max(${imageSubcategories.sort}), 0)`.mapWith(Number) })
    .from(imageSubcategories)
    .where(eq(imageSubcategories.imageCategoryId, category.id));
  const clash = await db
    .select({ id: imageSubcategories.id })
    .from(imageSubcategories)
    .where(
      and(
        eq(imageSubcategories.imageCategoryId, category.id),
        sql`(${imageSubcategories.key} = ${key} or lower(${imageSubcategories.name}) = lower(${body.name}))`,
      ),
    )
    .limit(1);
  if (clash.length > 0) throw conflict(IMAGE_POST_MESSAGES.subcategoryExists(body.name));
  try {
    const [row] = await db
      .insert(imageSubcategories)
      .values({ imageCategoryId: category.id, key, name: body.name, sort: body.sort ?? (last?.sort ?? 0) + 1 })
      .returning();
    if (!row) throw new Error('image subcategory not stored');
    return {
      imageSubcategoryId: row.id,
      imageCategoryId: row.imageCategoryId,
      key: row.key,
      name: row.name,
      sort: row.sort,
      isPlatform: category.agencyId === null,
      editable: true,
    };
  } catch (error) {
    if (uniqueViolation(error) !== null) throw conflict(IMAGE_POST_MESSAGES.subcategoryExists(body.name));
    throw error;
  }
}

export async function deleteImageSubcategory(
  db: Db,
  caller: Caller,
  imageCategoryId: string,
  imageSubcategoryId: string,
): Promise<{ deleted: true }> {
  const category = await ownCategory(db, caller, imageCategoryId);
  const [sub] = await db
    .select()
    .from(imageSubcategories)
    .where(and(eq(imageSubcategories.id, imageSubcategoryId), eq(imageSubcategories.imageCategoryId, category.id)))
    .limit(1);
  if (!sub) {
    throw validationFailed('imageSubcategoryId', IMAGE_POST_MESSAGES.unknownSubcategory(imageSubcategoryId));
  }
  const [posts] = await db.select({ n: count() }).from(imagePosts).where(eq(imagePosts.imageSubcategoryId, sub.id));
  if ((posts?.n ?? 0) > 0) throw conflict(IMAGE_POST_MESSAGES.subcategoryInUse(posts?.n ?? 0));
  if (category.name === BUSINESS_CATEGORY_IMAGE_CATEGORY) {
    // A business category in use keeps its row: businesses show its name (the platform's serve every agency).
    const [inUse] = await db
      .select({ n: count() })
      .from(businesses)
      .where(
        and(
          eq(businesses.category, sub.key),
          category.agencyId === null ? undefined : eq(businesses.agencyId, category.agencyId),
        ),
      );
    if ((inUse?.n ?? 0) > 0) throw conflict(IMAGE_POST_MESSAGES.businessCategoryInUse(inUse?.n ?? 0));
  }
  await db.delete(imageSubcategories).where(eq(imageSubcategories.id, sub.id));
  return { deleted: true };
}

// ---------------------------------------------------------------------------------------
// Tags.

export function listImageTags(db: DbOrTx, caller: Caller): Promise<TImageTag[]> {
  return listTags(db, visibilityOf(caller), managerOf(caller));
}

export async function createImageTag(db: Db, caller: Caller, name: string): Promise<TImageTag> {
  const { ownerAgencyId } = requireManager(caller);
  try {
    const [row] = await db.insert(imageTags).values({ agencyId: ownerAgencyId, name }).returning();
    if (!row) throw new Error('image tag not stored');
    return { imageTagId: row.id, name: row.name, isPlatform: row.agencyId === null, editable: true };
  } catch (error) {
    if (uniqueViolation(error) !== null) throw conflict(IMAGE_POST_MESSAGES.tagExists(name));
    throw error;
  }
}

export async function deleteImageTag(db: Db, caller: Caller, imageTagId: string): Promise<{ deleted: true }> {
  const { ownerAgencyId } = requireManager(caller);
  const visibility = visibilityOf(caller);
  const tags = await listTags(db, visibility, { ownerAgencyId });
  const tag = tags.find((t) => t.imageTagId === imageTagId);
  if (!tag) throw notFound(IMAGE_POST_MESSAGES.unknownTag(imageTagId));
  if (!tag.editable) throw platformRow('imageTagId');
  await db.delete(imageTags).where(eq(imageTags.id, imageTagId));
  return { deleted: true };
}
