// Text layers: one post, every language (docs/product-rules.md#greetings-text-layers). Saving
// and checking the layers, who may, the branded render in the customer's card language (its key
// naming the language), the preview per language, the admin's exact preview, and posts without
// layers going exactly as before.
import { readdir } from 'node:fs/promises';
import {
  endpoints,
  IMAGE_POST_LANGUAGES,
  type ImagePostLanguage,
  TEXT_LAYER_MESSAGES,
  type TTextLayerInput,
  ZGreetingOptions,
  ZImagePost,
  ZImagePostList,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeArtWithText, renderPostText } from '#cards';
import { cards, imagePosts } from '#db/schema';
import {
  createCategory,
  createImagePost,
  type GreetingsWorld,
  greetingPlan,
  greetingsWorld,
  imageBytes,
  postForm,
  putOnPlan,
  waitForPost,
} from '#test/factories/image-posts';
import { EVERY_LANGUAGE, headlineLayer } from '#test/factories/text-layers';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { createBusiness, createCard, createCustomer } from '#test/support/factories';
import { renderKey } from './greetings';
import { layersIn } from './text-layer-checks';

const t = testAppPerFile();

const layersPath = (imageId: string) => endpoints.saveImagePostTextLayers.path.replace('{imageId}', imageId);
const previewPath = (imageId: string) => endpoints.getImagePostPreview.path.replace('{imageId}', imageId);
const renderPath = (imageId: string) => endpoints.renderImagePost.path.replace('{imageId}', imageId);

function saveLayers(client: TestClient, imageId: string, textLayers: unknown) {
  return client.request('PUT', layersPath(imageId), { body: { textLayers } });
}

async function ownPost(
  w: GreetingsWorld,
  options: { language?: ImagePostLanguage; mediaType?: 'IMAGE' | 'VIDEO' } = {},
) {
  const { subcategory } = await createCategory(t, w.agency);
  return createImagePost(t, { agency: w.agency, imageSubcategoryId: subcategory.id, ...options });
}

async function setCardLanguage(businessId: string, language: string) {
  const [card] = await t.db.select().from(cards).where(eq(cards.businessId, businessId));
  if (!card) throw new Error('card');
  // The card's language is the owner's choice (its settings); written here directly, as the
  // card languages grow to the post languages.
  await t.db
    .update(cards)
    .set({ sections: { ...card.sections, settings: { ...card.sections.settings, language: language as 'en' } } })
    .where(eq(cards.businessId, businessId));
}

