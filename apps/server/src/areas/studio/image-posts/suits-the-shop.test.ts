// Greetings that suit the shop over HTTP: the business categories a post suits (set on upload
// and edit, checked against the categories the agency sees), what a business is shown first and
// never in Today, Upcoming and "For your business", and the frame kinds each business category
// gets (political for political businesses; an agency's own choice per category), enforced by the
// options, the frame choice, the render and greeting videos.
// docs/product-rules.md#greetings-relevance, docs/product-rules.md#greetings-frames
import {
  addDays,
  endpoints,
  FRAMES,
  GREETING_CATEGORY_MESSAGES,
  IMAGE_POST_MESSAGES,
  istDateOf,
  postRelevance,
  type TImagePost,
  ZCategoryFrameKindsList,
  ZGreetingOptions,
  ZGreetingsHome,
  ZImagePost,
  ZImagePostList,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type BusinessRow, imagePosts } from '#db/schema';
import {
  businessSubcategory,
  createCategory,
  createImagePost,
  type GreetingsWorld,
  greetingPlan,
  greetingsWorld,
  imageBytes,
  postForm,
  putOnPlan,
} from '#test/factories/image-posts';
import { videoPlan, videosWorld } from '#test/factories/videos';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createBusiness, createCard } from '#test/support/factories';

const t = testAppPerFile();

const renderPath = (imageId: string) => endpoints.renderImagePost.path.replace('{imageId}', imageId);
const render = (client: TestClient, imageId: string, query: Record<string, string>) =>
  client.get(renderPath(imageId), { query });

/** A business of the world's customer in this trade, with a published card, on a running plan. */
async function shopOf(w: GreetingsWorld, category: string): Promise<BusinessRow> {
  const business = await createBusiness({ user: w.owner, category });
  await createCard({ business });
  await putOnPlan(t, business, greetingPlan(-1));
  return business;
}

async function home(client: TestClient, businessId: string) {
  const res = await client.call(endpoints.getGreetingsHome, { query: { businessId } });
  expect(res.status, res.text).toBe(200);
  return res.data(ZGreetingsHome);
}

/** Every post suited to the category comes before every general one, and none of another trade's is there. */
function expectRankedFor(posts: TImagePost[], categoryKey: string) {
  const relevance = posts.map((post) => postRelevance(post, categoryKey));
  expect(relevance).not.toContain('other');
  const lastOwn = relevance.lastIndexOf('own');
  const firstGeneral = relevance.indexOf('general');
  if (lastOwn >= 0 && firstGeneral >= 0) expect(lastOwn).toBeLessThan(firstGeneral);
}

