// Sending a delivery (docs/product-rules.md#lead-webhooks): one attempt per job. A 2xx delivers
// it; anything else is logged and the next attempt queued after a doubling wait (30 s, 1 min, 2
// min … at most an hour), until WEBHOOK_RETRY_HOURS after the event, when it is given up. The
// same body is sent every time, signed afresh (its time is the attempt's), so a receiver can
// de-duplicate on the event id and refuse old replays by the signature's time.
import {
  type TWebhookAttempt,
  WEBHOOK_ATTEMPTS_KEPT,
  WEBHOOK_DELIVERIES_SHOWN,
  WEBHOOK_MESSAGES,
  WEBHOOK_RETRY_HOURS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMEOUT_MS,
} from '@cardora/contract';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { type WebhookDeliveryRow, webhookDeliveries, webhookEndpoints } from '#db/schema';
import { decryptSecret } from '#lib/secret-box';
import type { Services } from '#services';
import { postSigned } from './http-post';
import { signatureHeader } from './signature';

export const DELIVER_JOB = 'webhook.deliver';
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 3_600_000;

declare module '../../../lib/jobs/registry' {
  interface JobPayloads {
    'webhook.deliver': { deliveryId: string };
  }
}

/** The wait after the n-th failed attempt (n from 1). */
export function retryWaitMs(failedAttempts: number): number {
  return Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1));
}

export const secretAssociatedData = (endpointId: string) => `webhook:${endpointId}`;

/** Queue one attempt of each delivery; the key names the attempt, so a second queueing is a no-op. */
export async function queueDeliveries(services: Services, deliveries: { id: string; attempts: number; at?: Date }[]) {
  for (const delivery of deliveries) {
    await services.jobs.enqueue(
      DELIVER_JOB,
      { deliveryId: delivery.id },
      { singletonKey: `${delivery.id}:${delivery.attempts + 1}`, ...(delivery.at ? { startAfter: delivery.at } : {}) },
    );
  }
}

/**
 * After the commit that stored a lead or feedback: its deliveries' first attempts. A failure to
 * queue loses nothing (the rows stay pending and the routes' sweep queues them within minutes),
 * so it is not thrown at the visitor, whose send was stored.
 */
export async function queueNewDeliveries(services: Services, deliveryIds: string[]): Promise<void> {
  if (deliveryIds.length === 0) return;
  await queueDeliveries(
    services,
    deliveryIds.map((id) => ({ id, attempts: 0 })),
  ).catch(() => undefined);
}

/** On start: deliveries due whose job was lost (the process stopped after the commit, before queueing). */
export async function queueDueDeliveries(services: Services): Promise<void> {
  const due = await services.db
    .select({ id: webhookDeliveries.id, attempts: webhookDeliveries.attempts })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, services.now())))
    .limit(10_000);
  await queueDeliveries(services, due);
}

/**
 * Finished deliveries (delivered or failed) past an endpoint's WEBHOOK_DELIVERIES_SHOWN newest:
 * the log never shows them, and each holds a lead's personal data in its body
 * (docs/product-rules.md#lead-webhooks). A pending one stays however old, until it is finished.
 * Every endpoint of every agency at once: a maintenance sweep, not a request. Answers how many went.
 */
export async function pruneFinishedDeliveries(db: Db): Promise<number> {
  // Both drivers (node-postgres, PGlite) answer a raw query with its rows.
  const { rows } = (await db.execute(sql`
    delete from ${webhookDeliveries}
    where id in (
      select id from (
        select id, status,
          row_number() over (partition by endpoint_id order by created_at desc, id desc) as newest
        from ${webhookDeliveries}
      ) ranked
      where ranked.newest > ${WEBHOOK_DELIVERIES_SHOWN} and ranked.status <> 'pending'
    )
    returning id`)) as unknown as { rows: { id: string }[] };
  return rows.length;
}

/**
 * One attempt of a pending delivery, recorded; the next one queued or the delivery given up.
 * Answers the delivery as it stands after the attempt (null when it is gone or not pending).
 */
export async function attemptDelivery(services: Services, deliveryId: string): Promise<WebhookDeliveryRow | null> {
  const { db } = services;
  const [found] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .limit(1);
  if (found?.delivery.status !== 'pending') return null;
  const { delivery, endpoint } = found;
  const now = services.now();
  let attempt: TWebhookAttempt;
  const secret = decryptSecret(
    services.config.payments.secretKey,
    endpoint.secretSealed,
    secretAssociatedData(endpoint.id),
  );
  if (!endpoint.enabled || secret === null) {
    // Off, or a secret the server's key no longer opens (PAYMENT_SECRET_KEY was changed): never
    // sent unsigned, and not tried again until the owner makes a new secret.
    const error = endpoint.enabled ? WEBHOOK_MESSAGES.secretUnreadable : WEBHOOK_MESSAGES.endpointOff;
    attempt = { at: now.toISOString(), statusCode: null, responseMs: 0, error };
  } else {
    const unixSeconds = Math.floor(now.getTime() / 1000);
    const outcome = await postSigned(
      endpoint.url,
      delivery.body,
      {
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secret, delivery.body, unixSeconds),
        'X-Cardora-Event': delivery.event,
        'X-Cardora-Event-Id': delivery.eventId,
        'X-Cardora-Delivery': delivery.id,
      },
      {
        dns: services.dns,
        refusePrivate: services.config.webhooks.refusePrivateAddresses,
        timeoutMs: WEBHOOK_TIMEOUT_MS,
      },
    );
    attempt = { at: now.toISOString(), ...outcome };
  }
  const attempts = delivery.attempts + 1;
  const log = [attempt, ...delivery.log].slice(0, WEBHOOK_ATTEMPTS_KEPT);
  const delivered = attempt.error === null;
  const giveUpAt = delivery.createdAt.getTime() + WEBHOOK_RETRY_HOURS * 3_600_000;
  const nextAt = new Date(services.now().getTime() + retryWaitMs(attempts));
  const retry = !delivered && endpoint.enabled && secret !== null && delivery.retries && nextAt.getTime() <= giveUpAt;
  const [updated] = await db
    .update(webhookDeliveries)
    .set({
      attempts,
      log,
      status: delivered ? 'delivered' : retry ? 'pending' : 'failed',
      nextAttemptAt: retry ? nextAt : null,
    })
    // Only the attempt this job was queued for writes: a second worker on the same attempt does not.
    .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.attempts, delivery.attempts)))
    .returning();
  if (updated && retry) await queueDeliveries(services, [{ id: updated.id, attempts: updated.attempts, at: nextAt }]);
  return updated ?? null;
}

export async function registerDeliveryJob(services: Services): Promise<void> {
  await services.jobs.register(
    DELIVER_JOB,
    async (job) => {
      await attemptDelivery(services, job.data.deliveryId);
    },
    // It only waits on the network (outside the render slots); the attempt's own timeout ends it first.
    { concurrency: 4, outsideSlots: true, retryLimit: 0, expireInSeconds: 60 },
  );
}
