// Video templates (/video/template…): the platform's, managed by the Video
// template Management menu (the superadmin agency's admins and all-card-access franchisees). Managers
// see every template that is not deleted, with its source; everyone else only the published ones
// (a customer only while the agency offers promotional videos: 400 otherwise). Popular first.
// Saving (multipart, probing) is in template-save.ts; the sample preview job in preview-job.ts.
import {
  istDateOf,
  type TVideoTemplate,
  type TVideoTemplateList,
  VIDEO_MESSAGES,
  type ZVideoTemplateListQuery,
} from '@cardora/contract';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { requireReachableBusiness } from '#cards';
import type { DbOrTx } from '#db/client';
import { type VideoTemplateRow, videoTemplates, videoTemplateUses } from '#db/schema';
import { likePattern } from '#identity';
import { notFound } from '#lib/errors';
import { findOne, readPage } from '#lib/sql';
import type { Storage } from '#lib/storage/index';
import { isCustomer } from '#policies/identity';
import type { Services } from '#services';
import { type Caller, managesTemplates, requireVideosOffered } from './access';

type ListQuery = z.output<typeof ZVideoTemplateListQuery>;

export function toVideoTemplate(row: VideoTemplateRow, storage: Storage, manager: boolean): TVideoTemplate {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    kind: row.kind,
    status: row.status,
    duration: row.duration,
    sourceWidth: row.sourceWidth,
    sourceHeight: row.sourceHeight,
    sourceDuration: row.sourceDuration,
    hasMusic: row.musicKey !== null,
    musicTrackId: row.musicTrackId,
    slots: row.slots,
    popularity: row.popularity,
    sourceUrl: manager ? storage.url(row.sourceKey) : null,
    previewStatus: row.previewStatus,
    previewUrl: row.previewKey ? storage.url(row.previewKey) : null,
    posterUrl: row.posterKey ? storage.url(row.posterKey) : null,
    previewError: row.previewError,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The templates a caller sees: every live one for managers, the published ones for the rest. */
function seenBy(manager: boolean): SQL {
  const live = isNull(videoTemplates.deletedAt);
  return manager ? live : (and(live, eq(videoTemplates.status, 'published')) ?? live);
}

export const unknownTemplate = (id: string) => notFound(VIDEO_MESSAGES.unknownTemplate(id));

/** A template the caller sees (404 naming it otherwise); managers see drafts too. */
export async function findSeenTemplate(db: DbOrTx, caller: Caller, templateId: string): Promise<VideoTemplateRow> {
  const [row] = await db
    .select()
    .from(videoTemplates)
    .where(and(eq(videoTemplates.id, templateId), seenBy(managesTemplates(caller))))
    .limit(1);
  if (!row) throw unknownTemplate(templateId);
  return row;
}

/** A template that is not deleted, whoever asks (the jobs and the create call check the rest). */
export async function findLiveTemplate(db: DbOrTx, templateId: string): Promise<VideoTemplateRow | null> {
  return findOne(db, videoTemplates, and(eq(videoTemplates.id, templateId), isNull(videoTemplates.deletedAt)));
}

function order(sort: ListQuery['sort']): SQL[] {
  switch (sort) {
    case 'popular':
      return [desc(videoTemplates.popularity), desc(videoTemplates.createdAt), asc(videoTemplates.id)];
    case 'newest':
      return [desc(videoTemplates.createdAt), asc(videoTemplates.id)];
    case 'name':
      return [asc(sql`lower(${videoTemplates.name})`), asc(videoTemplates.id)];
  }
}

/** GET /video/template: filtered and paged, with every category the caller sees (for the chips). */
export async function listVideoTemplates(
  services: Services,
  caller: Caller,
  query: ListQuery,
): Promise<TVideoTemplateList> {
  const { db, storage } = services;
  requireVideosOffered(caller);
  if (query.businessId) {
    await requireReachableBusiness(db, caller.agency.id, caller.principal, query.businessId);
  }
  const manager = managesTemplates(caller);
  const seen = seenBy(manager);
  const search = query.search ? likePattern(query.search) : undefined;
  const where = and(
    seen,
    query.category ? sql`lower(${videoTemplates.category}) = lower(${query.category})` : undefined,
    query.kind ? eq(videoTemplates.kind, query.kind) : undefined,
    manager && query.status ? eq(videoTemplates.status, query.status) : undefined,
    search ? or(ilike(videoTemplates.name, search), ilike(videoTemplates.category, search)) : undefined,
  );
  const [{ rows, total }, categories] = await Promise.all([
    readPage(
      db
        .select()
        .from(videoTemplates)
        .where(where)
        .orderBy(...order(query.sort)),
      db.select({ total: count() }).from(videoTemplates).where(where),
      query,
    ),
    db
      .selectDistinct({ category: videoTemplates.category })
      .from(videoTemplates)
      .where(seen)
      .orderBy(videoTemplates.category),
  ]);
  return {
    list: rows.map((row) => toVideoTemplate(row, storage, manager)),
    total,
    categories: categories.map((c) => c.category),
  };
}

/** GET /video/template/{id} */
export async function getVideoTemplate(services: Services, caller: Caller, templateId: string) {
  requireVideosOffered(caller);
  const row = await findSeenTemplate(services.db, caller, templateId);
  return toVideoTemplate(row, services.storage, managesTemplates(caller));
}

/** DELETE /video/template: kept for the videos made from it, never listed or used again. */
export async function deleteVideoTemplate(services: Services, templateId: string) {
  const now = services.now();
  const [row] = await services.db
    .update(videoTemplates)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(videoTemplates.id, templateId), isNull(videoTemplates.deletedAt)))
    .returning({ id: videoTemplates.id });
  if (!row) throw unknownTemplate(templateId);
  return { templateId: row.id, deleted: true as const };
}

/**
 * One counted use of a template by a customer (user) per IST day: popularity grows only when the
 * use is new. Returns whether this one counted.
 */
export async function countTemplateUse(
  db: DbOrTx,
  templateId: string,
  userId: string,
  now: Date,
): Promise<{ popularity: number | null; counted: boolean }> {
  const inserted = await db
    .insert(videoTemplateUses)
    .values({ templateId, userId, istDay: istDateOf(now), createdAt: now })
    .onConflictDoNothing()
    .returning({ templateId: videoTemplateUses.templateId });
  if (inserted.length === 0) return { popularity: null, counted: false };
  const [row] = await db
    .update(videoTemplates)
    .set({ popularity: sql`${videoTemplates.popularity} + 1` })
    .where(eq(videoTemplates.id, templateId))
    .returning({ popularity: videoTemplates.popularity });
  return { popularity: row?.popularity ?? null, counted: true };
}

/**
 * PUT /video/template/popularity: a customer's pick counts once per template and IST day; staff
 * looking at templates do not make them popular (counted: false).
 */
export async function countVideoTemplateUse(services: Services, caller: Caller, templateId: string) {
  requireVideosOffered(caller);
  const template = await findSeenTemplate(services.db, caller, templateId);
  const { principal } = caller;
  if (!isCustomer(principal) || principal.kind !== 'user') {
    return { templateId, popularity: template.popularity, counted: false };
  }
  const used = await countTemplateUse(services.db, template.id, principal.user.id, services.now());
  return { templateId, popularity: used.popularity ?? template.popularity, counted: used.counted };
}
