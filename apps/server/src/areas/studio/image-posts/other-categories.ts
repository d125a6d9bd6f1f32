// Typed "Other" categories: the trades businesses of every agency typed because
// the list had none for them, and promoting one into the platform's 'Business Category' list —
// the businesses that typed it move to the new (or an existing) category of that name.
// Platform work: the superadmin agency's Greetings managers only (the endpoint table checks the
// menu; here the agency).
import {
  BUSINESS_CATEGORY_IMAGE_CATEGORY,
  OTHER_CATEGORY_KEY,
  OTHER_CATEGORY_LIST_LIMIT,
  OTHER_CATEGORY_MESSAGES,
  type TOtherCategoryList,
  type TPromoteOtherCategoryResponse,
  type ZPromoteOtherCategoryBody,
} from '@cardora/contract';
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '#db/client';
import { type AgencyRow, businesses, imageCategories, imageSubcategories } from '#db/schema';
import { authorize } from '#lib/access';
import { conflict, validationFailed } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { mayManageOtherCategories } from '#policies/cards';
import { createImageSubcategory, keyOf } from './service';

type PromoteBody = z.output<typeof ZPromoteOtherCategoryBody>;

/** "Other" with this typed category (spellings differing in case only are one; spaces were made single on input). */
const typed = (name: string) =>
  and(
    sql`${businesses.category} = ${sql.raw(`'${OTHER_CATEGORY_KEY}'`)}`,
    sql`lower(${businesses.otherCategory}) = lower(${name})`,
  );

function requirePlatform(agency: AgencyRow): void {
  authorize(mayManageOtherCategories(agency));
}

/** The typed categories of every agency's businesses, the most used first (OTHER_CATEGORY_LIST_LIMIT of them). */
export async function listOtherCategories(db: Db, agency: AgencyRow): Promise<TOtherCategoryList> {
  requirePlatform(agency);
  // Served by the partial index on lower(other_category) where category = 'other' (migration 0024).
  const rows = await db
    .select({
      name: sql<string>`mode() within group (order by ${businesses.otherCategory})`,
      businessCount: sql<number>`count(*)`.mapWith(Number),
      agencyCount: sql<number>`count(distinct ${businesses.agencyId})`.mapWith(Number),
      lastUsedAt: sql<string>`max(${businesses.createdAt})`.mapWith((value: string | Date) => new Date(value)),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(businesses)
    .where(
      sql`${businesses.category} = ${sql.raw(`'${OTHER_CATEGORY_KEY}'`)} and ${businesses.otherCategory} is not null`,
    )
    .groupBy(sql`lower(${businesses.otherCategory})`)
    .orderBy(sql`count(*) desc`, sql`lower(${businesses.otherCategory})`)
    .limit(OTHER_CATEGORY_LIST_LIMIT);
  return {
    list: rows.map(({ name, businessCount, agencyCount, lastUsedAt }) => ({
      name,
      businessCount,
      agencyCount,
      lastUsedAt: lastUsedAt.toISOString(),
    })),
    total: rows[0]?.total ?? 0,
  };
}

/** The platform's 'Business Category' (migration 0002 makes it in every database). */
async function platformBusinessCategory(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(imageCategories)
    .where(and(isNull(imageCategories.agencyId), eq(imageCategories.name, BUSINESS_CATEGORY_IMAGE_CATEGORY)))
    .limit(1);
  if (!row) throw new Error("the platform's 'Business Category' is missing");
  return row;
}

/** A key for a new subcategory: the name's slug, with -2, -3 … when the platform list has it. */
async function freeKey(db: DbOrTx, imageCategoryId: string, name: string): Promise<string> {
  const base = keyOf(name);
  const taken = new Set(
    (
      await db
        .select({ key: imageSubcategories.key })
        .from(imageSubcategories)
        .where(and(eq(imageSubcategories.imageCategoryId, imageCategoryId), like(imageSubcategories.key, `${base}%`)))
    ).map((row) => row.key),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const key = `${base.slice(0, 56)}-${n}`;
    if (!taken.has(key)) return key;
  }
}

/**
 * Adds the typed category to the platform's list — or, when the list has a category of that name
 * already, uses it — and moves every business that typed it there (their typed name is then
 * dropped: the list's name shows). The category is made through Greetings Management's own rule
 * (createImageSubcategory); should the move fail after it, promoting again finds it by name.
 */
export async function promoteOtherCategory(
  db: Db,
  agency: AgencyRow,
  principal: Principal,
  body: PromoteBody,
): Promise<TPromoteOtherCategoryResponse> {
  requirePlatform(agency);
  const name = body.name ?? body.otherCategory;
  if (keyOf(name) === OTHER_CATEGORY_KEY) throw validationFailed('name', OTHER_CATEGORY_MESSAGES.nameReserved);
  const [waiting] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(businesses)
    .where(typed(body.otherCategory));
  if (!waiting?.n) throw conflict(OTHER_CATEGORY_MESSAGES.nothingToPromote(body.otherCategory));

  const category = await platformBusinessCategory(db);
  const [existing] = await db
    .select()
    .from(imageSubcategories)
    .where(
      and(eq(imageSubcategories.imageCategoryId, category.id), sql`lower(${imageSubcategories.name}) = lower(${name})`),
    )
    .limit(1);
  const target = existing
    ? { id: existing.id, key: existing.key, name: existing.name }
    : await createImageSubcategory(db, { agency, principal }, category.id, {
        name,
        key: await freeKey(db, category.id, name),
      }).then((made) => ({ id: made.imageSubcategoryId, key: made.key, name: made.name }));

  const moved = await db
    .update(businesses)
    .set({ category: target.key, otherCategory: null })
    .where(typed(body.otherCategory))
    .returning({ id: businesses.id });
  return {
    category: { imageSubcategoryId: target.id, key: target.key, imageSubcategoryName: target.name },
    created: !existing,
    movedBusinesses: moved.length,
  };
}
