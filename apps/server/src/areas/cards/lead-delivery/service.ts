// Webhook endpoints and their deliveries (docs/product-rules.md#lead-webhooks). Who manages which:
// a business's endpoints its owner and the agency's admins; the agency-wide ones (every business
// of the agency) the admins alone. A business out of the caller's reach, or an endpoint the
// caller may not see, is 404; a business in reach that the caller may not manage (a creator, a
// franchisee) is 403.
import { randomUUID } from 'node:crypto';
import {
  type TDeleteWebhookResponse,
  type TWebhookDelivery,
  type TWebhookDeliveryList,
  type TWebhookEndpoint,
  type TWebhookEndpointList,
  type TWebhookWithSecret,
  WEBHOOK_DELIVERIES_SHOWN,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  type ZCreateWebhookBody,
  type ZUpdateWebhookBody,
} from '@cardora/contract';
import { and, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AgencyRow,
  businesses,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  webhookDeliveries,
  webhookEndpoints,
} from '#db/schema';
import { AppError, notFound, validationFailed } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { encryptSecret } from '#lib/secret-box';
import { reachableBusinesses } from '#policies/cards';
import { isAgencyAdmin } from '#policies/identity';
import type { Services } from '#services';
import { isForbiddenAddress, literalAddress } from './address-guard';
import { attemptDelivery, secretAssociatedData } from './deliver';
import { eventBody } from './events';
import { newWebhookSecret } from './signature';

export interface WebhookCaller {
  agency: AgencyRow;
  principal: Principal;
}

const forbiddenWith = (message: string) => new AppError('FORBIDDEN', message, 403);

/**
 * The business, when in the caller's reach (else 404) and the caller may manage where its leads
 * go (else 403): its owner or the agency's admins. The spreadsheet link follows the same rule.
 */
export async function managedBusiness(services: Services, caller: WebhookCaller, businessId: string) {
  const [business] = await services.db
    .select({ id: businesses.id, name: businesses.businessName, userId: businesses.userId })
    .from(businesses)
    .where(and(reachableBusinesses(caller.agency.id, caller.principal), eq(businesses.id, businessId)))
    .limit(1);
  if (!business) throw notFound(WEBHOOK_MESSAGES.unknownBusiness);
  const owner = caller.principal.kind === 'user' && caller.principal.user.id === business.userId;
  if (!owner && !isAgencyAdmin(caller.principal)) throw forbiddenWith(WEBHOOK_MESSAGES.ownerOrAdminOnly);
  return business;
}

/** An endpoint the caller manages (404 for any other, including another agency's). */
async function managedEndpoint(services: Services, caller: WebhookCaller, id: string): Promise<WebhookEndpointRow> {
  const [endpoint] = await services.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.agencyId, caller.agency.id), eq(webhookEndpoints.id, id)))
    .limit(1);
  if (!endpoint) throw notFound(WEBHOOK_MESSAGES.unknownEndpoint);
  if (endpoint.businessId === null) {
    if (!isAgencyAdmin(caller.principal)) throw notFound(WEBHOOK_MESSAGES.unknownEndpoint);
    return endpoint;
  }
  try {
    await managedBusiness(services, caller, endpoint.businessId);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw notFound(WEBHOOK_MESSAGES.unknownEndpoint);
    throw error;
  }
  return endpoint;
}

/**
 * Where this server will not send (docs/product-rules.md#lead-webhooks), told when the address is
 * saved: plain http, local names and private addresses, also by what the name resolves to now.
 * The same check runs again at every connection, which is the one that protects.
 */
async function checkDestination(services: Services, url: string): Promise<void> {
  if (!services.config.webhooks.refusePrivateAddresses) return;
  const target = new URL(url);
  if (target.protocol !== 'https:') throw validationFailed('url', WEBHOOK_MESSAGES.urlHttpsOnly);
  const host = target.hostname.toLowerCase();
  const literal = literalAddress(host);
  if (literal) {
    if (isForbiddenAddress(literal)) throw validationFailed('url', WEBHOOK_MESSAGES.urlPrivate(host));
    return;
  }
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) {
    throw validationFailed('url', WEBHOOK_MESSAGES.urlPrivate(host));
  }
  const found = await services.dns.lookup(host).catch(() => []);
  const forbidden = found.find((one) => isForbiddenAddress(one.address));
  if (forbidden) throw validationFailed('url', WEBHOOK_MESSAGES.urlPrivate(`${host} (${forbidden.address})`));
}

