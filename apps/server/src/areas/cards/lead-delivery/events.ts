// A new lead or feedback becomes one delivery per endpoint that wants it
// (docs/product-rules.md#lead-webhooks): written in the transaction that stores the lead, so a
// lead is never stored without its deliveries nor a delivery without its lead; the jobs are
// queued after the commit (queueDeliveries), and a delivery whose job was lost (the process
// stopped in between) is queued again when the app starts (queueDueDeliveries).
import { randomUUID } from 'node:crypto';
import type { WebhookDeliveryEvent, WebhookEvent } from '@cardora/contract';
import { and, arrayContains, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { agencies, businesses, webhookDeliveries, webhookEndpoints } from '#db/schema';
import { cardPublicUrl } from '#lib/public-url';
import type { Services } from '#services';

export interface EnquiryEvent {
  event: WebhookEvent;
  agencyId: string;
  businessId: string;
  cardId: string;
  /** The lead's or feedback's fields as the API answers them (given the business's name), under `data`. */
  data: (businessName: string) => Record<string, unknown>;
  at: Date;
}

/** The JSON every receiver gets: the event, whose card it came to, and the lead or feedback. */
export function eventBody(
  eventId: string,
  event: WebhookDeliveryEvent,
  at: Date,
  business: { id: string; name: string } | null,
  card: { cardId: string; url: string } | null,
  data: Record<string, unknown>,
): string {
  return JSON.stringify({ id: eventId, type: event, createdAt: at.toISOString(), business, card, data });
}

/** Inside the storing transaction: the deliveries of this event; their ids, to queue after commit. */
export async function recordEnquiryEvent(services: Services, tx: Tx, input: EnquiryEvent): Promise<string[]> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.agencyId, input.agencyId),
        eq(webhookEndpoints.enabled, true),
        or(eq(webhookEndpoints.businessId, input.businessId), isNull(webhookEndpoints.businessId)),
        arrayContains(webhookEndpoints.events, [input.event]),
      ),
    );
  if (endpoints.length === 0) return [];
  const [found] = await tx
    .select({ name: businesses.businessName, agency: agencies })
    .from(businesses)
    .innerJoin(agencies, eq(agencies.id, businesses.agencyId))
    .where(and(eq(businesses.agencyId, input.agencyId), eq(businesses.id, input.businessId)))
    .limit(1);
  if (!found) return [];
  const eventId = `evt_${randomUUID()}`;
  const body = eventBody(
    eventId,
    input.event,
    input.at,
    { id: input.businessId, name: found.name },
    { cardId: input.cardId, url: cardPublicUrl(services.config, found.agency, input.cardId) },
    input.data(found.name),
  );
  const rows = await tx
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({
        agencyId: input.agencyId,
        endpointId: endpoint.id,
        event: input.event,
        eventId,
        body,
        nextAttemptAt: input.at,
        createdAt: input.at,
      })),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.map((row) => row.id);
}
