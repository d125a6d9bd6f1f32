import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';

import { createdAt, uuidPk } from './columns';
import { agencies, agencyRef, byUser } from './identity';

export const clientLogs = pgTable(
  'client_logs',
  {
    id: uuidPk(),
    level: text('level').notNull(),
    message: text('message').notNull(),
    additionalInfo: jsonb('additional_info').$type<Record<string, unknown>>(),
    source: text('source').notNull(),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    userId: byUser('user_id'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('client_logs_created_idx').on(t.createdAt)],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuidPk(),
    agencyId: agencyRef(),
    logEventName: text('log_event_name').notNull(),
    sessionId: text('session_id').notNull(),
    context: text('context'),
    pageUrl: text('page_url').notNull(),
    metaData: jsonb('meta_data').$type<Record<string, unknown>>(),
    userId: byUser('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_agency_created_idx').on(t.agencyId, t.createdAt)],
);
