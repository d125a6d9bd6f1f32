// UI customisation. Thin routes: the access rule is the endpoint
// table's (Ui Customisation menu: the superadmin agency's admins); the target agency is the
// host's or, for them, the one named (targetAgencyId: 404 for an agency that does not exist).
// The image upload parses multipart in its own plugin scope and stores through the documents
// service, so it is checked exactly like every other upload (sharp decodes it: 415, 8 MB: 413).
import { endpoints, UPLOAD_MAX_BYTES } from '@cardora/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '#lib/define-route';
import { readSingleFile } from '#lib/multipart';
import { targetAgencyId } from '#lib/target-agency';
import type { Services } from '#services';
import { storeImage, tooLarge } from '#studio';
import {
  deleteItem,
  getUiCustomisation,
  publishedItems,
  reorderItems,
  saveItem,
  saveTheme,
  UI_UPLOAD_HIERARCHY,
} from './service';

export async function registerUiCustomisationRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;

  defineRoute(app, endpoints.getUiCustomisation, async ({ agency, principal, query }) =>
    getUiCustomisation(services, await targetAgencyId(db, agency, principal, query.agencyId)),
  );

  defineRoute(app, endpoints.saveUiCustomisation, async ({ agency, principal, body }) => {
    const agencyId = await targetAgencyId(db, agency, principal, body.agencyId);
    if (body.type === 'theme') return saveTheme(services, agencyId, body.theme);
    if (body.type === 'item') return saveItem(services, agencyId, body.uiCustomisationId, body.item);
    return reorderItems(services, agencyId, body.uiCustomisationIds);
  });

  defineRoute(app, endpoints.deleteUiCustomisation, async ({ agency, principal, params, query }) =>
    deleteItem(services, await targetAgencyId(db, agency, principal, query.agencyId), params.uiCustomisationId),
  );

  // Anyone signed in, for the host's own agency only: there is no agencyId to name another.
  defineRoute(app, endpoints.getPublishedUiCustomisation, async ({ agency, query }) =>
    publishedItems(services, agency.id, query.page),
  );

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
    });
    defineRoute(scope, endpoints.uploadUiCustomisationImage, async ({ request, agency, principal: who, query }) => {
      // The agency first (403/404), before any byte is read.
      const agencyId = await targetAgencyId(db, agency, who, query.agencyId);
      const file = await readSingleFile(request, tooLarge);
      const stored = await storeImage(services, {
        agencyId,
        principal: who,
        hierarchy1: UI_UPLOAD_HIERARCHY,
        hierarchy2: agencyId,
        originalName: file.originalName,
        bytes: file.bytes,
      });
      return { url: stored.url };
    });
  });
}
