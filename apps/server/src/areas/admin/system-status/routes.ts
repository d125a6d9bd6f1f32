// The status page's calls (the super admin's admins: the Insights rule): the caller, one service call.
import { endpoints } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '#lib/define-route';
import type { Services } from '#services';
import { registerInstanceHeartbeat } from './instances';
import { getSystemStatus, settleFailedJob } from './service';

export function registerSystemStatusRoutes(app: FastifyInstance, services: Services): void {
  const instanceId = registerInstanceHeartbeat(app, services);
  defineRoute(app, endpoints.getSystemStatus, async () => getSystemStatus(services, instanceId));
  defineRoute(app, endpoints.retryFailedJob, async ({ body }) => settleFailedJob(services, body, 'retry'));
  defineRoute(app, endpoints.discardFailedJob, async ({ body }) => settleFailedJob(services, body, 'discard'));
}
