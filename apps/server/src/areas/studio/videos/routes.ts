// Videos: templates, the videos businesses make, greeting videos. The
// JSON calls go through defineRoute; the template upload parses multipart in its own plugin
// scope; the MP4 goes through defineFileRoute with Range support (the JSON error envelope for
// anything refused before the file).
// Renders are queued after the rows that need them have committed.
import { endpoints, MESSAGES } from '@cardora/contract';
import multipart from '@fastify/multipart';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type AgencyRow, userVideos, videoTemplates } from '#db/schema';
import { defineFileRoute, defineRoute } from '#lib/define-route';
import { AppError } from '#lib/errors';
import type { Principal } from '#lib/principal';
import type { Services } from '#services';
import type { Caller } from './access';
import { createGreetingVideo } from './greeting-videos';
import { queuePreview, registerPreviewJob } from './preview-job';
import { registerRenderJob } from './render-job';
import { saveVideoTemplate } from './template-save';
import {
  countVideoTemplateUse,
  deleteVideoTemplate,
  findSeenTemplate,
  getVideoTemplate,
  listVideoTemplates,
  toVideoTemplate,
} from './templates';
import { readTemplateForm, TEMPLATE_MULTIPART_LIMITS } from './uploads';
import {
  createUserVideo,
  deleteUserVideo,
  getUserVideo,
  getUserVideosByBusiness,
  listUserVideos,
  queueRender,
  retryUserVideo,
  updateUserVideoStatus,
  userVideoFile,
  userVideoView,
} from './user-videos';

const caller = (agency: AgencyRow, principal: Principal): Caller => ({ agency, principal });

/**
 * Work whose job may never have been queued (the seed writes rows with no queue running; a crash
 * between a commit and its enqueue): pending template previews and queued videos without a job.
 */
export async function queuePendingVideoWork(
  services: Services,
  onError: (error: unknown) => void,
  /** Tests name their own rows (the PostgreSQL test database is shared by every test file). */
  only?: { templateIds: string[]; videoNos: number[] },
): Promise<number> {
  const templates = await services.db
    .select({ templateId: videoTemplates.id, version: videoTemplates.version })
    .from(videoTemplates)
    .where(
      and(
        eq(videoTemplates.previewStatus, 'pending'),
        isNull(videoTemplates.deletedAt),
        only ? inArray(videoTemplates.id, only.templateIds) : undefined,
      ),
    );
  for (const preview of templates) await queuePreview(services, preview).catch(onError);
  const videos = await services.db
    .select()
    .from(userVideos)
    .where(
      and(
        eq(userVideos.renderStatus, 'queued'),
        isNull(userVideos.jobId),
        only ? inArray(userVideos.videoNo, only.videoNos) : undefined,
      ),
    );
  for (const video of videos) await queueRender(services, video, onError);
  return templates.length + videos.length;
}

export async function registerVideoRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services;
  await registerRenderJob(services.jobs, services);
  await registerPreviewJob(services.jobs, services);
  const warn = (what: string) => (error: unknown) => app.log.warn({ err: error }, what);
  // Tests make their own work; elsewhere whatever waits is queued once the job queue runs.
  if (services.config.nodeEnv !== 'test') {
    app.addHook('onReady', () =>
      services.databaseReadiness.run(() =>
        queuePendingVideoWork(services, warn('video work not queued')).catch(warn('video work not queued')),
      ),
    );
  }

  // Templates.
  defineRoute(app, endpoints.listVideoTemplates, async ({ agency, principal, query }) =>
    listVideoTemplates(services, caller(agency, principal), query),
  );
  defineRoute(app, endpoints.getVideoTemplate, async ({ agency, principal, params }) =>
    getVideoTemplate(services, caller(agency, principal), params.id),
  );
  // Managers only (the endpoint's access): every live template is theirs to delete.
  defineRoute(app, endpoints.deleteVideoTemplate, async ({ body }) => deleteVideoTemplate(services, body.templateId));
  defineRoute(app, endpoints.countVideoTemplateUse, async ({ agency, principal, body }) =>
    countVideoTemplateUse(services, caller(agency, principal), body.templateId),
  );
  defineRoute(app, endpoints.remakeVideoTemplatePreview, async ({ agency, principal, body }) => {
    const who = caller(agency, principal);
    const template = await findSeenTemplate(db, who, body.templateId);
    const [pending] = await db
      .update(videoTemplates)
      .set({ previewStatus: 'pending', previewError: null, version: sql`${videoTemplates.version} + 1` })
      .where(and(eq(videoTemplates.id, template.id), isNull(videoTemplates.deletedAt)))
      .returning();
    if (!pending) throw new AppError('NOT_FOUND', MESSAGES.notFound, 404);
    await queuePreview(services, { templateId: pending.id, version: pending.version }).catch(
      warn('video template preview not queued'),
    );
    return toVideoTemplate(pending, services.storage, true);
  });

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: TEMPLATE_MULTIPART_LIMITS });
    defineRoute(scope, endpoints.saveVideoTemplate, async ({ request, agency, principal }) => {
      const who = caller(agency, principal);
      const form = await readTemplateForm(request);
      try {
        const saved = await saveVideoTemplate(services, who, form);
        if (saved.preview) await queuePreview(services, saved.preview).catch(warn('video template preview not queued'));
        return saved.template;
      } finally {
        await form.cleanup();
      }
    });
  });

  // User videos.
  defineRoute(app, endpoints.listUserVideos, async ({ agency, principal, query }) =>
    listUserVideos(services, caller(agency, principal), query),
  );
  defineRoute(app, endpoints.getUserVideosByBusiness, async ({ agency, principal, query }) =>
    getUserVideosByBusiness(services, caller(agency, principal), query),
  );
  defineRoute(app, endpoints.getUserVideo, async ({ agency, principal, params }) =>
    getUserVideo(services, caller(agency, principal), params.id),
  );
  defineRoute(app, endpoints.createUserVideo, async ({ agency, principal, body }) => {
    const created = await createUserVideo(services, caller(agency, principal), body);
    await queueRender(services, created, warn('video render not queued'));
    return userVideoView(services, agency.id, created.videoNo);
  });
  defineRoute(app, endpoints.createGreetingVideo, async ({ agency, principal, body }) => {
    const { video, created } = await createGreetingVideo(services, caller(agency, principal), body);
    if (created) await queueRender(services, video, warn('video render not queued'));
    return userVideoView(services, agency.id, video.videoNo);
  });
  defineRoute(app, endpoints.retryUserVideo, async ({ agency, principal, body }) => {
    const queued = await retryUserVideo(services, caller(agency, principal), body.videoNo);
    await queueRender(services, queued, warn('video render not queued'));
    return userVideoView(services, agency.id, queued.videoNo);
  });
  defineRoute(app, endpoints.updateUserVideoStatus, async ({ agency, principal, body }) =>
    updateUserVideoStatus(services, caller(agency, principal), body.videoNo, body.status),
  );
  defineRoute(app, endpoints.deleteUserVideo, async ({ agency, principal, body }) =>
    deleteUserVideo(services, caller(agency, principal), body.videoNo),
  );

  // The MP4: video/mp4, whole or a byte range.
  defineFileRoute(app, endpoints.getUserVideoFile, ['video/mp4'], async ({ agency, principal, params, query }) => {
    const { body, fileName } = await userVideoFile(services, caller(agency, principal), params.id);
    return {
      body,
      contentType: 'video/mp4',
      fileName,
      disposition: query.download ? 'attachment' : 'inline',
      cacheControl: 'private, no-cache',
      ranges: true,
    };
  });
}
