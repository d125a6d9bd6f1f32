// Greetings (image posts): the dashboard's and image posts' calls, and our customer calls. The two
// uploads parse multipart in their own plugin scope; the render answers image/jpeg through
// defineFileRoute (the JSON error envelope for anything refused before the image).
import { endpoints, MESSAGES, ZUuid } from '@cardora/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AgencyRow } from '#db/schema';
import { defineFileRoute, defineRoute } from '#lib/define-route';
import { validationFailed } from '#lib/errors';
import type { Principal } from '#lib/principal';
import type { Services } from '#services';
import type { Caller } from './access';
import { bulkUploadStatus, queueBulkUpload, registerBulkJob, stageFile } from './bulk';
import { listCategoryFrameKinds, saveCategoryFrameKinds } from './category-frame-kinds';
import { getGreetingOptions, getGreetingsHome, renderImagePost, saveGreetingFrameChoice } from './greetings';
import { checkFields, deletePosts, insertPost, postView, requireManagedPost, updatePost } from './posts';
import { preparationStatus, queuePreparation, registerPreparationJob, scheduleNightlyPreparation } from './prepare';
import { enqueuePreviews, registerPreviewJob } from './previews';
import {
  createImageSubcategory,
  createImageTag,
  deleteImageSubcategory,
  deleteImageTag,
  getImagePostsByIds,
  listImageCategories,
  listImagePosts,
  listImagePostsBySubcategories,
  listImageSubcategories,
  listImageSubcategoriesByCategories,
  listImageTags,
  saveImageCategory,
  searchImagePosts,
} from './service';
import { previewInLanguage, saveTextLayers, textPreview } from './text-layers';
import { MULTIPART_LIMITS, readForm, type UploadedFile } from './uploads';
import { getGreetingVisits } from './visits';

const caller = (agency: AgencyRow, principal: Principal): Caller => ({ agency, principal });

