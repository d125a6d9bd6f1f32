// The demo world's promotional video templates: the platform's (Cardora HQ's),
// published, their sources and music copied from seed-assets/videos/ (made by our own code, see
// demo-videos.ts) into Storage as an upload would store them, and probed as an upload is. Their
// sample previews are left pending: rendering ten of them here would slow the first start by
// seconds, so the server queues them when its job queue starts (videos/routes.ts
// queuePendingVideoWork) and they appear a little after.
//
// The greetings library gets one VIDEO post too (today's, 'Wishes' / 'Thank You', the thank-you
// background), so a customer on a plan with greeting videos can brand one from /daily-image.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { istDateOf } from '@cardora/contract';
import { renderLowQualityPreview } from '../areas/cards/media/render';
import { extractFrameJpeg, probeVideo } from '../areas/cards/media/video';
import { PREVIEW_WATERMARK } from '../areas/studio/image-posts/previews';
import type { DbOrTx } from '../db/client';
import { imageCategories, imagePosts, imageSubcategories, videoTemplates } from '../db/schema';
import type { Storage } from '../lib/storage';
import { DEMO_VIDEO_TEMPLATES, demoVideosDir } from './demo-videos';

/** How often each was picked, so "popular first" has an order on the first start (the list's order). */
const DEMO_POPULARITY = [30, 26, 22, 18, 15, 12, 9, 6, 4, 2];

export async function seedDemoVideos(
  db: DbOrTx,
  storage: Storage,
  owner: { platformAdminId: string },
  now: Date,
): Promise<number> {
  const dir = demoVideosDir();
  for (const [index, template] of DEMO_VIDEO_TEMPLATES.entries()) {
    const id = randomUUID();
    const sourcePath = join(dir, template.file);
    const probe = await probeVideo(sourcePath);
    if (!probe) throw new Error(`demo video template ${template.file} is not a playable video`);
    const sourceKey = `video-templates/${id}/source-${randomUUID()}.mp4`;
    await storage.put(sourceKey, readFileSync(sourcePath), 'video/mp4');
    let musicKey: string | null = null;
    if (template.music) {
      musicKey = `video-templates/${id}/music-${randomUUID()}.m4a`;
      await storage.put(musicKey, readFileSync(join(dir, template.music)), 'audio/mp4');
    }
    // Oldest first, so "newest" opens on the first of the list.
    const at = new Date(now.getTime() - (DEMO_VIDEO_TEMPLATES.length - index) * 60_000);
    await db.insert(videoTemplates).values({
      id,
      name: template.name,
      category: template.category,
      kind: template.kind,
      status: 'published',
      duration: Math.min(template.duration, probe.durationSec),
      sourceKey,
      sourceWidth: probe.width,
      sourceHeight: probe.height,
      sourceDuration: probe.durationSec,
      sourceHasAudio: probe.hasAudio,
      musicKey,
      slots: template.slots,
      popularity: DEMO_POPULARITY[index] ?? 0,
      previewStatus: 'pending',
      createdByUserId: owner.platformAdminId,
      createdAt: at,
      updatedAt: at,
    });
  }
  return DEMO_VIDEO_TEMPLATES.length;
}

export const GREETING_VIDEO = {
  file: 'thank-you.mp4',
  category: 'Wishes',
  subcategory: 'Thank You',
  title: 'Thank you',
};

/** One platform VIDEO greeting post dated today, stored like an upload with its watermarked preview. */
export async function seedDemoGreetingVideo(
  db: DbOrTx,
  storage: Storage,
  owner: { platformAdminId: string },
  now: Date,
): Promise<string> {
  const path = join(demoVideosDir(), GREETING_VIDEO.file);
  const bytes = readFileSync(path);
  const [category] = await db
    .insert(imageCategories)
    .values({ agencyId: null, name: GREETING_VIDEO.category })
    .returning();
  if (!category) throw new Error('demo greeting video category was not created');
  const [subcategory] = await db
    .insert(imageSubcategories)
    .values({ imageCategoryId: category.id, key: 'thank-you', name: GREETING_VIDEO.subcategory, sort: 0 })
    .returning();
  if (!subcategory) throw new Error('demo greeting video subcategory was not created');
  const storageKey = 'image-posts/platform/demo-thank-you-video.mp4';
  const previewKey = 'image-posts/platform/demo-thank-you-video-preview.jpg';
  await storage.put(storageKey, bytes, 'video/mp4');
  const frame = await extractFrameJpeg(path, 3);
  await storage.put(
    previewKey,
    await renderLowQualityPreview({ image: frame, layout: 'SQUARE', watermark: PREVIEW_WATERMARK }),
    'image/jpeg',
  );
  const dayBefore = new Date(now.getTime() - 24 * 3_600_000);
  const [post] = await db
    .insert(imagePosts)
    .values({
      agencyId: null,
      imageSubcategoryId: subcategory.id,
      mediaType: 'VIDEO',
      layout: 'SQUARE',
      language: 'en',
      postDate: istDateOf(now),
      title: GREETING_VIDEO.title,
      storageKey,
      contentType: 'video/mp4',
      sizeBytes: bytes.length,
      originalName: GREETING_VIDEO.file,
      previewKey,
      previewStatus: 'ready',
      createdByUserId: owner.platformAdminId,
      // Older than the image posts, so today's newest-first list still opens on an image.
      createdAt: dayBefore,
      updatedAt: dayBefore,
    })
    .returning({ id: imagePosts.id });
  if (!post) throw new Error('demo greeting video was not stored');
  return post.id;
}
