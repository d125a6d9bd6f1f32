// Webhook endpoints of leads and feedback (docs/product-rules.md#lead-webhooks): thin, one service
// call each. Deliveries are worked by the job 'webhook.deliver'; the ones due whose job was lost
// are queued again when the app is ready and every few minutes after, when the finished ones
// past what the log shows are deleted too.
import { endpoints } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '#lib/define-route';
import type { Services } from '#services';
import { pruneFinishedDeliveries, queueDueDeliveries, registerDeliveryJob } from './deliver';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  rotateWebhookSecret,
  sendWebhookTest,
  updateWebhook,
} from './service';

const SWEEP_EVERY_MS = 5 * 60_000;

export async function registerLeadDeliveryRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await registerDeliveryJob(services);
  if (services.config.nodeEnv !== 'test') {
    // Due deliveries whose job was lost (the process stopped after the commit, or the queue was
    // down): at start, then every few minutes. Queueing is idempotent per attempt. The same sweep
    // deletes finished deliveries the log no longer shows.
    const sweep = () =>
      Promise.all([
        queueDueDeliveries(services).catch((error: unknown) =>
          app.log.warn({ err: error }, 'webhook deliveries not queued'),
        ),
        pruneFinishedDeliveries(services.db).catch((error: unknown) =>
          app.log.warn({ err: error }, 'old webhook deliveries not deleted'),
        ),
      ]);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', () =>
      services.databaseReadiness.run(async () => {
        await sweep();
        timer = setInterval(sweep, SWEEP_EVERY_MS);
        timer.unref();
      }),
    );
    app.addHook('onClose', async () => clearInterval(timer));
  }
  defineRoute(app, endpoints.listWebhooks, ({ agency, principal, query }) =>
    listWebhooks(services, { agency, principal }, query),
  );
  defineRoute(app, endpoints.createWebhook, ({ agency, principal, body }) =>
    createWebhook(services, { agency, principal }, body),
  );
  defineRoute(app, endpoints.updateWebhook, ({ agency, principal, params, body }) =>
    updateWebhook(services, { agency, principal }, params.id, body),
  );
  defineRoute(app, endpoints.deleteWebhook, ({ agency, principal, params }) =>
    deleteWebhook(services, { agency, principal }, params.id),
  );
  defineRoute(app, endpoints.rotateWebhookSecret, ({ agency, principal, params }) =>
    rotateWebhookSecret(services, { agency, principal }, params.id),
  );
  defineRoute(app, endpoints.sendWebhookTest, ({ agency, principal, params }) =>
    sendWebhookTest(services, { agency, principal }, params.id),
  );
  defineRoute(app, endpoints.listWebhookDeliveries, ({ agency, principal, params }) =>
    listWebhookDeliveries(services, { agency, principal }, params.id),
  );
}
