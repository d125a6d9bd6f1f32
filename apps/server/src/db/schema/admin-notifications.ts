// The admins' bell: one row per event, and who has read it.
import type { AdminNotificationKind, TAdminNotificationMetadata } from '@cardora/contract';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './cards';
import { createdAt, ownedBy, ts, uuidPk } from './columns';
import { agencyRef, byFranchisee, franchisees, users } from './identity';

// ---------------------------------------------------------------------------------------
// Admin notifications and image requests (migration 0008).

/**
 * What the admin area's bell lists: one row per event, raised in the event's own transaction.
 * source_key names the event ('card-payment:42'), unique per agency, so an event raises one
 * notification however often it is replayed. franchisee_id is the franchisee whose business
 * (or registered customer) it is about: a franchisee without all-card access sees only those.
 */
export const adminNotifications = pgTable(
  'admin_notifications',
  {
    id: uuidPk(),
    agencyId: agencyRef(),
    kind: text('kind').$type<AdminNotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A panel path in the admin area (the business in All Businesses …). */
    link: text('link'),
    metadata: jsonb('metadata').$type<TAdminNotificationMetadata>().notNull().default({}),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    franchiseeId: byFranchisee('franchisee_id'),
    sourceKey: text('source_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('admin_notifications_agency_source_unique').on(t.agencyId, t.sourceKey),
    // The list (newest first) and the unread count, for the whole agency or one franchisee.
    index('admin_notifications_agency_created_idx').on(t.agencyId, t.createdAt, t.id),
    index('admin_notifications_agency_franchisee_created_idx').on(t.agencyId, t.franchiseeId, t.createdAt, t.id),
    check(
      'admin_notifications_kind',
      sql`${t.kind} in ('new-customer', 'payment-received', 'manual-payment', 'image-request', 'bill-move-out', 'festival-reminder')`,
    ),
  ],
);

/**
 * Who has read which notification: one row per reader (a user or a franchisee), so one admin's
 * read leaves it unread for every other. No row: unread.
 */
export const adminNotificationReads = pgTable(
  'admin_notification_reads',
  {
    notificationId: ownedBy('notification_id', () => adminNotifications.id),
    agencyId: agencyRef(),
    readerUserId: uuid('reader_user_id').references(() => users.id, { onDelete: 'cascade' }),
    readerFranchiseeId: uuid('reader_franchisee_id').references(() => franchisees.id, { onDelete: 'cascade' }),
    readAt: ts('read_at').notNull(),
  },
  (t) => [
    // Reader first: the unread anti-join looks up (reader, notification); a deleted reader's rows go by it.
    uniqueIndex('admin_notification_reads_user_unique').on(t.readerUserId, t.notificationId),
    uniqueIndex('admin_notification_reads_franchisee_unique').on(t.readerFranchiseeId, t.notificationId),
    index('admin_notification_reads_notification_idx').on(t.notificationId),
    check('admin_notification_reads_one_reader', sql`num_nonnulls(${t.readerUserId}, ${t.readerFranchiseeId}) = 1`),
  ],
);

export type AdminNotificationRow = typeof adminNotifications.$inferSelect;
