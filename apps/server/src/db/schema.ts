// Drizzle schema (PostgreSQL dialect; runs on PGlite and on PostgreSQL 15+).
// Every tenant-owned row carries agency_id; queries are scoped by it in the repos.
import type {
  AdminNotificationKind,
  CardStatus,
  CardVisitSource,
  ManualPaymentMode,
  MoveOutRequestStatus,
  ProductPaymentKind,
  TAdminNotificationMetadata,
  TAgencyConfiguration,
  TAgencyTheme,
  TCardSections,
  TCustomPlanForm,
  TFrameVisibility,
  TImagePostSettings,
  TPlanLimits,
} from '@cardora/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { pdfCards } from './schema/pdf-cards';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An agency's payment gateway. No row value (NULL) means the sandbox. Secrets are AES-256-GCM
 * ciphertexts (src/lib/secret-box.ts, key PAYMENT_SECRET_KEY) and never leave the server.
 */
export interface AgencyPaymentSettings {
  provider: 'sandbox' | 'razorpay';
  keyId: string | null;
  keySecretEncrypted: string | null;
  webhookSecretEncrypted: string | null;
}

export const agencies = pgTable('agencies', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  agencyName: text('agency_name').notNull(),
  customDomain: text('custom_domain').unique(),
  roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
  configuration: jsonb('configuration').$type<TAgencyConfiguration>().notNull(),
  theme: jsonb('theme').$type<TAgencyTheme>().notNull(),
  paymentSettings: jsonb('payment_settings').$type<AgencyPaymentSettings>(),
  /** Migration 0006: the TXT record value that proves control of customDomain (new per domain). */
  domainVerificationToken: text('domain_verification_token'),
  /** When customDomain's DNS was last verified; tenancy resolves only verified domains. */
  domainVerifiedAt: ts('domain_verified_at'),
  /** createSsl ran on the verified domain: GET /tls/ask lets the edge issue its certificate. */
  sslEnabledAt: ts('ssl_enabled_at'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name'),
    phoneNumber: text('phone_number'),
    email: text('email'),
    isForeignUser: boolean('is_foreign_user').notNull().default(false),
    roles: text('roles').array().notNull().default(sql`'{customer}'::text[]`),
    passwordHash: text('password_hash'),
    /**
     * The password was made by the server for this person (a new agency admin, an admin's reset):
     * it only signs in to choose a new one, and not after passwordExpiresAt.
     * docs/product-rules.md#single-use-passwords
     */
    passwordMustChange: boolean('password_must_change').notNull().default(false),
    passwordExpiresAt: ts('password_expires_at'),
    // No FK: a business row references its user, and a cycle would complicate deletes.
    activeBusinessId: uuid('active_business_id'),
    createdAt: createdAt(),
    /**
     * The person deleted the account while businesses with recorded payments
     * had to be kept for the books; the row stays, with no phone, e-mail, name or password.
     */
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_agency_phone_unique').on(t.agencyId, t.phoneNumber),
    uniqueIndex('users_agency_email_unique').on(t.agencyId, t.email),
    index('users_phone_trgm_idx').using('gin', t.phoneNumber.op('gin_trgm_ops')),
  ],
);

export interface FranchiseeConfiguration {
  hideBilling: boolean;
}

export const franchisees = pgTable(
  'franchisees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    passwordHash: text('password_hash'),
    roles: text('roles').array().notNull().default(sql`'{franchisee}'::text[]`),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    configuration: jsonb('configuration').$type<FranchiseeConfiguration>().notNull().default({ hideBilling: false }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('franchisees_agency_phone_unique').on(t.agencyId, t.phoneNumber),
    index('franchisees_agency_created_idx').on(t.agencyId, t.createdAt),
  ],
);

/**
 * Image categories: agency_id NULL is platform-wide. The subcategories of the platform's
 * 'Business Category' are the business categories (reference data, inserted by migration).
 */
export const imageCategories = pgTable(
  'image_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('image_categories_name_idx').on(t.name, t.agencyId)],
);

