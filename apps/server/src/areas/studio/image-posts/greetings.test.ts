// The customer's greetings: what a customer reads, the frames and
// daily allowance of the plan, the branded render and its counting per IST day, the home, and
// the card visits that came from greetings.
import {
  addDays,
  endpoints,
  FRAMES,
  IMAGE_POST_MESSAGES,
  istDateOf,
  UPGRADE_PATH,
  ZGreetingOptions,
  ZGreetingsHome,
  ZGreetingVisits,
  ZImagePost,
  ZImagePostList,
  ZPostsBySubcategories,
} from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { agencyCategoryFrameKinds, businesses, cardEvents, cards, imagePostDownloads } from '#db/schema';
import {
  businessSubcategory,
  createCategory,
  createImagePost,
  createTag,
  type GreetingsWorld,
  greetingPlan,
  greetingsWorld,
  putOnPlan,
  withImagePost,
} from '#test/factories/image-posts';
import { signIn, testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { basicDetails, createBusiness, createCard, createCustomer } from '#test/support/factories';
import { signedInFranchisee } from '#test/support/worlds';
import { overlayCacheStats } from './greetings';
import { istWeekStart } from './visits';

const t = testAppPerFile();

const renderPath = (imageId: string) => endpoints.renderImagePost.path.replace('{imageId}', imageId);

function render(client: TestClient, imageId: string, query: Record<string, string>) {
  return client.get(renderPath(imageId), { query });
}

async function ids(client: TestClient, query: Record<string, string> = {}) {
  const res = await client.call(endpoints.listImagePosts, { query: { pageSize: '100', ...query } });
  expect(res.status, res.text).toBe(200);
  return res.data(ZImagePostList).list.map((p) => p.imageId);
}

describe('what a customer reads', () => {
  let w: GreetingsWorld;
  beforeAll(async () => {
    w = await greetingsWorld(t);
  });

  it("the platform's daily images and its own agency's exclusive posts; never another agency's; no originals", async () => {
    const platform = await createCategory(t, null);
    const daily = await createImagePost(t, { agency: null, imageSubcategoryId: platform.subcategory.id });
    const ours = await createCategory(t, w.agency);
    const exclusive = await createImagePost(t, { agency: w.agency, imageSubcategoryId: ours.subcategory.id });
    const theirs = await createCategory(t, w.other);
    const foreign = await createImagePost(t, { agency: w.other, imageSubcategoryId: theirs.subcategory.id });
    const seen = await ids(w.clients.customer);
    expect(seen).toEqual(expect.arrayContaining([daily.id, exclusive.id]));
    expect(seen).not.toContain(foreign.id);
    const res = await w.clients.customer.call(endpoints.getImagePostsByIds, {
      query: { imageIds: `${exclusive.id},${foreign.id},${daily.id}` },
    });
    const posts = res.data(z.array(ZImagePost));
    expect(posts.map((p) => p.imageId)).toEqual([exclusive.id, daily.id]);
    expect(posts.every((p) => p.originalUrl === null && !p.editable)).toBe(true);
    expect((await w.clients.customer.call(endpoints.getImagePostsByIds, { query: { imageIds: 'nope' } })).status).toBe(
      400,
    );
    // Another agency (greetings on) sees the daily image but not our exclusive post.
    const theirView = await ids(w.clients.otherAdmin);
    expect(theirView).toContain(daily.id);
    expect(theirView).not.toContain(exclusive.id);
  });

  it("filters: category, subcategory, tag, date and range, language, type, layout; posts for the business's trade", async () => {
    const { category, subcategories } = await createCategory(t, w.agency, { subcategories: ['One', 'Two'] });
    const [one, two] = subcategories;
    if (!one || !two) throw new Error('two subcategories');
    const tag = await createTag(t, w.agency);
    const a = await createImagePost(t, {
      agency: w.agency,
      imageSubcategoryId: one.id,
      date: '2026-10-20',
      language: 'hi',
      layout: 'STORY',
    });
    const b = await createImagePost(t, { agency: w.agency, imageSubcategoryId: two.id, date: '2026-10-25' });
    const c = await createImagePost(t, { agency: w.agency, imageSubcategoryId: two.id, mediaType: 'VIDEO' });
    await t.db.insert((await import('#db/schema')).imagePostTags).values({ imagePostId: b.id, imageTagId: tag.id });
    const q = (query: Record<string, string>) => ids(w.clients.customer, { imageCategoryId: category.id, ...query });
    expect((await q({})).sort()).toEqual([a.id, b.id, c.id].sort());
    expect(await q({ imageSubcategoryId: one.id })).toEqual([a.id]);
    expect(await q({ imageTagId: tag.id })).toEqual([b.id]);
    expect(await q({ date: '2026-10-25' })).toEqual([b.id]);
    expect(await q({ from: '2026-10-01', to: '2026-10-31', sort: 'date' })).toEqual([a.id, b.id]);
    expect(await q({ language: 'hi' })).toEqual([a.id]);
    expect(await q({ mediaType: 'VIDEO' })).toEqual([c.id]);
    expect(await q({ layout: 'STORY' })).toEqual([a.id]);
    const badRange = await w.clients.customer.call(endpoints.listImagePosts, {
      query: { from: '2026-10-31', to: '2026-10-01' },
    });
    expect(badRange.status).toBe(400);
    expect(badRange.error().fields).toHaveProperty('from');

    const sweets = await businessSubcategory(t, 'sweet-shop');
    const forTrade = await createImagePost(t, { agency: w.agency, imageSubcategoryId: sweets.id });
    const travel = await businessSubcategory(t, 'travel-agency');
    const otherTrade = await createImagePost(t, { agency: w.agency, imageSubcategoryId: travel.id });
    const trade = await ids(w.clients.customer, { businessId: w.business.id });
    expect(trade).toContain(forTrade.id);
    expect(trade).not.toContain(otherTrade.id);
    const stranger = await createBusiness({ user: await createCustomer({ agency: w.agency }) });
    const notMine = await w.clients.customer.call(endpoints.listImagePosts, { query: { businessId: stranger.id } });
    expect(notMine.status).toBe(404);
  });

  it('search finds words in the title, subcategory and tag names; one page per subcategory', async () => {
    const { subcategories } = await createCategory(t, w.agency, { subcategories: ['Navratri Nights', 'Pongal'] });
    const [nav, pongal] = subcategories;
    if (!nav || !pongal) throw new Error('two subcategories');
    const titled = await createImagePost(t, { agency: w.agency, imageSubcategoryId: pongal.id, title: 'Harvest joy' });
    const bySub = await createImagePost(t, { agency: w.agency, imageSubcategoryId: nav.id });
    const tag = await createTag(t, w.agency, `garba-${Date.now()}`);
    const tagged = await createImagePost(t, { agency: w.agency, imageSubcategoryId: pongal.id });
    await t.db
      .insert((await import('#db/schema')).imagePostTags)
      .values({ imagePostId: tagged.id, imageTagId: tag.id });
    const search = async (text: string) => {
      const res = await w.clients.customer.call(endpoints.searchImagePosts, { query: { search: text } });
      expect(res.status, res.text).toBe(200);
      return res.data(ZImagePostList).list.map((p) => p.imageId);
    };
    expect(await search('harvest JOY')).toEqual([titled.id]);
    expect(await search('navratri nights')).toEqual([bySub.id]);
    expect(await search(tag.name)).toEqual([tagged.id]);
    expect(await search('100%_')).toEqual([]);
    expect((await w.clients.customer.call(endpoints.searchImagePosts, { query: { search: ' ' } })).status).toBe(400);

    const pages = await w.clients.customer.call(endpoints.listImagePostsBySubcategories, {
      query: { imageSubcategoryIds: `${pongal.id},${nav.id}`, pageSize: '1' },
    });
    expect(pages.status, pages.text).toBe(200);
    const body = pages.data(ZPostsBySubcategories);
    expect(body.list.map((s) => [s.name, s.total, s.posts.length])).toEqual([
      ['Pongal', 2, 1],
      ['Navratri Nights', 1, 1],
    ]);
    const theirs = await createCategory(t, w.other);
    const hidden = await w.clients.customer.call(endpoints.listImagePostsBySubcategories, {
      query: { imageSubcategoryIds: theirs.subcategory.id },
    });
    expectError(hidden, 400, IMAGE_POST_MESSAGES.unknownSubcategory(theirs.subcategory.id));
  });

  it('video posts are left out for customers of an agency without greeting videos (its staff still see them)', async () => {
    const noVideos = await greetingsWorld(t, withImagePost({ isVideoPostsIncluded: false }));
    const { category, subcategory } = await createCategory(t, noVideos.agency);
    const image = await createImagePost(t, { agency: noVideos.agency, imageSubcategoryId: subcategory.id });
    const video = await createImagePost(t, {
      agency: noVideos.agency,
      imageSubcategoryId: subcategory.id,
      mediaType: 'VIDEO',
    });
    expect(await ids(noVideos.clients.customer, { imageCategoryId: category.id })).toEqual([image.id]);
    const byId = await noVideos.clients.customer.call(endpoints.getImagePostsByIds, { query: { imageIds: video.id } });
    expect(byId.data(z.array(ZImagePost))).toEqual([]);
    expect((await ids(noVideos.clients.admin, { imageCategoryId: category.id })).sort()).toEqual(
      [image.id, video.id].sort(),
    );
  });

  it('signed out: 401', async () => {
    expect((await t.client(w.agency).call(endpoints.listImagePosts)).status).toBe(401);
    expect(
      (await t.client(w.agency).get(renderPath(w.business.id), { query: { businessId: w.business.id } })).status,
    ).toBe(401);
  });
});

describe('frames and the daily allowance (GET /image-post/greeting-options)', () => {
  async function options(client: TestClient, businessId: string) {
    const res = await client.call(endpoints.getGreetingOptions, { query: { businessId } });
    expect(res.status, res.text).toBe(200);
    return res.data(ZGreetingOptions);
  }

  it('without a plan: every frame shown (with the kinds a sweet shop gets), downloads refused with the plan message and #upgrade', async () => {
    const w = await greetingsWorld(t);
    const got = await options(w.clients.customer, w.business.id);
    // Every frame, the original three first.
    expect(got.frames.slice(0, 3).map((f) => f.frame)).toEqual(['frame7', 'frame2', 'frame3']);
    expect(got.frames).toEqual(FRAMES.map((frame) => ({ frame, kinds: ['regular', 'product'] })));
    expect(got.refusal).toEqual({
      reason: 'notIncluded',
      message: IMAGE_POST_MESSAGES.needsPlan,
      upgradePath: UPGRADE_PATH,
    });
  });

  it("the plan's frameVisibility hides kinds; its limit counts per IST day; the staff override wins; turned off is refused", async () => {
    const w = await greetingsWorld(t);
    await putOnPlan(t, w.business, greetingPlan(3), {
      hideRegularFrame: false,
      hideProductFrame: true,
      hidePoliticalFrame: true,
    });
    const got = await options(w.clients.customer, w.business.id);
    expect(got.frames.map((f) => f.kinds)).toEqual(FRAMES.map(() => ['regular']));
    expect(got).toMatchObject({
      dailyLimit: 3,
      usedToday: 0,
      remainingToday: 3,
      refusal: null,
      today: istDateOf(t.clock.now()),
    });
    await t.db
      .update(businesses)
      .set({ imagePostSettings: { greetingImagesLimit: -1, greetingVideosEnabled: true } })
      .where(eq(businesses.id, w.business.id));
    expect(await options(w.clients.customer, w.business.id)).toMatchObject({ dailyLimit: -1, remainingToday: -1 });
    await t.db.update(businesses).set({ imagePostEnabled: false }).where(eq(businesses.id, w.business.id));
    expect((await options(w.clients.customer, w.business.id)).refusal).toMatchObject({
      reason: 'turnedOff',
      message: IMAGE_POST_MESSAGES.greetingsTurnedOff,
    });
    const excluded = await greetingsWorld(t);
    await putOnPlan(t, excluded.business, greetingPlan(0, false));
    expect((await options(excluded.clients.customer, excluded.business.id)).refusal?.message).toBe(
      IMAGE_POST_MESSAGES.notIncluded,
    );
    // Another customer's business is not found.
    expect(
      (await w.clients.customer.call(endpoints.getGreetingOptions, { query: { businessId: excluded.business.id } }))
        .status,
    ).toBe(404);
  });
});

describe('POST /image-post/frame-choice', () => {
  const save = (client: TestClient, businessId: string, frame: string, frameKind: string) =>
    client.call(endpoints.saveGreetingFrameChoice, { body: { businessId, frame, frameKind } });
  const options = async (client: TestClient, businessId: string) =>
    (await client.call(endpoints.getGreetingOptions, { query: { businessId } })).data(ZGreetingOptions);

  it("the owner keeps the business's frame and kind; the options start from it, other settings stay", async () => {
    const w = await greetingsWorld(t);
    await putOnPlan(t, w.business, greetingPlan(3));
    const res = await save(w.clients.customer, w.business.id, 'frame2', 'product');
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZGreetingOptions).choice).toEqual({ frame: 'frame2', kind: 'product' });
    expect((await options(w.clients.customer, w.business.id)).choice).toEqual({ frame: 'frame2', kind: 'product' });
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, w.business.id));
    // The other settings are kept as they were.
    expect(row?.imagePostSettings).toMatchObject({
      frame: 'frame2',
      frameKind: 'product',
      greetingVideosEnabled: true,
    });
  });

  it('refuses a kind the plan hides (400, nothing kept), another customer (404) and a franchisee without card:edit (403)', async () => {
    const w = await greetingsWorld(t);
    await putOnPlan(t, w.business, greetingPlan(3), {
      hideRegularFrame: false,
      hideProductFrame: true,
      hidePoliticalFrame: false,
    });
    const hidden = await save(w.clients.customer, w.business.id, 'frame3', 'product');
    expectError(hidden, 400, IMAGE_POST_MESSAGES.frameKindHidden('product'));
    const stranger = await greetingsWorld(t);
    expect((await save(stranger.clients.customer, w.business.id, 'frame3', 'regular')).status).toBe(404);
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, w.business.id));
    expect(row?.imagePostSettings?.frame).toBeUndefined();

    const bare = await signedInFranchisee(t, w.agency, { permissions: [] });
    expect((await save(bare, w.business.id, 'frame3', 'regular')).status).toBe(403);
    // The admin may set it for the customer.
    expect((await save(w.clients.admin, w.business.id, 'frame3', 'regular')).status).toBe(200);
  });
});

