// Category static pages. The JSON calls go through defineRoute; the image
// upload parses multipart in its own plugin scope (as POST /document/uploadDoc does), after the
// access check and the target agency, before any byte is stored.
import { endpoints, UPLOAD_MAX_BYTES } from '@cardora/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '#lib/define-route';
import { readSingleFile } from '#lib/multipart';
import type { Services } from '#services';
import { tooLarge } from '#studio';
import { deletePage, listPages, pageForBusiness, savePage, uploadPageImage } from './service';

export async function registerCategoryStaticPageRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, now } = services;

  defineRoute(app, endpoints.listCategoryStaticPages, async ({ agency, principal, query }) =>
    listPages(db, agency, principal, query.agencyId),
  );
  defineRoute(app, endpoints.saveCategoryStaticPage, async ({ agency, principal, body }) =>
    savePage(db, agency, principal, body, now()),
  );
  defineRoute(app, endpoints.deleteCategoryStaticPage, async ({ agency, principal, query }) =>
    deletePage(db, agency, principal, query),
  );
  defineRoute(app, endpoints.getCategoryStaticPageForBusiness, async ({ agency, principal, query }) =>
    pageForBusiness(db, agency.id, principal, query.businessId),
  );

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
    defineRoute(scope, endpoints.uploadCategoryStaticPageImage, async ({ request, agency, principal: who, query }) => {
      return uploadPageImage(services, agency, who, query.agencyId, () => readSingleFile(request, tooLarge));
    });
  });
}
