// The festival calendar's queries: posts scheduled to festivals or dated on their days, counted
// per owner, and the business's state for the regional festivals.
import { ISO_STATE_OF_GST_CODE } from '@cardora/contract';
import { and, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { businessTaxDetails, imagePosts } from '#db/schema';
import type { Visibility } from '../image-posts/repo';

export function ownerCondition(v: Visibility): SQL {
  const parts: SQL[] = [];
  if (v.platform) parts.push(isNull(imagePosts.agencyId));
  if (v.ownAgencyId) parts.push(eq(imagePosts.agencyId, v.ownAgencyId));
  return or(...parts) ?? sql`false`;
}

export interface PostCount {
  festivalKey: string | null;
  postDate: string | null;
  platform: boolean;
  n: number;
}

/** Posts the reader sees that are scheduled to one of the keys or dated on one of the dates, by owner. */
export async function countFestivalPosts(
  db: DbOrTx,
  v: Visibility,
  keys: string[],
  dates: string[],
): Promise<PostCount[]> {
  if (keys.length === 0 && dates.length === 0) return [];
  const platform = sql<boolean>`${imagePosts.agencyId} is null`;
  return db
    .select({ festivalKey: imagePosts.festivalKey, postDate: imagePosts.postDate, platform, n: count() })
    .from(imagePosts)
    .where(
      and(
        ownerCondition(v),
        or(
          keys.length > 0 ? inArray(imagePosts.festivalKey, keys) : undefined,
          dates.length > 0 ? inArray(imagePosts.postDate, dates) : undefined,
        ),
      ),
    )
    .groupBy(imagePosts.festivalKey, imagePosts.postDate, platform);
}

/** How many posts a festival on a date has, platform's and own: scheduled to it, or dated on its day. */
export function postsFor(counts: PostCount[], key: string, date: string): { platform: number; own: number } {
  let platform = 0;
  let own = 0;
  for (const row of counts) {
    if (row.festivalKey !== key && row.postDate !== date) continue;
    if (row.platform) platform += row.n;
    else own += row.n;
  }
  return { platform, own };
}

/** The business's state as ISO 3166-2:IN, from its tax details' state (null: not given). */
export async function businessStateCode(db: DbOrTx, agencyId: string, businessId: string): Promise<string | null> {
  const [row] = await db
    .select({ stateCode: businessTaxDetails.stateCode })
    .from(businessTaxDetails)
    .where(and(eq(businessTaxDetails.agencyId, agencyId), eq(businessTaxDetails.businessId, businessId)))
    .limit(1);
  return row?.stateCode ? (ISO_STATE_OF_GST_CODE[row.stateCode] ?? null) : null;
}
