// Feedback and leads that visitors leave on public cards, and the
// customer's "seen up to" mark for their unread badge. Re-exported by ../schema.ts.
//
// A row keeps the card's address it arrived on (card_id) and points at the card while it exists
// (card_no, set null when the card goes); it belongs to the business (deleted with it). ip_hash
// is sha256 of a server secret and the visitor's IP, truncated: it counts a visitor's sends for
// the spam limit without keeping the IP.
//
// consented_at and notice_version: when the visitor ticked the notice's box and which words it
// stood beside (the contract's VISITOR_NOTICE_VERSION); both set on every send since the forms
// had a notice, both null on older rows (docs/product-rules.md#visitor-consent).

import type { CardVisitSource } from '@cardora/contract';
import { CARD_VISIT_SOURCES } from '@cardora/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { businessRef, cards } from './cards';
import { createdAt, oneOf, ts } from './columns';

/** The notice's tick: when, and under which version of the words; both or neither. */
const consentColumns = () => ({
  consentedAt: ts('consented_at'),
  noticeVersion: text('notice_version'),
});

import { agencyRef, users } from './identity';

export const cardFeedback = pgTable(
  'card_feedback',
  {
    feedbackNo: serial('feedback_no').primaryKey(),
    agencyId: agencyRef(),
    businessId: businessRef(),
    cardNo: integer('card_no').references(() => cards.cardNo, { onDelete: 'set null' }),
    cardId: text('card_id').notNull(),
    rating: integer('rating').notNull(),
    message: text('message').notNull(),
    name: text('name').notNull(),
    /** A mobile number (E.164) or an e-mail address; null when the visitor left none. */
    contact: text('contact'),
    ipHash: text('ip_hash').notNull(),
    createdAt: createdAt(),
    ...consentColumns(),
  },
  (t) => [
    // The owner's list (newest first) and its count, per business.
    index('card_feedback_agency_business_no_idx').on(t.agencyId, t.businessId, t.feedbackNo),
    // The spam limits: a card's sends in the last day, a visitor's in the last minutes.
    index('card_feedback_business_created_idx').on(t.businessId, t.createdAt),
    index('card_feedback_ip_created_idx').on(t.ipHash, t.createdAt),
    check('card_feedback_rating', sql`${t.rating} between 1 and 5`),
    check('card_feedback_consent', sql`num_nonnulls(${t.consentedAt}, ${t.noticeVersion}) in (0, 2)`),
  ],
);

export const cardLeads = pgTable(
  'card_leads',
  {
    leadNo: serial('lead_no').primaryKey(),
    agencyId: agencyRef(),
    businessId: businessRef(),
    cardNo: integer('card_no').references(() => cards.cardNo, { onDelete: 'set null' }),
    cardId: text('card_id').notNull(),
    name: text('name').notNull(),
    /** E.164; null when the visitor shared only their card's link. */
    phone: text('phone'),
    /** An http(s) link to the visitor's own card. */
    cardLink: text('card_link'),
    source: text('source').$type<CardVisitSource>().notNull(),
    ipHash: text('ip_hash').notNull(),
    createdAt: createdAt(),
    ...consentColumns(),
    /**
     * Migration 0040: the team member the visitor wrote to from their page
     * (docs/product-rules.md#staff-cards), and their name then: a member removed later still
     * names the lead. Both null for the business's own card.
     */
    memberId: text('member_id'),
    memberName: text('member_name'),
  },
  (t) => [
    check('card_leads_member', sql`num_nonnulls(${t.memberId}, ${t.memberName}) in (0, 2)`),
    index('card_leads_agency_business_no_idx').on(t.agencyId, t.businessId, t.leadNo),
    index('card_leads_business_created_idx').on(t.businessId, t.createdAt),
    index('card_leads_ip_created_idx').on(t.ipHash, t.createdAt),
    oneOf('card_leads_source', t.source, CARD_VISIT_SOURCES),
    check('card_leads_phone_or_link', sql`num_nonnulls(${t.phone}, ${t.cardLink}) >= 1`),
    check('card_leads_consent', sql`num_nonnulls(${t.consentedAt}, ${t.noticeVersion}) in (0, 2)`),
  ],
);

/** When a customer last opened Feedback & leads: what arrived after it is their unread count. */
export const enquiryReads = pgTable('enquiry_reads', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  agencyId: agencyRef(),
  seenAt: ts('seen_at').notNull(),
});

export type CardFeedbackRow = typeof cardFeedback.$inferSelect;
export type CardLeadRow = typeof cardLeads.$inferSelect;
