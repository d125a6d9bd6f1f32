// In the browser: the customer's greetings on a 390×844 phone. Today's
// post comes first on /daily-image (reached from the drawer's Create > Greeting images), the
// festival calendar follows; a post opens branded with the business, a frame is picked and
// remembered, the JPEG is downloaded (1080×1080, named after the business and the post) and
// shared through the Web Share API with the file (the browser's API, stubbed to capture it).
// Over the daily limit the render's refusal is shown with the upgrade path and never signs the
// customer out; a business without greetings in its plan meets the upgrade screen. The page
// and the viewer are kept as screenshots at phone and desktop size; a visit from a shared greeting
// shows on the home and on Insights.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { IMAGE_POST_MESSAGES } from '@cardora/contract';
import type { Page } from 'playwright-core';
import { test } from '../fixtures';
import { DEMO_LIBRARY, jpegSize, seedGreetingLibrary } from '../greetings-customer-support';
import {
  CUSTOMER_HOME,
  DEMO,
  DESKTOP,
  demoPage,
  openDrawer,
  PHONE,
  postFromPage,
  screenshot,
  settle,
  signInDemo,
  webShareStub,
} from '../support';

interface SharedFile {
  name: string;
  type: string;
  base64: string;
  text: string;
}

declare global {
  interface Window {
    __sharedGreetings?: SharedFile[];
  }
}

/** The share sheet's stand-in keeps each greeting's bytes (base64) and the text shared with it. */
const STUB_WEB_SHARE = webShareStub(
  '__sharedGreetings',
  `const bytes = new Uint8Array(await file.arrayBuffer());
        let binary = '';
        for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
        window.__sharedGreetings.push({ name: file.name, type: file.type, base64: btoa(binary), text: data.text || '' });`,
);

interface Me {
  activeBusinessId: string;
  businesses: { businessId: string; businessName: string }[];
}

const me = (page: Page): Promise<Me> => page.evaluate(async () => (await (await fetch('/api/v1/user')).json()).data);

async function makeActive(page: Page, businessId: string): Promise<void> {
  const { status } = await postFromPage(page, '/api/v1/user/preference', { activeBusinessId: businessId });
  assert.equal(status, 200);
}

/** Waits until the viewer shows a branded image (other than `previous`, the one shown before a change). */
async function brandedImage(page: Page, previous: string | null = null): Promise<string> {
  const handle = await page.waitForFunction(
    (before) => {
      const image = document.querySelector<HTMLImageElement>('[data-testid="greeting-image"]');
      return image && image.src !== before && image.complete && image.naturalWidth > 0 ? image.src : null;
    },
    previous,
    { timeout: 30_000 },
  );
  return String(await handle.jsonValue());
}

