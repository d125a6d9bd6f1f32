// The festival calendar (GET /festivals) and the daily reminders' job
// (docs/product-rules.md#festival-calendar).
import { endpoints } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '#lib/define-route';
import type { Services } from '#services';
import { registerFestivalReminderJob, scheduleFestivalReminders } from './reminders';
import { listFestivalCalendar } from './service';

export async function registerFestivalRoutes(app: FastifyInstance, services: Services): Promise<void> {
  defineRoute(app, endpoints.listFestivals, async ({ agency, principal, query }) =>
    listFestivalCalendar(services, { agency, principal }, query),
  );
  await registerFestivalReminderJob(services);
  // Tests run the reminders by hand with their own clock; the app schedules them after the queue starts.
  if (services.config.nodeEnv === 'test') return;
  app.addHook('onReady', () =>
    services.databaseReadiness.run(() =>
      scheduleFestivalReminders(services).catch((error: unknown) =>
        app.log.warn({ err: error }, 'the daily festival reminders could not be scheduled'),
      ),
    ),
  );
}
