import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The server processes running on this database (replicas and workers), each writing its row when
 * it starts and again every minute: the status page lists those seen lately, with the version each
 * runs. Not tenant-owned: the processes serve every agency.
 */
export const serverInstances = pgTable('server_instances', {
  id: uuid('id').primaryKey(),
  hostname: text('hostname').notNull(),
  pid: integer('pid').notNull(),
  version: text('version').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});
