// Physical NFC and QR tags (docs/product-rules.md#physical-tags). A batch is what an agency made
// at once (one print or NFC-writing run); a tag is one code, platform-wide unique (its address
// /t/<code> works on its agency's host only), tied to a business's card or to nothing yet.
// Re-exported by ../schema.ts.
import { TAG_STATUSES, type TagStatus } from '@cardora/contract';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './cards';
import { createdAt, oneOf, ts, uuidPk } from './columns';
import { agencyRef } from './identity';

export const tagBatches = pgTable(
  'tag_batches',
  {
    id: uuidPk(),
    agencyId: agencyRef(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tag_batches_agency_idx').on(t.agencyId, t.createdAt)],
);

export const cardTags = pgTable(
  'card_tags',
  {
    code: text('code').primaryKey(),
    agencyId: agencyRef(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => tagBatches.id, { onDelete: 'cascade' }),
    /** The business whose card a scan opens; NULL: not assigned yet (or taken back). */
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    /**
     * Migration 0040: a team member of that business's card whose page a scan opens (their
     * memberId, docs/product-rules.md#staff-cards); NULL: the business's own card. A member
     * removed from the card leaves the tag opening the business's card.
     */
    memberId: text('member_id'),
    status: text('status').$type<TagStatus>().notNull().default('active'),
    assignedAt: ts('assigned_at'),
    scans: integer('scans').notNull().default(0),
    lastScannedAt: ts('last_scanned_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('card_tags_batch_idx').on(t.batchId),
    index('card_tags_agency_business_idx').on(t.agencyId, t.businessId),
    oneOf('card_tags_status_check', t.status, TAG_STATUSES),
  ],
);

export type TagBatchRow = typeof tagBatches.$inferSelect;
export type CardTagRow = typeof cardTags.$inferSelect;
