// Category static pages (spec 7; issue 14 item 2). The JSON calls go through defineRoute; the image
// upload parses multipart in its own plugin scope (as POST /document/uploadDoc does), after the
// access check and the target agency, before any byte is stored.
import { endpoints, MESSAGES, UPLOAD_MAX_BYTES } from '@cardora/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { AppError, validationFailed } from '../../lib/errors';
import { requireSession } from '../../lib/principal';
import type { Services } from '../../services';
import { tooLarge } from '../documents/service';
import { deletePage, listPages, pageForBusiness, savePage, uploadPageImage } from './service';

const errorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/** The one file of field "file": 413 past the limit, the field's 400 when missing or malformed. */
async function readImageFile(request: FastifyRequest): Promise<{ bytes: Buffer; originalName: string | null }> {
  if (!request.isMultipart()) throw validationFailed('file', MESSAGES.uploadMissingFile);
  try {
    const file = await request.file();
    if (file?.fieldname !== 'file') throw validationFailed('file', MESSAGES.uploadMissingFile);
    return { originalName: file.filename || null, bytes: await file.toBuffer() };
  } catch (error) {
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (error instanceof AppError) throw error;
    const code = errorCode(error);
    if (typeof code === 'string' && code.startsWith('FST_')) throw validationFailed('file', MESSAGES.uploadMissingFile);
    throw error;
  }
}

export async function registerCategoryStaticPageRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, now } = services;

  defineRoute(app, endpoints.listCategoryStaticPages, async ({ agency, principal, query }) =>
    listPages(db, agency, requireSession(principal), query.agencyId),
  );
  defineRoute(app, endpoints.saveCategoryStaticPage, async ({ agency, principal, body }) =>
    savePage(db, agency, requireSession(principal), body, now()),
  );
  defineRoute(app, endpoints.deleteCategoryStaticPage, async ({ agency, principal, query }) =>
    deletePage(db, agency, requireSession(principal), query),
  );
  defineRoute(app, endpoints.getCategoryStaticPageForBusiness, async ({ agency, principal, query }) =>
    pageForBusiness(db, agency.id, requireSession(principal), query.businessId),
  );

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
    defineRoute(scope, endpoints.uploadCategoryStaticPageImage, async ({ request, agency, principal, query }) => {
      const who = requireSession(principal);
      return uploadPageImage(services, agency, who, query.agencyId, () => readImageFile(request));
    });
  });
}
