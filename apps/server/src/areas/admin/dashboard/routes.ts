// Dashboard routes: the caller, one service call.
import { endpoints } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '#lib/define-route';
import type { Services } from '#services';
import { getAdminInsights, getDashboard } from './service';

export function registerDashboardRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, endpoints.getDashboard, async ({ agency, principal, query }) =>
    getDashboard(services, agency, principal, query.businessId),
  );
  defineRoute(app, endpoints.getAdminInsights, async ({ agency, query }) => getAdminInsights(services, agency, query));
}
