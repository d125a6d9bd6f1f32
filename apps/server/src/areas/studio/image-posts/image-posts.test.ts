// Greetings management: uploads (one, bulk, edit), deleting, previews,
// categories, subcategories and tags, for every role and across agencies.

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  endpoints,
  IMAGE_POST_MESSAGES,
  type TBulkImagePostStatus,
  ZBulkImagePostAccepted,
  ZBulkImagePostStatus,
  ZDeleteImagePostsResponse,
  ZGeneratePreviewsResponse,
  ZImageCategory,
  ZImageCategoryWithSubcategories,
  ZImagePost,
  ZImagePostList,
  ZImageSubcategory,
  ZImageTag,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { imagePosts, imagePostTags, imageSubcategories } from '#db/schema';
import {
  businessSubcategory,
  createCategory,
  createImagePost,
  createTag,
  type GreetingsWorld,
  greetingsWorld,
  imageBytes,
  postForm,
  waitForPost,
  withImagePost,
} from '#test/factories/image-posts';
import { makeTestSource } from '#test/factories/media-video';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createAgency, createBusiness, createCustomer } from '#test/support/factories';
import { generateLowQualityPreview, PREVIEW_JOB } from './previews';

const t = testAppPerFile();

const POST = endpoints.createImagePost.path;
const BULK = endpoints.createImagePostsBulk.path;
const subPath = (imageCategoryId: string) =>
  endpoints.createImageSubcategory.path.replace('{imageCategoryId}', imageCategoryId);
const tagPath = (imageTagId: string) => endpoints.deleteImageTag.path.replace('{imageTagId}', imageTagId);

async function png(name = 'diwali.png') {
  return { filename: name, contentType: 'image/png', bytes: await imageBytes({ width: 400, height: 300 }) };
}

async function uploaded(client: TestClient, fields: Record<string, string | string[]>) {
  const res = await postForm(client, POST, fields, [await png()]);
  expect(res.status, res.text).toBe(200);
  return res.data(ZImagePost);
}

async function storedPost(imageId: string) {
  const [row] = await t.db.select().from(imagePosts).where(eq(imagePosts.id, imageId));
  return row ?? null;
}

