// The demo world's greetings: the platform's daily library (Good Morning and
// a thought for today, the festivals and national days ahead, posts for the demo businesses'
// trades, in several languages and both layouts) made by Cardora HQ, plus one exclusive post of
// the Demo Agency. Posters come from seed-assets/greetings/ (our own artwork, see
// demo-greetings-library.ts); each is stored like an upload, with its watermarked preview made
// here (the job queue is not running while the seed does).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { istDateOf, ZTextLayers } from '@cardora/contract';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { renderLowQualityPreview } from '../areas/cards/media/render';
import { PREVIEW_WATERMARK } from '../areas/studio/image-posts/previews';
import type { DbOrTx } from '../db/client';
import { imageCategories, imagePosts, imagePostTags, imageSubcategories, imageTags } from '../db/schema';
import type { Storage } from '../lib/storage';
import { DEMO_GREETINGS, type DemoGreeting, demoPostDate } from './demo-greetings-library';

/** src/seed/ → ../../seed-assets when run from source; dist/ (main.js) → ./seed-assets when bundled. */
export function demoGreetingsDir({ mustExist = true } = {}): string {
  const candidates = [
    fileURLToPath(new URL('../../seed-assets/greetings', import.meta.url)),
    fileURLToPath(new URL('./seed-assets/greetings', import.meta.url)),
  ];
  const found = candidates.find((dir) => existsSync(dir));
  if (found) return found;
  if (mustExist) throw new Error(`Demo greeting posters not found; looked in ${candidates.join(', ')}`);
  return candidates[0] ?? '';
}

/**
 * A poster of ours as it is stored: the JPEG generate-demo-greetings.ts made, kept as it is. An
 * upload is re-encoded; re-encoding 60+ posters would add ~20 s to every first start.
 */
async function demoPoster(bytes: Buffer) {
  const { width, height } = await sharp(bytes).metadata();
  return { bytes, contentType: 'image/jpeg', extension: 'jpg', width: width ?? null, height: height ?? null };
}

interface Owner {
  /** null: the platform's (Cardora HQ's) library; else the agency's exclusive posts. */
  agencyId: string | null;
  createdByUserId: string;
}

type SubcategoryIds = Map<string, string>;

/** The owner's categories and subcategories the posts use (ids by 'Category/subcategory'). */
async function ensureCategories(db: DbOrTx, owner: Owner, posts: readonly DemoGreeting[]): Promise<SubcategoryIds> {
  const ids: SubcategoryIds = new Map();
  const sameOwner =
    owner.agencyId === null ? isNull(imageCategories.agencyId) : eq(imageCategories.agencyId, owner.agencyId);
  for (const post of posts) {
    const path = `${post.category}/${post.subcategory}`;
    if (ids.has(path)) continue;
    let [category] = await db
      .select()
      .from(imageCategories)
      .where(and(sameOwner, eq(imageCategories.name, post.category)));
    if (!category) {
      [category] = await db
        .insert(imageCategories)
        .values({ agencyId: owner.agencyId, name: post.category })
        .returning();
    }
    if (!category) throw new Error(`image category ${post.category} was not created`);
    // 'Business Category' subcategories exist already (migration 0002), keyed by the trade.
    const key = post.subcategory.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    let [sub] = await db
      .select()
      .from(imageSubcategories)
      .where(and(eq(imageSubcategories.imageCategoryId, category.id), eq(imageSubcategories.key, key)));
    if (!sub) {
      [sub] = await db
        .insert(imageSubcategories)
        .values({ imageCategoryId: category.id, key, name: post.subcategory, sort: ids.size })
        .returning();
    }
    if (!sub) throw new Error(`image subcategory ${path} was not created`);
    ids.set(path, sub.id);
  }
  return ids;
}

