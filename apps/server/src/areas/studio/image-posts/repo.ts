// Greetings queries: the posts a reader's agency sees (the platform's and its own), with their
// category, subcategory and tags joined in; categories, subcategories and tags likewise. Every
// function takes the reader's visibility explicitly (docs/product-rules.md#greetings).
import type { TImageCategory, TImagePost, TImageSubcategory, TImageTag } from '@cardora/contract';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#db/client';
import {
  type ImagePostRow,
  imageCategories,
  imagePosts,
  imagePostTags,
  imageSubcategories,
  imageTags,
} from '#db/schema';
import { findOne, firstRow } from '#lib/sql';
import type { Storage } from '#lib/storage/index';
import { relevantToSql, suitsCategorySql } from './relevance';

/** Which owners' rows a reader sees: the platform's (agency NULL) and/or one agency's own. */
export interface Visibility {
  platform: boolean;
  /** The agency whose own rows are seen; null: none. */
  ownAgencyId: string | null;
  /** Video posts left out (a customer of an agency without greeting videos). */
  imagesOnly?: boolean;
}

/** Who may change rows: the owner key the caller's agency manages (null: the platform's). */
export type Manager = { ownerAgencyId: string | null } | null;

function ownerIn(column: AnyPgColumn, v: Visibility): SQL {
  const parts: SQL[] = [];
  if (v.platform) parts.push(isNull(column));
  if (v.ownAgencyId) parts.push(eq(column, v.ownAgencyId));
  return or(...parts) ?? sql`false`;
}

const isOwnedBy = (agencyId: string | null, manager: Manager) => manager !== null && agencyId === manager.ownerAgencyId;

const tagsJson = sql<{ imageTagId: string; name: string }[] | null>`(
  select json_agg(json_build_object('imageTagId', t.id, 'name', t.name) order by lower(t.name))
  from ${imagePostTags} pt join ${imageTags} t on t.id = pt.image_tag_id
  where pt.image_post_id = ${imagePosts.id}
)`;

const postColumns = {
  post: imagePosts,
  imageCategoryId: imageCategories.id,
  imageCategoryName: imageCategories.name,
  imageSubcategoryName: imageSubcategories.name,
  imageSubcategoryKey: imageSubcategories.key,
  tags: tagsJson,
};

function postQuery(db: DbOrTx) {
  return db
    .select(postColumns)
    .from(imagePosts)
    .innerJoin(imageSubcategories, eq(imageSubcategories.id, imagePosts.imageSubcategoryId))
    .innerJoin(imageCategories, eq(imageCategories.id, imageSubcategories.imageCategoryId));
}

type PostViewRow = Awaited<ReturnType<ReturnType<typeof postQuery>['execute']>>[number];

export function toImagePost(row: PostViewRow, manager: Manager, storage: Storage): TImagePost {
  const { post } = row;
  const editable = isOwnedBy(post.agencyId, manager);
  return {
    imageId: post.id,
    isPlatform: post.agencyId === null,
    editable,
    mediaType: post.mediaType,
    layout: post.layout,
    imageCategoryId: row.imageCategoryId,
    imageCategoryName: row.imageCategoryName,
    imageSubcategoryId: post.imageSubcategoryId,
    imageSubcategoryName: row.imageSubcategoryName,
    imageSubcategoryKey: row.imageSubcategoryKey,
    tags: row.tags ?? [],
    language: post.language,
    date: post.postDate,
    title: post.title,
    festivalKey: post.festivalKey,
    previewUrl: post.previewKey ? storage.url(post.previewKey) : null,
    previewStatus: post.previewStatus,
    originalUrl: editable ? storage.url(post.storageKey) : null,
    contentType: post.contentType,
    width: post.width,
    height: post.height,
    musicTrackId: post.musicTrackId,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    suitedCategories: post.suitedCategories,
    textLayers: post.textLayers ?? null,
  };
}

