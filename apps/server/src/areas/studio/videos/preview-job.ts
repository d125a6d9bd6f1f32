// A template's sample preview, job 'video.template-preview': the template made with the sample
// business (sampleVideoValues: Hindi and English, a logo and photos drawn by our code) and a
// poster frame with the slots on. Only the version it was asked for is made: a template saved
// again meanwhile has its own job, and the row is pointed at the new files only if the version is
// still the same (else they are deleted). A failed preview says why to the managers.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { extractFrameJpeg, isVideoRenderError, renderTemplateVideo, sampleVideoValues } from '#cards';
import { videoTemplates } from '#db/schema';
import type { Job, JobQueue } from '#lib/jobs/index';
import type { Services } from '#services';
import { failureMessage, posterSecond, renderTimeoutMs, templateMusic, templateRenderInput } from './render-job';
import { findLiveTemplate } from './templates';

export const PREVIEW_JOB = 'video.template-preview';
const PREVIEW_RETRY_LIMIT = 2;

declare module '../../../lib/jobs/registry' {
  interface JobPayloads {
    'video.template-preview': { templateId: string; version: number };
  }
}

export type PreviewOutcome = 'ready' | 'failed' | 'stale';

export async function renderTemplatePreview(
  services: Services,
  payload: { templateId: string; version: number },
  job: Pick<Job<unknown>, 'attempt' | 'signal' | 'reportProgress'>,
): Promise<PreviewOutcome> {
  const { db, storage } = services;
  const template = await findLiveTemplate(db, payload.templateId);
  if (!template || template.version !== payload.version) return 'stale';
  const thisVersion = and(
    eq(videoTemplates.id, template.id),
    eq(videoTemplates.version, payload.version),
    isNull(videoTemplates.deletedAt),
  );
  const dir = await mkdtemp(join(tmpdir(), 'cardora-video-preview-'));
  try {
    const source = await storage.get(template.sourceKey);
    if (!source) throw new Error(`the source of video template ${template.id} is missing`);
    const sourcePath = join(dir, 'source');
    await writeFile(sourcePath, source.body);
    const music = await templateMusic(services, template, dir);
    const outPath = join(dir, 'preview.mp4');
    const result = await renderTemplateVideo(
      { ...templateRenderInput(template, sourcePath, music), values: await sampleVideoValues() },
      {
        outPath,
        signal: job.signal,
        timeoutMs: renderTimeoutMs(template.duration),
        onProgress: (percent) => void job.reportProgress(percent),
      },
    );
    const poster = await extractFrameJpeg(outPath, posterSecond(template.slots, result.durationSec));
    const base = `video-templates/${template.id}/preview-v${payload.version}-${randomUUID().slice(0, 8)}`;
    const keys = { previewKey: `${base}.mp4`, posterKey: `${base}.jpg` };
    await storage.put(keys.previewKey, await readFile(outPath), 'video/mp4');
    await storage.put(keys.posterKey, poster, 'image/jpeg');
    const [saved] = await db
      .update(videoTemplates)
      .set({ ...keys, previewStatus: 'ready', previewError: null })
      .where(thisVersion)
      .returning({ id: videoTemplates.id });
    if (!saved) {
      await Promise.all(
        [storage.delete(keys.previewKey), storage.delete(keys.posterKey)].map((p) => p.catch(() => {})),
      );
      return 'stale';
    }
    for (const old of [template.previewKey, template.posterKey]) {
      if (old) await storage.delete(old).catch(() => {});
    }
    return 'ready';
  } catch (error) {
    const ownFailure = isVideoRenderError(error) && error.reason !== 'aborted' && !job.signal.aborted;
    // Anything else (storage, the database, a stop) is retried; the last attempt says it failed.
    if (!ownFailure && job.attempt <= PREVIEW_RETRY_LIMIT) throw error;
    await db
      .update(videoTemplates)
      .set({
        previewStatus: 'failed',
        previewError: failureMessage(isVideoRenderError(error) ? error.reason : 'ffmpeg'),
      })
      .where(thisVersion);
    if (!ownFailure) throw error;
    return 'failed';
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One preview at a time: customers' renders come first on the cores. */
export async function registerPreviewJob(jobs: JobQueue, services: Services): Promise<void> {
  await jobs.register(PREVIEW_JOB, (job) => renderTemplatePreview(services, job.data, job), {
    concurrency: 1,
    retryLimit: PREVIEW_RETRY_LIMIT,
    expireInSeconds: 420,
  });
}

/** Queues the preview of a template version (after its row committed); one job per version. */
export function queuePreview(services: Services, preview: { templateId: string; version: number }): Promise<string> {
  return services.jobs.enqueue(PREVIEW_JOB, preview, {
    singletonKey: `template-preview-${preview.templateId}-${preview.version}`,
  });
}
