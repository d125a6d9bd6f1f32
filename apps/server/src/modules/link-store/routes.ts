// Link store: thin routes over the service.
import { endpoints } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireSession } from '../../lib/principal';
import type { Services } from '../../services';
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
    listCategories(db, agency, requireSession(principal), query.agencyId),
  );
  defineRoute(app, endpoints.getLinkCategory, async ({ agency, principal, params, query }) =>
    getCategory(db, agency, requireSession(principal), params.linkCategoryId, query.agencyId),
  );
  defineRoute(app, endpoints.createLinkCategory, async ({ agency, principal, body }) =>
    createCategory(db, agency, requireSession(principal), body),
  );
  defineRoute(app, endpoints.updateLinkCategory, async ({ agency, principal, params, body }) =>
    updateCategory(db, agency, requireSession(principal), params.linkCategoryId, body),
  );
  defineRoute(app, endpoints.deleteLinkCategory, async ({ agency, principal, params, query }) =>
    deleteCategory(db, agency, requireSession(principal), params.linkCategoryId, query.agencyId),
  );

  defineRoute(app, endpoints.listLinkTypes, async ({ agency, principal, query }) =>
    listLinks(db, agency, requireSession(principal), query),
  );
  defineRoute(app, endpoints.getLinkType, async ({ agency, principal, params, query }) =>
    getLink(db, agency, requireSession(principal), params.linkTypeId, query.agencyId),
  );
  defineRoute(app, endpoints.createLinkType, async ({ agency, principal, body }) =>
    createLink(db, agency, requireSession(principal), body, now()),
  );
  defineRoute(app, endpoints.updateLinkType, async ({ agency, principal, params, body }) =>
    updateLink(db, agency, requireSession(principal), params.linkTypeId, body, now()),
  );
  defineRoute(app, endpoints.deleteLinkType, async ({ agency, principal, params, query }) =>
    deleteLink(db, agency, requireSession(principal), params.linkTypeId, query.agencyId),
  );

  defineRoute(app, endpoints.getHelpfulLinks, async ({ agency, query }) => helpfulLinks(db, agency.id, query.page));
}
