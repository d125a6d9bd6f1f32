// The business and its card: image categories (a business's category), businesses, cards, the
// documents uploaded for them, and the card's visit events.

import type {
  CardStatus,
  CardVisitSource,
  TCardSections,
  TFrameVisibility,
  TImagePostSettings,
  TPlanLimits,
} from '@cardora/contract';
import { CARD_VISIT_SOURCES } from '@cardora/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { createdAt, oneOf, ownedBy, ts, uuidPk } from './columns';
import { agencies, agencyRef, byFranchisee, byUser, users } from './identity';

/**
 * Image categories: agency_id NULL is platform-wide. The subcategories of the platform's
 * 'Business Category' are the business categories (reference data, inserted by migration).
 */
export const imageCategories = pgTable(
  'image_categories',
  {
    id: uuidPk(),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('image_categories_name_idx').on(t.name, t.agencyId)],
);

export const imageSubcategories = pgTable(
  'image_subcategories',
  {
    id: uuidPk(),
    imageCategoryId: ownedBy('image_category_id', () => imageCategories.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('image_subcategories_category_key_unique').on(t.imageCategoryId, t.key),
    index('image_subcategories_key_idx').on(t.key),
  ],
);

export const businesses = pgTable(
  'businesses',
  {
    id: uuidPk(),
    agencyId: agencyRef(),
    userId: ownedBy('user_id', () => users.id),
    businessName: text('business_name').notNull(),
    /** The key of a 'Business Category' subcategory; its name is joined in, never copied. */
    category: text('category').notNull(),
    /** The category typed with "Other" (category = 'other'); NULL otherwise. */
    otherCategory: text('other_category'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    expiryDateForCustomer: ts('expiry_date_for_customer'),
    /** true: the expiry stays on a date an admin set; false: it renews from the payment date. */
    isFixedExpiryDate: boolean('is_fixed_expiry_date').notNull().default(false),
    /** Greetings (image posts) for this business: the enabled / disabled list filter. */
    imagePostEnabled: boolean('image_post_enabled').notNull().default(true),
    paymentStatus: integer('payment_status').notNull().default(0),
    businessMadeBy: text('business_made_by').notNull().default('self'),
    madeByFranchiseeId: byFranchisee('made_by_franchisee_id'),
    isSubscriptionActive: boolean('is_subscription_active').notNull().default(false),
    /** The limits of the plan last paid for (NULL: never paid); frame_visibility likewise. */
    planLimits: jsonb('plan_limits').$type<TPlanLimits>(),
    frameVisibility: jsonb('frame_visibility').$type<TFrameVisibility>(),
    /** Greetings settings staff set per business (All Projects row action); NULL: the defaults. */
    imagePostSettings: jsonb('image_post_settings').$type<TImagePostSettings>(),
    /**
     * Its card's status and done flag (null: no card), kept by the trigger on cards of
     * migration 0010 so the list filters need no join. Never written by the application.
     */
    cardStatus: text('card_status').$type<CardStatus>(),
    cardIsDone: boolean('card_is_done'),
    createdAt: createdAt(),
  },
  (t) => [
    index('businesses_agency_user_idx').on(t.agencyId, t.userId),
    index('businesses_user_idx').on(t.userId),
    index('businesses_agency_created_idx').on(t.agencyId, t.createdAt),
    index('businesses_agency_franchisee_idx').on(t.agencyId, t.madeByFranchiseeId),
    // Migration 0005: search (pg_trgm) and sort keys of the list at 100,000 businesses.
    index('businesses_name_trgm_idx').using('gin', t.businessName.op('gin_trgm_ops')),
    index('businesses_agency_name_idx').on(t.agencyId, t.businessName, t.id),
    index('businesses_agency_expiry_idx').on(t.agencyId, t.expiryDateForCustomer, t.id),
    index('businesses_agency_created_id_idx').on(t.agencyId, t.createdAt, t.id),
    // The lists' category search, and the typed "Other" categories by name.
    index('businesses_agency_category_idx').on(t.agencyId, t.category),
    index('businesses_other_category_idx').on(sql`lower(${t.otherCategory})`).where(sql`${t.category} = 'other'`),
  ],
);
/** The link to the business the row belongs to: its rows go with it. */
export const businessRef = () => ownedBy('business_id', () => businesses.id);

/** One card per business. card_no is internal; card_id is the public address. */
export const cards = pgTable(
  'cards',
  {
    cardNo: serial('card_no').primaryKey(),
    agencyId: agencyRef(),
    businessId: uuid('business_id')
      .notNull()
      .unique('cards_business_unique')
      .references(() => businesses.id, { onDelete: 'cascade' }),
    cardId: text('card_id'),
    status: text('status').$type<CardStatus>().notNull().default('active'),
    sections: jsonb('sections').$type<TCardSections>().notNull(),
    isDone: boolean('is_done').notNull().default(false),
    /** How many cards the owner may have, set by staff; NULL: the plan's digitalCardLimit. */
    cardLimit: integer('card_limit'),
    /**
     * When the card was first published: it had an address and its basic details (the
     * month bill counts it from then). Kept by a trigger (migration 0025), never by the
     * application: the save's own updated_at (the made-at time for a card made published).
     */
    publishedAt: ts('published_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cards_agency_card_id_unique').on(t.agencyId, t.cardId).where(sql`${t.cardId} is not null`),
    index('cards_agency_status_idx').on(t.agencyId, t.status),
    index('cards_agency_done_idx').on(t.agencyId, t.isDone),
    index('cards_card_id_trgm_idx').using('gin', t.cardId.op('gin_trgm_ops')),
    index('cards_company_name_trgm_idx').using(
      'gin',
      sql`((${t.sections} -> 'basicDetails') ->> 'companyName') gin_trgm_ops`,
    ),
    index('cards_template_trgm_idx').using('gin', sql`((${t.sections} -> 'template') ->> 'templateId') gin_trgm_ops`),
  ],
);

/** Every stored upload; the file itself lives in Storage under storage_key. */
export const documents = pgTable(
  'documents',
  {
    id: uuidPk(),
    agencyId: agencyRef(),
    hierarchy1: text('hierarchy1').notNull(),
    hierarchy2: text('hierarchy2').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name'),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    uploadedByUserId: byUser('uploaded_by_user_id'),
    uploadedByFranchiseeId: byFranchisee('uploaded_by_franchisee_id'),
    createdAt: createdAt(),
  },
  (t) => [index('documents_agency_hierarchy_idx').on(t.agencyId, t.hierarchy1, t.hierarchy2)],
);

/** Public card analytics: views and clicks. visitor_hash is a daily-salted hash, never an IP. */
export const cardEvents = pgTable(
  'card_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agencyId: agencyRef(),
    cardNo: integer('card_no')
      .notNull()
      .references(() => cards.cardNo, { onDelete: 'cascade' }),
    kind: text('kind').$type<'view' | 'click'>().notNull(),
    action: text('action'),
    target: text('target'),
    visitorHash: text('visitor_hash').notNull(),
    /**
     * Migration 0012: the greeting post the visit came from (the card opened with `?g=<imageId>`
     * from a branded greeting's address or QR). No foreign key: the view path stays one insert,
     * and a deleted post's visits simply stop matching a post.
     */
    greetingImageId: uuid('greeting_image_id'),
    /**
     * Migration 0015: where a view came from (contract card-sources.ts: the card's address with
     * ?g=, ?src=qr from the printed QR kit, ?src=pdf from a PDF ID card; else 'card'). Clicks
     * keep 'card'.
     */
    source: text('source').$type<CardVisitSource>().notNull().default('card'),
    /**
     * Migration 0040: the team member whose page it was (their memberId on the card's team,
     * docs/product-rules.md#staff-cards); null on the business's own card. No foreign key: members
     * live in the card's sections, and a removed member's visits simply stop matching one.
     */
    memberId: text('member_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('card_events_card_created_idx').on(t.cardNo, t.createdAt),
    index('card_events_card_member_idx').on(t.cardNo, t.memberId, t.createdAt).where(sql`${t.memberId} is not null`),
    oneOf('card_events_source', t.source, CARD_VISIT_SOURCES),
    index('card_events_card_greeting_idx')
      .on(t.cardNo, t.greetingImageId, t.createdAt)
      .where(sql`${t.greetingImageId} is not null`),
  ],
);

export type BusinessRow = typeof businesses.$inferSelect;

export type CardRow = typeof cards.$inferSelect;

export type DocumentRow = typeof documents.$inferSelect;
