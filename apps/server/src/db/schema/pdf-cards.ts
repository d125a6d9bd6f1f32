// PDF ID cards (migration 0013 extends the table made by
// 0004). Re-exported by ../schema.ts, which imports pdfCards for the payment tables' references.
import type { PdfCardStatus, PdfTemplateCode, TPdfCardDetails } from '@cardora/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessRef } from './cards';
import { createdAt, ts } from './columns';
import { agencyRef, byFranchisee, byUser } from './identity';

/**
 * One PDF card of a business. is_paid, exports_allowed and show_sample_watermark are what the
 * card's recorded single purchases add up to (pdfCardPurchaseState in the contract), rewritten
 * on each record and delete; exports_used counts the exports those purchases paid for.
 * company_name, registered_phone_number and mails repeat the details' (the fields searched
 * by the admin list). details is null until first saved (rows made before the editor).
 * verify_id is the random id the QR's signed token carries (never the card number).
 */
export const pdfCards = pgTable(
  'pdf_cards',
  {
    pdfCardNo: serial('pdf_card_no').primaryKey(),
    agencyId: agencyRef(),
    businessId: businessRef(),
    registeredPhoneNumber: text('registered_phone_number'),
    companyName: text('company_name').notNull(),
    mails: text('mails').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<PdfCardStatus>().notNull().default('active'),
    isPaid: boolean('is_paid').notNull().default(false),
    exportsAllowed: integer('exports_allowed').notNull().default(0),
    exportsUsed: integer('exports_used').notNull().default(0),
    showSampleWatermark: boolean('show_sample_watermark').notNull().default(true),
    templateCode: text('template_code').$type<PdfTemplateCode>().notNull().default('cr80-classic-portrait'),
    details: jsonb('details').$type<TPdfCardDetails>(),
    /** Bumped by each save of the details or the template. */
    version: integer('version').notNull().default(1),
    verifyId: uuid('verify_id').notNull().defaultRandom(),
    checkCount: integer('check_count').notNull().default(0),
    lastCheckedAt: ts('last_checked_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('pdf_cards_agency_business_idx').on(t.agencyId, t.businessId),
    index('pdf_cards_agency_created_idx').on(t.agencyId, t.createdAt, t.pdfCardNo),
    uniqueIndex('pdf_cards_verify_id_unique').on(t.verifyId),
  ],
);

/** A frozen export: the details and design as they were when exported (what was paid for). */
export const pdfCardExports = pgTable(
  'pdf_card_exports',
  {
    pdfCardNo: integer('pdf_card_no')
      .notNull()
      .references(() => pdfCards.pdfCardNo, { onDelete: 'cascade' }),
    /** 1, 2, … per card. */
    version: integer('version').notNull(),
    agencyId: agencyRef(),
    businessId: businessRef(),
    templateCode: text('template_code').$type<PdfTemplateCode>().notNull(),
    details: jsonb('details').$type<TPdfCardDetails>().notNull(),
    /** The card's version that was exported. */
    cardVersion: integer('card_version').notNull(),
    paidBy: text('paid_by').$type<'purchase' | 'plan'>().notNull(),
    exportedByUserId: byUser('exported_by_user_id'),
    exportedByFranchiseeId: byFranchisee('exported_by_franchisee_id'),
    exportedAt: ts('exported_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pdfCardNo, t.version] })],
);

export type PdfCardRow = typeof pdfCards.$inferSelect;
export type PdfCardExportRow = typeof pdfCardExports.$inferSelect;
