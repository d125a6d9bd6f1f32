// Client-side logs (POST /log) and analytics events (POST /analytics/log), stored as rows
// with the agency and the signed-in user when known.
import type { TAnalyticsLogBody, TClientLogBody } from '@cardora/contract';
import type { Db } from '#db/client';
import { analyticsEvents, clientLogs } from '#db/schema';

export interface LogOrigin {
  agencyId: string | null;
  userId: string | null;
  userAgent: string | undefined;
  now: Date;
}

export async function storeClientLog(db: Db, body: TClientLogBody, origin: LogOrigin): Promise<void> {
  await db.insert(clientLogs).values({
    level: body.level,
    message: body.message,
    additionalInfo: body.additionalInfo ?? null,
    source: body.source,
    agencyId: origin.agencyId,
    userId: origin.userId,
    userAgent: origin.userAgent?.slice(0, 500) ?? null,
    createdAt: origin.now,
  });
}

export async function storeAnalyticsEvents(
  db: Db,
  agencyId: string,
  body: TAnalyticsLogBody,
  origin: Omit<LogOrigin, 'agencyId'>,
): Promise<number> {
  const rows = body.logEvents.map((event) => ({
    agencyId,
    logEventName: event.logEventName,
    sessionId: event.sessionId,
    context: event.context ?? null,
    pageUrl: event.pageUrl,
    metaData: event.metaData ?? null,
    userId: origin.userId,
    createdAt: origin.now,
  }));
  await db.insert(analyticsEvents).values(rows);
  return rows.length;
}