/** Mean absolute difference of two same-size images' greys inside a box (0..255). */
async function boxDifference(a: Buffer, b: Buffer, box: { left: number; top: number; width: number; height: number }) {
  const grey = (image: Buffer) => sharp(image).extract(box).greyscale().raw().toBuffer();
  const [x, y] = await Promise.all([grey(a), grey(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs((x[i] ?? 0) - (y[i] ?? 0));
  return sum / x.length;
}

describe('saving text layers (PUT /image-post/{imageId}/text-layers)', () => {
  let w: GreetingsWorld;
  beforeAll(async () => {
    w = await greetingsWorld(t);
  });

  it('keeps up to three layers with their texts per language; the lists show them; an empty list removes them', async () => {
    const post = await ownPost(w);
    const layers = [
      headlineLayer(EVERY_LANGUAGE),
      {
        role: 'line',
        box: { x: 0.1, y: 0.33, width: 0.8, height: 0.1 },
        texts: { en: 'Have a lovely day', ta: 'இனிய நாள்' },
        band: '#1a1a1a',
      },
      {
        role: 'smallPrint',
        box: { x: 0.1, y: 0.45, width: 0.5, height: 0.05 },
        texts: { hi: '  शुभ   दिन ' },
        color: '#ffee00',
      },
    ];
    const res = await saveLayers(w.clients.admin, post.id, layers);
    expect(res.status, res.text).toBe(200);
    const saved = res.data(ZImagePost).textLayers ?? [];
    expect(saved).toHaveLength(3);
    expect(Object.keys(saved[0]?.texts ?? {}).sort()).toEqual([...IMAGE_POST_LANGUAGES].sort());
    // Defaults filled in; whitespace made single spaces.
    expect(saved[0]).toMatchObject({
      align: 'center',
      verticalAlign: 'middle',
      color: '#ffffff',
      weight: 'bold',
      band: null,
    });
    expect(saved[2]?.texts).toEqual({ hi: 'शुभ दिन' });
    const list = await w.clients.admin.call(endpoints.listImagePosts, { query: { owner: 'own', pageSize: '100' } });
    expect(list.data(ZImagePostList).list.find((p) => p.imageId === post.id)?.textLayers).toHaveLength(3);
    // The preview is made again, with the text of the post's own language.
    expect((await waitForPost(t, post.id, (row) => row.previewStatus === 'ready')).textLayers).toHaveLength(3);

    const cleared = await saveLayers(w.clients.admin, post.id, []);
    expect(cleared.data(ZImagePost).textLayers).toBeNull();
    const [row] = await t.db.select().from(imagePosts).where(eq(imagePosts.id, post.id));
    expect(row?.textLayers).toBeNull();
  });

  // The contract's checks name the field down to the layer (textLayers.1.box); the renderer's
  // checks say which layer in the message.
  it.each<[string, unknown, string, string]>([
    ['a fourth layer', [1, 2, 3, 4].map(() => headlineLayer({ en: 'Hi' })), 'textLayers', TEXT_LAYER_MESSAGES.tooMany],
    [
      'a box leaving the picture',
      [headlineLayer({ en: 'Hi' }), headlineLayer({ en: 'Hi' }, { x: 0.5, y: 0.1, width: 0.6, height: 0.1 })],
      'textLayers.1.box',
      TEXT_LAYER_MESSAGES.boxOutside,
    ],
    [
      'a box too small for text',
      [headlineLayer({ en: 'Hi' }, { x: 0.5, y: 0.1, width: 0.01, height: 0.1 })],
      'textLayers.0.box.width',
      TEXT_LAYER_MESSAGES.boxTooSmall,
    ],
    [
      'a text over 120 characters',
      [headlineLayer({ en: 'a'.repeat(121) })],
      'textLayers.0.texts.en',
      TEXT_LAYER_MESSAGES.textTooLong,
    ],
    ['no language', [headlineLayer({ en: '   ' })], 'textLayers.0.texts', TEXT_LAYER_MESSAGES.noLanguage],
    [
      'a language no post has',
      [headlineLayer({ fr: 'Bonjour' } as never)],
      'textLayers.0.texts',
      TEXT_LAYER_MESSAGES.unknownLanguage,
    ],
    [
      'a script no shipped font draws',
      [headlineLayer({ en: 'Hello', hi: 'नमस्ते 你好' })],
      'textLayers',
      TEXT_LAYER_MESSAGES.ofLayer(0, TEXT_LAYER_MESSAGES.notDrawable('Hindi', 'U+4F60, U+597D')),
    ],
    [
      'a text too long for its box even at the smallest size',
      [headlineLayer({ ta: 'காலை வணக்கம் '.repeat(9).trim() }, { x: 0.1, y: 0.1, width: 0.05, height: 0.04 })],
      'textLayers',
      TEXT_LAYER_MESSAGES.ofLayer(0, TEXT_LAYER_MESSAGES.doesNotFit('Tamil')),
    ],
  ])('refuses %s with a clear 400, and nothing changes', async (_name, layers, field, message) => {
    const post = await ownPost(w);
    const res = await saveLayers(w.clients.admin, post.id, layers);
    expect(res.status, res.text).toBe(400);
    expect(res.error().message).toBe(message);
    expect(res.error().fields?.[field]).toBe(message);
    const [row] = await t.db.select().from(imagePosts).where(eq(imagePosts.id, post.id));
    expect(row?.textLayers).toBeNull();
  });

  it('a video post takes no layers (400)', async () => {
    const video = await ownPost(w, { mediaType: 'VIDEO' });
    const res = await saveLayers(w.clients.admin, video.id, [headlineLayer({ en: 'Hi' })]);
    expect(res.status).toBe(400);
    expect(res.error().message).toBe(TEXT_LAYER_MESSAGES.videoPost);
  });

  it("another agency's post is 404; the platform's is read-only (400); a creator, a customer and a plain franchisee are refused (403)", async () => {
    const theirs = await createImagePost(t, {
      agency: w.other,
      imageSubcategoryId: (await createCategory(t, w.other)).subcategory.id,
    });
    const platform = await createImagePost(t, {
      agency: null,
      imageSubcategoryId: (await createCategory(t, null)).subcategory.id,
    });
    const layers = [headlineLayer({ en: 'Hi' })];
    expect((await saveLayers(w.clients.admin, theirs.id, layers)).status).toBe(404);
    expect((await saveLayers(w.clients.admin, platform.id, layers)).status).toBe(400);
    const ours = await ownPost(w);
    for (const client of [w.clients.creator, w.clients.customer, w.clients.franchisee]) {
      expect((await saveLayers(client, ours.id, layers)).status).toBe(403);
    }
    expect((await saveLayers(w.clients.allCard, ours.id, layers)).status).toBe(200);
    const preview = (client: TestClient, imageId: string) =>
      client.call(endpoints.previewImagePostText, { body: { imageId, language: 'en', textLayers: layers } });
    expect((await preview(w.clients.admin, theirs.id)).status).toBe(404);
    expect((await preview(w.clients.creator, ours.id)).status).toBe(403);
    expect((await preview(w.clients.customer, ours.id)).status).toBe(403);
  });
});

describe('text layers in the upload form (POST /image-post)', () => {
  it('a new post takes its layers as JSON; an edit without the field keeps them; bad JSON is a 400 naming the field', async () => {
    const w = await greetingsWorld(t);
    const { subcategory } = await createCategory(t, w.agency);
    const file = {
      filename: 'art.png',
      contentType: 'image/png',
      bytes: await imageBytes({ width: 400, height: 400 }),
    };
    const created = await postForm(
      w.clients.admin,
      endpoints.createImagePost.path,
      { imageSubcategoryId: subcategory.id, textLayers: JSON.stringify([headlineLayer(EVERY_LANGUAGE)]) },
      [file],
    );
    expect(created.status, created.text).toBe(200);
    const post = created.data(ZImagePost);
    expect(post.textLayers?.[0]?.texts.ta).toBe(EVERY_LANGUAGE.ta);
    const edited = await postForm(
      w.clients.admin,
      endpoints.createImagePost.path,
      { imageId: post.imageId, imageSubcategoryId: subcategory.id, title: 'Good morning' },
      [],
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.data(ZImagePost).textLayers).toHaveLength(1);
    const bad = await postForm(
      w.clients.admin,
      endpoints.createImagePost.path,
      { imageId: post.imageId, imageSubcategoryId: subcategory.id, textLayers: '[{' },
      [],
    );
    expect(bad.status).toBe(400);
    expect(bad.error()).toMatchObject({
      message: TEXT_LAYER_MESSAGES.notJson,
      fields: { textLayers: TEXT_LAYER_MESSAGES.notJson },
    });
    const outside = await postForm(
      w.clients.admin,
      endpoints.createImagePost.path,
      {
        imageId: post.imageId,
        imageSubcategoryId: subcategory.id,
        textLayers: JSON.stringify([headlineLayer({ en: 'Hi' }, { x: 0.9, y: 0.9, width: 0.5, height: 0.5 })]),
      },
      [],
    );
    expect(outside.status).toBe(400);
    expect(outside.error().message).toBe(TEXT_LAYER_MESSAGES.ofLayer(0, TEXT_LAYER_MESSAGES.boxOutside));
  });
});

describe('the branded render of a text-layer post', () => {
  it("draws the customer's card language (Tamil for a Tamil card), under a key naming it; another language, another key and other pixels", async () => {
    const w = await greetingsWorld(t);
    await putOnPlan(t, w.business, greetingPlan(-1));
    const post = await ownPost(w, { language: 'hi' });
    const layers = [headlineLayer(EVERY_LANGUAGE)];
    expect((await saveLayers(w.clients.admin, post.id, layers)).status).toBe(200);
    const [row] = await t.db.select().from(imagePosts).where(eq(imagePosts.id, post.id));
    if (!row?.textLayers) throw new Error('layers not kept');
    const keys = async () =>
      (await readdir(`${t.uploadsDir}/greetings/${w.agency.id}/${w.business.id}/${post.id}`)).sort();
    const renderOnce = async () => {
      const res = await w.clients.customer.get(renderPath(post.id), { query: { businessId: w.business.id } });
      expect(res.status, res.text.slice(0, 300)).toBe(200);
      return res.bytes;
    };

    await setCardLanguage(w.business.id, 'ta');
    const tamil = await renderOnce();
    const [tamilKey] = await keys();
    expect(tamilKey).toMatch(/^[0-9a-f]{16}-frame7-regular-ta-[0-9a-f]{10}\.jpg$/);

    // What the Tamil and the English text look like over the art, without the frame.
    const art = (await t.storage.get(row.storageKey))?.body;
    if (!art) throw new Error('art');
    const drawn = async (language: ImagePostLanguage) =>
      composeArtWithText(
        art,
        'SQUARE',
        (await renderPostText({ layout: 'SQUARE', layers: layersIn(row.textLayers ?? [], language) })).png,
      );
    const [expectedTamil, expectedEnglish] = await Promise.all([drawn('ta'), drawn('en')]);
    // The headline's box: the poster's text area, which frames leave free.
    const box = { left: 108, top: 108, width: 864, height: 237 };
    const toTamil = await boxDifference(tamil, expectedTamil, box);
    const toEnglish = await boxDifference(tamil, expectedEnglish, box);
    expect(toTamil).toBeLessThan(4);
    expect(toEnglish).toBeGreaterThan(toTamil * 3);

    await setCardLanguage(w.business.id, 'en');
    const english = await renderOnce();
    expect(await keys()).toHaveLength(2);
    expect((await keys()).some((name) => /-regular-en-/.test(name))).toBe(true);
    expect(await boxDifference(english, expectedEnglish, box)).toBeLessThan(4);
    // Served from storage again: no third file.
    await renderOnce();
    expect(await keys()).toHaveLength(2);
  });

  it('a language no layer has falls back to the post language, then English, then the first written', async () => {
    const w = await greetingsWorld(t);
    await putOnPlan(t, w.business, greetingPlan(-1));
    const name = async (texts: Partial<Record<ImagePostLanguage, string>>, postLanguage: ImagePostLanguage) => {
      const post = await ownPost(w, { language: postLanguage });
      expect((await saveLayers(w.clients.admin, post.id, [headlineLayer(texts)])).status).toBe(200);
      const res = await w.clients.customer.get(renderPath(post.id), { query: { businessId: w.business.id } });
      expect(res.status).toBe(200);
      const [file] = await readdir(`${t.uploadsDir}/greetings/${w.agency.id}/${w.business.id}/${post.id}`);
      return file?.split('-')[3];
    };
    await setCardLanguage(w.business.id, 'kn');
    expect(await name({ kn: EVERY_LANGUAGE.kn, hi: EVERY_LANGUAGE.hi }, 'hi')).toBe('kn');
    expect(await name({ gu: EVERY_LANGUAGE.gu, hi: EVERY_LANGUAGE.hi, en: 'Hi' }, 'hi')).toBe('hi');
    expect(await name({ gu: EVERY_LANGUAGE.gu, en: 'Hi' }, 'hi')).toBe('en');
    expect(await name({ or: EVERY_LANGUAGE.or, bn: EVERY_LANGUAGE.bn }, 'hi')).toBe('bn');
  });

  it("the greeting language the customer chose wins over the card's; null goes back to the card's", async () => {
    const w = await greetingsWorld(t);
    await putOnPlan(t, w.business, greetingPlan(-1));
    const post = await ownPost(w, { language: 'hi' });
    const layers = [headlineLayer({ en: 'Good Morning', hi: EVERY_LANGUAGE.hi, ta: EVERY_LANGUAGE.ta })];
    expect((await saveLayers(w.clients.admin, post.id, layers)).status).toBe(200);
    await setCardLanguage(w.business.id, 'hi');
    const choose = async (language: 'ta' | null) => {
      const res = await w.clients.customer.call(endpoints.saveGreetingFrameChoice, {
        body: { businessId: w.business.id, frame: 'frame7', frameKind: 'regular', language },
      });
      expect(res.status, res.text).toBe(200);
      return res.data(ZGreetingOptions).language;
    };
    const keys = async () => readdir(`${t.uploadsDir}/greetings/${w.agency.id}/${w.business.id}/${post.id}`);
    expect(await choose('ta')).toBe('ta');
    expect((await w.clients.customer.get(renderPath(post.id), { query: { businessId: w.business.id } })).status).toBe(
      200,
    );
    expect(await keys()).toEqual([expect.stringMatching(/-frame7-regular-ta-[0-9a-f]+\.jpg$/)]);
    // A frame change that names no language keeps it.
    const kept = await w.clients.customer.call(endpoints.saveGreetingFrameChoice, {
      body: { businessId: w.business.id, frame: 'frame2', frameKind: 'regular' },
    });
    expect(kept.data(ZGreetingOptions).language).toBe('ta');
    expect(await choose(null)).toBeNull();
    await w.clients.customer.get(renderPath(post.id), { query: { businessId: w.business.id, frame: 'frame7' } });
    expect((await keys()).some((key) => /-frame7-regular-hi-/.test(key))).toBe(true);
    const refused = await w.clients.customer.call(endpoints.saveGreetingFrameChoice, {
      body: { businessId: w.business.id, frame: 'frame7', frameKind: 'regular', language: 'xx' as 'ta' },
    });
    expect(refused.status).toBe(400);
  });

  it('a post without layers keeps exactly the key it always had', async () => {
    const w = await greetingsWorld(t);
    await putOnPlan(t, w.business, greetingPlan(-1));
    const post = await ownPost(w);
    await setCardLanguage(w.business.id, 'ta');
    const res = await w.clients.customer.get(renderPath(post.id), { query: { businessId: w.business.id } });
    expect(res.status).toBe(200);
    const files = await readdir(`${t.uploadsDir}/greetings/${w.agency.id}/${w.business.id}/${post.id}`);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{16}-frame7-regular\.jpg$/);
    expect(renderKey('a', 'b', 'c', 'v', { frame: 'frame2', kind: 'product' })).toBe(
      'greetings/a/b/c/v-frame2-product.jpg',
    );
    expect(renderKey('a', 'b', 'c', 'v', { frame: 'frame2', kind: 'product' }, { language: 'ta', version: 'x1' })).toBe(
      'greetings/a/b/c/v-frame2-product-ta-x1.jpg',
    );
  });
});

describe('the preview per language (GET /image-post/{imageId}/preview)', () => {
  it("answers the watermarked preview in the language asked for, else the card's, kept in storage per language", async () => {
    const w = await greetingsWorld(t);
    const post = await ownPost(w, { language: 'hi' });
    expect((await saveLayers(w.clients.admin, post.id, [headlineLayer(EVERY_LANGUAGE)])).status).toBe(200);
    const get = (query: Record<string, string>) => w.clients.customer.get(previewPath(post.id), { query });
    const tamil = await get({ language: 'ta' });
    expect(tamil.status, tamil.text.slice(0, 300)).toBe(200);
    expect(tamil.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(tamil.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 360, height: 360 });
    expect(tamil.headers['content-disposition']).toMatch(/-ta\.jpg"$/);
    const hindi = await get({});
    expect(hindi.headers['content-disposition']).toMatch(/-hi\.jpg"$/);
    expect(hindi.bytes.equals(tamil.bytes)).toBe(false);
    await setCardLanguage(w.business.id, 'ta');
    const byCard = await get({ businessId: w.business.id });
    expect(byCard.bytes.equals(tamil.bytes)).toBe(true);
    const dir = `${t.uploadsDir}/image-posts/${w.agency.id}`;
    const kept = (await readdir(dir)).filter((name) => /-preview-(ta|hi)-/.test(name));
    expect(kept).toHaveLength(2);

    // Another agency's post is 404; a business the customer does not reach is 404.
    const theirs = await createImagePost(t, {
      agency: w.other,
      imageSubcategoryId: (await createCategory(t, w.other)).subcategory.id,
    });
    expect((await w.clients.customer.get(previewPath(theirs.id))).status).toBe(404);
    const stranger = await createBusiness({ user: await createCustomer({ agency: w.agency }) });
    await createCard({ business: stranger });
    expect((await get({ businessId: stranger.id })).status).toBe(404);
  });

  it('a post without layers answers its one preview once made (409 before)', async () => {
    const w = await greetingsWorld(t);
    const post = await ownPost(w);
    const before = await w.clients.customer.get(previewPath(post.id), { query: { language: 'ta' } });
    expect(before.status).toBe(409);
    const regenerate = await w.clients.admin.call(endpoints.generateLowQualityImagePost, {
      body: { imageIds: [post.id] },
    });
    expect(regenerate.status).toBe(200);
    const row = await waitForPost(t, post.id, (r) => r.previewStatus === 'ready');
    const after = await w.clients.customer.get(previewPath(post.id), { query: { language: 'ta' } });
    expect(after.status).toBe(200);
    expect(after.bytes.equals((await t.storage.get(row.previewKey ?? ''))?.body ?? Buffer.alloc(0))).toBe(true);
  });
});

describe("the admin's exact preview (POST /image-post/text-preview)", () => {
  it('answers the art with the layers in one language as a 1080 px JPEG; another language, other pixels; nothing saved', async () => {
    const w = await greetingsWorld(t);
    const post = await ownPost(w);
    const layers: TTextLayerInput[] = [headlineLayer(EVERY_LANGUAGE)];
    const preview = (language: ImagePostLanguage, layout?: 'STORY') =>
      w.clients.admin.call(endpoints.previewImagePostText, {
        body: { imageId: post.id, language, textLayers: layers, ...(layout ? { layout } : {}) },
      });
    const ml = await preview('ml');
    expect(ml.status, ml.text.slice(0, 300)).toBe(200);
    expect(await sharp(ml.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1080, height: 1080 });
    const or = await preview('or');
    const box = { left: 108, top: 108, width: 864, height: 237 };
    expect(await boxDifference(ml.bytes, or.bytes, box)).toBeGreaterThan(2);
    expect(await sharp((await preview('en', 'STORY')).bytes).metadata()).toMatchObject({ width: 1080, height: 1920 });
    const [row] = await t.db.select().from(imagePosts).where(eq(imagePosts.id, post.id));
    expect(row?.textLayers).toBeNull();
    const refused = await w.clients.admin.call(endpoints.previewImagePostText, {
      body: { imageId: post.id, language: 'en', textLayers: [headlineLayer({ en: 'Hi 你' })] },
    });
    expect(refused.status).toBe(400);
  });
});
