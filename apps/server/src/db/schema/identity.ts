// Who is who: agencies (the tenants), their users and franchisees, sessions and the sign-in's
// OTP and password-failure rows.
import type { TAgencyConfiguration, TAgencyTheme } from '@cardora/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { createdAt, doneBy, ownedBy, ts, uuidPk } from './columns';

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
  id: uuidPk(),
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
/** The link to the owning agency: its rows go with it. */
export const agencyRef = () => ownedBy('agency_id', () => agencies.id);

export const users = pgTable(
  'users',
  {
    id: uuidPk(),
    agencyId: agencyRef(),
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
/** Who (a user) did it; NULL once the user is deleted. */
export const byUser = (name: string) => doneBy(name, () => users.id);

export interface FranchiseeConfiguration {
  hideBilling: boolean;
}

export const franchisees = pgTable(
  'franchisees',
  {
    id: uuidPk(),
    agencyId: agencyRef(),
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
/** Who (a franchisee) did it; NULL once the franchisee is deleted. */
export const byFranchisee = (name: string) => doneBy(name, () => franchisees.id);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 (hex) of the opaque cookie token; the raw token is never stored. */
    id: text('id').primaryKey(),
    agencyId: agencyRef(),
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
    agencyId: agencyRef(),
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
    id: uuidPk(),
    agencyId: agencyRef(),
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
    agencyId: agencyRef(),
    identifier: text('identifier').notNull(),
    failures: integer('failures').notNull(),
    windowStartedAt: ts('window_started_at').notNull(),
    lockedAt: ts('locked_at'),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.identifier] })],
);

export type AgencyRow = typeof agencies.$inferSelect;

export type UserRow = typeof users.$inferSelect;

export type FranchiseeRow = typeof franchisees.$inferSelect;

export type SessionRow = typeof sessions.$inferSelect;

export type OtpFlowRow = typeof otpFlows.$inferSelect;