describe('POST /image-post (one upload)', () => {
  let w: GreetingsWorld;
  beforeAll(async () => {
    w = await greetingsWorld(t);
  });

  it('an admin adds an exclusive post: stored as WebP under image-posts/<agency>/, tags kept, preview made in the background', async () => {
    const { subcategory } = await createCategory(t, w.agency);
    const tag = await createTag(t, w.agency);
    const platformTag = await createTag(t, null);
    const post = await uploaded(w.clients.admin, {
      imageSubcategoryId: subcategory.id,
      mediaType: 'IMAGE',
      layout: 'STORY',
      language: 'hi',
      date: '2026-11-01',
      title: 'Shubh Deepavali',
      imageTagIds: `${tag.id},${platformTag.id}`,
    });
    expect(post).toMatchObject({
      isPlatform: false,
      editable: true,
      mediaType: 'IMAGE',
      layout: 'STORY',
      language: 'hi',
      date: '2026-11-01',
      title: 'Shubh Deepavali',
      imageSubcategoryId: subcategory.id,
      contentType: 'image/webp',
      width: 400,
      height: 300,
    });
    expect(post.tags.map((x) => x.imageTagId).sort()).toEqual([tag.id, platformTag.id].sort());
    expect(post.originalUrl).toMatch(new RegExp(`^/uploads/image-posts/${w.agency.id}/[0-9a-f-]+\\.webp$`));
    const row = await waitForPost(t, post.imageId);
    expect(row.previewStatus).toBe('ready');
    const preview = await t.storage.get(row?.previewKey ?? '');
    expect(preview).not.toBeNull();
    const meta = await sharp(preview?.body).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 360, height: 640 });
  });

  it("the superadmin agency's posts are the platform's daily images (agency null), stored under image-posts/platform/", async () => {
    const { subcategory } = await createCategory(t, null);
    const post = await uploaded(w.clients.platformAdmin, { imageSubcategoryId: subcategory.id });
    expect(post.isPlatform).toBe(true);
    expect(post.originalUrl).toMatch(/^\/uploads\/image-posts\/platform\//);
    expect((await storedPost(post.imageId))?.agencyId).toBeNull();
  });

  it('a franchisee with all-card access manages greetings; a plain franchisee, a creator and a customer are refused (403) and nothing is stored', async () => {
    const { subcategory } = await createCategory(t, w.agency);
    const post = await uploaded(w.clients.allCard, { imageSubcategoryId: subcategory.id });
    expect(post.editable).toBe(true);
    for (const client of [w.clients.franchisee, w.clients.creator, w.clients.customer]) {
      const res = await postForm(client, POST, { imageSubcategoryId: subcategory.id }, [await png()]);
      expect(res.status, res.text).toBe(403);
    }
    const rows = await t.db.select().from(imagePosts).where(eq(imagePosts.imageSubcategoryId, subcategory.id));
    expect(rows).toHaveLength(1);
  });

  it('an agency without allowAgencyExclusivePosts is refused its own posts with a clear 400', async () => {
    const closed = await greetingsWorld(t, withImagePost({ allowAgencyExclusivePosts: false }));
    const { subcategory } = await createCategory(t, null);
    const res = await postForm(closed.clients.admin, POST, { imageSubcategoryId: subcategory.id }, [await png()]);
    expectError(res, 400, IMAGE_POST_MESSAGES.exclusiveNotAllowed);
  });

  it('a file that is not an image is 415 whatever its name; a video that is not MP4/WebM is 415; an MP4 VIDEO post is kept and its preview is a watermarked still of it', async () => {
    const { subcategory } = await createCategory(t, w.agency);
    const fake = { filename: 'photo.png', contentType: 'image/png', bytes: Buffer.from('not an image at all') };
    const res = await postForm(w.clients.admin, POST, { imageSubcategoryId: subcategory.id }, [fake]);
    expect(res.status).toBe(415);
    expect(res.error()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: IMAGE_POST_MESSAGES.notAnImage });

    const asVideo = await postForm(w.clients.admin, POST, { imageSubcategoryId: subcategory.id, mediaType: 'VIDEO' }, [
      await png(),
    ]);
    expectError(asVideo, 415, IMAGE_POST_MESSAGES.notAVideo);

    const dir = await mkdtemp(join(tmpdir(), 'cardora-post-video-'));
    const sourcePath = join(dir, 'greeting.mp4');
    await makeTestSource(sourcePath, { width: 320, height: 320, durationSec: 2, color: '0x1e63d6' });
    const video = await postForm(w.clients.admin, POST, { imageSubcategoryId: subcategory.id, mediaType: 'VIDEO' }, [
      { filename: 'greeting.mp4', contentType: 'video/mp4', bytes: await readFile(sourcePath) },
    ]);
    await rm(dir, { recursive: true, force: true });
    expect(video.status, video.text).toBe(200);
    const post = video.data(ZImagePost);
    expect(post).toMatchObject({ mediaType: 'VIDEO', contentType: 'video/mp4' });
    // The preview is a frame of the video (blue) under the PREVIEW watermark, as for images.
    expect(await generateLowQualityPreview(t.services, post.imageId)).toBe('ready');
    const stored = await storedPost(post.imageId);
    expect(stored?.previewStatus).toBe('ready');
    const preview = await t.storage.get(stored?.previewKey ?? '');
    expect(preview?.contentType).toBe('image/jpeg');
    const { channels } = await sharp(preview?.body).stats();
    expect(channels[2]?.mean).toBeGreaterThan((channels[0]?.mean ?? 0) + 40);
    const served = await w.clients.admin.get(post.originalUrl ?? '');
    expect(served.headers['content-type']).toBe('video/mp4');
  });

  it('an image over 8 MB is 413 and nothing is stored', async () => {
    const { subcategory } = await createCategory(t, w.agency);
    const big = { filename: 'big.png', contentType: 'image/png', bytes: Buffer.alloc(8 * 1024 * 1024 + 1, 1) };
    const res = await postForm(w.clients.admin, POST, { imageSubcategoryId: subcategory.id }, [big]);
    expect(res.status).toBe(413);
    expect(res.error()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: IMAGE_POST_MESSAGES.imageTooLarge });
    expect(await t.db.select().from(imagePosts).where(eq(imagePosts.imageSubcategoryId, subcategory.id))).toEqual([]);
  });

  it("unknown subcategory or tag, another agency's subcategory, a bad field or no file: 400 naming the field", async () => {
    const { subcategory } = await createCategory(t, w.agency);
    const theirs = await createCategory(t, w.other);
    const unknownId = '00000000-0000-4000-8000-000000000001';
    const cases: [Record<string, string>, string, string | undefined][] = [
      [{ imageSubcategoryId: unknownId }, 'imageSubcategoryId', IMAGE_POST_MESSAGES.unknownSubcategory(unknownId)],
      [
        { imageSubcategoryId: theirs.subcategory.id },
        'imageSubcategoryId',
        IMAGE_POST_MESSAGES.unknownSubcategory(theirs.subcategory.id),
      ],
      [
        { imageSubcategoryId: subcategory.id, imageTagIds: unknownId },
        'imageTagIds',
        IMAGE_POST_MESSAGES.unknownTag(unknownId),
      ],
      [{ imageSubcategoryId: subcategory.id, layout: 'WIDE' }, 'layout', undefined],
      [{ imageSubcategoryId: subcategory.id, date: '1 Nov' }, 'date', IMAGE_POST_MESSAGES.dateInvalid],
      [{ imageSubcategoryId: subcategory.id, language: 'xx' }, 'language', undefined],
      [{}, 'imageSubcategoryId', undefined],
    ];
    for (const [fields, field, message] of cases) {
      const res = await postForm(w.clients.admin, POST, fields, [await png()]);
      expect(res.status, `${JSON.stringify(fields)}: ${res.text}`).toBe(400);
      expect(Object.keys(res.error().fields ?? {})).toEqual([field]);
      if (message) expect(res.error().message).toBe(message);
    }
    const noFile = await postForm(w.clients.admin, POST, { imageSubcategoryId: subcategory.id }, []);
    expect(noFile.status).toBe(400);
    expect(noFile.error().fields).toHaveProperty('file');
    const json = await w.clients.admin.post(POST, { imageSubcategoryId: subcategory.id });
    expect(json.status).toBe(400);
  });

  it("the platform's posts use only the platform's categories and tags", async () => {
    const agencyCategory = await createCategory(t, w.agency);
    const res = await postForm(w.clients.platformAdmin, POST, { imageSubcategoryId: agencyCategory.subcategory.id }, [
      await png(),
    ]);
    expect(res.status).toBe(400);
    const { subcategory } = await createCategory(t, null);
    const agencyTag = await createTag(t, w.agency);
    const tagged = await postForm(
      w.clients.platformAdmin,
      POST,
      { imageSubcategoryId: subcategory.id, imageTagIds: agencyTag.id },
      [await png()],
    );
    expect(tagged.status).toBe(400);
    expect(tagged.error().fields).toHaveProperty('imageTagIds');
  });
});