export interface PostFilters {
  imageCategoryId?: string;
  imageSubcategoryId?: string;
  imageSubcategoryIds?: string[];
  imageTagId?: string;
  date?: string;
  from?: string;
  to?: string;
  language?: string;
  mediaType?: string;
  layout?: string;
  /** A business's trade: posts of the 'Business Category' subcategory with this key. */
  businessCategoryKey?: string;
  owner?: 'all' | 'platform' | 'own';
  search?: string;
  /** Only undated posts. */
  undated?: boolean;
  /** Only the posts a business of this category is shown: its trade's and the general ones (relevance.ts). */
  relevantTo?: string;
  /** Posts scheduled to this festival (docs/product-rules.md#festival-calendar). */
  festivalKey?: string;
}

/** Where clause of the posts a reader sees with these filters. */
export function postWhere(v: Visibility, f: PostFilters): SQL {
  const conditions: (SQL | undefined)[] = [ownerIn(imagePosts.agencyId, v)];
  if (v.imagesOnly) conditions.push(eq(imagePosts.mediaType, 'IMAGE'));
  if (f.owner === 'platform') conditions.push(isNull(imagePosts.agencyId));
  if (f.owner === 'own') {
    conditions.push(v.ownAgencyId ? eq(imagePosts.agencyId, v.ownAgencyId) : isNull(imagePosts.agencyId));
  }
  if (f.imageCategoryId) conditions.push(eq(imageSubcategories.imageCategoryId, f.imageCategoryId));
  if (f.imageSubcategoryId) conditions.push(eq(imagePosts.imageSubcategoryId, f.imageSubcategoryId));
  if (f.imageSubcategoryIds) conditions.push(inArray(imagePosts.imageSubcategoryId, f.imageSubcategoryIds));
  if (f.imageTagId) {
    conditions.push(
      sql`exists (select 1 from ${imagePostTags} pt where pt.image_post_id = ${imagePosts.id} and pt.image_tag_id = ${f.imageTagId})`,
    );
  }
  if (f.date) conditions.push(eq(imagePosts.postDate, f.date));
  if (f.from) conditions.push(sql`${imagePosts.postDate} >= ${f.from}`);
  if (f.to) conditions.push(sql`${imagePosts.postDate} <= ${f.to}`);
  if (f.undated) conditions.push(isNull(imagePosts.postDate));
  if (f.festivalKey) conditions.push(eq(imagePosts.festivalKey, f.festivalKey));
  if (f.language) conditions.push(sql`${imagePosts.language} = ${f.language}`);
  if (f.mediaType) conditions.push(sql`${imagePosts.mediaType} = ${f.mediaType}`);
  if (f.layout) conditions.push(sql`${imagePosts.layout} = ${f.layout}`);
  // The trade's posts: filed under its 'Business Category' subcategory or marked as suiting it.
  if (f.businessCategoryKey !== undefined) conditions.push(suitsCategorySql(f.businessCategoryKey));
  if (f.relevantTo !== undefined) conditions.push(relevantToSql(f.relevantTo));
  if (f.search) {
    const pattern = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(imagePosts.title, pattern),
        ilike(imageSubcategories.name, pattern),
        ilike(imageCategories.name, pattern),
        sql`exists (select 1 from ${imagePostTags} pt join ${imageTags} t on t.id = pt.image_tag_id
          where pt.image_post_id = ${imagePosts.id} and t.name ilike ${pattern})`,
      ),
    );
  }
  return and(...conditions) ?? sql`true`;
}

export type PostSort = 'newest' | 'date';

function postOrder(sort: PostSort): SQL[] {
  if (sort === 'date') {
    return [sql`${imagePosts.postDate} asc nulls last`, desc(imagePosts.createdAt), desc(imagePosts.id)];
  }
  return [desc(imagePosts.createdAt), desc(imagePosts.id)];
}