describe('posts that suit the shop (home and feed)', () => {
  it("a mobile shop's Today leads with its own trade's post, then general posts, and never shows the sweet shop's offer", async () => {
    const w = await greetingsWorld(t);
    const mobile = await shopOf(w, 'mobile-shop');
    const today = istDateOf(t.clock.now());
    const festivals = await createCategory(t, w.agency);
    const sweets = await businessSubcategory(t, 'sweet-shop');
    const phoneOffer = await createImagePost(t, {
      agency: w.agency,
      imageSubcategoryId: festivals.subcategory.id,
      date: today,
    });
    await t.db
      .update(imagePosts)
      .set({ suitedCategories: ['mobile-shop'] })
      .where(eq(imagePosts.id, phoneOffer.id));
    // Newer than the phone offer (newest first, it would come before it unranked).
    const general = await createImagePost(t, {
      agency: w.agency,
      imageSubcategoryId: festivals.subcategory.id,
      date: today,
    });
    // The sweet shop's offer is the newest post of the day: unfiltered, it would lead.
    const sweetOffer = await createImagePost(t, { agency: w.agency, imageSubcategoryId: sweets.id, date: today });

    const forMobile = await home(w.clients.customer, mobile.id);
    const todays = forMobile.todays.map((p) => p.imageId);
    expect(todays).not.toContain(sweetOffer.id);
    expect(todays).toContain(general.id);
    expect(todays.indexOf(phoneOffer.id)).toBeLessThan(todays.indexOf(general.id));
    expect(forMobile.todays[0] && postRelevance(forMobile.todays[0], 'mobile-shop')).toBe('own');
    expectRankedFor(forMobile.todays, 'mobile-shop');

    // The sweet shop gets its own offer first, and not the phone offer.
    const forSweets = await home(w.clients.customer, w.business.id);
    const sweetTodays = forSweets.todays.map((p) => p.imageId);
    expect(sweetTodays).toContain(sweetOffer.id);
    expect(sweetTodays).not.toContain(phoneOffer.id);
    expect(sweetTodays.indexOf(sweetOffer.id)).toBeLessThan(sweetTodays.indexOf(general.id));
    expectRankedFor(forSweets.todays, 'sweet-shop');

    // Without a business everything of the day is there.
    const res = await w.clients.customer.call(endpoints.getGreetingsHome, { query: {} });
    const all = res.data(ZGreetingsHome).todays.map((p) => p.imageId);
    expect(all).toEqual(expect.arrayContaining([general.id, phoneOffer.id, sweetOffer.id]));
  });

  it('Upcoming ranks within each day and leaves out other trades; "For your business" holds the trade\'s posts; browsing still finds the rest', async () => {
    const w = await greetingsWorld(t);
    const mobile = await shopOf(w, 'mobile-shop');
    const day = addDays(istDateOf(t.clock.now()), 2);
    const { subcategory } = await createCategory(t, w.agency);
    const mobileSub = await businessSubcategory(t, 'mobile-shop');
    const ownTrade = await createImagePost(t, { agency: w.agency, imageSubcategoryId: mobileSub.id, date: day });
    const general = await createImagePost(t, { agency: w.agency, imageSubcategoryId: subcategory.id, date: day });
    const sweets = await businessSubcategory(t, 'sweet-shop');
    const otherTrade = await createImagePost(t, { agency: w.agency, imageSubcategoryId: sweets.id, date: day });
    // Undated: one marked for phones and bakeries, one of the sweet shops' own.
    const marked = await createImagePost(t, { agency: w.agency, imageSubcategoryId: subcategory.id });
    await t.db
      .update(imagePosts)
      .set({ suitedCategories: ['bakery', 'mobile-shop'] })
      .where(eq(imagePosts.id, marked.id));
    const sweetUndated = await createImagePost(t, { agency: w.agency, imageSubcategoryId: sweets.id });

    const got = await home(w.clients.customer, mobile.id);
    const onDay = got.upcoming.find((d) => d.date === day)?.posts ?? [];
    const ids = onDay.map((p) => p.imageId);
    expect(ids).not.toContain(otherTrade.id);
    expect(ids.indexOf(ownTrade.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(ownTrade.id)).toBeLessThan(ids.indexOf(general.id));
    for (const { posts } of got.upcoming) expectRankedFor(posts, 'mobile-shop');
    const forBusiness = got.forBusiness.map((p) => p.imageId);
    expect(forBusiness).toContain(marked.id);
    expect(forBusiness).not.toContain(sweetUndated.id);
    expect(got.forBusiness.every((p) => postRelevance(p, 'mobile-shop') === 'own')).toBe(true);

    // The feed's "for my business" finds the marked post too; browsing the sweet shops' trade still shows theirs.
    const feed = await w.clients.customer.call(endpoints.listImagePosts, {
      query: { businessId: mobile.id, pageSize: '100' },
    });
    const feedIds = feed.data(ZImagePostList).list.map((p) => p.imageId);
    expect(feedIds).toEqual(expect.arrayContaining([marked.id, ownTrade.id]));
    expect(feedIds).not.toContain(sweetUndated.id);
    const browse = await w.clients.customer.call(endpoints.listImagePosts, {
      query: { imageSubcategoryId: sweets.id, pageSize: '100' },
    });
    expect(browse.data(ZImagePostList).list.map((p) => p.imageId)).toEqual(
      expect.arrayContaining([otherTrade.id, sweetUndated.id]),
    );
  });
});

describe('suitedCategories on upload and edit', () => {
  const upload = (client: TestClient, fields: Record<string, string>, file = true) =>
    imageBytes().then((bytes) =>
      postForm(client, endpoints.createImagePost.path, fields, file ? [{ filename: 'a.png', bytes }] : []),
    );

  it('keeps the keys the agency sees, refuses an unknown one (400 naming it), keeps them on an edit that sends none, clears them with none', async () => {
    const w = await greetingsWorld(t);
    const { subcategory } = await createCategory(t, w.agency);
    const made = await upload(w.clients.admin, {
      imageSubcategoryId: subcategory.id,
      suitedCategories: 'mobile-shop,bakery,mobile-shop',
    });
    expect(made.status, made.text).toBe(200);
    const post = made.data(ZImagePost);
    expect(post.suitedCategories).toEqual(['mobile-shop', 'bakery']);

    const unknown = await upload(w.clients.admin, {
      imageSubcategoryId: subcategory.id,
      suitedCategories: 'spaceships',
    });
    expectError(unknown, 400, GREETING_CATEGORY_MESSAGES.unknownBusinessCategory('spaceships'));
    expect(unknown.error().fields).toHaveProperty('suitedCategories');

    // Another agency's own business category is not ours to name.
    const theirs = await createCategory(t, w.other, { name: 'Business Category' });
    const foreign = await upload(w.clients.admin, {
      imageSubcategoryId: subcategory.id,
      suitedCategories: theirs.subcategory.key,
    });
    expectError(foreign, 400, GREETING_CATEGORY_MESSAGES.unknownBusinessCategory(theirs.subcategory.key));

    const kept = await upload(
      w.clients.admin,
      { imageId: post.imageId, imageSubcategoryId: subcategory.id, title: 'Renamed' },
      false,
    );
    expect(kept.status, kept.text).toBe(200);
    expect(kept.data(ZImagePost)).toMatchObject({ title: 'Renamed', suitedCategories: ['mobile-shop', 'bakery'] });
    const cleared = await upload(
      w.clients.admin,
      { imageId: post.imageId, imageSubcategoryId: subcategory.id, suitedCategories: '' },
      false,
    );
    expect(cleared.data(ZImagePost).suitedCategories).toEqual([]);
    const [row] = await t.db.select().from(imagePosts).where(eq(imagePosts.id, post.imageId));
    expect(row?.suitedCategories).toEqual([]);
  });
});

describe('frame kinds per business category', () => {
  const options = async (client: TestClient, businessId: string) => {
    const res = await client.call(endpoints.getGreetingOptions, { query: { businessId } });
    expect(res.status, res.text).toBe(200);
    return res.data(ZGreetingOptions);
  };
  const kindsOf = async (client: TestClient, businessId: string) =>
    (await options(client, businessId)).frames[0]?.kinds;
  const saveKinds = (client: TestClient, list: { categoryKey: string; kinds: string[] | null }[]) =>
    client.call(endpoints.saveCategoryFrameKinds, { body: { list } });

  it('a sweet shop is not offered the political kind: not in its options, its render and frame choice refused (400)', async () => {
    const w = await greetingsWorld(t);
    await putOnPlan(t, w.business, greetingPlan(-1));
    const { subcategory } = await createCategory(t, w.agency);
    const post = await createImagePost(t, { agency: w.agency, imageSubcategoryId: subcategory.id });
    expect(await kindsOf(w.clients.customer, w.business.id)).toEqual(['regular', 'product']);
    const refused = GREETING_CATEGORY_MESSAGES.frameKindNotForCategory('political', 'Sweet Shop');
    const political = await render(w.clients.customer, post.id, { businessId: w.business.id, kind: 'political' });
    expectError(political, 400, refused);
    expect(political.error().fields).toEqual({ kind: refused });
    const choice = await w.clients.customer.call(endpoints.saveGreetingFrameChoice, {
      body: { businessId: w.business.id, frame: 'frame7', frameKind: 'political' },
    });
    expectError(choice, 400, refused);
    expect((await render(w.clients.customer, post.id, { businessId: w.business.id, kind: 'product' })).status).toBe(
      200,
    );
  });

  it('a political business gets the political kind (and, by default, only it)', async () => {
    const w = await greetingsWorld(t);
    const leader = await shopOf(w, 'politician');
    const { subcategory } = await createCategory(t, w.agency);
    const post = await createImagePost(t, { agency: w.agency, imageSubcategoryId: subcategory.id });
    const got = await options(w.clients.customer, leader.id);
    expect(got.frames.map((f) => f.kinds)).toEqual(FRAMES.map(() => ['political']));
    expect(got.choice.kind).toBe('political');
    expect((await render(w.clients.customer, post.id, { businessId: leader.id, kind: 'political' })).status).toBe(200);
    expectError(
      await render(w.clients.customer, post.id, { businessId: leader.id, kind: 'regular' }),
      400,
      GREETING_CATEGORY_MESSAGES.frameKindNotForCategory('regular', 'Politician'),
    );
  });

  it("the agency's choice works both ways, the plan still hides, back to the default with null; another agency's choice does not leak", async () => {
    const w = await greetingsWorld(t);
    await putOnPlan(t, w.business, greetingPlan(-1));
    const leader = await shopOf(w, 'politician');
    const { subcategory } = await createCategory(t, w.agency);
    const post = await createImagePost(t, { agency: w.agency, imageSubcategoryId: subcategory.id });

    const listed = await w.clients.admin.call(endpoints.getCategoryFrameKinds);
    expect(listed.status, listed.text).toBe(200);
    const rows = listed.data(ZCategoryFrameKindsList).list;
    expect(rows.find((r) => r.categoryKey === 'politician')).toEqual({
      categoryKey: 'politician',
      name: 'Politician',
      political: true,
      defaultKinds: ['political'],
      kinds: ['political'],
      overridden: false,
    });
    expect(rows.find((r) => r.categoryKey === 'sweet-shop')).toMatchObject({
      political: false,
      kinds: ['regular', 'product'],
      overridden: false,
    });

    // Another agency gives its sweet shops only the political kind: ours are not touched.
    const theirs = await saveKinds(w.clients.otherAdmin, [{ categoryKey: 'sweet-shop', kinds: ['political'] }]);
    expect(theirs.status, theirs.text).toBe(200);
    expect(await kindsOf(w.clients.customer, w.business.id)).toEqual(['regular', 'product']);

    // Ours: sweet shops get political too, politicians get regular only.
    const saved = await saveKinds(w.clients.admin, [
      { categoryKey: 'sweet-shop', kinds: ['political', 'regular'] },
      { categoryKey: 'politician', kinds: ['regular'] },
    ]);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.data(ZCategoryFrameKindsList).list.find((r) => r.categoryKey === 'sweet-shop')).toMatchObject({
      kinds: ['regular', 'political'],
      overridden: true,
    });
    expect(await kindsOf(w.clients.customer, w.business.id)).toEqual(['regular', 'political']);
    expect((await render(w.clients.customer, post.id, { businessId: w.business.id, kind: 'political' })).status).toBe(
      200,
    );
    expect(await kindsOf(w.clients.customer, leader.id)).toEqual(['regular']);
    expect((await render(w.clients.customer, post.id, { businessId: leader.id, kind: 'political' })).status).toBe(400);

    // The plan still hides: both rules must offer a kind.
    await putOnPlan(t, w.business, greetingPlan(-1), {
      hideRegularFrame: false,
      hideProductFrame: false,
      hidePoliticalFrame: true,
    });
    expect(await kindsOf(w.clients.customer, w.business.id)).toEqual(['regular']);
    expectError(
      await render(w.clients.customer, post.id, { businessId: w.business.id, kind: 'political' }),
      400,
      IMAGE_POST_MESSAGES.frameKindHidden('political'),
    );

    // Back to the default.
    expect((await saveKinds(w.clients.admin, [{ categoryKey: 'politician', kinds: null }])).status).toBe(200);
    expect(await kindsOf(w.clients.customer, leader.id)).toEqual(['political']);
    // The other agency's own list keeps its choice.
    const other = await w.clients.otherAdmin.call(endpoints.getCategoryFrameKinds);
    expect(other.data(ZCategoryFrameKindsList).list.find((r) => r.categoryKey === 'sweet-shop')).toMatchObject({
      kinds: ['political'],
      overridden: true,
    });
  });

  it('refuses an unknown category, no kinds, a category twice (400), a customer and a plain franchisee (403)', async () => {
    const w = await greetingsWorld(t);
    expectError(
      await saveKinds(w.clients.admin, [{ categoryKey: 'spaceships', kinds: ['regular'] }]),
      400,
      GREETING_CATEGORY_MESSAGES.unknownBusinessCategory('spaceships'),
    );
    expect((await saveKinds(w.clients.admin, [{ categoryKey: 'bakery', kinds: [] }])).status).toBe(400);
    expectError(
      await saveKinds(w.clients.admin, [
        { categoryKey: 'bakery', kinds: ['regular'] },
        { categoryKey: 'bakery', kinds: null },
      ]),
      400,
      GREETING_CATEGORY_MESSAGES.duplicateCategory('bakery'),
    );
    expect((await saveKinds(w.clients.customer, [{ categoryKey: 'bakery', kinds: ['regular'] }])).status).toBe(403);
    expect((await saveKinds(w.clients.franchisee, [{ categoryKey: 'bakery', kinds: ['regular'] }])).status).toBe(403);
    expect((await w.clients.customer.call(endpoints.getCategoryFrameKinds)).status).toBe(403);
    expect((await saveKinds(w.clients.allCard, [{ categoryKey: 'bakery', kinds: ['regular'] }])).status).toBe(200);
  });

  it("a greeting video in a kind the business's category does not get is refused (400)", async () => {
    const v = await videosWorld(t);
    await putOnPlan(t, v.business, videoPlan(0, 3));
    const { subcategory } = await createCategory(t, null);
    const post = await createImagePost(t, { agency: null, imageSubcategoryId: subcategory.id, mediaType: 'VIDEO' });
    const res = await v.clients.customer.call(endpoints.createGreetingVideo, {
      body: { businessId: v.business.id, imageId: post.id, kind: 'political' },
    });
    expectError(res, 400, GREETING_CATEGORY_MESSAGES.frameKindNotForCategory('political', 'Sweet Shop'));
  });
});