describe('POST /image-post with imageId (edit)', () => {
  let w: GreetingsWorld;
  beforeAll(async () => {
    w = await greetingsWorld(t);
  });

  it('edits the fields (and tags) without a file; with a file it replaces the original and remakes the preview', async () => {
    const { subcategory, subcategories } = await createCategory(t, w.agency, { subcategories: ['Holi', 'Diwali'] });
    const post = await uploaded(w.clients.admin, { imageSubcategoryId: subcategory.id, title: 'Old' });
    const before = await waitForPost(t, post.imageId);
    const second = subcategories[1];
    if (!second) throw new Error('two subcategories');
    const tag = await createTag(t, w.agency);
    const { payload, headers } = (await import('#test/factories/image-posts')).formBody(
      { imageId: post.imageId, imageSubcategoryId: second.id, title: 'New', language: 'mr', imageTagIds: tag.id },
      [],
    );
    const edited = await w.clients.admin.request('POST', POST, { payload, headers });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.data(ZImagePost)).toMatchObject({
      imageId: post.imageId,
      title: 'New',
      language: 'mr',
      imageSubcategoryId: second.id,
      tags: [{ imageTagId: tag.id, name: tag.name }],
    });
    expect((await storedPost(post.imageId))?.storageKey).toBe(before?.storageKey);

    const replaced = await postForm(w.clients.admin, POST, { imageId: post.imageId, imageSubcategoryId: second.id }, [
      await png('new.png'),
    ]);
    expect(replaced.status, replaced.text).toBe(200);
    const after = await storedPost(post.imageId);
    expect(after?.storageKey).not.toBe(before?.storageKey);
    expect(await t.storage.get(before?.storageKey ?? '')).toBeNull();
    expect(await t.storage.get(before?.previewKey ?? '')).toBeNull();
    const remade = await waitForPost(
      t,
      post.imageId,
      (row) => row.previewStatus === 'ready' && row.previewKey !== null,
    );
    expect(remade.previewKey).not.toBe(before.previewKey);
    expect(await t.db.select().from(imagePostTags).where(eq(imagePostTags.imagePostId, post.imageId))).toEqual([]);
  });

  it("an agency cannot edit the platform's posts (400) nor see another agency's (404), and nothing changes", async () => {
    const platformCategory = await createCategory(t, null);
    const daily = await createImagePost(t, { agency: null, imageSubcategoryId: platformCategory.subcategory.id });
    const res = await postForm(
      w.clients.admin,
      POST,
      { imageId: daily.id, imageSubcategoryId: platformCategory.subcategory.id, title: 'Mine now' },
      [],
    );
    expectError(res, 400, IMAGE_POST_MESSAGES.platformRow);

    const theirs = await createCategory(t, w.other);
    const exclusive = await createImagePost(t, { agency: w.other, imageSubcategoryId: theirs.subcategory.id });
    const mine = await createCategory(t, w.agency);
    const hidden = await postForm(
      w.clients.admin,
      POST,
      { imageId: exclusive.id, imageSubcategoryId: mine.subcategory.id },
      [],
    );
    expectError(hidden, 404, IMAGE_POST_MESSAGES.unknownPost(exclusive.id));
    expect(await storedPost(daily.id)).toEqual(daily);
    expect(await storedPost(exclusive.id)).toEqual(exclusive);
  });
});

