// Leads delivered to other systems (docs/product-rules.md#lead-webhooks): webhook endpoints a
// business owner adds for their business, or an agency admin adds for every business of the
// agency; each new lead and feedback is POSTed to them as signed JSON and retried for a day; and
// a CSV link per business a spreadsheet can import (docs/product-rules.md#lead-feed).
import { z } from 'zod';
import { listOf, ZUuid } from './common';

/** What an endpoint can be sent. `webhook.test` is the "Send a test event" button's, always sent. */
export const WEBHOOK_EVENTS = ['lead.created', 'feedback.created'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookDeliveryEvent = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

/** The request header that carries `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Cardora-Signature';
/** How long a delivery is retried before it is given up. */
export const WEBHOOK_RETRY_HOURS = 24;
/** A receiver must answer within this long, else the attempt failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** Endpoints per business, and per agency for its agency-wide ones. */
export const WEBHOOK_ENDPOINTS_MAX = 5;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 80;
/** Attempts kept in a delivery's log (the newest). */
export const WEBHOOK_ATTEMPTS_KEPT = 10;
/** Deliveries a log shows, newest first. */
export const WEBHOOK_DELIVERIES_SHOWN = 50;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Enter the address that should receive the leads (https://…).',
  urlInvalid: 'Enter a full web address, starting with https://.',
  urlTooLong: `Keep the address under ${WEBHOOK_URL_MAX} characters.`,
  urlHttpsOnly: 'Use an https:// address: leads carry phone numbers, so they are only sent encrypted.',
  urlWithPassword: 'Leave the user name and password out of the address; the signature proves the sender.',
  urlPrivate: (host: string) =>
    `${host} is a private or local address, which this server does not send to. Use your system's public address.`,
  descriptionTooLong: `Keep the description under ${WEBHOOK_DESCRIPTION_MAX} characters.`,
  eventsRequired: 'Choose at least one event to send.',
  tooMany: `A business can have at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints. Delete one to add another.`,
  tooManyForAgency: `An agency can have at most ${WEBHOOK_ENDPOINTS_MAX} agency-wide webhook endpoints. Delete one to add another.`,
  unknownEndpoint: 'There is no such webhook endpoint.',
  unknownBusiness: 'There is no such business.',
  agencyWideAdminsOnly: "Only the agency's admins can add an endpoint for every business.",
  ownerOrAdminOnly: "Only the business's owner or the agency's admins can change where its leads are sent.",
  endpointOff: 'The endpoint was turned off before this was sent.',
  secretUnreadable:
    "Not sent: this endpoint's signing secret can no longer be read (the server's key was changed). Make a new secret.",
  feedUnknown: 'This link was turned off. Ask the business owner for the new one.',
} as const;

const ZWebhookUrl = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlTooLong)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, WEBHOOK_MESSAGES.urlInvalid)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.username === '' && url.password === '';
    } catch {
      return true;
    }
  }, WEBHOOK_MESSAGES.urlWithPassword);

const ZDescription = z.string().trim().max(WEBHOOK_DESCRIPTION_MAX, WEBHOOK_MESSAGES.descriptionTooLong).default('');

const ZEvents = z
  .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.eventsRequired }), { error: WEBHOOK_MESSAGES.eventsRequired })
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .transform((events) => [...new Set(events)]);

export const ZCreateWebhookBody = z.object({
  /** The business whose leads are sent; null: every business of the agency (admins only). */
  businessId: ZUuid.nullable().default(null),
  url: ZWebhookUrl,
  description: ZDescription,
  events: ZEvents.default([...WEBHOOK_EVENTS]),
});
export type TCreateWebhookBody = z.input<typeof ZCreateWebhookBody>;

export const ZUpdateWebhookBody = z.object({
  url: ZWebhookUrl.optional(),
  description: ZDescription.optional(),
  events: ZEvents.optional(),
  enabled: z.boolean().optional(),
});
export type TUpdateWebhookBody = z.input<typeof ZUpdateWebhookBody>;

export const ZWebhookListQuery = z.object({
  /** One business's endpoints (and, for admins, the agency-wide ones that also get its leads). */
  businessId: ZUuid.optional(),
});

export const ZWebhookIdParams = z.object({ id: ZUuid });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const ZWebhookAttempt = z.object({
  at: z.string(),
  /** The receiver's HTTP status; null when no answer came (refused, timed out, unreachable). */
  statusCode: z.number().int().nullable(),
  /** Milliseconds to the answer (or to the failure). */
  responseMs: z.number().int(),
  /** Why it failed, in words; null on a 2xx. */
  error: z.string().nullable(),
});
export type TWebhookAttempt = z.infer<typeof ZWebhookAttempt>;

export const ZWebhookDelivery = z.object({
  id: ZUuid,
  event: z.enum([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT]),
  /** The event's id, the same in every attempt (a receiver de-duplicates on it). */
  eventId: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  createdAt: z.string(),
  /** When the next attempt is due (pending), else null. */
  nextAttemptAt: z.string().nullable(),
  /** The newest attempts first, at most WEBHOOK_ATTEMPTS_KEPT. */
  log: z.array(ZWebhookAttempt),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookEndpoint = z.object({
  id: ZUuid,
  businessId: ZUuid.nullable(),
  businessName: z.string().nullable(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** The secret's last four characters, to tell secrets apart; the secret itself is shown once. */
  secretHint: z.string(),
  createdAt: z.string(),
  lastDelivery: ZWebhookDelivery.pick({ status: true, createdAt: true }).nullable(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZWebhookEndpointList = listOf(ZWebhookEndpoint);
export type TWebhookEndpointList = z.infer<typeof ZWebhookEndpointList>;

/** Creating an endpoint or a new secret: the secret, shown this once. */
export const ZWebhookWithSecret = z.object({ endpoint: ZWebhookEndpoint, secret: z.string() });
export type TWebhookWithSecret = z.infer<typeof ZWebhookWithSecret>;

export const ZWebhookDeliveryList = listOf(ZWebhookDelivery);
export type TWebhookDeliveryList = z.infer<typeof ZWebhookDeliveryList>;

export const ZDeleteWebhookResponse = z.object({ deleted: z.literal(true), id: ZUuid });
export type TDeleteWebhookResponse = z.infer<typeof ZDeleteWebhookResponse>;

// The spreadsheet link (docs/product-rules.md#lead-feed).
export const ZLeadFeedParams = z.object({ businessId: ZUuid });
export const ZLeadFeed = z.object({
  /** The CSV's address (null: no link, or it was turned off). */
  url: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type TLeadFeed = z.infer<typeof ZLeadFeed>;
export const ZLeadFeedTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.csv$/, WEBHOOK_MESSAGES.feedUnknown),
});
