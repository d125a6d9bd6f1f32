// The businesses' typed "Other" categories, and promoting one to a Business Category subcategory.
// They sit with the greetings (studio), not with the businesses (cards), because promoting one
// writes greeting categories.
import { endpoints } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '#lib/define-route';
import type { Services } from '#services';
import { listOtherCategories, promoteOtherCategory } from './other-categories';

export function registerOtherCategoryRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  defineRoute(app, endpoints.listOtherCategories, async ({ agency }) => listOtherCategories(db, agency));
  defineRoute(app, endpoints.promoteOtherCategory, async ({ agency, principal, body }) =>
    promoteOtherCategory(db, agency, principal, body),
  );
}