/** Reads a bulk upload's job until it has finished (the queue runs in the test app). */
async function finishedBulk(client: TestClient, jobId: string): Promise<TBulkImagePostStatus> {
  const path = endpoints.getImagePostsBulkStatus.path.replace('{jobId}', jobId);
  for (let tries = 0; tries < 200; tries++) {
    const res = await client.get(path);
    expect(res.status, res.text).toBe(200);
    const status = res.data(ZBulkImagePostStatus);
    if (status.state === 'completed' || status.state === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`bulk upload ${jobId} did not finish`);
}

describe('POST /image-post/multiple (bulk, a background job)', () => {
  it('answers the job at once; the job makes the posts with one outcome per file, each refused file with its own status and message', async () => {
    const w = await greetingsWorld(t);
    const { subcategory } = await createCategory(t, w.agency);
    const res = await postForm(w.clients.admin, BULK, { imageSubcategoryId: subcategory.id, language: 'gu' }, [
      { ...(await png('one.png')), field: 'files' },
      { field: 'files', filename: 'notes.txt', contentType: 'text/plain', bytes: Buffer.from('hello') },
      { field: 'files', filename: 'huge.png', contentType: 'image/png', bytes: Buffer.alloc(8 * 1024 * 1024 + 10, 7) },
      { ...(await png('two.png')), field: 'files' },
    ]);
    expect(res.status, res.text).toBe(200);
    const accepted = res.data(ZBulkImagePostAccepted);
    expect(accepted.files).toBe(4);

    const status = await finishedBulk(w.clients.admin, accepted.jobId);
    expect(status).toMatchObject({ state: 'completed', progress: 100, error: null });
    const body = status.result;
    expect(body).toMatchObject({ created: 2, failed: 2 });
    expect(body?.results.map((r) => [r.fileName, r.error?.status ?? null])).toEqual([
      ['one.png', null],
      ['notes.txt', 415],
      ['huge.png', 413],
      ['two.png', null],
    ]);
    expect(body?.results[1]?.error?.message).toBe(IMAGE_POST_MESSAGES.notAnImage);
    const rows = await t.db.select().from(imagePosts).where(eq(imagePosts.imageSubcategoryId, subcategory.id));
    expect(rows.map((r) => r.language)).toEqual(['gu', 'gu']);
    for (const row of rows) expect((await waitForPost(t, row.id)).previewStatus).toBe('ready');
    // Stored as a single upload is: re-encoded as WebP.
    expect((await t.storage.get(rows[0]?.storageKey ?? ''))?.contentType).toBe('image/webp');

    // Another agency cannot read the job (404); an unknown job is 404 too.
    const path = endpoints.getImagePostsBulkStatus.path;
    expect((await w.clients.otherAdmin.get(path.replace('{jobId}', accepted.jobId))).status).toBe(404);
    const unknown = await w.clients.admin.get(path.replace('{jobId}', '00000000-0000-4000-8000-000000000009'));
    expectError(unknown, 404, IMAGE_POST_MESSAGES.unknownBulkUpload);
  });

  it('refuses the whole upload at once when the shared fields are wrong (400 naming the field), and a plain franchisee (403)', async () => {
    const w = await greetingsWorld(t);
    const unknownId = '00000000-0000-4000-8000-000000000002';
    const res = await postForm(w.clients.admin, BULK, { imageSubcategoryId: unknownId }, [
      { ...(await png()), field: 'files' },
    ]);
    expectError(res, 400, IMAGE_POST_MESSAGES.unknownSubcategory(unknownId));
    const { subcategory } = await createCategory(t, w.agency);
    const denied = await postForm(w.clients.franchisee, BULK, { imageSubcategoryId: subcategory.id }, [
      { ...(await png()), field: 'files' },
    ]);
    expect(denied.status).toBe(403);
    const none = await postForm(w.clients.admin, BULK, { imageSubcategoryId: subcategory.id }, []);
    expect(none.status).toBe(400);
    expect(await t.db.select().from(imagePosts).where(eq(imagePosts.imageSubcategoryId, subcategory.id))).toEqual([]);
  });
});

describe('DELETE /image-post and POST /image-post/generate-low-quality-image-post', () => {
  it('deletes the posts the caller manages with their files; all or nothing when one is not theirs', async () => {
    const w = await greetingsWorld(t);
    const { subcategory } = await createCategory(t, w.agency);
    const a = await uploaded(w.clients.admin, { imageSubcategoryId: subcategory.id });
    const b = await uploaded(w.clients.admin, { imageSubcategoryId: subcategory.id });
    await waitForPost(t, a.imageId);
    await waitForPost(t, b.imageId);
    const platformCategory = await createCategory(t, null);
    const daily = await createImagePost(t, { agency: null, imageSubcategoryId: platformCategory.subcategory.id });

    const mixed = await w.clients.admin.request('DELETE', endpoints.deleteImagePosts.path, {
      body: { imageIds: [a.imageId, daily.id] },
    });
    expect(mixed.status).toBe(400);
    expect(await storedPost(a.imageId)).not.toBeNull();

    const otherCategory = await createCategory(t, w.other);
    const theirs = await createImagePost(t, { agency: w.other, imageSubcategoryId: otherCategory.subcategory.id });
    const hidden = await w.clients.admin.request('DELETE', endpoints.deleteImagePosts.path, {
      body: { imageIds: [theirs.id] },
    });
    expect(hidden.status).toBe(404);
    expect(await storedPost(theirs.id)).not.toBeNull();

    const customer = await w.clients.customer.request('DELETE', endpoints.deleteImagePosts.path, {
      body: { imageIds: [a.imageId] },
    });
    expect(customer.status).toBe(403);

    const rowA = await storedPost(a.imageId);
    const res = await w.clients.admin.request('DELETE', endpoints.deleteImagePosts.path, {
      body: { imageIds: [a.imageId, b.imageId] },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZDeleteImagePostsResponse)).toEqual({ deleted: 2, imageIds: [a.imageId, b.imageId] });
    expect(await storedPost(a.imageId)).toBeNull();
    expect(await t.storage.get(rowA?.storageKey ?? '')).toBeNull();
    expect(await t.storage.get(rowA?.previewKey ?? '')).toBeNull();

    const empty = await w.clients.admin.request('DELETE', endpoints.deleteImagePosts.path, { body: { imageIds: [] } });
    expect(empty.status).toBe(400);
  });

  it('remakes previews of posts the caller manages; the job handler is a plain function', async () => {
    const w = await greetingsWorld(t);
    const { subcategory } = await createCategory(t, w.agency);
    const post = await createImagePost(t, { agency: w.agency, imageSubcategoryId: subcategory.id, layout: 'SQUARE' });
    expect(await generateLowQualityPreview(t.services, post.id)).toBe('ready');
    const first = await storedPost(post.id);
    const res = await w.clients.allCard.call(endpoints.generateLowQualityImagePost, {
      body: { imageIds: [post.id] },
    });
    expect(res.status, res.text).toBe(200);
    const [queued] = res.data(ZGeneratePreviewsResponse).queued;
    expect(queued).toEqual({ imageId: post.id, jobId: expect.any(String) });
    const second = await waitForPost(t, post.id, (row) => row.previewKey !== first?.previewKey);
    // Made by the queue's job, which then completes.
    let state: string | undefined;
    for (let i = 0; i < 400 && state !== 'completed'; i++) {
      state = (await t.services.jobs.status(PREVIEW_JOB, queued?.jobId ?? ''))?.state;
      if (state !== 'completed') await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(state).toBe('completed');
    expect(await t.storage.get(first?.previewKey ?? '')).toBeNull();
    expect((await sharp((await t.storage.get(second?.previewKey ?? ''))?.body).metadata()).width).toBe(360);

    const platformCategory = await createCategory(t, null);
    const daily = await createImagePost(t, { agency: null, imageSubcategoryId: platformCategory.subcategory.id });
    const refused = await w.clients.admin.call(endpoints.generateLowQualityImagePost, {
      body: { imageIds: [daily.id] },
    });
    expect(refused.status).toBe(400);
    expect(await generateLowQualityPreview(t.services, '00000000-0000-4000-8000-000000000009')).toBe('gone');
  });
});

describe('categories, subcategories and tags', () => {
  it("lists the platform's and the agency's own, never another agency's; only managers write", async () => {
    const w = await greetingsWorld(t);
    const ours = await createCategory(t, w.agency, { name: 'Ours' });
    const theirs = await createCategory(t, w.other, { name: 'Theirs' });
    const platform = await createCategory(t, null);
    for (const client of [w.clients.customer, w.clients.admin, w.clients.franchisee, w.clients.creator]) {
      const res = await client.call(endpoints.listImageCategories);
      expect(res.status, res.text).toBe(200);
      const ids = res.data(z.array(ZImageCategory)).map((c) => c.imageCategoryId);
      expect(ids).toContain(ours.category.id);
      expect(ids).toContain(platform.category.id);
      expect(ids).not.toContain(theirs.category.id);
    }
    const list = (await w.clients.admin.call(endpoints.listImageCategories)).data(z.array(ZImageCategory));
    expect(list.find((c) => c.imageCategoryId === ours.category.id)).toMatchObject({
      isPlatform: false,
      editable: true,
      subcategoryCount: 1,
    });
    expect(list.find((c) => c.imageCategoryId === platform.category.id)).toMatchObject({
      isPlatform: true,
      editable: false,
    });
    expect((await t.client(w.agency).call(endpoints.listImageCategories)).status).toBe(401);
  });

  it('POST /image-post/image-category adds and renames; duplicates are 409; platform rows are read-only to agencies', async () => {
    const w = await greetingsWorld(t);
    const res = await w.clients.admin.call(endpoints.saveImageCategory, { body: { name: 'Good Morning' } });
    expect(res.status, res.text).toBe(200);
    const created = res.data(ZImageCategory);
    expect(created).toMatchObject({ name: 'Good Morning', isPlatform: false, editable: true, subcategoryCount: 0 });
    const dup = await w.clients.allCard.call(endpoints.saveImageCategory, { body: { name: 'good morning' } });
    expectError(dup, 409, IMAGE_POST_MESSAGES.categoryExists('good morning'));
    const renamed = await w.clients.admin.call(endpoints.saveImageCategory, {
      body: { imageCategoryId: created.imageCategoryId, name: 'Suprabhat' },
    });
    expect(renamed.data(ZImageCategory).name).toBe('Suprabhat');
    // The same name in another agency is another category.
    expect((await w.clients.otherAdmin.call(endpoints.saveImageCategory, { body: { name: 'Suprabhat' } })).status).toBe(
      200,
    );
    const platform = await createCategory(t, null);
    const refused = await w.clients.admin.call(endpoints.saveImageCategory, {
      body: { imageCategoryId: platform.category.id, name: 'Taken over' },
    });
    expectError(refused, 400, IMAGE_POST_MESSAGES.platformRow);
    const superadmin = await w.clients.platformAdmin.call(endpoints.saveImageCategory, { body: { name: 'Daily' } });
    expect(superadmin.data(ZImageCategory).isPlatform).toBe(true);
    for (const client of [w.clients.customer, w.clients.creator, w.clients.franchisee]) {
      expect((await client.call(endpoints.saveImageCategory, { body: { name: 'Nope' } })).status).toBe(403);
    }
    expect((await w.clients.admin.call(endpoints.saveImageCategory, { body: { name: '  ' } })).status).toBe(400);
  });

  it('subcategories: listed per category and by several categories; added to own categories only; deleted unless in use', async () => {
    const w = await greetingsWorld(t);
    const mine = await createCategory(t, w.agency);
    const res = await w.clients.admin.request('POST', subPath(mine.category.id), { body: { name: 'Raksha Bandhan' } });
    expect(res.status, res.text).toBe(200);
    const sub = res.data(ZImageSubcategory);
    expect(sub).toMatchObject({ key: 'raksha-bandhan', name: 'Raksha Bandhan', sort: 1, editable: true });
    const dup = await w.clients.admin.request('POST', subPath(mine.category.id), { body: { name: 'raksha bandhan' } });
    expect(dup.status).toBe(409);

    const listed = await w.clients.customer.call(endpoints.listImageSubcategories, {
      query: { imageCategoryId: mine.category.id },
    });
    expect(listed.data(z.array(ZImageSubcategory)).map((s) => s.name)).toEqual([
      mine.subcategory.name,
      'Raksha Bandhan',
    ]);
    const platform = await createCategory(t, null, { subcategories: ['A', 'B'] });
    const both = await w.clients.customer.call(endpoints.listImageSubcategoriesByCategories, {
      query: { imageCategoryIds: `${mine.category.id},${platform.category.id}` },
    });
    expect(both.status, both.text).toBe(200);
    expect(
      both.data(z.array(ZImageCategoryWithSubcategories)).map((c) => [c.imageCategoryId, c.subcategories.length]),
    ).toEqual([
      [mine.category.id, 2],
      [platform.category.id, 2],
    ]);
    const theirs = await createCategory(t, w.other);
    const unknown = await w.clients.customer.call(endpoints.listImageSubcategoriesByCategories, {
      query: { imageCategoryIds: theirs.category.id },
    });
    expectError(unknown, 400, IMAGE_POST_MESSAGES.unknownCategory(theirs.category.id));
    expect(
      (
        await w.clients.customer.call(endpoints.listImageSubcategories, {
          query: { imageCategoryId: theirs.category.id },
        })
      ).status,
    ).toBe(400);

    const onPlatform = await w.clients.admin.request('POST', subPath(platform.category.id), { body: { name: 'C' } });
    expect(onPlatform.status).toBe(400);
    const onTheirs = await w.clients.admin.request('POST', subPath(theirs.category.id), { body: { name: 'C' } });
    expectError(onTheirs, 404, IMAGE_POST_MESSAGES.unknownCategory(theirs.category.id));

    await createImagePost(t, { agency: w.agency, imageSubcategoryId: mine.subcategory.id });
    const inUse = await w.clients.admin.request('DELETE', subPath(mine.category.id), {
      body: { imageSubcategoryId: mine.subcategory.id },
    });
    expectError(inUse, 409, IMAGE_POST_MESSAGES.subcategoryInUse(1));
    const wrongCategory = await w.clients.admin.request('DELETE', subPath(mine.category.id), {
      body: { imageSubcategoryId: platform.subcategory.id },
    });
    expect(wrongCategory.status).toBe(400);
    expect(
      (
        await w.clients.franchisee.request('DELETE', subPath(mine.category.id), {
          body: { imageSubcategoryId: sub.imageSubcategoryId },
        })
      ).status,
    ).toBe(403);
    const deleted = await w.clients.admin.request('DELETE', subPath(mine.category.id), {
      body: { imageSubcategoryId: sub.imageSubcategoryId },
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(
      await t.db.select().from(imageSubcategories).where(eq(imageSubcategories.id, sub.imageSubcategoryId)),
    ).toEqual([]);
  });

  it("an agency's own 'Business Category' subcategory in use by its businesses is kept (409)", async () => {
    const w = await greetingsWorld(t);
    const own = await createCategory(t, w.agency, { name: 'Business Category', subcategories: ['Mithai'] });
    const customer = await createCustomer({ agency: w.agency });
    await createBusiness({ user: customer, category: own.subcategory.key });
    const res = await w.clients.admin.request('DELETE', subPath(own.category.id), {
      body: { imageSubcategoryId: own.subcategory.id },
    });
    expectError(res, 409, IMAGE_POST_MESSAGES.businessCategoryInUse(1));
    const rename = await w.clients.admin.call(endpoints.saveImageCategory, {
      body: { imageCategoryId: own.category.id, name: 'Trades' },
    });
    expect(rename.status).toBe(400);
    // The platform's business categories are the platform's.
    const sweets = await businessSubcategory(t);
    const platformDelete = await w.clients.admin.request('DELETE', subPath(sweets.imageCategoryId), {
      body: { imageSubcategoryId: sweets.id },
    });
    expect(platformDelete.status).toBe(400);
  });

  it('tags: listed for everyone, added and deleted by managers, 409 on a duplicate name, platform tags read-only', async () => {
    const w = await greetingsWorld(t);
    const res = await w.clients.admin.call(endpoints.createImageTag, { body: { name: 'Festival' } });
    expect(res.status, res.text).toBe(200);
    const tag = res.data(ZImageTag);
    expect(tag).toMatchObject({ name: 'Festival', isPlatform: false, editable: true });
    expect((await w.clients.admin.call(endpoints.createImageTag, { body: { name: 'FESTIVAL' } })).status).toBe(409);
    const platformTag = await createTag(t, null);
    const theirTag = await createTag(t, w.other);
    const listed = (await w.clients.customer.call(endpoints.listImageTags)).data(z.array(ZImageTag));
    expect(listed.map((x) => x.imageTagId)).toEqual(expect.arrayContaining([tag.imageTagId, platformTag.id]));
    expect(listed.map((x) => x.imageTagId)).not.toContain(theirTag.id);
    expect((await w.clients.creator.call(endpoints.createImageTag, { body: { name: 'x' } })).status).toBe(403);
    expect((await w.clients.admin.request('DELETE', tagPath(platformTag.id))).status).toBe(400);
    const hidden = await w.clients.admin.request('DELETE', tagPath(theirTag.id));
    expectError(hidden, 404, IMAGE_POST_MESSAGES.unknownTag(theirTag.id));
    expect((await w.clients.customer.request('DELETE', tagPath(tag.imageTagId))).status).toBe(403);
    const deleted = await w.clients.allCard.request('DELETE', tagPath(tag.imageTagId));
    expect(deleted.status, deleted.text).toBe(200);
    const after = (await w.clients.admin.call(endpoints.listImageTags)).data(z.array(ZImageTag));
    expect(after.map((x) => x.imageTagId)).not.toContain(tag.imageTagId);
  });
});

describe('the admin grid: GET /image-post with owner and filters', () => {
  it("an agency admin sees its own posts (editable) and the platform's (read-only); owner=own narrows to its own", async () => {
    const w = await greetingsWorld(t);
    const { category, subcategory } = await createCategory(t, w.agency);
    const mine = await createImagePost(t, { agency: w.agency, imageSubcategoryId: subcategory.id });
    const platform = await createCategory(t, null);
    const daily = await createImagePost(t, { agency: null, imageSubcategoryId: platform.subcategory.id });
    const all = await w.clients.admin.call(endpoints.listImagePosts, { query: { pageSize: '100' } });
    expect(all.status, all.text).toBe(200);
    const posts = all.data(ZImagePostList).list;
    expect(posts.find((p) => p.imageId === mine.id)).toMatchObject({ editable: true, isPlatform: false });
    expect(posts.find((p) => p.imageId === daily.id)).toMatchObject({
      editable: false,
      isPlatform: true,
      originalUrl: null,
    });
    const own = (await w.clients.admin.call(endpoints.listImagePosts, { query: { owner: 'own' } })).data(
      ZImagePostList,
    );
    expect(own.list.map((p) => p.imageId)).toEqual([mine.id]);
    expect(own.total).toBe(1);
    const byCategory = (
      await w.clients.admin.call(endpoints.listImagePosts, { query: { imageCategoryId: category.id } })
    ).data(ZImagePostList);
    expect(byCategory.list.map((p) => p.imageId)).toEqual([mine.id]);
    const superadmin = (
      await w.clients.platformAdmin.call(endpoints.listImagePosts, { query: { owner: 'own', pageSize: '100' } })
    ).data(ZImagePostList);
    expect(superadmin.list.map((p) => p.imageId)).toContain(daily.id);
    expect(superadmin.list.map((p) => p.imageId)).not.toContain(mine.id);
    expect(superadmin.list.find((p) => p.imageId === daily.id)?.editable).toBe(true);
  });

  it('another agency never sees our exclusive posts', async () => {
    const w = await greetingsWorld(t);
    const { subcategory } = await createCategory(t, w.agency);
    const mine = await createImagePost(t, { agency: w.agency, imageSubcategoryId: subcategory.id });
    const res = await w.clients.otherAdmin.call(endpoints.getImagePostsByIds, { query: { imageIds: mine.id } });
    expect(res.status).toBe(200);
    expect(res.data(z.array(ZImagePost))).toEqual([]);
    const list = await w.clients.otherAdmin.call(endpoints.listImagePosts, { query: { pageSize: '100' } });
    expect(list.data(ZImagePostList).list.map((p) => p.imageId)).not.toContain(mine.id);
  });
});

describe('an agency with greetings off', () => {
  it('refuses its customers the lists (400) while its staff still manage', async () => {
    const agency = await createAgency({ configuration: withImagePost({ enableImagePost: false }) });
    const w = await greetingsWorld(t, agency.configuration);
    const res = await w.clients.customer.call(endpoints.listImagePosts);
    expectError(res, 400, IMAGE_POST_MESSAGES.greetingsOff);
    expect((await w.clients.customer.call(endpoints.listImageCategories)).status).toBe(400);
    expect((await w.clients.admin.call(endpoints.listImagePosts)).status).toBe(200);
  });
});