describe('the branded render (GET /image-post/{imageId}/render)', () => {
  it('answers a 1080×1080 JPEG (1080×1920 for STORY), counts a post once per IST day, refuses past the limit with 409 and #upgrade', async () => {
    const w = await greetingsWorld(t);
    await putOnPlan(t, w.business, greetingPlan(2));
    const platform = await createCategory(t, null);
    const square = await createImagePost(t, { agency: null, imageSubcategoryId: platform.subcategory.id });
    const story = await createImagePost(t, {
      agency: w.agency,
      imageSubcategoryId: (await createCategory(t, w.agency)).subcategory.id,
      layout: 'STORY',
    });
    const third = await createImagePost(t, { agency: null, imageSubcategoryId: platform.subcategory.id });
    const q = { businessId: w.business.id };

    const first = await render(w.clients.customer, square.id, { ...q, download: 'true' });
    expect(first.status, first.text.slice(0, 300)).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['content-disposition']).toMatch(/^attachment; filename="greeting-/);
    const raw = await t.app.inject({
      method: 'GET',
      url: `${renderPath(square.id)}?businessId=${w.business.id}`,
      headers: {
        host: w.clients.customer.host,
        cookie: [...w.clients.customer.jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    expect(await sharp(raw.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1080, height: 1080 });
    const tall = await t.app.inject({
      method: 'GET',
      url: `${renderPath(story.id)}?businessId=${w.business.id}&frame=frame2`,
      headers: {
        host: w.clients.customer.host,
        cookie: [...w.clients.customer.jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    expect(tall.statusCode, tall.body.slice(0, 300)).toBe(200);
    expect(await sharp(tall.rawPayload).metadata()).toMatchObject({ width: 1080, height: 1920 });

    const downloads = await t.db
      .select()
      .from(imagePostDownloads)
      .where(eq(imagePostDownloads.businessId, w.business.id));
    expect(downloads.map((d) => d.imagePostId).sort()).toEqual([square.id, story.id].sort());

    const over = await render(w.clients.customer, third.id, q);
    expect(over.status).toBe(409);
    expect(over.error()).toMatchObject({ code: 'CONFLICT', message: IMAGE_POST_MESSAGES.dailyLimitReached(2) });
    expect(over.body).toMatchObject({ data: { upgradePath: UPGRADE_PATH } });
    // A post already downloaded today is free again.
    expect((await render(w.clients.customer, square.id, q)).status).toBe(200);

    // Yesterday's downloads (IST) do not count today.
    const today = istDateOf(t.clock.now());
    await t.db
      .update(imagePostDownloads)
      .set({ istDay: addDays(today, -1) })
      .where(eq(imagePostDownloads.businessId, w.business.id));
    expect((await render(w.clients.customer, third.id, q)).status).toBe(200);
    const counted = await t.db
      .select()
      .from(imagePostDownloads)
      .where(eq(imagePostDownloads.businessId, w.business.id));
    expect(counted.filter((d) => d.istDay === today).map((d) => d.imagePostId)).toEqual([third.id]);
  });

  it('without greetings in the plan: 409 with the plan message and #upgrade (never 403), and nothing is counted', async () => {
    const w = await greetingsWorld(t);
    const platform = await createCategory(t, null);
    const post = await createImagePost(t, { agency: null, imageSubcategoryId: platform.subcategory.id });
    const res = await render(w.clients.customer, post.id, { businessId: w.business.id });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      data: { code: 'CONFLICT', message: IMAGE_POST_MESSAGES.needsPlan, upgradePath: UPGRADE_PATH },
    });
    expect(
      await t.db.select().from(imagePostDownloads).where(eq(imagePostDownloads.businessId, w.business.id)),
    ).toEqual([]);
  });

  it("another agency's exclusive post is 404; a hidden frame kind is 400; a video post and a business without a card are 409", async () => {
    const w = await greetingsWorld(t);
    await putOnPlan(t, w.business, greetingPlan(-1), {
      hideRegularFrame: false,
      hideProductFrame: false,
      hidePoliticalFrame: true,
    });
    const theirs = await createCategory(t, w.other);
    const foreign = await createImagePost(t, { agency: w.other, imageSubcategoryId: theirs.subcategory.id });
    const hidden = await render(w.clients.customer, foreign.id, { businessId: w.business.id });
    expectError(hidden, 404, IMAGE_POST_MESSAGES.unknownPost(foreign.id));

    const platform = await createCategory(t, null);
    const post = await createImagePost(t, { agency: null, imageSubcategoryId: platform.subcategory.id });
    const political = await render(w.clients.customer, post.id, { businessId: w.business.id, kind: 'political' });
    expect(political.status).toBe(400);
    expect(political.error().fields).toEqual({ kind: IMAGE_POST_MESSAGES.frameKindHidden('political') });
    const product = await render(w.clients.customer, post.id, {
      businessId: w.business.id,
      kind: 'product',
      frame: 'frame3',
    });
    expect(product.status, product.text.slice(0, 200)).toBe(200);
    expect((await render(w.clients.customer, post.id, { businessId: w.business.id, frame: 'frame9' })).status).toBe(
      400,
    );

    const video = await createImagePost(t, {
      agency: null,
      imageSubcategoryId: platform.subcategory.id,
      mediaType: 'VIDEO',
    });
    const v = await render(w.clients.customer, video.id, { businessId: w.business.id });
    expectError(v, 409, IMAGE_POST_MESSAGES.videoNotRendered);

    const cardless = await createBusiness({ user: w.owner });
    await putOnPlan(t, cardless, greetingPlan(-1));
    const noCard = await render(w.clients.customer, post.id, { businessId: cardless.id });
    expectError(noCard, 409, IMAGE_POST_MESSAGES.cardNeeded);
    // A card with an address but nothing filled in is not published: its QR would open "coming soon".
    const unpublished = await createBusiness({ user: w.owner });
    await createCard({ business: unpublished, filled: false });
    await putOnPlan(t, unpublished, greetingPlan(-1));
    const notYet = await render(w.clients.customer, post.id, { businessId: unpublished.id });
    expectError(notYet, 409, IMAGE_POST_MESSAGES.cardNeeded);

    const stranger = await createBusiness({ user: await createCustomer({ agency: w.agency }) });
    expect((await render(w.clients.customer, post.id, { businessId: stranger.id })).status).toBe(404);
    // Staff render for a customer's business of their agency; another agency's admin does not reach it.
    expect((await render(w.clients.admin, post.id, { businessId: w.business.id })).status).toBe(200);
    expect((await render(w.clients.otherAdmin, post.id, { businessId: w.business.id })).status).toBe(404);
  });

  it("without a frame in the request, the business's saved choice (image-post settings) is used; a kind the plan hides falls back", async () => {
    const w = await greetingsWorld(t);
    await putOnPlan(t, w.business, greetingPlan(-1), {
      hideRegularFrame: false,
      hideProductFrame: true,
      hidePoliticalFrame: false,
    });
    const platform = await createCategory(t, null);
    const post = await createImagePost(t, { agency: null, imageSubcategoryId: platform.subcategory.id });
    // The agency gives its sweet shops every kind (docs/product-rules.md#greetings-frames).
    await t.db
      .insert(agencyCategoryFrameKinds)
      .values({ agencyId: w.agency.id, categoryKey: 'sweet-shop', kinds: ['regular', 'product', 'political'] });
    await t.db
      .update(businesses)
      .set({
        imagePostSettings: {
          greetingImagesLimit: null,
          greetingVideosEnabled: true,
          frame: 'frame3',
          frameKind: 'political',
        },
      })
      .where(eq(businesses.id, w.business.id));
    const opts = await w.clients.customer.call(endpoints.getGreetingOptions, { query: { businessId: w.business.id } });
    expect(opts.data(ZGreetingOptions).choice).toEqual({ frame: 'frame3', kind: 'political' });
    expect((await render(w.clients.customer, post.id, { businessId: w.business.id })).status).toBe(200);
    const [row] = await t.db.select().from(imagePostDownloads).where(eq(imagePostDownloads.businessId, w.business.id));
    expect(row).toMatchObject({ frame: 'frame3', kind: 'political' });

    await t.db
      .update(businesses)
      .set({ imagePostSettings: { greetingImagesLimit: null, greetingVideosEnabled: true, frameKind: 'product' } })
      .where(eq(businesses.id, w.business.id));
    const fallback = await w.clients.customer.call(endpoints.getGreetingOptions, {
      query: { businessId: w.business.id },
    });
    expect(fallback.data(ZGreetingOptions).choice).toEqual({ frame: 'frame7', kind: 'regular' });
  });

  it('keeps the render per profile version: served from storage again, made anew when the card changes', async () => {
    const w = await greetingsWorld(t);
    await putOnPlan(t, w.business, greetingPlan(-1));
    const platform = await createCategory(t, null);
    const post = await createImagePost(t, { agency: null, imageSubcategoryId: platform.subcategory.id });
    const q = { businessId: w.business.id };
    expect((await render(w.clients.customer, post.id, q)).status).toBe(200);
    const keysFor = async () => {
      const { readdir } = await import('node:fs/promises');
      const dir = `${t.uploadsDir}/greetings/${w.agency.id}/${w.business.id}/${post.id}`;
      return (await readdir(dir)).sort();
    };
    const first = await keysFor();
    expect(first).toHaveLength(1);
    expect((await render(w.clients.customer, post.id, q)).status).toBe(200);
    expect(await keysFor()).toEqual(first);
    const [card] = await t.db.select().from(cards).where(eq(cards.cardNo, w.card.cardNo));
    if (!card) throw new Error('card');
    await t.db
      .update(cards)
      .set({ sections: { ...card.sections, basicDetails: basicDetails({ companyName: 'Sharma Sweets & Namkeen' }) } })
      .where(eq(cards.cardNo, w.card.cardNo));
    expect((await render(w.clients.customer, post.id, q)).status).toBe(200);
    const after = await keysFor();
    expect(after).toHaveLength(2);
    expect(after.every((name) => !name.endsWith('.tmp'))).toBe(true);
  });

  it("draws a business's frame overlay once for all its posts (each gets its own QR), and again after a profile change", async () => {
    const w = await greetingsWorld(t);
    await putOnPlan(t, w.business, greetingPlan(-1));
    const platform = await createCategory(t, null);
    const a = await createImagePost(t, { agency: null, imageSubcategoryId: platform.subcategory.id });
    const b = await createImagePost(t, { agency: null, imageSubcategoryId: platform.subcategory.id });
    const jpegOf = async (imageId: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${renderPath(imageId)}?businessId=${w.business.id}`,
        headers: {
          host: w.clients.customer.host,
          cookie: [...w.clients.customer.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return res.rawPayload;
    };
    const start = overlayCacheStats();
    const first = await jpegOf(a.id);
    expect(overlayCacheStats().misses - start.misses).toBe(1);
    const second = await jpegOf(b.id);
    // The second post (same picture bytes, same frame) reused the overlay: only its QR differs.
    expect(overlayCacheStats().misses - start.misses).toBe(1);
    expect(overlayCacheStats().hits - start.hits).toBe(1);
    expect(second.equals(first)).toBe(false);

    const [card] = await t.db.select().from(cards).where(eq(cards.cardNo, w.card.cardNo));
    if (!card) throw new Error('card');
    await t.db
      .update(cards)
      .set({ sections: { ...card.sections, basicDetails: basicDetails({ companyName: 'Sharma Sweets & Co.' }) } })
      .where(eq(cards.cardNo, w.card.cardNo));
    const changed = await jpegOf(a.id);
    expect(overlayCacheStats().misses - start.misses).toBe(2);
    expect(changed.equals(first)).toBe(false);
  });

  it("an agency with greetings off refuses its customers' renders (400)", async () => {
    const w = await greetingsWorld(t, withImagePost({ enableImagePost: false }));
    const platform = await createCategory(t, null);
    const post = await createImagePost(t, { agency: null, imageSubcategoryId: platform.subcategory.id });
    const res = await render(w.clients.customer, post.id, { businessId: w.business.id });
    expectError(res, 400, IMAGE_POST_MESSAGES.greetingsOff);
  });
});

describe('the home (GET /image-post/home)', () => {
  it("today's posts (IST) first, then the calendar ahead by date, then the trade's undated posts", async () => {
    const w = await greetingsWorld(t);
    const today = istDateOf(t.clock.now());
    const { subcategory } = await createCategory(t, w.agency);
    const todays = await createImagePost(t, { agency: w.agency, imageSubcategoryId: subcategory.id, date: today });
    const soon = await createImagePost(t, {
      agency: w.agency,
      imageSubcategoryId: subcategory.id,
      date: addDays(today, 3),
    });
    const later = await createImagePost(t, {
      agency: w.agency,
      imageSubcategoryId: subcategory.id,
      date: addDays(today, 10),
    });
    const tooFar = await createImagePost(t, {
      agency: w.agency,
      imageSubcategoryId: subcategory.id,
      date: addDays(today, 40),
    });
    const past = await createImagePost(t, {
      agency: w.agency,
      imageSubcategoryId: subcategory.id,
      date: addDays(today, -1),
    });
    const sweets = await businessSubcategory(t, 'sweet-shop');
    const trade = await createImagePost(t, { agency: w.agency, imageSubcategoryId: sweets.id });
    const res = await w.clients.customer.call(endpoints.getGreetingsHome, { query: { businessId: w.business.id } });
    expect(res.status, res.text).toBe(200);
    const home = res.data(ZGreetingsHome);
    expect(home.today).toBe(today);
    expect(home.todays.map((p) => p.imageId)).toContain(todays.id);
    const upcoming = home.upcoming.flatMap((d) => d.posts.map((p) => p.imageId));
    expect(upcoming.indexOf(soon.id)).toBeLessThan(upcoming.indexOf(later.id));
    expect(upcoming).not.toContain(tooFar.id);
    expect(upcoming).not.toContain(past.id);
    expect(home.upcoming.map((d) => d.date)).toEqual([...home.upcoming.map((d) => d.date)].sort());
    expect(home.forBusiness.map((p) => p.imageId)).toContain(trade.id);
  });
});

describe('visits from greetings (card opened with ?g=)', () => {
  it('records the post on the view and answers per post and this week; a forged id of another agency counts for nothing', async () => {
    const w = await greetingsWorld(t);
    const platform = await createCategory(t, null);
    const post = await createImagePost(t, {
      agency: null,
      imageSubcategoryId: platform.subcategory.id,
      title: 'Diwali',
    });
    const theirs = await createCategory(t, w.other);
    const foreign = await createImagePost(t, { agency: w.other, imageSubcategoryId: theirs.subcategory.id });
    const visit = async (g: string, ua: string) => {
      const res = await t.client(w.agency).get(`/${w.card.cardId}?g=${g}`, { headers: { 'user-agent': ua } });
      expect(res.status).toBe(200);
    };
    await visit(post.id, 'phone-a');
    await visit(post.id, 'phone-b');
    await visit(foreign.id, 'phone-c');
    await visit('not-a-uuid', 'phone-d');
    await t.client(w.agency).get(`/${w.card.cardId}`, { headers: { 'user-agent': 'phone-e' } });
    await t.services.cardEvents.flush();
    const events = await t.db
      .select()
      .from(cardEvents)
      .where(and(eq(cardEvents.cardNo, w.card.cardNo), eq(cardEvents.kind, 'view')));
    expect(events).toHaveLength(5);
    expect(events.filter((e) => e.greetingImageId === post.id)).toHaveLength(2);

    const res = await w.clients.customer.call(endpoints.getGreetingVisits, { query: { businessId: w.business.id } });
    expect(res.status, res.text).toBe(200);
    const got = res.data(ZGreetingVisits);
    expect(got).toMatchObject({ thisWeek: 2, total: 2 });
    expect(got.perPost).toEqual([
      {
        imageId: post.id,
        title: 'Diwali',
        imageSubcategoryName: platform.subcategory.name,
        previewUrl: null,
        visits: 2,
        uniqueVisitors: 2,
      },
    ]);
    const stranger = await createBusiness({ user: await createCustomer({ agency: w.agency }) });
    expect(
      (await w.clients.customer.call(endpoints.getGreetingVisits, { query: { businessId: stranger.id } })).status,
    ).toBe(404);
    // A business without a card has no visits.
    const cardless = await createBusiness({ user: w.owner });
    const none = await w.clients.customer.call(endpoints.getGreetingVisits, { query: { businessId: cardless.id } });
    expect(none.data(ZGreetingVisits)).toMatchObject({ thisWeek: 0, total: 0, perPost: [] });
  });

  it('the week starts on Monday 00:00 IST', () => {
    // Sunday 23:00 IST = Sunday 17:30 UTC; Monday 00:30 IST = Sunday 19:00 UTC.
    expect(istWeekStart(new Date('2026-11-22T17:30:00Z')).toISOString()).toBe('2026-11-15T18:30:00.000Z');
    expect(istWeekStart(new Date('2026-11-22T19:00:00Z')).toISOString()).toBe('2026-11-22T18:30:00.000Z');
  });
});

describe('a second customer of the agency', () => {
  it('sees the same posts but only reaches their own businesses', async () => {
    const w = await greetingsWorld(t);
    const customer = await createCustomer({ agency: w.agency });
    const business = await createBusiness({ user: customer });
    await createCard({ business });
    const client = t.client(w.agency);
    await signIn(client, customer);
    const res = await client.call(endpoints.getGreetingOptions, { query: { businessId: w.business.id } });
    expect(res.status).toBe(404);
    expect((await client.call(endpoints.getGreetingOptions, { query: { businessId: business.id } })).status).toBe(200);
  });
});