export async function registerImagePostRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  const previews = (imageIds: string[]) =>
    enqueuePreviews(services.jobs, imageIds, (error) => app.log.warn({ err: error }, 'image post preview not queued'));
  await registerPreviewJob(services.jobs, services);
  await registerBulkJob(services.jobs, services, previews);
  await registerPreparationJob(services);
  // Tests run preparations by hand with their own clock; a server schedules the nightly one.
  if (services.config.nodeEnv !== 'test') {
    app.addHook('onReady', () =>
      services.databaseReadiness.run(() =>
        scheduleNightlyPreparation(services).catch((error: unknown) =>
          app.log.warn({ err: error }, 'the nightly greeting preparation could not be scheduled'),
        ),
      ),
    );
  }

  // Reads.
  defineRoute(app, endpoints.listImagePosts, async ({ agency, principal, query }) =>
    listImagePosts(services, caller(agency, principal), query),
  );
  defineRoute(app, endpoints.searchImagePosts, async ({ agency, principal, query }) =>
    searchImagePosts(services, caller(agency, principal), query),
  );
  defineRoute(app, endpoints.getImagePostsByIds, async ({ agency, principal, query }) =>
    getImagePostsByIds(services, caller(agency, principal), query.imageIds),
  );
  defineRoute(app, endpoints.listImagePostsBySubcategories, async ({ agency, principal, query }) =>
    listImagePostsBySubcategories(services, caller(agency, principal), query),
  );
  defineRoute(app, endpoints.listImageCategories, async ({ agency, principal }) =>
    listImageCategories(db, caller(agency, principal)),
  );
  defineRoute(app, endpoints.listImageSubcategories, async ({ agency, principal, query }) =>
    listImageSubcategories(db, caller(agency, principal), query.imageCategoryId),
  );
  defineRoute(app, endpoints.listImageSubcategoriesByCategories, async ({ agency, principal, query }) =>
    listImageSubcategoriesByCategories(db, caller(agency, principal), query.imageCategoryIds),
  );
  defineRoute(app, endpoints.listImageTags, async ({ agency, principal }) =>
    listImageTags(db, caller(agency, principal)),
  );

  // Management (Greetings Management: admin or franchisee-with-all-card-access).
  defineRoute(app, endpoints.saveImageCategory, async ({ agency, principal, body }) =>
    saveImageCategory(db, caller(agency, principal), body),
  );
  defineRoute(app, endpoints.createImageSubcategory, async ({ agency, principal, params, body }) =>
    createImageSubcategory(db, caller(agency, principal), params.imageCategoryId, body),
  );
  defineRoute(app, endpoints.deleteImageSubcategory, async ({ agency, principal, params, body }) =>
    deleteImageSubcategory(db, caller(agency, principal), params.imageCategoryId, body.imageSubcategoryId),
  );
  defineRoute(app, endpoints.createImageTag, async ({ agency, principal, body }) =>
    createImageTag(db, caller(agency, principal), body.name),
  );
  defineRoute(app, endpoints.deleteImageTag, async ({ agency, principal, params }) =>
    deleteImageTag(db, caller(agency, principal), params.imageTagId),
  );
  defineRoute(app, endpoints.deleteImagePosts, async ({ agency, principal, body }) =>
    deletePosts(services, caller(agency, principal), body.imageIds),
  );
  defineRoute(app, endpoints.generateLowQualityImagePost, async ({ agency, principal, body }) => {
    const who = caller(agency, principal);
    const ids = [...new Set(body.imageIds)];
    for (const id of ids) await requireManagedPost(db, who, id);
    return { queued: await previews(ids) };
  });

  // Uploads: multipart only in this scope.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS });

    defineRoute(scope, endpoints.createImagePost, async ({ request, agency, principal }) => {
      const who = caller(agency, principal);
      let file: UploadedFile | null = null;
      let frozen: Record<string, string | string[]> | null = null;
      const fields = await readForm(request, ['file'], async (soFar, uploaded) => {
        if (file) throw validationFailed('file', MESSAGES.uploadMissingFile);
        file = uploaded;
        frozen = { ...soFar };
      });
      const raw = frozen ?? fields;
      // An edit names its post first: one the caller does not see is a 404 whatever the fields say.
      const editing = ZUuid.safeParse(raw.imageId);
      if (editing.success) await requireManagedPost(db, who, editing.data);
      const checked = await checkFields(db, who, raw);
      const sent: UploadedFile | null = file;
      if (checked.imageId) {
        const { replacedFile } = await updatePost(services, who, { ...checked, imageId: checked.imageId }, sent);
        if (replacedFile) await previews([checked.imageId]);
        return postView(services, who, checked.imageId);
      }
      if (!sent) throw validationFailed('file', MESSAGES.uploadMissingFile);
      const imageId = await insertPost(services, who, checked, sent);
      await previews([imageId]);
      return postView(services, who, imageId);
    });

    defineRoute(scope, endpoints.createImagePostsBulk, async ({ request, agency, principal }) => {
      const who = caller(agency, principal);
      let shared: Awaited<ReturnType<typeof checkFields>> | null = null;
      const staged: Awaited<ReturnType<typeof stageFile>>[] = [];
      await readForm(request, ['files', 'file'], async (soFar, uploaded) => {
        // The first file fixes the shared fields (they come before the files).
        shared ??= await checkFields(db, who, soFar);
        if (shared.imageId) throw validationFailed('imageId', 'A bulk upload adds new posts; edit one at a time.');
        staged.push(await stageFile(services, uploaded));
      });
      const fields: Awaited<ReturnType<typeof checkFields>> | null = shared;
      if (!fields || staged.length === 0) throw validationFailed('files', MESSAGES.uploadMissingFile);
      return queueBulkUpload(services.jobs, who, fields, staged);
    });
  });

  // Greetings drawn ahead of their day (prepare.ts).
  defineRoute(app, endpoints.prepareGreetings, async ({ agency, principal, body }) =>
    queuePreparation(services, caller(agency, principal), body),
  );
  defineRoute(app, endpoints.getGreetingPreparation, async ({ agency, principal, params }) =>
    preparationStatus(services.jobs, caller(agency, principal), params.jobId),
  );

  defineRoute(app, endpoints.getImagePostsBulkStatus, async ({ agency, principal, params }) =>
    bulkUploadStatus(services.jobs, caller(agency, principal), params.jobId),
  );

  // The branded render: image/jpeg.
  defineFileRoute(app, endpoints.renderImagePost, ['image/jpeg'], async ({ agency, principal, params, query }) => {
    const { jpeg, fileName } = await renderImagePost(services, caller(agency, principal), {
      imageId: params.imageId,
      businessId: query.businessId,
      frame: query.frame,
      kind: query.kind,
    });
    return {
      body: jpeg,
      contentType: 'image/jpeg',
      fileName,
      disposition: query.download ? 'attachment' : 'inline',
      cacheControl: 'private, no-cache',
    };
  });

  // The customer's other calls.
  defineRoute(app, endpoints.getGreetingOptions, async ({ agency, principal, query }) =>
    getGreetingOptions(services, caller(agency, principal), query.businessId),
  );
  defineRoute(app, endpoints.saveGreetingFrameChoice, async ({ agency, principal, body }) =>
    saveGreetingFrameChoice(services, caller(agency, principal), body),
  );
  defineRoute(app, endpoints.getGreetingsHome, async ({ agency, principal, query }) =>
    getGreetingsHome(services, caller(agency, principal), query),
  );
  // Frame kinds per business category: the agency's own (Greetings Management, checked by the access rule).
  defineRoute(app, endpoints.getCategoryFrameKinds, async ({ agency }) => listCategoryFrameKinds(db, agency.id));
  defineRoute(app, endpoints.saveCategoryFrameKinds, async ({ agency, body }) =>
    saveCategoryFrameKinds(db, agency.id, body, services.now()),
  );
  defineRoute(app, endpoints.getGreetingVisits, async ({ agency, principal, query }) =>
    getGreetingVisits(services, caller(agency, principal), query),
  );

  // Text layers: one post, every language (docs/product-rules.md#greetings-text-layers).
  defineRoute(app, endpoints.saveImagePostTextLayers, async ({ agency, principal, params, body }) =>
    saveTextLayers(services, caller(agency, principal), params.imageId, body.textLayers, (id) => previews([id])),
  );
  defineFileRoute(app, endpoints.previewImagePostText, ['image/jpeg'], async ({ agency, principal, body }) => ({
    body: await textPreview(services, caller(agency, principal), body),
    contentType: 'image/jpeg',
    fileName: `text-preview-${body.imageId.slice(0, 8)}-${body.language}.jpg`,
    disposition: 'inline',
  }));
  defineFileRoute(app, endpoints.getImagePostPreview, ['image/jpeg'], async ({ agency, principal, params, query }) => {
    const { jpeg, language } = await previewInLanguage(services, caller(agency, principal), params.imageId, query);
    return {
      body: jpeg,
      contentType: 'image/jpeg',
      fileName: `preview-${params.imageId.slice(0, 8)}-${language}.jpg`,
      disposition: 'inline',
      // A post's preview in a language changes only when its layers do (a new text version).
      cacheControl: 'private, max-age=300',
    };
  });
}
