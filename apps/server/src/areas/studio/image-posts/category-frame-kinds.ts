// Frame kinds per business category (docs/product-rules.md#greetings-frames): the political kind
// (the person's photo, name and designation) is for political businesses, regular and product for
// every other, unless the agency chose otherwise for a category (agency_category_frame_kinds). A
// kind is offered to a business when its plan shows it (frameVisibility) AND its category gets it;
// asking for any other is a 400 saying which rule refused it. Greetings options, the saved frame
// choice, the render and greeting videos all go through offeredKindsOf.
import {
  BUSINESS_CATEGORY_IMAGE_CATEGORY,
  categoryFrameKinds,
  defaultCategoryFrameKinds,
  type FrameKind,
  GREETING_CATEGORY_MESSAGES,
  IMAGE_POST_MESSAGES,
  isPoliticalCategory,
  offeredFrameKinds,
  type TCategoryFrameKindsList,
  type ZSaveCategoryFrameKindsBody,
} from '@cardora/contract';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { listSubcategories } from '#cards';
import type { Db, DbOrTx } from '#db/client';
import { agencyCategoryFrameKinds, type BusinessRow, imageCategories, imageSubcategories } from '#db/schema';
import { type AppError, validationFailed } from '#lib/errors';

/** The kinds the agency gives this business category: its choice, else the default. */
export async function categoryKindsOf(db: DbOrTx, agencyId: string, categoryKey: string): Promise<FrameKind[]> {
  const [row] = await db
    .select({ kinds: agencyCategoryFrameKinds.kinds })
    .from(agencyCategoryFrameKinds)
    .where(and(eq(agencyCategoryFrameKinds.agencyId, agencyId), eq(agencyCategoryFrameKinds.categoryKey, categoryKey)))
    .limit(1);
  return categoryFrameKinds(categoryKey, row?.kinds ?? null);
}

/** The kinds offered to the business: shown by its plan (`planKinds`) and given to its category. */
export async function offeredKindsOf(
  db: DbOrTx,
  agencyId: string,
  business: Pick<BusinessRow, 'category'>,
  planKinds: FrameKind[],
): Promise<FrameKind[]> {
  return offeredFrameKinds(planKinds, await categoryKindsOf(db, agencyId, business.category));
}

/** The business category's name as the agency sees it (its own wins over the platform's). */
async function categoryNameOf(db: DbOrTx, agencyId: string, categoryKey: string): Promise<string> {
  const [row] = await db
    .select({ name: imageSubcategories.name })
    .from(imageSubcategories)
    .innerJoin(imageCategories, eq(imageCategories.id, imageSubcategories.imageCategoryId))
    .where(
      and(
        eq(imageCategories.name, BUSINESS_CATEGORY_IMAGE_CATEGORY),
        or(isNull(imageCategories.agencyId), eq(imageCategories.agencyId, agencyId)),
        eq(imageSubcategories.key, categoryKey),
      ),
    )
    .orderBy(sql`${imageCategories.agencyId} nulls last`)
    .limit(1);
  return row?.name ?? categoryKey;
}

/**
 * The 400 for a kind that is not offered: the plan's message when the plan hides it, else the
 * category's (the plan shows it, but the business's category does not get it).
 */
export async function kindRefused(
  db: DbOrTx,
  agencyId: string,
  business: Pick<BusinessRow, 'category'>,
  field: string,
  kind: FrameKind,
  planKinds: FrameKind[],
): Promise<AppError> {
  if (!planKinds.includes(kind)) return validationFailed(field, IMAGE_POST_MESSAGES.frameKindHidden(kind));
  const name = await categoryNameOf(db, agencyId, business.category);
  return validationFailed(field, GREETING_CATEGORY_MESSAGES.frameKindNotForCategory(kind, name));
}

// ---------------------------------------------------------------------------------------
// GET/PUT /image-post/category-frame-kinds: the agency's own business categories (Greetings
// Management; the endpoint's access checked that). Every agency, the superadmin one included,
// chooses for its own businesses only.

export async function listCategoryFrameKinds(db: DbOrTx, agencyId: string): Promise<TCategoryFrameKindsList> {
  const [categories, chosen] = await Promise.all([
    listSubcategories(db, agencyId, BUSINESS_CATEGORY_IMAGE_CATEGORY),
    db
      .select({ key: agencyCategoryFrameKinds.categoryKey, kinds: agencyCategoryFrameKinds.kinds })
      .from(agencyCategoryFrameKinds)
      .where(eq(agencyCategoryFrameKinds.agencyId, agencyId)),
  ]);
  const byKey = new Map(chosen.map((row) => [row.key, row.kinds]));
  return {
    list: categories.map((category) => {
      const choice = byKey.get(category.key) ?? null;
      return {
        categoryKey: category.key,
        name: category.imageSubcategoryName,
        political: isPoliticalCategory(category.key),
        defaultKinds: defaultCategoryFrameKinds(category.key),
        kinds: categoryFrameKinds(category.key, choice),
        overridden: choice !== null,
      };
    }),
  };
}

export async function saveCategoryFrameKinds(
  db: Db,
  agencyId: string,
  body: z.output<typeof ZSaveCategoryFrameKindsBody>,
  now: Date,
): Promise<TCategoryFrameKindsList> {
  const known = new Set(
    (await listSubcategories(db, agencyId, BUSINESS_CATEGORY_IMAGE_CATEGORY)).map((category) => category.key),
  );
  const seen = new Set<string>();
  for (const { categoryKey } of body.list) {
    if (!known.has(categoryKey)) {
      throw validationFailed('list', GREETING_CATEGORY_MESSAGES.unknownBusinessCategory(categoryKey));
    }
    if (seen.has(categoryKey))
      throw validationFailed('list', GREETING_CATEGORY_MESSAGES.duplicateCategory(categoryKey));
    seen.add(categoryKey);
  }
  await db.transaction(async (tx) => {
    const back = body.list.filter((entry) => entry.kinds === null).map((entry) => entry.categoryKey);
    if (back.length > 0) {
      await tx
        .delete(agencyCategoryFrameKinds)
        .where(
          and(eq(agencyCategoryFrameKinds.agencyId, agencyId), inArray(agencyCategoryFrameKinds.categoryKey, back)),
        );
    }
    const chosen = body.list.flatMap((entry) =>
      entry.kinds === null ? [] : [{ agencyId, categoryKey: entry.categoryKey, kinds: entry.kinds, updatedAt: now }],
    );
    if (chosen.length > 0) {
      await tx
        .insert(agencyCategoryFrameKinds)
        .values(chosen)
        .onConflictDoUpdate({
          target: [agencyCategoryFrameKinds.agencyId, agencyCategoryFrameKinds.categoryKey],
          set: { kinds: sql`excluded.kinds`, updatedAt: now },
        });
    }
  });
  return listCategoryFrameKinds(db, agencyId);
}
