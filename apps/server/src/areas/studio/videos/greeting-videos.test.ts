// Greeting videos over HTTP: a VIDEO post of the greetings library rendered with
// the business's frame, within the plan's greeting videos per IST day; the same post again costs
// nothing; every refusal with its status and message.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  endpoints,
  IMAGE_POST_MESSAGES,
  istDateOf,
  UPGRADE_PATH,
  VIDEO_MESSAGES,
  ZUserVideo,
  ZUserVideosByBusiness,
} from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BusinessRow, userVideos } from '#db/schema';
import { createCategory, createImagePost, putOnPlan } from '#test/factories/image-posts';
import {
  rawGet,
  testVideo,
  VIDEOS_CONFIGURATION,
  type VideosWorld,
  videoPath,
  videoPlan,
  videosWorld,
  waitForVideo,
} from '#test/factories/videos';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createBusiness, createCard } from '#test/support/factories';
import { probeVideo } from '../../cards/media/video';

const t = testAppPerFile();
let w: VideosWorld;
let subcategoryId: string;
beforeAll(async () => {
  w = await videosWorld(t);
  subcategoryId = (await createCategory(t, null)).subcategory.id;
});

/** A platform VIDEO post whose file is a real 3-second video. */
async function videoPost(
  options: { layout?: 'SQUARE' | 'STORY'; agency?: VideosWorld['agency'] | null; title?: string } = {},
) {
  const layout = options.layout ?? 'SQUARE';
  const post = await createImagePost(t, {
    agency: options.agency ?? null,
    imageSubcategoryId: subcategoryId,
    mediaType: 'VIDEO',
    layout,
    title: options.title ?? null,
  });
  const size = layout === 'STORY' ? { width: 360, height: 640 } : { width: 360, height: 360 };
  await t.storage.put(post.storageKey, await testVideo({ ...size, durationSec: 2 }), 'video/mp4');
  return post;
}

function make(client: TestClient, business: BusinessRow, imageId: string, extra: Record<string, string> = {}) {
  return client.call(endpoints.createGreetingVideo, { body: { businessId: business.id, imageId, ...extra } });
}

const greetingRows = (business: BusinessRow) =>
  t.db
    .select()
    .from(userVideos)
    .where(and(eq(userVideos.businessId, business.id), eq(userVideos.kind, 'greeting')));