export const imageSubcategories = pgTable(
  'image_subcategories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    imageCategoryId: uuid('image_category_id')
      .notNull()
      .references(() => imageCategories.id, { onDelete: 'cascade' }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    madeByFranchiseeId: uuid('made_by_franchisee_id').references(() => franchisees.id, { onDelete: 'set null' }),
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

/** One card per business. card_no is internal; card_id is the public address. */
export const cards = pgTable(
  'cards',
  {
    cardNo: serial('card_no').primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    hierarchy1: text('hierarchy1').notNull(),
    hierarchy2: text('hierarchy2').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name'),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    uploadedByFranchiseeId: uuid('uploaded_by_franchisee_id').references(() => franchisees.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('documents_agency_hierarchy_idx').on(t.agencyId, t.hierarchy1, t.hierarchy2)],
);

/** Public card analytics: views and clicks. visitor_hash is a daily-salted hash, never an IP. */
export const cardEvents = pgTable(
  'card_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
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
    createdAt: createdAt(),
  },
  (t) => [
    index('card_events_card_created_idx').on(t.cardNo, t.createdAt),
    check('card_events_source', sql`${t.source} in ('card', 'greeting', 'qr', 'pdf_card')`),
    index('card_events_card_greeting_idx')
      .on(t.cardNo, t.greetingImageId, t.createdAt)
      .where(sql`${t.greetingImageId} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 (hex) of the opaque cookie token; the raw token is never stored. */
    id: text('id').primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    franchiseeId: uuid('franchisee_id').references(() => franchisees.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastInteractionAt: ts('last_interaction_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_franchisee_idx').on(t.franchiseeId),
    // The periodic purge deletes by inactivity.
    index('sessions_last_interaction_idx').on(t.lastInteractionAt),
  ],
);

export const otpFlows = pgTable(
  'otp_flows',
  {
    /** sha256 (hex) of the cardora_flow cookie token. */
    id: text('id').primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    subject: text('subject').$type<'user' | 'franchisee'>().notNull(),
    /** change-password and change-email are started from the account page, signed in. */
    purpose: text('purpose')
      .$type<'signup' | 'reset' | 'first-password' | 'change-password' | 'change-email'>()
      .notNull(),
    /** E.164 phone number or lower-cased e-mail. */
    identifier: text('identifier').notNull(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    isForeignUser: boolean('is_foreign_user').notNull().default(false),
    codeHash: text('code_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: ts('verified_at'),
    lastSentAt: ts('last_sent_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('otp_flows_created_idx').on(t.createdAt)],
);

export const otpSends = pgTable(
  'otp_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    sentAt: ts('sent_at').notNull(),
  },
  (t) => [index('otp_sends_identifier_sent_idx').on(t.identifier, t.sentAt), index('otp_sends_sent_idx').on(t.sentAt)],
);

/**
 * Migration 0016: wrong passwords per account, keyed by the agency and the phone or
 * e-mail typed, so customer and franchisee sign-in count together and a carrier NAT's other
 * users are not locked out with it. locked_at: the account needs an OTP (a reset) to sign in.
 */
export const passwordFailures = pgTable(
  'password_failures',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    failures: integer('failures').notNull(),
    windowStartedAt: ts('window_started_at').notNull(),
    lockedAt: ts('locked_at'),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.identifier] })],
);

export const clientLogs = pgTable(
  'client_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    level: text('level').notNull(),
    message: text('message').notNull(),
    additionalInfo: jsonb('additional_info').$type<Record<string, unknown>>(),
    source: text('source').notNull(),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('client_logs_created_idx').on(t.createdAt)],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    logEventName: text('log_event_name').notNull(),
    sessionId: text('session_id').notNull(),
    context: text('context'),
    pageUrl: text('page_url').notNull(),
    metaData: jsonb('meta_data').$type<Record<string, unknown>>(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_agency_created_idx').on(t.agencyId, t.createdAt)],
);

/** An agency's subscription plans. Deleting one only stamps deleted_at: payments keep their copy. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    validityYears: integer('validity_years').notNull(),
    digitalCardIncluded: boolean('digital_card_included').notNull(),
    digitalCardLimit: integer('digital_card_limit').notNull(),
    greetingImagesIncluded: boolean('greeting_images_included').notNull(),
    greetingImagesLimit: integer('greeting_images_limit').notNull(),
    greetingVideosIncluded: boolean('greeting_videos_included').notNull(),
    greetingVideosLimit: integer('greeting_videos_limit').notNull(),
    pdfCardIncluded: boolean('pdf_card_included').notNull(),
    pdfCardLimit: integer('pdf_card_limit').notNull(),
    promotionalVideoIncluded: boolean('promotional_video_included').notNull(),
    promotionalVideoLimit: integer('promotional_video_limit').notNull(),
    frameVisibility: jsonb('frame_visibility').$type<TFrameVisibility>().notNull(),
    createdAt: createdAt(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('subscription_plans_agency_idx').on(t.agencyId, t.createdAt)],
);

/** What a payment bought, copied when the order is made so later plan edits change nothing. */
export interface PlanSnapshot {
  name: string;
  pricePaise: number;
  validityYears: number;
  limits: TPlanLimits;
  frameVisibility: TFrameVisibility;
  /** The admin's form when the plan is CUSTOM_PLAN. */
  customPlan?: TCustomPlanForm;
}

// pdf_cards (PDF ID cards) lives in ./schema/pdf-cards.ts, imported above for the
// payment tables' references.

/**
 * What an order buys: a plan (card), a PDF card's single purchase, promotional videos, or (paid
 * by an agency to the platform) an agency bill.
 */
export type PaymentOrderKind = 'card' | 'pdf-card' | 'promotional-video' | 'agency-bill';

/**
 * Gateway orders (both providers; sandbox orders are only here). provider_order_id is the
 * gateway's id. By kind: a card order has plan_id and plan_snapshot; a pdf-card order has
 * pdf_card_no and plan_id (the agency's PDF plan); a promotional-video order has quantity.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerOrderId: text('provider_order_id').notNull().unique('payment_orders_provider_order_unique'),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** The business paying (NULL for an agency-bill order: agency_id is then the platform, the payee). */
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PaymentOrderKind>().notNull().default('card'),
    /** agency-bill: the bill paid (its agency is the payer). Migration 0007. */
    agencyBillId: uuid('agency_bill_id').references((): AnyPgColumn => agencyBills.id, { onDelete: 'cascade' }),
    /** A subscription plan id or CUSTOM_PLAN (card); the agency's PDF plan id (pdf-card). */
    planId: text('plan_id'),
    planSnapshot: jsonb('plan_snapshot').$type<PlanSnapshot>(),
    pdfCardNo: integer('pdf_card_no').references(() => pdfCards.pdfCardNo, { onDelete: 'cascade' }),
    /** Promotional videos bought. */
    quantity: integer('quantity'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').$type<'INR'>().notNull().default('INR'),
    provider: text('provider').$type<'razorpay' | 'sandbox'>().notNull(),
    status: text('status').$type<'created' | 'paid' | 'failed'>().notNull().default('created'),
    receipt: text('receipt').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdByFranchiseeId: uuid('created_by_franchisee_id').references(() => franchisees.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    paidAt: ts('paid_at'),
  },
  (t) => [
    index('payment_orders_agency_business_idx').on(t.agencyId, t.businessId),
    check(
      'payment_orders_kind_fields',
      sql`(${t.kind} = 'card' and ${t.planId} is not null and ${t.planSnapshot} is not null)
        or (${t.kind} = 'pdf-card' and ${t.pdfCardNo} is not null and ${t.planId} is not null)
        or (${t.kind} = 'promotional-video' and ${t.quantity} is not null)
        or (${t.kind} = 'agency-bill' and ${t.agencyBillId} is not null)`,
    ),
    check('payment_orders_business_kind', sql`(${t.kind} = 'agency-bill') = (${t.businessId} is null)`),
  ],
);

/** Payments taken by the sandbox gateway: what its fetchPayment reads. */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    /** `pay_` + 14 characters, like Razorpay's. */
    id: text('id').primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    providerOrderId: text('provider_order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').$type<'captured' | 'failed'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.providerOrderId)],
);

/**
 * What every table of recorded payments has: the amount, who took it (a gateway, whose payment
 * and order ids are unique so a payment is recorded once, or staff by hand) and when.
 */
function recordedPaymentColumns(table: 'card_payments' | 'product_payments' | 'agency_bill_payments') {
  return {
    amountPaise: integer('amount_paise').notNull(),
    provider: text('provider').$type<'razorpay' | 'sandbox' | 'manual'>().notNull(),
    providerPaymentId: text('provider_payment_id').unique(`${table}_provider_payment_unique`),
    providerOrderId: text('provider_order_id').unique(`${table}_provider_order_unique`),
    isManualUpdate: boolean('is_manual_update').notNull().default(false),
    /** Manual payments: how it was paid, and its UPI/cheque/bank reference (docs/product-rules.md#manual-payment-mode). */
    paymentMode: text('payment_mode').$type<ManualPaymentMode>(),
    paymentReference: text('payment_reference'),
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    recordedByFranchiseeId: uuid('recorded_by_franchisee_id').references(() => franchisees.id, {
      onDelete: 'set null',
    }),
    paidAt: ts('paid_at').notNull(),
  };
}

/**
 * Recorded card payments. provider_payment_id and provider_order_id are unique, so a payment
 * (or an order) is recorded once however many callbacks and webhooks report it.
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    recordNo: serial('record_no').primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    planSnapshot: jsonb('plan_snapshot').$type<PlanSnapshot>().notNull(),
    ...recordedPaymentColumns('card_payments'),
    validFrom: ts('valid_from').notNull(),
    validUntil: ts('valid_until').notNull(),
    renew: boolean('renew').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('card_payments_agency_business_idx').on(t.agencyId, t.businessId, t.paidAt)],
);

/**
 * Recorded product payments: PDF card single purchases and promotional videos. A sibling of
 * card_payments rather than more columns on it: a plan payment has a period and a plan copy and
 * decides the business's subscription; these are one-off counts that decide a PDF card's state
 * and the videos a business bought. Exactly once by the same unique provider ids.
 */
export const productPayments = pgTable(
  'product_payments',
  {
    recordNo: serial('record_no').primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ProductPaymentKind>().notNull(),
    pdfCardNo: integer('pdf_card_no').references(() => pdfCards.pdfCardNo, { onDelete: 'cascade' }),
    /** The agency's PDF plan id (pdf-card). */
    planId: text('plan_id'),
    /** Videos bought (1 for a PDF card). */
    quantity: integer('quantity').notNull().default(1),
    ...recordedPaymentColumns('product_payments'),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_payments_agency_business_idx').on(t.agencyId, t.businessId, t.kind, t.paidAt),
    index('product_payments_pdf_card_idx').on(t.pdfCardNo),
    check(
      'product_payments_kind_fields',
      sql`(${t.kind} = 'pdf-card' and ${t.pdfCardNo} is not null and ${t.planId} is not null)
        or (${t.kind} = 'promotional-video' and ${t.pdfCardNo} is null)`,
    ),
  ],
);

export type MoneyAuditAction = 'manual-payment-recorded' | 'payment-deleted';

/**
 * Every money action taken by hand: a manual payment or a deleted
 * payment record (a gateway order, custom plan or not, keeps who opened it in
 * payment_orders.created_by_*). Written in the action's own
 * transaction. A deletion keeps the whole row as it was, so deleting a payment never erases its
 * history. No foreign key to the business or the payment: the record outlives both. The actor's
 * ids go null if the account is deleted; `actor_label` keeps who it was.
 */
export const moneyAuditEvents = pgTable(
  'money_audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    action: text('action').$type<MoneyAuditAction>().notNull(),
    businessId: uuid('business_id').notNull(),
    businessName: text('business_name').notNull(),
    recordTable: text('record_table').$type<'card_payments' | 'product_payments'>().notNull(),
    recordKey: text('record_key').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorFranchiseeId: uuid('actor_franchisee_id').references(() => franchisees.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    /** The record as it was when the action happened. */
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('money_audit_events_agency_business_idx').on(t.agencyId, t.businessId, t.createdAt)],
);
export type MoneyAuditEventRow = typeof moneyAuditEvents.$inferSelect;

// ---------------------------------------------------------------------------------------
// Billing, agency → platform (migration 0007; docs/product-rules.md#billing-of-agencies).

/** What the superadmin charges an agency. No row: the agency is not billed yet. */
export const agencyBillingPrices = pgTable('agency_billing_prices', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  /** The platform (superadmin) agency that bills it: its gateway takes the payments. */
  billedByAgencyId: uuid('billed_by_agency_id')
    .notNull()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  perCardMonthlyPaise: integer('per_card_monthly_paise').notNull(),
  annualFeePaise: integer('annual_fee_paise').notNull(),
  greetingsFeePaise: integer('greetings_fee_paise').notNull(),
  pdfCardFeePaise: integer('pdf_card_fee_paise').notNull(),
  /** The first month (IST) billed. */
  billingFromYear: integer('billing_from_year').notNull(),
  billingFromMonth: integer('billing_from_month').notNull(),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type AgencyBillKind = 'month' | 'annual' | 'greetings' | 'pdf-card';

/**
 * One bill of an agency: a month (its cards × the per-card price), a year's annual fee, or a
 * product fee (charged once). amount_due_paise and amount_paid_paise are kept in step with the
 * cards and the payments under the bill's row lock; the invoice number is given in the
 * transaction that makes the bill paid.
 */
export const agencyBills = pgTable(
  'agency_bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AgencyBillKind>().notNull(),
    year: integer('year'),
    month: integer('month'),
    unitPricePaise: integer('unit_price_paise').notNull(),
    cardCount: integer('card_count').notNull().default(0),
    amountDuePaise: integer('amount_due_paise').notNull(),
    amountPaidPaise: integer('amount_paid_paise').notNull().default(0),
    invoiceNumber: text('invoice_number').unique('agency_bills_invoice_number_unique'),
    invoiceDate: ts('invoice_date'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('agency_bills_agency_kind_period_unique').on(t.agencyId, t.kind, t.year, t.month).nullsNotDistinct(),
    check(
      'agency_bills_kind_period',
      sql`(${t.kind} = 'month' and ${t.year} is not null and ${t.month} between 1 and 12)
        or (${t.kind} = 'annual' and ${t.year} is not null and ${t.month} is null)
        or (${t.kind} in ('greetings', 'pdf-card') and ${t.year} is null and ${t.month} is null)`,
    ),
  ],
);

/** The cards of a month bill. No FK to cards: the line (with its copied names) outlives a deleted card. */
export const agencyBillCards = pgTable(
  'agency_bill_cards',
  {
    billId: uuid('bill_id')
      .notNull()
      .references(() => agencyBills.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    cardNo: integer('card_no').notNull(),
    cardId: text('card_id'),
    businessId: uuid('business_id'),
    businessName: text('business_name').notNull(),
    addedManually: boolean('added_manually').notNull().default(false),
    addedByUserId: uuid('added_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    addedAt: ts('added_at').notNull(),
    movedOutAt: ts('moved_out_at'),
    movedOutByUserId: uuid('moved_out_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    movedOutReason: text('moved_out_reason'),
  },
  (t) => [primaryKey({ columns: [t.billId, t.cardNo] }), index('agency_bill_cards_agency_idx').on(t.agencyId)],
);

/** Payments of agency bills: gateway (exactly once by the unique provider ids) or recorded by the superadmin. */
export const agencyBillPayments = pgTable(
  'agency_bill_payments',
  {
    recordNo: serial('record_no').primaryKey(),
    /** The agency that paid (the bill's). */
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    billId: uuid('bill_id')
      .notNull()
      .references(() => agencyBills.id, { onDelete: 'cascade' }),
    ...recordedPaymentColumns('agency_bill_payments'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('agency_bill_payments_bill_idx').on(t.agencyId, t.billId, t.paidAt)],
);

/**
 * An agency's request to move a paid, live card out of a month bill: pending until an admin of
 * the platform approves (the card leaves the bill) or refuses it (docs/product-rules.md#bill-move-out-approval).
 * One pending request per card and bill.
 */
export const agencyBillMoveOutRequests = pgTable(
  'agency_bill_move_out_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    billId: uuid('bill_id')
      .notNull()
      .references(() => agencyBills.id, { onDelete: 'cascade' }),
    cardNo: integer('card_no').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<MoveOutRequestStatus>().notNull().default('pending'),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: ts('requested_at').notNull(),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
    decisionNote: text('decision_note'),
  },
  (t) => [
    uniqueIndex('agency_bill_move_out_requests_pending_unique')
      .on(t.billId, t.cardNo)
      .where(sql`${t.status} = 'pending'`),
    index('agency_bill_move_out_requests_status_idx').on(t.status, t.requestedAt),
    index('agency_bill_move_out_requests_agency_idx').on(t.agencyId, t.requestedAt),
    check('agency_bill_move_out_requests_status', sql`${t.status} in ('pending', 'approved', 'refused')`),
  ],
);
export type AgencyBillMoveOutRequestRow = typeof agencyBillMoveOutRequests.$inferSelect;

/** The last invoice number given in each financial year ('2026-27'): a row lock keeps them gapless. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

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
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AdminNotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A panel path in the admin area (the business in All Businesses …). */
    link: text('link'),
    metadata: jsonb('metadata').$type<TAdminNotificationMetadata>().notNull().default({}),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    franchiseeId: uuid('franchisee_id').references(() => franchisees.id, { onDelete: 'set null' }),
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
      sql`${t.kind} in ('new-customer', 'payment-received', 'manual-payment', 'image-request', 'bill-move-out')`,
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
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => adminNotifications.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
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

/** A customer's request for greeting images for one of their businesses (POST /image-post/request-images). */
export const imageRequests = pgTable(
  'image_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    message: text('message'),
    status: text('status').$type<'open'>().notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [index('image_requests_agency_business_created_idx').on(t.agencyId, t.businessId, t.createdAt)],
);

export type AgencyRow = typeof agencies.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type FranchiseeRow = typeof franchisees.$inferSelect;
export type BusinessRow = typeof businesses.$inferSelect;
export type CardRow = typeof cards.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type OtpFlowRow = typeof otpFlows.$inferSelect;
export type SubscriptionPlanRow = typeof subscriptionPlans.$inferSelect;
export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type CardPaymentRow = typeof cardPayments.$inferSelect;
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type ProductPaymentRow = typeof productPayments.$inferSelect;
export type AgencyBillingPricesRow = typeof agencyBillingPrices.$inferSelect;
export type AgencyBillRow = typeof agencyBills.$inferSelect;
export type AgencyBillCardRow = typeof agencyBillCards.$inferSelect;
export type AgencyBillPaymentRow = typeof agencyBillPayments.$inferSelect;
export type AdminNotificationRow = typeof adminNotifications.$inferSelect;
export type ImageRequestRow = typeof imageRequests.$inferSelect;

// Agency content: category static pages and the link store.
export * from './schema/content';
// The dashboard's counters, kept by triggers.
export * from './schema/dashboard';
// Feedback and leads visitors leave on public cards, and the owner's unread mark.
export * from './schema/enquiries';
// Greetings (image posts; migration 0012): their own file, composed into the one schema.
export * from './schema/image-posts';
// PDF ID cards (migration 0013).
export * from './schema/pdf-cards';
// UI customisation: an agency's banners and tiles (its theme is agencies.theme).
export * from './schema/ui-customisation';
// Videos: templates, their uses and the videos businesses make (migration 0014).
export * from './schema/videos';
