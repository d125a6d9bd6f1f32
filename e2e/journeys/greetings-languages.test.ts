// In the browser: one post, every language (docs/product-rules.md#greetings-text-layers). The
// Demo Agency's content admin uploads text-free art scheduled to the next festival
// (docs/product-rules.md#festival-calendar), writes its headline in English, Hindi and Tamil in
// the text-layer editor and checks the exact preview; then, on phones, a Hindi customer (Aarav,
// Sharma Sweets) and a new Tamil customer each open the post, choose their language and download
// it. Each download's headline is compared with the server's exact preview in that language
// and in the other. Screenshots: the editor (1280×800), the viewers (390×844).

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import {
  type TFestivalCalendar,
  type TFestivalCalendarEntry,
  type TImagePost,
  type TSubscriptionPlan,
  ZBusiness,
  ZSubscriptionPlanList,
} from '@cardora/contract';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { test } from '../fixtures';
import { istToday, pickOption, settledUploads } from '../greetings-support';
import {
  apiAs,
  DESKTOP,
  freshIndianPhone,
  getFromPage,
  PHONE,
  postFromPage,
  recordManualPayment,
  screenshot,
  settle,
  signUpByApi,
} from '../support';

const run = Date.now().toString(36);
const TITLE = `Festival words ${run}`;
const HEADLINE = {
  en: 'Festival greetings',
  hi: 'पर्व की हार्दिक शुभकामनाएँ',
  ta: 'பண்டிகை நல்வாழ்த்துகள்',
} as const;

