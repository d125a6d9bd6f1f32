// Admin notifications: the bell's list and read marks. The customers' image requests that ring
// it (POST /image-post/request-images) are in image-request-routes.ts.
import { endpoints } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '#lib/define-route';
import type { Services } from '#services';
import { listAdminNotifications, markAdminNotificationRead, markAllAdminNotificationsRead } from './service';

export function registerAdminNotificationRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, endpoints.listAdminNotifications, async ({ agency, principal, query }) =>
    listAdminNotifications(services.db, agency.id, principal, query),
  );
  defineRoute(app, endpoints.markAllAdminNotificationsRead, async ({ agency, principal }) =>
    markAllAdminNotificationsRead(services.db, agency.id, principal, services.now()),
  );
  defineRoute(app, endpoints.markAdminNotificationRead, async ({ agency, principal, params }) =>
    markAdminNotificationRead(services.db, agency.id, principal, params.id, services.now()),
  );
}
