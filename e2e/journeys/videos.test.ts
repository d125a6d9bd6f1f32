// In the browser, on a 390×844 phone: the super admin uploads an MP4 as a promotional
// video template (a STORY video with the business name and logo on it), waits for its sample
// preview and publishes it. The demo customer's plan has no promotional videos: the page says so
// with the upgrade; once the agency records a manual purchase of one video, the customer picks
// the new template, makes the video, watches the real progress bar move, plays the result and
// downloads the MP4 (probed: H.264 + AAC at the template's size and length), and finds it in My
// promotional videos. Then a greeting video from /daily-image (the demo's VIDEO post). The
// template grid and the customer's gallery are also kept at 1280×800.

import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import {
  DEFAULT_PROMOTIONAL_VIDEO_PRICE_PAISE,
  ENTITLEMENT_MESSAGES,
  type TImagePost,
  type TUserVideosByBusiness,
} from '@cardora/contract';
import type { Download, Page } from 'playwright-core';
import { test } from '../fixtures';
import { ARTIFACTS_DIR, DESKTOP, getFromPage, openDrawer, PHONE, postFromPage, screenshot, settle } from '../support';
import { isMp4, makeTemplateMp4, playFor, probeMp4, progressSeen, WATCH_PROGRESS } from '../videos-support';

const TEMPLATE = { name: 'Monsoon sale', category: 'Offers', seconds: 6, width: 720, height: 1280 };
/** The template's preview is queued behind the demo's four (rendered at start-up, ~1 min on 2 cores). */
const PREVIEW_TIMEOUT_MS = 180_000;
const RENDER_TIMEOUT_MS = 120_000;
/** Stands in for the share sheet so Share does not fall back to a download (files "can" be shared). */
const STUB_WEB_SHARE = `
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data) => Boolean(data && data.files) });
  Object.defineProperty(navigator, 'share', { configurable: true, value: async () => {} });
`;

interface Me {
  activeBusinessId: string;
  businesses: { businessId: string; businessName: string }[];
}

const me = async (page: Page): Promise<Me> => (await getFromPage(page, '/api/v1/user')).json.data as unknown as Me;

/** Sharma Sweets as the customer's active business (another journey may have switched it). */
async function sharmaSweets(page: Page): Promise<string> {
  const user = await me(page);
  const sweets = user.businesses.find((business) => business.businessName === 'Sharma Sweets');
  assert.ok(sweets, 'the demo customer has Sharma Sweets');
  if (user.activeBusinessId !== sweets.businessId) {
    const { status } = await postFromPage(page, '/api/v1/user/preference', { activeBusinessId: sweets.businessId });
    assert.equal(status, 200);
  }
  return sweets.businessId;
}

/** Clicks `testId` and answers the data of the POST it sends to an address `sentTo` picks; that POST must succeed. */
async function clickForPosted<T>(page: Page, testId: string, sentTo: (url: string) => boolean): Promise<T> {
  const posted = page.waitForResponse((response) => sentTo(response.url()) && response.request().method() === 'POST');
  await page.getByTestId(testId).click();
  const response = await posted;
  assert.equal(response.status(), 200, await response.text());
  return ((await response.json()) as { data: T }).data;
}

async function videosOf(page: Page, businessId: string, kind: 'promotional' | 'greeting') {
  const { status, json } = await getFromPage(
    page,
    `/api/v1/video/user-video/getUserVideosByBusiness?businessId=${businessId}&kind=${kind}`,
  );
  assert.equal(status, 200);
  return json.data as unknown as TUserVideosByBusiness;
}

/** A download saved under test-results/e2e, checked to be an MP4 of a sensible size; its path. */
async function savedMp4(download: Download): Promise<string> {
  const path = `${ARTIFACTS_DIR}/${download.suggestedFilename()}`;
  await download.saveAs(path);
  assert.match(download.suggestedFilename(), /\.mp4$/);
  assert.ok(isMp4(path), `${download.suggestedFilename()} starts with an MP4's ftyp box`);
  const bytes = statSync(path).size;
  // More than a poster, less than WhatsApp Status takes (~16 MB).
  assert.ok(bytes > 50_000 && bytes < 16 * 1024 * 1024, `a sensible size: ${bytes} bytes`);
  return path;
}