function toDelivery(row: WebhookDeliveryRow): TWebhookDelivery {
  return {
    id: row.id,
    event: row.event,
    eventId: row.eventId,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.status === 'pending' && row.nextAttemptAt ? row.nextAttemptAt.toISOString() : null,
    log: row.log,
  };
}

/** The endpoints as the panel shows them, each with its business's name and newest delivery. */
async function toEndpoints(services: Services, rows: WebhookEndpointRow[]): Promise<TWebhookEndpoint[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const newest = await services.db
    .selectDistinctOn([webhookDeliveries.endpointId], {
      endpointId: webhookDeliveries.endpointId,
      status: webhookDeliveries.status,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, ids))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt));
  const businessIds = [...new Set(rows.flatMap((row) => (row.businessId ? [row.businessId] : [])))];
  const names =
    businessIds.length === 0
      ? []
      : await services.db
          .select({ id: businesses.id, name: businesses.businessName })
          .from(businesses)
          .where(inArray(businesses.id, businessIds));
  const nameOf = new Map(names.map((one) => [one.id, one.name]));
  const lastOf = new Map(newest.map((one) => [one.endpointId, one]));
  return rows.map((row) => {
    const last = lastOf.get(row.id);
    return {
      id: row.id,
      businessId: row.businessId,
      businessName: row.businessId ? (nameOf.get(row.businessId) ?? null) : null,
      url: row.url,
      description: row.description,
      events: row.events,
      enabled: row.enabled,
      secretHint: row.secretHint,
      createdAt: row.createdAt.toISOString(),
      lastDelivery: last ? { status: last.status, createdAt: last.createdAt.toISOString() } : null,
    };
  });
}

/** GET /webhooks: one business's (and, for admins, the agency-wide ones), or all the caller manages. */
export async function listWebhooks(
  services: Services,
  caller: WebhookCaller,
  query: { businessId?: string | undefined },
): Promise<TWebhookEndpointList> {
  const admin = isAgencyAdmin(caller.principal);
  let scope: SQL | undefined;
  if (query.businessId) {
    await managedBusiness(services, caller, query.businessId);
    scope = admin
      ? or(eq(webhookEndpoints.businessId, query.businessId), isNull(webhookEndpoints.businessId))
      : eq(webhookEndpoints.businessId, query.businessId);
  } else if (!admin) {
    // Everyone else manages the endpoints of the businesses they own.
    if (caller.principal.kind !== 'user') return { list: [], total: 0 };
    const own = await services.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(and(eq(businesses.agencyId, caller.agency.id), eq(businesses.userId, caller.principal.user.id)));
    if (own.length === 0) return { list: [], total: 0 };
    scope = inArray(
      webhookEndpoints.businessId,
      own.map((one) => one.id),
    );
  }
  const rows = await services.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.agencyId, caller.agency.id), scope))
    .orderBy(webhookEndpoints.createdAt);
  const list = await toEndpoints(services, rows);
  return { list, total: list.length };
}

/** POST /webhooks: a new endpoint and its secret, shown this once. */
export async function createWebhook(
  services: Services,
  caller: WebhookCaller,
  body: z.output<typeof ZCreateWebhookBody>,
): Promise<TWebhookWithSecret> {
  if (body.businessId) await managedBusiness(services, caller, body.businessId);
  else if (!isAgencyAdmin(caller.principal)) throw forbiddenWith(WEBHOOK_MESSAGES.agencyWideAdminsOnly);
  await checkDestination(services, body.url);
  const id = randomUUID();
  const secret = newWebhookSecret();
  const row = await services.db.transaction(async (tx) => {
    const owner = body.businessId
      ? eq(webhookEndpoints.businessId, body.businessId)
      : isNull(webhookEndpoints.businessId);
    const [existing] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.agencyId, caller.agency.id), owner));
    if ((existing?.n ?? 0) >= WEBHOOK_ENDPOINTS_MAX) {
      throw new AppError(
        'CONFLICT',
        body.businessId ? WEBHOOK_MESSAGES.tooMany : WEBHOOK_MESSAGES.tooManyForAgency,
        409,
      );
    }
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        id,
        agencyId: caller.agency.id,
        businessId: body.businessId,
        url: body.url,
        description: body.description,
        events: body.events,
        secretSealed: encryptSecret(services.config.payments.secretKey, secret, secretAssociatedData(id)),
        secretHint: secret.slice(-4),
        createdAt: services.now(),
        updatedAt: services.now(),
      })
      .returning();
    return created;
  });
  if (!row) throw new Error('the endpoint was not stored');
  const [endpoint] = await toEndpoints(services, [row]);
  if (!endpoint) throw new Error('the endpoint was not read back');
  return { endpoint, secret };
}

