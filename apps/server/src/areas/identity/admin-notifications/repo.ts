// Admin notification queries. Every one names the agency; a reader's view is the contract's
// audience (kinds, and a franchisee's own) joined to that reader's read rows.
import type { NotificationAudience } from '@cardora/contract';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { type AdminNotificationRow, adminNotificationReads, adminNotifications } from '#db/schema';
import { allOf, firstRow } from '#lib/sql';

/** Exactly one of the two is set: a staff user or a franchisee reads. */
export type ReaderIds = { userId: string; franchiseeId: null } | { userId: null; franchiseeId: string };

export type NotificationInsert = Omit<typeof adminNotifications.$inferInsert, 'id'>;

/** Inserts the notification unless its event (agency, source key) has one already. */
export async function insertNotification(db: DbOrTx, values: NotificationInsert): Promise<AdminNotificationRow | null> {
  const [row] = await db.insert(adminNotifications).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The notifications of the agency in the reader's audience. */
function audienceWhere(agencyId: string, audience: NotificationAudience): SQL {
  return allOf(
    eq(adminNotifications.agencyId, agencyId),
    inArray(adminNotifications.kind, [...audience.kinds]),
    audience.franchiseeId === null ? undefined : eq(adminNotifications.franchiseeId, audience.franchiseeId),
  );
}

/** This reader's read row of the notification (the left join's condition). */
function readByReader(reader: ReaderIds): SQL {
  return allOf(
    eq(adminNotificationReads.notificationId, adminNotifications.id),
    reader.userId === null
      ? eq(adminNotificationReads.readerFranchiseeId, reader.franchiseeId)
      : eq(adminNotificationReads.readerUserId, reader.userId),
  );
}

/** Rewrites the notification raised for a source (`user:<id>`) with what `forget` makes of it. */
export async function rewriteBySource(
  db: DbOrTx,
  agencyId: string,
  sourceKey: string,
  forget: (row: AdminNotificationRow) => Partial<Pick<AdminNotificationRow, 'title' | 'body' | 'link' | 'metadata'>>,
): Promise<void> {
  const bySource = and(eq(adminNotifications.agencyId, agencyId), eq(adminNotifications.sourceKey, sourceKey));
  const [row] = await db.select().from(adminNotifications).where(bySource);
  if (row) await db.update(adminNotifications).set(forget(row)).where(bySource);
}

export interface NotificationWithRead {
  notification: AdminNotificationRow;
  readAt: Date | null;
}

export async function listForReader(
  db: DbOrTx,
  agencyId: string,
  audience: NotificationAudience,
  reader: ReaderIds,
  page: { limit: number; offset: number; unreadOnly: boolean },
): Promise<NotificationWithRead[]> {
  return db
    .select({ notification: adminNotifications, readAt: adminNotificationReads.readAt })
    .from(adminNotifications)
    .leftJoin(adminNotificationReads, readByReader(reader))
    .where(
      allOf(audienceWhere(agencyId, audience), page.unreadOnly ? isNull(adminNotificationReads.readAt) : undefined),
    )
    .orderBy(desc(adminNotifications.createdAt), desc(adminNotifications.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many notifications the reader sees, and how many of them they have not read. */
export async function countForReader(
  db: DbOrTx,
  agencyId: string,
  audience: NotificationAudience,
  reader: ReaderIds,
): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${adminNotificationReads.readAt} is null)`.mapWith(Number),
    })
    .from(adminNotifications)
    .leftJoin(adminNotificationReads, readByReader(reader))
    .where(audienceWhere(agencyId, audience));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** One notification if it is in the reader's audience, with the reader's read time. */
export async function findForReader(
  db: DbOrTx,
  agencyId: string,
  audience: NotificationAudience,
  reader: ReaderIds,
  id: string,
): Promise<NotificationWithRead | null> {
  return firstRow(
    db
      .select({ notification: adminNotifications, readAt: adminNotificationReads.readAt })
      .from(adminNotifications)
      .leftJoin(adminNotificationReads, readByReader(reader))
      .where(and(audienceWhere(agencyId, audience), eq(adminNotifications.id, id))),
  );
}

/** Records the reader's read; a second read keeps the first time. */
export async function insertRead(
  db: DbOrTx,
  agencyId: string,
  reader: ReaderIds,
  notificationId: string,
  readAt: Date,
): Promise<void> {
  await db
    .insert(adminNotificationReads)
    .values({
      notificationId,
      agencyId,
      readerUserId: reader.userId,
      readerFranchiseeId: reader.franchiseeId,
      readAt,
    })
    .onConflictDoNothing();
}

/** Marks everything in the reader's audience read for the reader, in one statement; returns how many. */
export async function insertAllReads(
  db: DbOrTx,
  agencyId: string,
  audience: NotificationAudience,
  reader: ReaderIds,
  readAt: Date,
): Promise<number> {
  const unread = db
    .select({
      notificationId: adminNotifications.id,
      agencyId: adminNotifications.agencyId,
      readerUserId: sql<string | null>`${reader.userId}::uuid`.as('reader_user_id'),
      readerFranchiseeId: sql<string | null>`${reader.franchiseeId}::uuid`.as('reader_franchisee_id'),
      readAt: sql<Date>`${readAt.toISOString()}::timestamptz`.as('read_at'),
    })
    .from(adminNotifications)
    .leftJoin(adminNotificationReads, readByReader(reader))
    .where(allOf(audienceWhere(agencyId, audience), isNull(adminNotificationReads.readAt)));
  const inserted = await db
    .insert(adminNotificationReads)
    .select(unread)
    .onConflictDoNothing()
    .returning({ notificationId: adminNotificationReads.notificationId });
  return inserted.length;
}