async function ensureTags(db: DbOrTx, owner: Owner, posts: readonly DemoGreeting[]): Promise<Map<string, string>> {
  const names = [...new Set(posts.flatMap((post) => post.tags))];
  const rows = await db
    .insert(imageTags)
    .values(names.map((name) => ({ agencyId: owner.agencyId, name })))
    .returning();
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function seedPosts(db: DbOrTx, storage: Storage, owner: Owner, posts: readonly DemoGreeting[], now: Date) {
  const istToday = istDateOf(now);
  // A festival post is scheduled to its festival (the calendar gives its date every year); the
  // rest keep their date rule (docs/product-rules.md#festival-calendar).
  const dated = posts
    .map((post) => ({ post, date: post.festival ? null : demoPostDate(post.date, istToday) }))
    .filter((entry): entry is { post: DemoGreeting; date: string | null } => entry.date !== undefined);
  const subcategories = await ensureCategories(
    db,
    owner,
    dated.map((entry) => entry.post),
  );
  const tags = await ensureTags(
    db,
    owner,
    dated.map((entry) => entry.post),
  );
  const folder = `image-posts/${owner.agencyId ?? 'platform'}`;
  const dir = demoGreetingsDir();
  // Oldest first, so the newest-first lists open on today's posts.
  for (const [index, { post, date }] of dated.entries()) {
    const media = await demoPoster(readFileSync(join(dir, `${post.file}.jpg`)));
    const storageKey = `${folder}/demo-${post.file}.${media.extension}`;
    const previewKey = `${folder}/demo-${post.file}-preview.jpg`;
    await storage.put(storageKey, media.bytes, media.contentType);
    // The preview with the post's text in its own language, drawn by generate-demo-greeting-previews.ts.
    const drawn = join(dir, 'previews', `${post.file}.jpg`);
    const preview = existsSync(drawn)
      ? readFileSync(drawn)
      : await renderLowQualityPreview({ image: media.bytes, layout: post.layout, watermark: PREVIEW_WATERMARK });
    await storage.put(previewKey, preview, 'image/jpeg');
    const textLayers = post.textLayers.length > 0 ? ZTextLayers.parse(post.textLayers) : null;
    const at = new Date(now.getTime() - (dated.length - index) * 60_000);
    const [row] = await db
      .insert(imagePosts)
      .values({
        agencyId: owner.agencyId,
        imageSubcategoryId: subcategories.get(`${post.category}/${post.subcategory}`) ?? '',
        mediaType: 'IMAGE',
        layout: post.layout,
        language: post.language,
        postDate: date,
        festivalKey: post.festival ?? null,
        suitedCategories: [...post.suitedCategories],
        textLayers,
        title: post.title,
        storageKey,
        contentType: media.contentType,
        sizeBytes: media.bytes.length,
        width: media.width,
        height: media.height,
        originalName: `${post.file}.jpg`,
        previewKey,
        previewStatus: 'ready',
        createdByUserId: owner.createdByUserId,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: imagePosts.id });
    if (!row) throw new Error(`demo post ${post.file} was not stored`);
    const tagIds = post.tags.map((name) => tags.get(name)).filter((id): id is string => id !== undefined);
    if (tagIds.length > 0) {
      await db.insert(imagePostTags).values(tagIds.map((imageTagId) => ({ imagePostId: row.id, imageTagId })));
    }
  }
  return dated.length;
}

/** The Demo Agency's own post (it allows exclusive posts): a weekend offer for its sweet shops. */
const DEMO_AGENCY_EXCLUSIVE: DemoGreeting = {
  ...(DEMO_GREETINGS.find((post) => post.file === 'sweet-shop-festive-box') ?? (DEMO_GREETINGS[0] as DemoGreeting)),
  category: 'Demo Agency Specials',
  subcategory: 'Weekend Offers',
  date: { kind: 'today' },
  tags: ['Weekend'],
};

/**
 * The files of the demo's daily posts (dated "today" when seeded), by owner: the platform's and the
 * demo agency's own. demo-day-roll.ts keeps them on the current day.
 */
export const DEMO_DAILY_POST_FILES = {
  platform: DEMO_GREETINGS.filter((post) => !post.festival && post.date.kind === 'today').map(
    (post) => `${post.file}.jpg`,
  ),
  agency: DEMO_AGENCY_EXCLUSIVE.date.kind === 'today' ? [`${DEMO_AGENCY_EXCLUSIVE.file}.jpg`] : [],
} as const;

export async function seedDemoGreetings(
  db: DbOrTx,
  storage: Storage,
  owners: { platformAdminId: string; agencyId: string; agencyAdminId: string },
  now: Date,
): Promise<{ platformPosts: number; agencyPosts: number }> {
  const platformPosts = await seedPosts(
    db,
    storage,
    { agencyId: null, createdByUserId: owners.platformAdminId },
    DEMO_GREETINGS,
    now,
  );
  const agencyPosts = await seedPosts(
    db,
    storage,
    { agencyId: owners.agencyId, createdByUserId: owners.agencyAdminId },
    [DEMO_AGENCY_EXCLUSIVE],
    now,
  );
  return { platformPosts, agencyPosts };
}