/** Text-free art: a warm gradient with soft circles, nothing written on it. */
async function textFreeArt(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b0764"/><stop offset="1" stop-color="#c2410c"/></linearGradient></defs>
    <rect width="1080" height="1080" fill="url(#g)"/>
    <circle cx="180" cy="760" r="120" fill="#fbbf24" opacity="0.35"/>
    <circle cx="860" cy="820" r="160" fill="#f472b6" opacity="0.25"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Shared by the tests of this file (one worker runs them in order). */
const made: { imageId?: string; festival?: TFestivalCalendarEntry; previews?: Record<'hi' | 'ta', Buffer> } = {};

/** Mean absolute difference (0–255) of two JPEGs over a box given as fractions of the canvas. */
async function boxDifference(a: Buffer, b: Buffer, box: { x: number; y: number; width: number; height: number }) {
  const region = { left: Math.round(box.x * 1080), top: Math.round(box.y * 1080) };
  const size = { width: Math.round(box.width * 1080), height: Math.round(box.height * 1080) };
  const raw = (jpeg: Buffer) =>
    sharp(jpeg)
      .resize(1080, 1080)
      .extract({ ...region, ...size })
      .greyscale()
      .raw()
      .toBuffer();
  const [pa, pb] = await Promise.all([raw(a), raw(b)]);
  let sum = 0;
  for (let i = 0; i < pa.length; i++) sum += Math.abs((pa[i] ?? 0) - (pb[i] ?? 0));
  return sum / pa.length;
}

/** Opens the post in the customer's viewer, chooses `language` and downloads the greeting. */
async function downloadIn(page: Page, imageId: string, languageName: RegExp): Promise<Buffer> {
  await page.goto(`/panel/customer/daily-image?post=${imageId}`);
  await page.getByTestId('greeting-viewer').waitFor();
  // The first image (the card's language) is drawn before the choice…
  await page.getByTestId('greeting-image').waitFor({ timeout: 30_000 });
  const kept = page.waitForResponse(
    (response) => response.url().includes('/api/v1/image-post/frame-choice') && response.status() === 200,
  );
  const redrawn = page.waitForResponse(
    (response) => response.url().includes(`/api/v1/image-post/${imageId}/render`) && response.status() === 200,
    { timeout: 30_000 },
  );
  await page.getByTestId('greeting-language').locator('xpath=..').getByRole('combobox').click();
  await page.getByRole('listbox').getByRole('option', { name: languageName }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  // …and drawn again once the choice is kept on the business: that one is downloaded.
  await kept;
  await redrawn;
  await page.getByTestId('greeting-image').waitFor();
  const downloaded = page.waitForEvent('download');
  await page.getByTestId('greeting-download').click();
  return readFile(await (await downloaded).path());
}

test.describe('One post, every language', () => {
  test('the content admin makes a text-layer post for the next festival in the editor', async ({ signedIn }) => {
    const { context, page } = await signedIn('admin', DESKTOP);
    const origin = new URL(page.url()).origin;
    const api = await apiAs(context, origin);
    // The next all-India festival (a regional one would not show to every customer).
    const calendar = await api.get<TFestivalCalendar>('/festivals');
    const festival = calendar.festivals.find((entry) => entry.states.length === 0 && entry.date > istToday());
    assert.ok(festival, 'a festival in the next 90 days');
    made.festival = festival;

    await page.goto('/panel/admin/image-posts-management');
    await page.getByTestId('greetings-admin-page').waitFor({ timeout: 20_000 });
    await page.getByTestId('upload-open').click();
    const dialog = page.getByTestId('upload-dialog');
    await dialog
      .getByTestId('upload-input')
      .setInputFiles([{ name: 'festival-art.jpg', mimeType: 'image/jpeg', buffer: await textFreeArt() }]);
    await pickOption(dialog, 'upload-category', 'Demo Agency Specials');
    await pickOption(dialog, 'upload-subcategory', 'Weekend Offers');
    await dialog.getByTestId('upload-on-festival').click();
    await dialog.getByTestId('upload-festival').fill(festival.name);
    await page
      .getByRole('option', { name: new RegExp(`^${festival.name}`) })
      .first()
      .click();
    await dialog.getByTestId('upload-title').fill(TITLE);
    await dialog.getByTestId('upload-submit').click();
    assert.deepEqual(await settledUploads(page), { 'festival-art.jpg': 'done' });
    await dialog.getByTestId('upload-close').click();

    const posts = await api.get<{ list: TImagePost[] }>(`/image-post?search=${encodeURIComponent(TITLE)}`);
    const post = posts.list.find((p) => p.title === TITLE);
    assert.ok(post, 'the post was made');
    assert.equal(post.festivalKey, festival.key);
    assert.equal(post.date, null);
    made.imageId = post.imageId;

    // The editor: one headline, written in three languages, the exact preview in Tamil.
    const row = page.getByTestId('post-row').filter({ hasText: TITLE }).first();
    await row.getByTestId('post-edit').click();
    await page.getByTestId('edit-text-layers').click();
    const editor = page.getByTestId('text-layers-dialog');
    await editor.waitFor();
    await editor.getByTestId('text-layer-add').first().click();
    for (const language of ['en', 'hi', 'ta'] as const) {
      await editor.getByTestId(`text-layer-language-${language}`).click();
      await editor.getByTestId('text-layer-text-0').fill(HEADLINE[language]);
    }
    await editor.getByTestId('text-layers-exact-preview').click();
    await page.waitForFunction(() => {
      const img = document.querySelector('[data-testid="text-layers-exact-image"]');
      return img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0;
    });
    await settle(page);
    await screenshot(page, 'greetings-text-layers-editor-desktop');
    await editor.getByTestId('text-layers-save').click();
    await editor.waitFor({ state: 'detached' });

    const saved = (await api.get<TImagePost[]>(`/image-post/ids?imageIds=${post.imageId}`))[0];
    assert.ok(saved?.textLayers?.[0], 'the layer was saved');
    assert.deepEqual(saved.textLayers[0].texts, HEADLINE);
    // The server's exact drawing in each language: what the customers' downloads are checked against.
    const exact = async (language: 'hi' | 'ta') => {
      const response = await context.request.post(`${origin}/api/v1/image-post/text-preview`, {
        data: { imageId: post.imageId, language, textLayers: saved.textLayers },
        headers: {
          'x-csrf-token': decodeURIComponent(
            (await context.cookies(origin)).find((c) => c.name === 'cardora_csrf')?.value ?? '',
          ),
        },
      });
      assert.equal(response.status(), 200, await response.text());
      return Buffer.from(await response.body());
    };
    made.previews = { hi: await exact('hi'), ta: await exact('ta') };
    await context.close();
  });

  test('a Hindi customer and a Tamil customer each download it in their language', async ({ signedIn, open }) => {
    const { imageId, previews } = made;
    assert.ok(imageId && previews, 'the post of the first test');
    const box = await (async () => {
      const admin = await signedIn('admin', DESKTOP);
      const api = await apiAs(admin.context, new URL(admin.page.url()).origin);
      const [post] = await api.get<TImagePost[]>(`/image-post/ids?imageIds=${imageId}`);
      const plans = ZSubscriptionPlanList.parse(await api.get('/business/subscription-plan')).list;
      await admin.context.close();
      assert.ok(post?.textLayers?.[0]);
      return { box: post.textLayers[0].box, plans };
    })();

    // Aarav (Sharma Sweets) reads his greetings in Hindi.
    const hindi = await signedIn('customer', PHONE);
    const hindiJpeg = await downloadIn(hindi.page, imageId, /हिन्दी/);
    await settle(hindi.page);
    await screenshot(hindi.page, 'greetings-language-hindi-phone');
    await hindi.context.close();

    // A new customer: a shop with a card and a plan with greetings, reading them in Tamil.
    const tamil = await open(PHONE);
    await signUpByApi(tamil.page, { phone: freshIndianPhone() }, 'tamil-shop-pass-1');
    const created = await postFromPage(tamil.page, '/api/v1/business', {
      businessName: `Chennai Silks ${run}`,
      category: 'boutique',
    });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    const businessId = ZBusiness.parse(created.json.data).businessId;
    const card = await postFromPage(tamil.page, '/api/v1/updateCardBasicDetails', {
      businessId,
      basicDetails: { name: 'Meena Sundaram', companyName: `Chennai Silks ${run}`, phoneNumbers: ['+919840012345'] },
    });
    assert.equal(card.status, 200, JSON.stringify(card.json));
    await postFromPage(tamil.page, '/api/v1/user/preference', { activeBusinessId: businessId });
    const admin = await signedIn('admin', DESKTOP);
    const plan = box.plans.find((p: TSubscriptionPlan) => p.greetingImagesIncluded);
    assert.ok(plan, 'a plan with greeting images');
    await recordManualPayment(admin.page, businessId, plan);
    await admin.context.close();
    const tamilJpeg = await downloadIn(tamil.page, imageId, /தமிழ்/);
    await settle(tamil.page);
    await screenshot(tamil.page, 'greetings-language-tamil-phone');

    // Each download's headline is the server's drawing in its own language, not the other's.
    const area = box.box;
    const hindiToHindi = await boxDifference(hindiJpeg, previews.hi, area);
    const hindiToTamil = await boxDifference(hindiJpeg, previews.ta, area);
    const tamilToTamil = await boxDifference(tamilJpeg, previews.ta, area);
    const tamilToHindi = await boxDifference(tamilJpeg, previews.hi, area);
    assert.ok(hindiToHindi * 2 < hindiToTamil, `Hindi download: ${hindiToHindi} to Hindi, ${hindiToTamil} to Tamil`);
    assert.ok(tamilToTamil * 2 < tamilToHindi, `Tamil download: ${tamilToTamil} to Tamil, ${tamilToHindi} to Hindi`);
    // The page agrees with what was chosen.
    const options = await getFromPage(tamil.page, `/api/v1/image-post/greeting-options?businessId=${businessId}`);
    assert.equal(options.json.data.language, 'ta');
  });
});
