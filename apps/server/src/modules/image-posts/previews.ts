// The watermarked low-quality preview of each post (what customers browse and the admin grid
// shows), made in the background. The job's handler is the plain function
// generateLowQualityPreview, so tests call it directly; enqueuePreviews hands work to the job
// queue when the app has one (services.jobs, job 'image-post.preview'), and until then runs it
// in this process after the response, tracked so shutdown and tests can wait for it.
//
// The watermark is a neutral 'PREVIEW', not an agency's name: the platform's posts are seen
// under every agency's own brand.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { imagePosts } from '../../db/schema';
import type { Storage } from '../../lib/storage';
import { renderLowQualityPreview } from '../media/render';

export const PREVIEW_JOB = 'image-post.preview';
export const PREVIEW_WATERMARK = 'PREVIEW';

export interface PreviewDeps {
  db: Db;
  storage: Storage;
  now: () => Date;
}

export type PreviewOutcome = 'ready' | 'pending' | 'gone';

/**
 * Makes (or makes again) one post's preview. A VIDEO post stays 'pending' until the video
 * renderer gives it a poster frame. The new preview gets a new key and the row is pointed at it
 * only once it is stored, so a half-made preview is never served; a failure marks it 'failed'
 * and is thrown again for the queue's retry.
 */
export async function generateLowQualityPreview(deps: PreviewDeps, imageId: string): Promise<PreviewOutcome> {
  const [post] = await deps.db.select().from(imagePosts).where(eq(imagePosts.id, imageId)).limit(1);
  if (!post) return 'gone';
  if (post.mediaType !== 'IMAGE') return 'pending';
  try {
    const original = await deps.storage.get(post.storageKey);
    if (!original) throw new Error(`original of image post ${imageId} is missing`);
    const jpeg = await renderLowQualityPreview({
      image: original.body,
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

/** Previews being made in this process, per app (tests and shutdown wait for them). */
const running = new WeakMap<PreviewDeps, Set<Promise<void>>>();

/**
 * Queues each post's preview. Answers the job ids (null while previews are made in-process).
 */
export async function enqueuePreviews(
  deps: PreviewDeps,
  imageIds: string[],
  onError: (error: unknown) => void,
): Promise<{ imageId: string; jobId: string | null }[]> {
  let set = running.get(deps);
  if (!set) {
    set = new Set();
    running.set(deps, set);
  }
  const tracked = set;
  const work = (async () => {
    for (const imageId of imageIds) {
      await generateLowQualityPreview(deps, imageId).catch(onError);
    }
  })();
  tracked.add(work);
  void work.finally(() => tracked.delete(work));
  return imageIds.map((imageId) => ({ imageId, jobId: null }));
}

/** Waits for the previews this process is making (tests; app shutdown). */
export async function flushPreviews(deps: PreviewDeps): Promise<void> {
  const set = running.get(deps);
  while (set && set.size > 0) await Promise.all([...set]);
}