describe('a greeting video', () => {
  it('branded with the frame by the render job; the same post again the same day is the same video, free; the day’s limit is a 409', async () => {
    await putOnPlan(t, w.business, videoPlan(0, 1));
    const post = await videoPost({ layout: 'STORY', title: 'Happy Holi' });
    const res = await make(w.clients.customer, w.business, post.id);
    expect(res.status, res.text).toBe(200);
    const video = res.data(ZUserVideo);
    expect(video).toMatchObject({
      kind: 'greeting',
      imagePostId: post.id,
      templateId: null,
      frame: 'frame7',
      layout: 'STORY_VIDEO',
      details: null,
    });
    const ready = await waitForVideo(t, video.videoNo);
    expect(ready).toMatchObject({ renderStatus: 'ready', frame: 'frame7', frameKind: 'regular', attempts: 1 });

    const file = await rawGet(t, w.clients.customer, videoPath(endpoints.getUserVideoFile.path, video.videoNo));
    expect(file.status).toBe(200);
    // Saved under the post's name, so a phone's downloads say which greeting it is.
    expect(String(file.headers['content-disposition'])).toMatch(/filename=".+-happy-holi-greeting-\d+\.mp4"$/);
    const dir = await mkdtemp(join(tmpdir(), 'cardora-greeting-probe-'));
    try {
      await writeFile(join(dir, 'g.mp4'), file.body);
      expect(await probeVideo(join(dir, 'g.mp4'))).toMatchObject({ width: 720, height: 1280, videoCodec: 'h264' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    const again = await make(w.clients.customer, w.business, post.id);
    expect(again.status).toBe(200);
    expect(again.data(ZUserVideo).videoNo).toBe(video.videoNo);
    expect(await greetingRows(w.business)).toHaveLength(1);

    const another = await videoPost();
    const refused = await make(w.clients.customer, w.business, another.id);
    expect(refused.status).toBe(409);
    expect(refused.error()).toEqual({
      code: 'CONFLICT',
      message: VIDEO_MESSAGES.greetingVideoLimitReached(1),
      upgradePath: UPGRADE_PATH,
    });
    const allowance = (
      await w.clients.customer.call(endpoints.getUserVideosByBusiness, { query: { businessId: w.business.id } })
    ).data(ZUserVideosByBusiness).allowance.greeting;
    expect(allowance).toEqual({
      allowed: 1,
      usedToday: 1,
      refusal: { message: VIDEO_MESSAGES.greetingVideoLimitReached(1), upgradePath: UPGRADE_PATH },
    });

    // Yesterday's video does not count today.
    await t.db.update(userVideos).set({ istDay: '2000-01-01' }).where(eq(userVideos.videoNo, video.videoNo));
    const tomorrow = await make(w.clients.customer, w.business, another.id, { frame: 'frame2', kind: 'regular' });
    expect(tomorrow.status, tomorrow.text).toBe(200);
    expect(tomorrow.data(ZUserVideo)).toMatchObject({ frame: 'frame2', imagePostId: another.id });
  });

  it('a failed greeting video costs nothing: the post may be asked for again', async () => {
    const business = await createBusiness({ user: w.owner });
    await createCard({ business });
    await putOnPlan(t, business, videoPlan(0, 1));
    const post = await videoPost();
    await t.db.insert(userVideos).values({
      agencyId: w.agency.id,
      businessId: business.id,
      kind: 'greeting',
      imagePostId: post.id,
      layout: 'SQUARE_VIDEO',
      istDay: istDateOf(t.clock.now()),
      renderStatus: 'failed',
      failureReason: VIDEO_MESSAGES.renderFailed,
    });
    const res = await make(w.clients.customer, business, post.id);
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZUserVideo).renderStatus).not.toBe('failed');
    expect(await greetingRows(business)).toHaveLength(2);
  });
});

describe('refusals', () => {
  it('not in the plan or the business’s greetings off: 409 with the upgrade path', async () => {
    const post = await videoPost();
    const noVideos = await createBusiness({ user: w.owner });
    await createCard({ business: noVideos });
    await putOnPlan(t, noVideos, videoPlan(1, 0));
    const res = await make(w.clients.customer, noVideos, post.id);
    expect(res.status).toBe(409);
    expect(res.error()).toMatchObject({ message: VIDEO_MESSAGES.greetingVideosOff, upgradePath: UPGRADE_PATH });

    const off = await createBusiness({ user: w.owner, imagePostEnabled: false });
    await createCard({ business: off });
    await putOnPlan(t, off, videoPlan(0, -1));
    expect((await make(w.clients.customer, off, post.id)).status).toBe(409);
    expect(await greetingRows(noVideos)).toHaveLength(0);
  });

  it('an agency without video posts: 400; an image post: 400 on imageId; no card: 409; a hidden kind: 400', async () => {
    const noVideoPosts = await videosWorld(t, {
      ...VIDEOS_CONFIGURATION,
      imagePost: { ...VIDEOS_CONFIGURATION.imagePost, isVideoPostsIncluded: false },
    });
    await putOnPlan(t, noVideoPosts.business, videoPlan(0, 3));
    const post = await videoPost();
    const res = await make(noVideoPosts.clients.customer, noVideoPosts.business, post.id);
    expectError(res, 400, VIDEO_MESSAGES.greetingVideosOff);

    const business = await createBusiness({ user: w.owner });
    await putOnPlan(t, business, videoPlan(0, 3), {
      hideRegularFrame: false,
      hideProductFrame: true,
      hidePoliticalFrame: false,
    });
    const noCard = await make(w.clients.customer, business, post.id);
    expectError(noCard, 409, IMAGE_POST_MESSAGES.cardNeeded);

    const image = await createImagePost(t, { agency: null, imageSubcategoryId: subcategoryId });
    const notVideo = await make(w.clients.customer, w.business, image.id);
    expect(notVideo.status).toBe(400);
    expect(notVideo.error().fields).toEqual({ imageId: VIDEO_MESSAGES.notAVideoPost });

    await createCard({ business });
    const hidden = await make(w.clients.customer, business, post.id, { kind: 'product' });
    expect(hidden.status).toBe(400);
    expect(hidden.error().fields).toEqual({ kind: IMAGE_POST_MESSAGES.frameKindHidden('product') });
    expect(await greetingRows(business)).toHaveLength(0);
  });

  it("another agency's exclusive post, an unknown post or another customer's business: 404", async () => {
    await putOnPlan(t, w.business, videoPlan(0, -1));
    const theirs = await createCategory(t, w.other);
    const foreign = await createImagePost(t, {
      agency: w.other,
      imageSubcategoryId: theirs.subcategory.id,
      mediaType: 'VIDEO',
    });
    const res = await make(w.clients.customer, w.business, foreign.id);
    expectError(res, 404, IMAGE_POST_MESSAGES.unknownPost(foreign.id));
    const post = await videoPost();
    expect((await make(w.clients.otherCustomer, w.business, post.id)).status).toBe(404);
    expect((await make(w.clients.customer, w.otherBusiness, post.id)).status).toBe(404);
  });
});
