// The watermarked low-quality preview of each post (what customers browse and the admin grid
// shows), made in the background by the app's job queue (services.jobs, job
// 'image-post.preview', retried with backoff). The handler is the plain function
// generateLowQualityPreview, which tests may also call directly.
//
// The watermark is a neutral 'PREVIEW', not an agency's name: the platform's posts are seen
// under every agency's own brand.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { extractFrameJpeg, renderLowQualityPreview } from '#cards';
import type { Db } from '#db/client';
import { imagePosts } from '#db/schema';
import type { JobQueue } from '#lib/jobs/index';
import type { Storage } from '#lib/storage/index';
import { previewSource } from './text-overlays';

/** Where a VIDEO post's preview is taken from: a second in (past the fade from black, if any). */
export const VIDEO_POSTER_AT_SEC = 1;

/** A still of a video post: ffmpeg reads a file, so the stored bytes go to a temporary one. */
async function videoStill(bytes: Buffer, contentType: string): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'cardora-post-poster-'));
  try {
    const path = join(dir, contentType === 'video/webm' ? 'post.webm' : 'post.mp4');
    await writeFile(path, bytes);
    return await extractFrameJpeg(path, VIDEO_POSTER_AT_SEC);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const PREVIEW_JOB = 'image-post.preview';
export const PREVIEW_WATERMARK = 'PREVIEW';

export interface PreviewDeps {
  db: Db;
  storage: Storage;
  now: () => Date;
}

export type PreviewOutcome = 'ready' | 'pending' | 'gone';

/**
 * Makes (or makes again) one post's preview: of the image, or of a VIDEO post's frame a second
 * in (with the same watermark: customers browse a still and a play badge). The new preview gets a new key and the row is pointed at it
 * only once it is stored, so a half-made preview is never served; a failure marks it 'failed'
 * and is thrown again for the queue's retry.
 */
export async function generateLowQualityPreview(deps: PreviewDeps, imageId: string): Promise<PreviewOutcome> {
  const [post] = await deps.db.select().from(imagePosts).where(eq(imagePosts.id, imageId)).limit(1);
  if (!post) return 'gone';
  try {
    const original = await deps.storage.get(post.storageKey);
    if (!original) throw new Error(`original of image post ${imageId} is missing`);
    // A text-layer post's preview shows its default language (docs/product-rules.md#greetings-text-layers).
    const still =
      post.mediaType === 'IMAGE'
        ? await previewSource(post, original.body)
        : await videoStill(original.body, post.contentType);
    const jpeg = await renderLowQualityPreview({
      image: still,
      layout: post.layout,
      watermark: PREVIEW_WATERMARK,
    });
    const key = `${post.storageKey.slice(0, post.storageKey.lastIndexOf('.'))}-preview-${Date.now().toString(36)}.jpg`;
    await deps.storage.put(key, jpeg, 'image/jpeg');
    const [updated] = await deps.db
      .update(imagePosts)
      .set({ previewKey: key, previewStatus: 'ready' })
      .where(eq(imagePosts.id, imageId))
      .returning({ id: imagePosts.id });
    if (!updated) {
      // Deleted meanwhile: nothing points at the new file.
      await deps.storage.delete(key).catch(() => {});
      return 'gone';
    }
    if (post.previewKey && post.previewKey !== key) await deps.storage.delete(post.previewKey).catch(() => {});
    return 'ready';
  } catch (error) {
    await deps.db.update(imagePosts).set({ previewStatus: 'failed' }).where(eq(imagePosts.id, imageId));
    throw error;
  }
}

declare module '../../../lib/jobs/registry' {
  interface JobPayloads {
    'image-post.preview': { imageId: string };
  }
}

/** The preview job's handler on the app's queue (one at a time: the renders share the cores). */
export async function registerPreviewJob(jobs: JobQueue, deps: PreviewDeps): Promise<void> {
  await jobs.register(PREVIEW_JOB, async (job) => generateLowQualityPreview(deps, job.data.imageId), {
    concurrency: 1,
  });
}

/**
 * Queues each post's preview (one job per post while one is pending: a second request for it
 * answers the same job). A post whose job could not be queued keeps its preview 'pending' and is
 * reported with jobId null: POST /image-post/generate-low-quality-image-post queues it again.
 * Called after the post's transaction has committed (the queue is not transactional).
 */
export async function enqueuePreviews(
  jobs: JobQueue,
  imageIds: string[],
  onError: (error: unknown) => void,
): Promise<{ imageId: string; jobId: string | null }[]> {
  const queued = [];
  for (const imageId of imageIds) {
    try {
      queued.push({ imageId, jobId: await jobs.enqueue(PREVIEW_JOB, { imageId }, { singletonKey: imageId }) });
    } catch (error) {
      onError(error);
      queued.push({ imageId, jobId: null });
    }
  }
  return queued;
}
