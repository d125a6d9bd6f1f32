// User video queries: one video within the caller's reach (through its business), a business's
// videos, what they count against the plan, and All Projects' promotional_video list (filtered,
// searched "contains" with LIKE's wildcards literal, sorted with ties by videoNo, paged).
import { type TUserVideoListQuery, ZUserVideoListQuery } from '@cardora/contract';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { businessesRepoBusinessView as businessView, toBusiness } from '#cards';
import type { DbOrTx } from '#db/client';
import { type BusinessRow, businesses, cards, type UserVideoRow, users, userVideos, videoTemplates } from '#db/schema';
import { likePattern } from '#identity';
import { notFound } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { findOne, firstRow, readPage } from '#lib/sql';
import { reachableBusinesses } from '#policies/cards';

export interface VideoWithTemplate {
  video: UserVideoRow;
  templateName: string | null;
}

/** A video whose business this principal reaches, with that business; else 404. */
export async function requireReachableVideo(
  db: DbOrTx,
  agencyId: string,
  principal: Principal,
  videoNo: number,
): Promise<VideoWithTemplate & { business: BusinessRow }> {
  const [row] = await db
    .select({ video: userVideos, business: businesses, templateName: videoTemplates.name })
    .from(userVideos)
    .innerJoin(businesses, eq(businesses.id, userVideos.businessId))
    .leftJoin(videoTemplates, eq(videoTemplates.id, userVideos.templateId))
    .where(
      and(eq(userVideos.agencyId, agencyId), eq(userVideos.videoNo, videoNo), reachableBusinesses(agencyId, principal)),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** One video by its number within an agency (no reach: the jobs and the caller's own checks). */
export async function findVideo(db: DbOrTx, agencyId: string, videoNo: number): Promise<UserVideoRow | null> {
  return findOne(db, userVideos, and(eq(userVideos.agencyId, agencyId), eq(userVideos.videoNo, videoNo)));
}

/** A video with its business (the render job: no reach, it was queued by someone who had it). */
export async function findVideoWithBusiness(
  db: DbOrTx,
  agencyId: string,
  videoNo: number,
): Promise<{ video: UserVideoRow; business: BusinessRow } | null> {
  return firstRow(
    db
      .select({ video: userVideos, business: businesses })
      .from(userVideos)
      .innerJoin(businesses, eq(businesses.id, userVideos.businessId))
      .where(and(eq(userVideos.agencyId, agencyId), eq(userVideos.videoNo, videoNo))),
  );
}

export async function withTemplateName(db: DbOrTx, video: UserVideoRow): Promise<VideoWithTemplate> {
  if (!video.templateId) return { video, templateName: null };
  const [row] = await db
    .select({ name: videoTemplates.name })
    .from(videoTemplates)
    .where(eq(videoTemplates.id, video.templateId));
  return { video, templateName: row?.name ?? null };
}

/** The business's videos, newest first; `withHidden` false leaves out the agency's hidden ones. */
export function videosOfBusiness(
  db: DbOrTx,
  agencyId: string,
  businessId: string,
  options: { kind?: UserVideoRow['kind']; withHidden: boolean },
): Promise<VideoWithTemplate[]> {
  return db
    .select({ video: userVideos, templateName: videoTemplates.name })
    .from(userVideos)
    .leftJoin(videoTemplates, eq(videoTemplates.id, userVideos.templateId))
    .where(
      and(
        eq(userVideos.agencyId, agencyId),
        eq(userVideos.businessId, businessId),
        options.kind ? eq(userVideos.kind, options.kind) : undefined,
        options.withHidden ? undefined : eq(userVideos.status, 'active'),
      ),
    )
    .orderBy(desc(userVideos.createdAt), desc(userVideos.videoNo));
}

/** Greeting videos of the business on an IST day (failed ones cost nothing), and the one of `imagePostId` if any. */
export async function greetingVideosOn(
  db: DbOrTx,
  businessId: string,
  istDay: string,
  imagePostId?: string,
): Promise<{ used: number; same: UserVideoRow | null }> {
  const rows = await db
    .select()
    .from(userVideos)
    .where(
      and(
        eq(userVideos.businessId, businessId),
        eq(userVideos.kind, 'greeting'),
        eq(userVideos.istDay, istDay),
        ne(userVideos.renderStatus, 'failed'),
      ),
    );
  return { used: rows.length, same: rows.find((row) => row.imagePostId === imagePostId) ?? null };
}

// ---------------------------------------------------------------------------------------
// All Projects (promotional_video)

type ListQuery = ReturnType<typeof ZUserVideoListQuery.parse>;

function searchCondition(query: ListQuery): SQL | undefined {
  const term = query.search?.trim();
  if (!term) return undefined;
  const pattern = likePattern(term);
  const byKey = {
    businessName: ilike(businesses.businessName, pattern),
    registeredPhoneNumber: ilike(users.phoneNumber, pattern),
    templateName: ilike(videoTemplates.name, pattern),
  };
  return query.searchKey ? byKey[query.searchKey] : or(byKey.businessName, byKey.templateName);
}

function listWhere(agencyId: string, reach: SQL, query: ListQuery): SQL | undefined {
  return and(
    eq(userVideos.agencyId, agencyId),
    reach,
    query.businessId ? eq(userVideos.businessId, query.businessId) : undefined,
    query.kind ? eq(userVideos.kind, query.kind) : undefined,
    query.renderStatus ? eq(userVideos.renderStatus, query.renderStatus) : undefined,
    query.status ? eq(userVideos.status, query.status) : undefined,
    query.subscribed === 'subscribed' ? eq(businesses.paymentStatus, 1) : undefined,
    query.subscribed === 'not-subscribed' ? ne(businesses.paymentStatus, 1) : undefined,
    searchCondition(query),
  );
}

function listOrder(query: ListQuery): SQL[] {
  const dir = query.sortOrder === 'asc' ? asc : desc;
  switch (query.sortBy) {
    case 'businessName':
      return [dir(sql`lower(${businesses.businessName})`), dir(userVideos.videoNo)];
    case 'templateName':
      // Greeting videos have no template: they sort last either way.
      return [
        sql`lower(${videoTemplates.name}) ${sql.raw(query.sortOrder === 'asc' ? 'asc' : 'desc')} nulls last`,
        dir(userVideos.videoNo),
      ];
    case 'renderStatus':
      return [dir(userVideos.renderStatus), dir(userVideos.videoNo)];
    case 'createdAt':
      return [dir(userVideos.createdAt), dir(userVideos.videoNo)];
  }
}

export type VideoListRow = VideoWithTemplate & { business: ReturnType<typeof toBusiness> };

/** One page of the videos of the businesses the caller reaches (`principal`'s scope in `agencyId`). */
export async function searchUserVideos(
  db: DbOrTx,
  agencyId: string,
  principal: Principal,
  input: TUserVideoListQuery,
): Promise<{ rows: VideoListRow[]; total: number }> {
  const query = ZUserVideoListQuery.parse(input);
  const where = listWhere(agencyId, reachableBusinesses(agencyId, principal), query);
  const matches = () =>
    db
      .select({ no: userVideos.videoNo })
      .from(userVideos)
      .innerJoin(businesses, eq(businesses.id, userVideos.businessId))
      .innerJoin(users, eq(users.id, businesses.userId))
      .leftJoin(videoTemplates, eq(videoTemplates.id, userVideos.templateId));
  const { rows: page, total } = await readPage(
    matches()
      .where(where)
      .orderBy(...listOrder(query)),
    db
      .select({ total: count() })
      .from(userVideos)
      .innerJoin(businesses, eq(businesses.id, userVideos.businessId))
      .innerJoin(users, eq(users.id, businesses.userId))
      .leftJoin(videoTemplates, eq(videoTemplates.id, userVideos.templateId))
      .where(where),
    query,
  );
  const nos = page.map((row) => row.no);
  if (nos.length === 0) return { rows: [], total };
  const rows = await db
    .select({ video: userVideos, templateName: videoTemplates.name, ...businessView })
    .from(userVideos)
    .innerJoin(businesses, eq(businesses.id, userVideos.businessId))
    .innerJoin(users, eq(users.id, businesses.userId))
    .leftJoin(cards, eq(cards.businessId, businesses.id))
    .leftJoin(videoTemplates, eq(videoTemplates.id, userVideos.templateId))
    .where(inArray(userVideos.videoNo, nos))
    .orderBy(...listOrder(query));
  return {
    rows: rows.map((row) => ({ video: row.video, templateName: row.templateName, business: toBusiness(row) })),
    total,
  };
}