/** PUT /webhooks/{id}: the address, description, events, or on/off. */
export async function updateWebhook(
  services: Services,
  caller: WebhookCaller,
  id: string,
  body: z.output<typeof ZUpdateWebhookBody>,
): Promise<TWebhookEndpoint> {
  const endpoint = await managedEndpoint(services, caller, id);
  if (body.url !== undefined && body.url !== endpoint.url) await checkDestination(services, body.url);
  const [row] = await services.db
    .update(webhookEndpoints)
    .set({
      ...(body.url !== undefined ? { url: body.url } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.events !== undefined ? { events: body.events } : {}),
      ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
      updatedAt: services.now(),
    })
    .where(and(eq(webhookEndpoints.agencyId, caller.agency.id), eq(webhookEndpoints.id, endpoint.id)))
    .returning();
  const [view] = await toEndpoints(services, row ? [row] : []);
  if (!view) throw notFound(WEBHOOK_MESSAGES.unknownEndpoint);
  return view;
}

/** DELETE /webhooks/{id}: the endpoint and its deliveries (those not yet made are not sent). */
export async function deleteWebhook(
  services: Services,
  caller: WebhookCaller,
  id: string,
): Promise<TDeleteWebhookResponse> {
  const endpoint = await managedEndpoint(services, caller, id);
  await services.db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.agencyId, caller.agency.id), eq(webhookEndpoints.id, endpoint.id)));
  return { deleted: true, id: endpoint.id };
}

/** POST /webhooks/{id}/secret: a new secret, shown once; the old one signs nothing more. */
export async function rotateWebhookSecret(
  services: Services,
  caller: WebhookCaller,
  id: string,
): Promise<TWebhookWithSecret> {
  const endpoint = await managedEndpoint(services, caller, id);
  const secret = newWebhookSecret();
  const [row] = await services.db
    .update(webhookEndpoints)
    .set({
      secretSealed: encryptSecret(services.config.payments.secretKey, secret, secretAssociatedData(endpoint.id)),
      secretHint: secret.slice(-4),
      updatedAt: services.now(),
    })
    .where(and(eq(webhookEndpoints.agencyId, caller.agency.id), eq(webhookEndpoints.id, endpoint.id)))
    .returning();
  const [view] = await toEndpoints(services, row ? [row] : []);
  if (!view) throw notFound(WEBHOOK_MESSAGES.unknownEndpoint);
  return { endpoint: view, secret };
}

/** POST /webhooks/{id}/test: a webhook.test event, sent now, once; answers how it went. */
export async function sendWebhookTest(
  services: Services,
  caller: WebhookCaller,
  id: string,
): Promise<TWebhookDelivery> {
  const endpoint = await managedEndpoint(services, caller, id);
  const [business] = endpoint.businessId
    ? await services.db
        .select({ id: businesses.id, name: businesses.businessName })
        .from(businesses)
        .where(and(eq(businesses.agencyId, caller.agency.id), eq(businesses.id, endpoint.businessId)))
        .limit(1)
    : [];
  const now = services.now();
  const eventId = `evt_${randomUUID()}`;
  const [delivery] = await services.db
    .insert(webhookDeliveries)
    .values({
      agencyId: caller.agency.id,
      endpointId: endpoint.id,
      event: WEBHOOK_TEST_EVENT,
      eventId,
      body: eventBody(eventId, WEBHOOK_TEST_EVENT, now, business ?? null, null, {
        message: 'A test event from Cardora: your endpoint receives leads and feedback like this one.',
      }),
      retries: false,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning();
  if (!delivery) throw new Error('the test delivery was not stored');
  const after = await attemptDelivery(services, delivery.id);
  return toDelivery(after ?? delivery);
}

/** GET /webhooks/{id}/deliveries: the newest deliveries with their attempts. */
export async function listWebhookDeliveries(
  services: Services,
  caller: WebhookCaller,
  id: string,
): Promise<TWebhookDeliveryList> {
  const endpoint = await managedEndpoint(services, caller, id);
  const rows = await services.db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.agencyId, caller.agency.id), eq(webhookDeliveries.endpointId, endpoint.id)))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(WEBHOOK_DELIVERIES_SHOWN);
  const [total] = await services.db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.agencyId, caller.agency.id), eq(webhookDeliveries.endpointId, endpoint.id)));
  return { list: rows.map(toDelivery), total: total?.n ?? 0 };
}
