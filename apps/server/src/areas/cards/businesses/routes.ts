import { endpoints } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '#lib/define-route';
import type { Services } from '#services';
import {
  cloneBusiness,
  createBusiness,
  deleteBusiness,
  getBusiness,
  getBusinessesByUser,
  listBusinesses,
  listSubcategories,
  registerUserAndGetBusinesses,
  updateBusinessMetadata,
} from './service';

export function registerBusinessRoutes(app: FastifyInstance, services: Services): void {
  const { db, now } = services;

  defineRoute(app, endpoints.getBusinessCategories, async ({ agency, query }) =>
    listSubcategories(db, agency.id, query.imageCategoryName),
  );
  defineRoute(app, endpoints.listBusinesses, async ({ agency, principal, query }) =>
    listBusinesses(db, agency.id, principal, query),
  );
  defineRoute(app, endpoints.getBusinessesByUser, async ({ agency, principal }) =>
    getBusinessesByUser(db, agency.id, principal.user.id),
  );
  defineRoute(app, endpoints.getBusiness, async ({ agency, principal, params }) =>
    getBusiness(db, agency.id, principal, params.id),
  );
  defineRoute(app, endpoints.registerUserAndGetBusinesses, async ({ agency, principal, body }) =>
    registerUserAndGetBusinesses(db, agency.id, principal, body),
  );
  defineRoute(app, endpoints.createBusiness, async ({ agency, principal, body }) =>
    createBusiness(db, agency.id, principal, body, now()),
  );
  defineRoute(app, endpoints.updateBusinessMetadata, async ({ agency, principal, body }) =>
    updateBusinessMetadata(db, agency.id, principal, body),
  );
  defineRoute(app, endpoints.deleteBusiness, async ({ agency, principal, params }) =>
    deleteBusiness(db, agency.id, principal, params.id),
  );
  defineRoute(app, endpoints.cloneBusiness, async ({ agency, principal, body }) =>
    cloneBusiness(db, agency.id, principal, body, now()),
  );
}
