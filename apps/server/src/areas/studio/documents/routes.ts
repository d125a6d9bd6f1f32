// POST /document/uploadDoc (multipart, parsed only in this route's plugin scope) and
// GET /uploads/* (the stored files, immutable: every upload gets a new random name), which
// answers byte ranges (206/416): Safari plays a <video> only from a server that does.

import { endpoints, MESSAGES, UPLOAD_MAX_BYTES, ZUuid } from '@cardora/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { requireReachableBusiness } from '#cards';
import { sendBytes } from '#lib/byte-range';
import { defineRoute } from '#lib/define-route';
import { notFound, validationFailed } from '#lib/errors';
import { readSingleFile } from '#lib/multipart';
import { isSafeStorageKey } from '#lib/storage/index';
import { requirePermission } from '#policies/cards';
import type { Services } from '#services';
import { storeImage, tooLarge } from './service';

export async function registerDocumentRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
    });
    defineRoute(scope, endpoints.uploadDocument, async ({ request, agency, principal: who, query }) => {
      if (query.hierarchy1 !== 'business') {
        throw validationFailed('hierarchy1', MESSAGES.uploadHierarchyUnsupported);
      }
      // Reach first (404), then the right to edit cards (403): before any byte is read.
      if (!ZUuid.safeParse(query.hierarchy2).success) throw notFound();
      await requireReachableBusiness(services.db, agency.id, who, query.hierarchy2);
      requirePermission(who, 'card:edit');

      const { bytes, originalName } = await readSingleFile(request, tooLarge);
      return storeImage(services, {
        agencyId: agency.id,
        principal: who,
        hierarchy1: query.hierarchy1,
        hierarchy2: query.hierarchy2,
        originalName,
        bytes,
      });
    });
  });

  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const params: unknown = request.params;
    const key = typeof params === 'object' && params !== null && '*' in params ? params['*'] : undefined;
    // Anything but a plain key (no `..`, no encoded slashes, one extension) is simply not there.
    const found = typeof key === 'string' && isSafeStorageKey(key) ? await services.storage.get(key) : null;
    if (!found) throw notFound();
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('x-content-type-options', 'nosniff');
    return sendBytes(request, reply, found.body, found.contentType);
  });
}