test.describe('greetings, customer side', () => {
  let ids: Map<string, string>;
  const todaysTitles = DEMO_LIBRARY.filter((post) => post.inDays === 0).map((post) => post.title);

  test.beforeAll(async ({ browser }) => {
    // The Demo Agency may add its own posts: its admin uploads the library through the real API.
    const admin = await demoPage(browser, DESKTOP, DEMO.admin);
    ids = await seedGreetingLibrary(admin.context, admin.origin, DEMO_LIBRARY);
    await admin.context.close();
  });

  test("phone: today's post first, a frame picked, the JPEG downloaded and shared", async ({ open }) => {
    const { context, page } = await open(PHONE);
    // Before the first page loads: the panel is one document from sign-in on.
    await context.addInitScript({ content: STUB_WEB_SHARE });
    await signInDemo(page, DEMO.customer, CUSTOMER_HOME);

    // The drawer's Create > Greeting images leads to the page.
    await openDrawer(page);
    const drawer = page.getByTestId('drawer');
    await drawer.getByTestId('menu-create').click();
    await drawer.getByTestId('menu-createGreetings').click();
    await page.waitForURL(/\/panel\/customer\/daily-image$/);
    await page.getByTestId('daily-image-page').waitFor();
    // The page goes by its drawer entry's name (Demo Agency includes greeting videos).
    assert.equal(await page.getByTestId('page-title').innerText(), 'Greeting images/videos');

    // Today's posts first (IST), then the festival calendar, tomorrow at its head.
    const home: { todays: { imageId: string }[] } = await page.evaluate(async () => {
      const user = (await (await fetch('/api/v1/user')).json()).data;
      return (await (await fetch(`/api/v1/image-post/home?businessId=${user.activeBusinessId}`)).json()).data;
    });
    const todayIds = home.todays.map((post) => post.imageId);
    for (const title of todaysTitles) assert.ok(todayIds.includes(ids.get(title) ?? ''), `${title} is today's`);
    const today = page.getByTestId('greetings-today');
    await today.getByTestId('greeting-post').first().waitFor();
    assert.equal(await page.getByTestId('greeting-post').first().getAttribute('data-image-id'), todayIds[0]);
    const todayBox = await today.boundingBox();
    const calendarBox = await page.getByTestId('greetings-calendar').boundingBox();
    assert.ok(todayBox && calendarBox && todayBox.y < calendarBox.y, "today's posts come before the calendar");
    assert.equal(await page.getByTestId('calendar-day-label').first().innerText(), 'Tomorrow');
    await page.getByTestId('greetings-trade').waitFor();
    assert.equal(await page.getByTestId('greetings-allowance').innerText(), 'Unlimited');
    await settle(page);
    await screenshot(page, 'greetings-customer-phone');

    // One of today's posts, branded; the customer picks the glass-card frame.
    const title = todaysTitles[0] ?? '';
    const postId = ids.get(title) ?? '';
    await today.locator(`[data-image-id="${postId}"]`).click();
    await page.getByTestId('greeting-viewer').waitFor();
    assert.match(page.url(), new RegExp(`[?&]post=${postId}`));
    const classic = await brandedImage(page);
    await page.getByTestId('frame-frame2').click();
    await brandedImage(page, classic);
    assert.equal(await page.getByTestId('frame-frame2').getAttribute('data-selected'), 'true');
    assert.equal(await page.locator('#greeting-viewer-title').innerText(), title);
    await settle(page);
    await screenshot(page, 'greetings-viewer-phone');

    // Download: a 1080×1080 JPEG named after the business and the post.
    const downloaded = page.waitForEvent('download');
    await page.getByTestId('greeting-download').click();
    const download = await downloaded;
    const expectedName = `sharma-sweets-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.jpg`;
    assert.equal(download.suggestedFilename(), expectedName);
    const bytes = await readFile(await download.path());
    assert.deepEqual(jpegSize(bytes), { width: 1080, height: 1080 });

    // Share: the same file goes to the share sheet with the card's address tagged with the post.
    await page.getByTestId('greeting-share').click();
    await page.waitForFunction(() => (window.__sharedGreetings?.length ?? 0) > 0);
    const [shared] = await page.evaluate(() => window.__sharedGreetings ?? []);
    assert.ok(shared, 'navigator.share received a file');
    assert.equal(shared.name, expectedName);
    assert.equal(shared.type, 'image/jpeg');
    assert.deepEqual(jpegSize(Buffer.from(shared.base64, 'base64')), { width: 1080, height: 1080 });
    assert.match(shared.text, new RegExp(`/sharma-sweets\\?g=${postId}$`));

    // Back closes the viewer; the frame choice is remembered for the next post.
    await page.goBack();
    await page.getByTestId('greeting-viewer').waitFor({ state: 'detached' });
    await page.getByTestId('greetings-calendar').getByTestId('greeting-post').first().click();
    await brandedImage(page);
    assert.equal(await page.getByTestId('frame-frame2').getAttribute('data-selected'), 'true');
    assert.equal(await page.getByTestId('auth-error-dialog').count(), 0);
    await context.close();
  });

  test('phone: over the daily limit the refusal is shown with the upgrade path, and nobody is signed out', async ({
    signedIn,
  }) => {
    const admin = await signedIn('admin', DESKTOP);
    const { context, page } = await signedIn('customer', PHONE);
    const { activeBusinessId } = await me(page);
    const cards: { cardNo: number }[] = await page.evaluate(
      async (id) => (await (await fetch(`/api/v1/getCardsByBusiness?businessId=${id}`)).json()).data,
      activeBusinessId,
    );
    const cardNo = cards[0]?.cardNo;
    assert.ok(cardNo, 'Sharma Sweets has a card');
    // Staff allow Sharma Sweets one greeting a day; the first test already made one today.
    const limit = (greetingImagesLimit: number | null) =>
      postFromPage(admin.page, '/api/v1/updateImagePostSettings', {
        cardNo,
        imagePostSettings: { greetingImagesLimit, greetingVideosEnabled: true },
      });
    assert.equal((await limit(1)).status, 200);
    try {
      await page.goto('/panel/customer/daily-image');
      const banner = page.getByTestId('greetings-refusal');
      await banner.waitFor();
      assert.equal(await banner.getAttribute('data-reason'), 'limitReached');
      assert.equal(
        await page.getByTestId('greetings-refusal-message').innerText(),
        IMAGE_POST_MESSAGES.dailyLimitReached(1),
      );

      // A post not made today: the server refuses (409), the viewer says why and offers the upgrade.
      const rendered = page.waitForResponse((response) => response.url().includes('/render?'));
      await page.getByTestId('greetings-trade').getByTestId('greeting-post').first().click();
      assert.equal((await rendered).status(), 409);
      const inViewer = page.getByTestId('greeting-viewer').getByTestId('greetings-refusal');
      await inViewer.waitFor();
      assert.equal(await inViewer.getAttribute('data-reason'), 'limitReached');
      assert.equal(await page.getByTestId('greeting-download').isDisabled(), true);
      await settle(page);
      await screenshot(page, 'greetings-limit-phone');
      assert.equal(await page.getByTestId('auth-error-dialog').count(), 0);

      await page.getByTestId('greeting-viewer').getByTestId('greetings-upgrade').click();
      await page.getByTestId('upgrade-dialog').waitFor();
      assert.match(page.url(), /#upgrade$/);
      assert.equal(await page.getByTestId('auth-error-dialog').count(), 0);
    } finally {
      assert.equal((await limit(null)).status, 200);
      await context.close();
      await admin.context.close();
    }
  });

  test('phone: a business without greetings in its plan meets the upgrade', async ({ signedIn }) => {
    const { context, page } = await signedIn('customer', PHONE);
    const { activeBusinessId, businesses } = await me(page);
    const tours = businesses.find((business) => business.businessName === 'Sharma Tours & Travels');
    assert.ok(tours, 'the demo customer has the unpaid travel business');
    await makeActive(page, tours.businessId);
    try {
      await page.goto('/panel/customer/daily-image');
      const banner = page.getByTestId('greetings-refusal');
      await banner.waitFor();
      assert.equal(await banner.getAttribute('data-reason'), 'notIncluded');
      assert.equal(await page.getByTestId('greetings-refusal-message').innerText(), IMAGE_POST_MESSAGES.needsPlan);
      // The posts stay visible to browse; opening one says the same instead of rendering.
      await page.getByTestId('greetings-today').getByTestId('greeting-post').first().waitFor();
      await settle(page);
      await screenshot(page, 'greetings-no-plan-phone');
      await page.getByTestId('greetings-today').getByTestId('greeting-post').first().click();
      await page.getByTestId('greeting-viewer').getByTestId('greetings-refusal').waitFor();

      await page.getByTestId('greeting-viewer').getByTestId('greetings-upgrade').click();
      await page.getByTestId('upgrade-dialog').waitFor();
      assert.match(page.url(), /#upgrade$/);
      await page.getByTestId('plans-carousel').waitFor();
      await settle(page);
      await screenshot(page, 'greetings-upgrade-phone');
      assert.equal(await page.getByTestId('auth-error-dialog').count(), 0);
    } finally {
      await makeActive(page, activeBusinessId);
      await context.close();
    }
  });

  test('phone: a visit from a shared greeting shows on the home and on Insights', async ({ open, signedIn }) => {
    // Someone opens the card from the greeting's QR code or address (?g=<imageId>): a visitor of
    // their own, not a reload by whichever journey on this server opened the card last.
    const postId = ids.get(todaysTitles[0] ?? '') ?? '';
    const visitor = await open(
      PHONE,
      undefined,
      `Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36 greeting-visitor/${Date.now()}`,
    );
    await visitor.page.goto(`/sharma-sweets?g=${postId}`);
    await visitor.context.close();

    const { context, page } = await signedIn('customer', PHONE);
    // Views are written in the background within a second: look again until it is counted.
    const week = page.getByTestId('greeting-visits-week');
    for (let attempt = 0; attempt < 20; attempt++) {
      await week.waitFor();
      if (!/brought 0 visits/.test(await week.innerText())) break;
      await page.waitForTimeout(500);
      await page.reload();
    }
    assert.match(await week.innerText(), /^Your greetings brought [1-9]\d* visits? this week$/);
    await page.getByTestId('greeting-visits-tile').scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'greetings-home-visits-phone');

    await page.goto('/panel/customer/insights');
    const row = page.getByTestId('greeting-visits-row').filter({ hasText: todaysTitles[0] ?? '' });
    await row.waitFor();
    assert.match(await row.innerText(), /[1-9]\d* visits?/);
    await row.scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'greetings-insights-visits-phone');
    await context.close();
  });

  test('desktop: the page and a branded post at 1280×800', async ({ signedIn }) => {
    const { context, page } = await signedIn('customer', DESKTOP);
    await page.goto('/panel/customer/daily-image');
    await page.getByTestId('greetings-today').getByTestId('greeting-post').first().waitFor();
    await page.getByTestId('greetings-grid').getByTestId('greeting-post').first().waitFor();
    await settle(page);
    await screenshot(page, 'greetings-customer-desktop');
    await page.getByTestId('greetings-today').getByTestId('greeting-post').first().click();
    await brandedImage(page);
    await settle(page);
    await screenshot(page, 'greetings-viewer-desktop');
    await context.close();
  });
});
