// Link store: thin routes over the service.
import { endpoints } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '#lib/define-route';
import type { Services } from '#services';
import {
  createCategory,
  createLink,
  deleteCategory,
  deleteLink,
  getCategory,
  getLink,
  helpfulLinks,
  listCategories,
  listLinks,
  updateCategory,
  updateLink,
} from './service';

export function registerLinkStoreRoutes(app: FastifyInstance, services: Services): void {
  const { db, now } = services;

  defineRoute(app, endpoints.listLinkCategories, async ({ agency, principal, query }) =>
    listCategories(db, agency, principal, query.agencyId),
  );
  defineRoute(app, endpoints.getLinkCategory, async ({ agency, principal, params, query }) =>
    getCategory(db, agency, principal, params.linkCategoryId, query.agencyId),
  );
  defineRoute(app, endpoints.createLinkCategory, async ({ agency, principal, body }) =>
    createCategory(db, agency, principal, body),
  );
  defineRoute(app, endpoints.updateLinkCategory, async ({ agency, principal, params, body }) =>
    updateCategory(db, agency, principal, params.linkCategoryId, body),
  );
  defineRoute(app, endpoints.deleteLinkCategory, async ({ agency, principal, params, query }) =>
    deleteCategory(db, agency, principal, params.linkCategoryId, query.agencyId),
  );

  defineRoute(app, endpoints.listLinkTypes, async ({ agency, principal, query }) =>
    listLinks(db, agency, principal, query),
  );
  defineRoute(app, endpoints.getLinkType, async ({ agency, principal, params, query }) =>
    getLink(db, agency, principal, params.linkTypeId, query.agencyId),
  );
  defineRoute(app, endpoints.createLinkType, async ({ agency, principal, body }) =>
    createLink(db, agency, principal, body, now()),
  );
  defineRoute(app, endpoints.updateLinkType, async ({ agency, principal, params, body }) =>
    updateLink(db, agency, principal, params.linkTypeId, body, now()),
  );
  defineRoute(app, endpoints.deleteLinkType, async ({ agency, principal, params, query }) =>
    deleteLink(db, agency, principal, params.linkTypeId, query.agencyId),
  );

  defineRoute(app, endpoints.getHelpfulLinks, async ({ agency, query }) => helpfulLinks(db, agency.id, query.page));
}
