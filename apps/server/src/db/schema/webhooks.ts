// Leads delivered to other systems (docs/product-rules.md#lead-webhooks, #lead-feed). An endpoint
// belongs to one business (business_id) or to every business of its agency (business_id NULL);
// its signing secret is kept sealed with the server's secret key (lib/secret-box.ts). A delivery
// is one event for one endpoint: the exact JSON body sent (the same bytes in every attempt), its
// state and its newest attempts. A lead feed is a business's spreadsheet link: the token is the
// key, so only its hash is kept.
// Re-exported by ../schema.ts.
import type { TWebhookAttempt, WebhookDeliveryEvent, WebhookDeliveryStatus, WebhookEvent } from '@cardora/contract';
import { WEBHOOK_DELIVERY_STATUSES } from '@cardora/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses, businessRef } from './cards';
import { createdAt, oneOf, ts, uuidPk } from './columns';
import { agencyRef } from './identity';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuidPk(),
    agencyId: agencyRef(),
    /** NULL: every business of the agency (added by an admin). */
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().$type<WebhookEvent[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** secret-box sealed, associated data `webhook:<id>`. */
    secretSealed: text('secret_sealed').notNull(),
    secretHint: text('secret_hint').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_agency_business_idx').on(t.agencyId, t.businessId)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuidPk(),
    agencyId: agencyRef(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').$type<WebhookDeliveryEvent>().notNull(),
    eventId: text('event_id').notNull(),
    /** The request body, exactly as signed and sent. */
    body: text('body').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    /** A test event is tried once, never again. */
    retries: boolean('retries').notNull().default(true),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    /** The newest attempts first. */
    log: jsonb('log').$type<TWebhookAttempt[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    oneOf('webhook_deliveries_status_check', t.status, WEBHOOK_DELIVERY_STATUSES),
  ],
);

export const leadFeeds = pgTable(
  'lead_feeds',
  {
    businessId: businessRef().primaryKey(),
    agencyId: agencyRef(),
    /** sha256 (hex) of the link's token. */
    tokenHash: text('token_hash').notNull(),
    /** The link itself, sealed (associated data `lead-feed:<businessId>`), so the owner can copy it again. */
    tokenSealed: text('token_sealed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lead_feeds_token_hash_idx').on(t.tokenHash)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
