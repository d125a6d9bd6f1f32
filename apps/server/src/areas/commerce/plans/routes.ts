import { endpoints } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '#lib/define-route';
import type { Services } from '#services';
import { deletePlan, listPlans, savePlan } from './service';

export function registerPlanRoutes(app: FastifyInstance, services: Services): void {
  const { db, now } = services;

  defineRoute(app, endpoints.listSubscriptionPlans, async ({ agency, principal, query }) =>
    listPlans(db, agency, principal, query.agencyId),
  );
  defineRoute(app, endpoints.saveSubscriptionPlan, async ({ agency, principal, query, body }) =>
    savePlan(db, agency, principal, query.agencyId, body, now()),
  );
  defineRoute(app, endpoints.deleteSubscriptionPlan, async ({ agency, principal, params }) =>
    deletePlan(db, agency, principal, params.subscriptionPlanId, now()),
  );
}