export async function listPosts(
  db: DbOrTx,
  where: SQL,
  options: { sort: PostSort; limit: number; offset: number },
): Promise<PostViewRow[]> {
  return postQuery(db)
    .where(where)
    .orderBy(...postOrder(options.sort))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countPosts(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(imagePosts)
    .innerJoin(imageSubcategories, eq(imageSubcategories.id, imagePosts.imageSubcategoryId))
    .innerJoin(imageCategories, eq(imageCategories.id, imageSubcategories.imageCategoryId))
    .where(where);
  return row?.n ?? 0;
}

export async function postsByIds(db: DbOrTx, v: Visibility, ids: string[]): Promise<PostViewRow[]> {
  if (ids.length === 0) return [];
  return postQuery(db).where(
    and(
      ownerIn(imagePosts.agencyId, v),
      v.imagesOnly ? eq(imagePosts.mediaType, 'IMAGE') : undefined,
      inArray(imagePosts.id, ids),
    ),
  );
}

export async function findPostRow(db: DbOrTx, v: Visibility, imageId: string): Promise<ImagePostRow | null> {
  return findOne(db, imagePosts, and(ownerIn(imagePosts.agencyId, v), eq(imagePosts.id, imageId)));
}

// ---------------------------------------------------------------------------------------
// Categories, subcategories, tags.

// Qualified by hand: in a one-table select drizzle writes columns bare, which inside the
// subquery would name the subcategory's own id.
const subcategoryCount =
  sql<number>`(select count(*) from ${imageSubcategories} s where s.image_category_id = "image_categories"."id")`.mapWith(
    Number,
  );

export async function listCategories(
  db: DbOrTx,
  v: Visibility,
  manager: Manager,
  ids?: string[],
): Promise<TImageCategory[]> {
  const rows = await db
    .select({ category: imageCategories, subcategoryCount })
    .from(imageCategories)
    .where(and(ownerIn(imageCategories.agencyId, v), ids ? inArray(imageCategories.id, ids) : undefined))
    .orderBy(sql`${imageCategories.agencyId} nulls first`, asc(sql`lower(${imageCategories.name})`));
  return rows.map((row) => ({
    imageCategoryId: row.category.id,
    name: row.category.name,
    isPlatform: row.category.agencyId === null,
    editable: isOwnedBy(row.category.agencyId, manager),
    subcategoryCount: row.subcategoryCount,
    createdAt: row.category.createdAt.toISOString(),
  }));
}

export async function findCategory(db: DbOrTx, v: Visibility, imageCategoryId: string) {
  return findOne(
    db,
    imageCategories,
    and(ownerIn(imageCategories.agencyId, v), eq(imageCategories.id, imageCategoryId)),
  );
}

export async function listSubcategoriesOf(
  db: DbOrTx,
  v: Visibility,
  manager: Manager,
  categoryIds: string[],
): Promise<TImageSubcategory[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db
    .select({ sub: imageSubcategories, agencyId: imageCategories.agencyId })
    .from(imageSubcategories)
    .innerJoin(imageCategories, eq(imageCategories.id, imageSubcategories.imageCategoryId))
    .where(and(ownerIn(imageCategories.agencyId, v), inArray(imageSubcategories.imageCategoryId, categoryIds)))
    .orderBy(asc(imageSubcategories.sort), asc(imageSubcategories.name));
  return rows.map((row) => ({
    imageSubcategoryId: row.sub.id,
    imageCategoryId: row.sub.imageCategoryId,
    key: row.sub.key,
    name: row.sub.name,
    sort: row.sub.sort,
    isPlatform: row.agencyId === null,
    editable: isOwnedBy(row.agencyId, manager),
  }));
}

/** A subcategory the reader sees, with its category's owner and name. */
export async function findSubcategory(db: DbOrTx, v: Visibility, imageSubcategoryId: string) {
  return firstRow(
    db
      .select({ sub: imageSubcategories, agencyId: imageCategories.agencyId, categoryName: imageCategories.name })
      .from(imageSubcategories)
      .innerJoin(imageCategories, eq(imageCategories.id, imageSubcategories.imageCategoryId))
      .where(and(ownerIn(imageCategories.agencyId, v), eq(imageSubcategories.id, imageSubcategoryId))),
  );
}

export async function listTags(db: DbOrTx, v: Visibility, manager: Manager): Promise<TImageTag[]> {
  const rows = await db
    .select()
    .from(imageTags)
    .where(ownerIn(imageTags.agencyId, v))
    .orderBy(sql`${imageTags.agencyId} nulls first`, asc(sql`lower(${imageTags.name})`));
  return rows.map((row) => ({
    imageTagId: row.id,
    name: row.name,
    isPlatform: row.agencyId === null,
    editable: isOwnedBy(row.agencyId, manager),
  }));
}

export async function findTags(db: DbOrTx, v: Visibility, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(imageTags)
    .where(and(ownerIn(imageTags.agencyId, v), inArray(imageTags.id, ids)));
}