/** Waits until the render's progress has either been seen rendering or the video is ready. */
async function renderingOrReady(page: Page, ready: string): Promise<void> {
  await page
    .locator(`[data-testid="video-progress"][data-status="rendering"], ${ready}`)
    .first()
    .waitFor({ timeout: RENDER_TIMEOUT_MS });
}

test.describe('videos', () => {
  let templateId = '';
  let videoNo = 0;

  test('the super admin uploads an MP4 as a template, waits for its sample preview and publishes it', async ({
    signedIn,
  }) => {
    const source = makeTemplateMp4(TEMPLATE.seconds, TEMPLATE.width, TEMPLATE.height);
    const { context, page } = await signedIn('superadmin', PHONE);

    // The admin drawer's entry leads to the page.
    await openDrawer(page);
    await page.getByTestId('drawer').getByTestId('menu-videoTemplateManagement').click();
    await page.waitForURL(/\/panel\/admin\/video-template-management$/);
    await page.getByTestId('video-template-management').waitFor();
    assert.equal(await page.getByTestId('page-title').innerText(), 'Video template management');
    await page.getByTestId('template-row').first().waitFor();

    // Add: the MP4 (read in the page: its size and length), name, category, Story 9:16.
    await page.getByTestId('template-add').click();
    const dialog = page.getByTestId('template-dialog');
    await dialog.waitFor();
    await page.getByTestId('template-video-input').setInputFiles(source);
    await page.getByTestId('template-video').filter({ hasText: '720×1280, 6 s' }).waitFor();
    assert.equal(await page.getByTestId('template-duration').inputValue(), String(TEMPLATE.seconds));
    await page.getByTestId('template-name').fill(TEMPLATE.name);
    await page.getByTestId('template-category').fill(TEMPLATE.category);
    await page.getByTestId('template-kind-story').click();
    assert.equal(await page.getByTestId('template-kind-story').getAttribute('aria-pressed'), 'true');
    // The business name and the logo on the video; the phone (on by default) off.
    assert.equal(await page.getByTestId('slot-businessName-enabled').locator('input').isChecked(), true);
    assert.equal(await page.getByTestId('slot-logo-enabled').locator('input').isChecked(), true);
    await page.getByTestId('slot-phone-enabled').locator('input').uncheck();
    // The form from its top: the video, its name, category and kind.
    await dialog.locator('.MuiDialogContent-root').evaluate((content) => content.scrollTo(0, 0));
    await settle(page);
    await screenshot(page, 'videos-template-form-phone');

    // Save: the upload, then the dialog stays on the template while its preview is made.
    templateId = (
      await clickForPosted<{ id: string }>(page, 'template-save', (url) => url.includes('/api/v1/video/template'))
    ).id;
    const panel = page.getByTestId('template-preview-panel');
    await panel.waitFor();
    // Publishing waits for the preview: nobody publishes what they have not seen.
    if ((await panel.getAttribute('data-preview')) === 'pending') {
      await page.getByTestId('template-preview-pending').getByText('Making the preview…').waitFor();
      assert.equal(await page.getByTestId('template-publish').isDisabled(), true);
    }
    const preview = page.getByTestId('template-preview-video');
    await preview.waitFor({ timeout: PREVIEW_TIMEOUT_MS });
    assert.equal(await panel.getAttribute('data-preview'), 'ready');
    const played = await playFor(preview, 1);
    assert.deepEqual([played.width, played.height], [TEMPLATE.width, TEMPLATE.height]);
    assert.ok(Math.abs(played.duration - TEMPLATE.seconds) < 0.3, `the preview lasts ${played.duration} s`);

    await page.getByTestId('template-publish').click();
    await page.getByText(`${TEMPLATE.name} is published: customers see it now.`).waitFor();
    await panel.getByText('Published', { exact: true }).waitFor();
    await preview.scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'videos-template-published-phone');

    // The grid: the new template, published, with its poster.
    await page.getByTestId('template-dialog-close').click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.locator(`[data-testid="template-row"][data-template-id="${templateId}"]`);
    await row.getByTestId('template-status-chip').filter({ hasText: 'Published' }).waitFor();
    await row.locator('img').waitFor();
    await settle(page);
    await screenshot(page, 'videos-templates-admin-phone');
    await context.close();

    const desktop = await signedIn('superadmin', DESKTOP);
    await desktop.page.goto('/panel/admin/video-template-management');
    const desktopRow = desktop.page.locator(`[data-testid="template-row"][data-template-id="${templateId}"]`);
    await desktopRow.getByTestId('template-preview-chip').filter({ hasText: 'Preview ready' }).waitFor();
    // Every template's preview made (the demo's too), so the grid shows no "Making preview…".
    await desktop.page
      .getByTestId('template-preview-chip')
      .filter({ hasText: 'Making preview…' })
      .first()
      .waitFor({ state: 'detached', timeout: PREVIEW_TIMEOUT_MS });
    await desktop.page.locator('[data-testid="template-row"] img').last().waitFor();
    await settle(desktop.page);
    await screenshot(desktop.page, 'videos-templates-admin-desktop');
    await desktop.context.close();
  });

  test('a customer makes a video from it: refused without videos, then made with a live progress bar, played, downloaded, listed', async ({
    signedIn,
  }) => {
    assert.ok(templateId, 'the first test published a template');
    const { context, page } = await signedIn('customer', PHONE);
    await page.addInitScript(STUB_WEB_SHARE);
    const businessId = await sharmaSweets(page);

    // The plan (Business) has no promotional videos: the page says so, with the upgrade.
    await page.goto(`/panel/customer/video-templates?businessId=${businessId}`);
    await page.getByTestId('video-templates-page').waitFor();
    const refusal = page.getByTestId('video-create-refusal');
    await refusal.waitFor();
    assert.equal(
      await page.getByTestId('video-create-refusal-message').innerText(),
      ENTITLEMENT_MESSAGES.notIncluded('promotionalVideo'),
    );
    await page.getByTestId('video-create-refusal-upgrade').waitFor();
    await settle(page);
    await screenshot(page, 'videos-refused-phone');
    await page.getByTestId('video-create-refusal-upgrade').click();
    await page.getByTestId('upgrade-dialog').waitFor();
    await page.goBack();
    await page.getByTestId('upgrade-dialog').waitFor({ state: 'detached' });

    // The agency sells the business one video and records it as paid in cash.
    const admin = await signedIn('admin', DESKTOP);
    const bought = await postFromPage(admin.page, '/api/v1/video/user-video-payment', {
      businessId,
      quantity: 1,
      isManualUpdate: true,
      paymentMode: 'cash',
      paymentAmount: DEFAULT_PROMOTIONAL_VIDEO_PRICE_PAISE,
    });
    assert.equal(bought.status, 200, JSON.stringify(bought.json));
    assert.equal(bought.json.data.purchasedPromotionalVideos, 1);
    await admin.context.close();

    // Create > Promotional videos: the gallery with the new template and the demo's.
    await page.goto('/panel/customer');
    await page.getByTestId('home-business-name').filter({ hasText: 'Sharma Sweets' }).waitFor();
    await openDrawer(page);
    const drawer = page.getByTestId('drawer');
    await drawer.getByTestId('menu-create').click();
    const entry = drawer.getByTestId('menu-createPromotionalVideo');
    // Once the group has opened: a tap while it grows was seen to land on nothing.
    await drawer
      .locator('.MuiCollapse-entered')
      .filter({ has: page.getByTestId('menu-createPromotionalVideo') })
      .waitFor();
    assert.match((await entry.getAttribute('href')) ?? '', new RegExp(`/video-templates\\?businessId=${businessId}$`));
    await entry.click();
    await page.waitForURL(/\/panel\/customer\/video-templates\?businessId=/);
    await page.getByTestId('video-template-grid').waitFor();
    assert.equal(await page.getByTestId('video-create-refusal').count(), 0);
    assert.equal(await page.getByTestId('video-allowance').innerText(), '1 of 1 video left');
    const names = await page.getByTestId('video-template').locator('h3').allInnerTexts();
    for (const name of [TEMPLATE.name, 'Grand opening', 'Diwali offer', 'Shop showcase', 'Thank you customers'])
      assert.ok(names.includes(name), `${name} is offered (${names.join(', ')})`);
    const tile = page.getByTestId('video-template').filter({ hasText: TEMPLATE.name });
    await tile.locator('img').waitFor();
    // A tap plays its sample preview in place.
    await tile.getByTestId('video-template-preview').click();
    await tile.getByTestId('video-template-playing').waitFor();
    await settle(page);
    await screenshot(page, 'videos-gallery-phone');

    // The editor: prefilled from the business (one profile feeds every output).
    await tile.getByTestId('video-template-pick').click();
    await page.getByTestId('video-editor').waitFor();
    assert.match(page.url(), new RegExp(`templateId=${templateId}`));
    assert.equal(await page.getByTestId('video-business-name').inputValue(), 'Sharma Sweets');
    assert.equal(await page.getByTestId('video-phone').count(), 0, 'the template shows no phone');
    await page.getByTestId('video-logo').locator('img').first().waitFor();
    await settle(page);
    await screenshot(page, 'videos-editor-phone');

    // Make my video: the render job, its progress read live (no reload).
    await page.evaluate(WATCH_PROGRESS);
    videoNo = (
      await clickForPosted<{ videoNo: number }>(page, 'video-create', (url) => url.endsWith('/api/v1/video/user-video'))
    ).videoNo;
    await page.waitForURL(new RegExp(`videoNo=${videoNo}`));
    const made = page.locator(`[data-testid="made-video"][data-video-no="${videoNo}"]`);
    const ready = `[data-testid="made-video"][data-video-no="${videoNo}"][data-render-status="ready"]`;
    await renderingOrReady(page, ready);
    if ((await page.locator(ready).count()) === 0) await screenshot(page, 'videos-progress-phone');
    await page.locator(ready).waitFor({ timeout: RENDER_TIMEOUT_MS });
    const seen = await progressSeen(page);
    console.log(`progress bar states seen: ${JSON.stringify(seen)}`);
    assert.ok(seen.length >= 2, `the bar moved: ${JSON.stringify(seen)}`);
    assert.ok(
      seen.some((entry) => /^rendering \d+ /.test(entry)),
      `a rendering percentage was shown: ${JSON.stringify(seen)}`,
    );
    assert.equal(await page.getByRole('heading', { name: 'Your video is ready' }).count(), 1);

    // It plays in the page: decoded, at the template's size and length.
    const player = made.getByTestId('video-player');
    const played = await playFor(player, 2);
    assert.ok(played.readyState >= 2);
    assert.deepEqual([played.width, played.height], [TEMPLATE.width, TEMPLATE.height]);
    assert.ok(Math.abs(played.duration - TEMPLATE.seconds) < 0.3, `the video lasts ${played.duration} s`);
    await settle(page);
    await screenshot(page, 'videos-ready-phone');

    // Download: the MP4 itself, H.264 + AAC, as long as the template.
    await made.getByTestId('video-share').waitFor();
    const downloading = page.waitForEvent('download');
    await made.getByTestId('video-download').click();
    const path = await savedMp4(await downloading);
    const probe = probeMp4(path);
    assert.deepEqual(probe.video, { codec: 'h264', width: TEMPLATE.width, height: TEMPLATE.height });
    assert.equal(probe.audio?.codec, 'aac');
    assert.ok(Math.abs(probe.durationSec - TEMPLATE.seconds) < 0.3, `the MP4 lasts ${probe.durationSec} s`);

    // My promotional videos lists it, ready, and the allowance is used.
    await page.getByTestId('video-my-videos').click();
    await page.getByTestId('my-videos-page').waitFor();
    const row = page.locator(`[data-testid="my-video"][data-video-no="${videoNo}"]`);
    await row.getByTestId('video-status-chip').filter({ hasText: 'Ready' }).waitFor();
    assert.match(await row.innerText(), new RegExp(TEMPLATE.name));
    await row.getByTestId('my-video-download').waitFor();
    await page.getByTestId('video-create-refusal').waitFor();
    const listed = await videosOf(page, businessId, 'promotional');
    assert.equal(listed.allowance.promotional.used, 1);
    await row.locator('img').waitFor();
    await settle(page);
    await screenshot(page, 'videos-mine-phone');
    await context.close();
  });

  test('a greeting video from /daily-image: the VIDEO post branded, made, played and downloaded', async ({
    signedIn,
  }) => {
    const { page } = await signedIn('customer', PHONE);
    await page.addInitScript(STUB_WEB_SHARE);
    const businessId = await sharmaSweets(page);
    const home = (await getFromPage(page, `/api/v1/image-post/home?businessId=${businessId}`)).json.data as unknown as {
      todays: TImagePost[];
    };
    const post = home.todays.find((item) => item.mediaType === 'VIDEO');
    assert.ok(post, "today's posts include the demo's VIDEO post");
    const before = await videosOf(page, businessId, 'greeting');
    assert.equal(before.allowance.greeting.refusal, null, 'the plan includes greeting videos');

    await page.goto('/panel/customer/daily-image');
    await page.getByTestId('daily-image-page').waitFor();
    await page.getByTestId('greetings-today').locator(`[data-image-id="${post.imageId}"]`).click();
    const viewer = page.getByTestId('greeting-viewer');
    await viewer.waitFor();
    await viewer.getByTestId('greeting-video-stage').locator('img').waitFor();
    assert.equal(
      await viewer.getByTestId('greeting-video-allowance').innerText(),
      `${3 - before.allowance.greeting.usedToday} of 3 greeting videos left today`,
    );
    await settle(page);
    await screenshot(page, 'videos-greeting-before-phone');

    await page.evaluate(WATCH_PROGRESS);
    await viewer.getByTestId('greeting-make-video').click();
    const player = viewer.getByTestId('greeting-video-player');
    await renderingOrReady(page, '[data-testid="greeting-video-player"]');
    if ((await player.count()) === 0) await screenshot(page, 'videos-greeting-progress-phone');
    await player.waitFor({ timeout: RENDER_TIMEOUT_MS });
    const seen = await progressSeen(page);
    console.log(`greeting progress bar states seen: ${JSON.stringify(seen)}`);
    assert.ok(seen.length >= 1, 'the progress bar was shown');

    const played = await playFor(player, 1.5);
    assert.ok(played.readyState >= 2 && played.duration > 1, `the greeting video plays (${played.duration} s)`);
    await settle(page);
    await screenshot(page, 'videos-greeting-ready-phone');

    const downloading = page.waitForEvent('download');
    await viewer.getByTestId('greeting-video-download').click();
    const path = await savedMp4(await downloading);
    assert.equal(probeMp4(path).video?.codec, 'h264');
    const after = await videosOf(page, businessId, 'greeting');
    assert.equal(after.allowance.greeting.usedToday, before.allowance.greeting.usedToday + 1);
  });

  test('desktop: the customer gallery and the made video at 1280×800', async ({ signedIn }) => {
    assert.ok(videoNo, 'the customer made a video');
    const { page } = await signedIn('customer', DESKTOP);
    const businessId = await sharmaSweets(page);
    await page.goto(`/panel/customer/video-templates?businessId=${businessId}`);
    await page.getByTestId('video-template-grid').waitFor();
    await page.getByTestId('video-template').filter({ hasText: TEMPLATE.name }).locator('img').waitFor();
    await settle(page);
    await screenshot(page, 'videos-gallery-desktop');

    await page.goto(`/panel/customer/video-templates?businessId=${businessId}&videoNo=${videoNo}`);
    const player = page.getByTestId('video-player');
    await player.waitFor();
    await playFor(player, 2);
    await settle(page);
    await screenshot(page, 'videos-ready-desktop');
  });
});
