// Paid, and unlocked in place, on a 390×844 phone (docs/product-rules.md#entitlements-refresh,
// #upsell-by-feature, #payment-failure). A new customer meets a locked feature — greeting
// images, a PDF ID card's export, promotional videos — and the upgrade screen opened from it is
// titled by that feature, lists first the plans that include it and marks the others with no
// buy button. A failed payment says why in the app's own dialog; its Try again reloads. Then the
// customer pays in the sandbox and, without any reload (a marker set on the window before paying
// is still there), the page they paid from unlocks and does what they wanted: the branded image
// downloads, the clean PDF exports, a promotional video is made. When the browser's own record
// call is lost, the gateway's webhook records the payment and the polled entitlements unlock it.

import assert from 'node:assert/strict';
import { MESSAGES, ZBusiness } from '@cardora/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { test } from '../fixtures';
import {
  countNativeDialogs,
  failCheckoutAndRetry,
  freshIndianPhone,
  newPage,
  PHONE,
  postFromPage,
  screenshot,
  settle,
  signUpByApi,
} from '../support';

declare global {
  interface Window {
    __paidUnlocks?: string;
  }
}

const MARKER = 'set before paying';

async function post(page: Page, path: string, body: unknown): Promise<Record<string, unknown>> {
  const { status, json } = await postFromPage(page, path, body);
  assert.equal(status, 200, `${path}: ${JSON.stringify(json)}`);
  return json.data;
}

async function addBusiness(page: Page, businessName: string): Promise<string> {
  return ZBusiness.parse(await post(page, '/api/v1/business', { businessName, category: 'sweet-shop' })).businessId;
}

async function makeActive(page: Page, businessId: string): Promise<void> {
  await post(page, '/api/v1/user/preference', { activeBusinessId: businessId });
}

/**
 * A new business with its digital card (the owner's name and phone: a greeting carries the card's
 * address and QR code), made the customer's active business.
 */
async function addActiveCardedBusiness(page: Page, businessName: string, name: string, phone: string): Promise<void> {
  const businessId = await addBusiness(page, businessName);
  await post(page, '/api/v1/updateCardBasicDetails', {
    businessId,
    basicDetails: { name, companyName: businessName, phoneNumbers: [phone] },
  });
  await makeActive(page, businessId);
}

/** Sets the marker a reload would wipe. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate((marker) => {
    window.__paidUnlocks = marker;
  }, MARKER);
}

async function assertSameDocument(page: Page): Promise<void> {
  assert.equal(await page.evaluate(() => window.__paidUnlocks), MARKER, 'no reload or navigation since the marker');
}

/**
 * The upgrade screen opened from a feature: its title, the plans in order (those with the
 * feature first, buyable; the others marked, without a button). Returns the first plan's card.
 */
async function featureUpgrade(page: Page, title: string, lacks: string, withFeature: string[], without: string[]) {
  const dialog = page.getByTestId('upgrade-dialog');
  await dialog.waitFor();
  assert.match(new URL(page.url()).hash, /^#upgrade$/);
  assert.equal(await page.locator('#upgrade-title').innerText(), title);
  const cards = page.getByTestId('plans-carousel').locator('[data-testid^="plan-card-"]');
  await cards.first().waitFor();
  assert.deepEqual(await cards.getByTestId('plan-name').allInnerTexts(), [...withFeature, ...without]);
  for (let index = 0; index < withFeature.length + without.length; index++) {
    const card = cards.nth(index);
    if (index < withFeature.length) {
      assert.equal(await card.getByTestId('plan-buy').count(), 1);
      assert.equal(await card.getByTestId('plan-lacks-feature').count(), 0);
    } else {
      assert.equal(await card.getByTestId('plan-buy').count(), 0);
      assert.equal(await card.getByTestId('plan-lacks-feature').innerText(), lacks);
    }
  }
  return cards.first();
}

/** The greeting images upgrade screen: Business and Premium include them, Starter does not. */
function greetingsUpgrade(page: Page) {
  return featureUpgrade(
    page,
    'Unlock greeting images',
    'Does not include greeting images',
    ['Business', 'Premium'],
    ['Starter'],
  );
}

/**
 * Marks the page and opens the upgrade from a refused product's button `upgradeTestId`: a
 * product only Premium includes (Starter and Business do not). Returns the Premium plan's card.
 */
async function premiumUpgradeFrom(page: Page, upgradeTestId: string, title: string, lacks: string) {
  await markDocument(page);
  await page.getByTestId(upgradeTestId).click();
  return featureUpgrade(page, title, lacks, ['Premium'], ['Starter', 'Business']);
}

/** Buy now on the plan's card, Pay in the sandbox, the success, and the screen closed by going back. */
async function payFor(page: Page, card: ReturnType<Page['getByTestId']>): Promise<void> {
  await card.getByTestId('plan-buy').click();
  const checkout = page.getByTestId('sandbox-checkout');
  await checkout.waitFor();
  await checkout.getByTestId('sandbox-pay').click();
  await page.getByText(MESSAGES.paymentSuccessful).waitFor();
  await page.getByTestId('upgrade-dialog').waitFor({ state: 'detached' });
}

test.describe('paid, and unlocked in place', () => {
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    ({ context, page } = await newPage(browser, PHONE));
    await signUpByApi(page, { phone: freshIndianPhone() }, 'paid-unlocks-1');
  });
  test.afterAll(async () => {
    await context.close();
  });

  test('greeting images: the upsell for them, a failed payment, then paid and downloaded', async () => {
    await addActiveCardedBusiness(page, 'Unlock Sweets', 'Asha Rao', '+919812345670');
    await page.goto('/panel/customer/daily-image');
    await page.getByTestId('greetings-refusal').first().waitFor();
    await page.getByTestId('greeting-post').first().click();
    const viewer = page.getByTestId('greeting-viewer');
    await viewer.getByTestId('greetings-refusal').waitFor();
    assert.equal(await page.getByTestId('greeting-download').isDisabled(), true);
    await viewer.getByTestId('greetings-upgrade').click();

    const first = await greetingsUpgrade(page);
    await settle(page);
    await screenshot(page, 'paid-unlocks-upgrade-greetings-phone');
    // Swiped to the plan without greetings: marked, nothing to buy.
    await page.getByTestId('plans-carousel').locator('[data-testid^="plan-card-"]').last().scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'paid-unlocks-upgrade-greetings-lacking-phone');

    // The gateway refuses: the reason in the app's own dialog, never the browser's alert.
    const nativeDialogs = countNativeDialogs(page);
    await first.getByTestId('plan-buy').click();
    await failCheckoutAndRetry(
      page,
      nativeDialogs,
      () => 'Payment failed: the sandbox was asked to fail it.',
      'paid-unlocks-payment-failed-phone',
    );
    // Try again reloaded, back on the same feature's plans.
    const again = await greetingsUpgrade(page);

    // Paid: the viewer behind the screen renders the branded greeting and offers its download.
    await markDocument(page);
    await payFor(page, again);
    await viewer.getByTestId('greeting-image').waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('[data-testid="greeting-image"]');
      return Boolean(image?.complete && image.naturalWidth > 0);
    });
    assert.equal(await viewer.getByTestId('greetings-refusal').count(), 0);
    const downloaded = page.waitForEvent('download');
    await page.getByTestId('greeting-download').click();
    const download = await downloaded;
    assert.match(download.suggestedFilename(), /^unlock-sweets.*\.jpg$/i);
    await assertSameDocument(page);
    await page.getByText(MESSAGES.paymentSuccessful).waitFor({ state: 'hidden' });
    await settle(page);
    await screenshot(page, 'paid-unlocks-greeting-unlocked-phone');
  });

  test("paid, but the browser's record call is lost: the webhook alone unlocks the page", async () => {
    await addActiveCardedBusiness(page, 'Unlock Bakery', 'Meera Iyer', '+919812345672');
    await page.goto('/panel/customer/daily-image');
    const refusal = page.getByTestId('greetings-refusal');
    await refusal.waitFor();
    await markDocument(page);
    await refusal.getByTestId('greetings-upgrade').click();
    const first = await greetingsUpgrade(page);
    // The checkout takes the money, but the browser's call recording it never reaches the server.
    await page.route('**/api/v1/card-payment/gateway', (route) => route.abort());
    try {
      await first.getByTestId('plan-buy').click();
      const checkout = page.getByTestId('sandbox-checkout');
      await checkout.getByTestId('sandbox-pay').click();
      await checkout.waitFor({ state: 'detached' });
      // The sandbox's webhook records it a second later; the entitlements, polled meanwhile, show
      // it and the greetings page behind the screen unlocks.
      await refusal.waitFor({ state: 'detached', timeout: 20_000 });
    } finally {
      await page.unroute('**/api/v1/card-payment/gateway');
    }
    await page.getByTestId('error-dialog').getByRole('button').click();
    await page.goBack();
    await page.getByTestId('upgrade-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('greeting-post').first().click();
    await page.getByTestId('greeting-viewer').getByTestId('greeting-image').waitFor({ timeout: 30_000 });
    assert.equal(await page.getByTestId('greeting-download').isDisabled(), false);
    await assertSameDocument(page);
  });

  test("a PDF ID card's export: the plans with PDF cards, paid, exported clean", async () => {
    const businessId = await addBusiness(page, 'Unlock Tools');
    const made = await post(page, '/api/v1/pdf-card/updatePdfCardBasicDetails', {
      businessId,
      details: { companyName: 'Unlock Tools', name: 'Ravi Kumar', phones: ['+919812345671'] },
    });
    const pdfCardNo = Number(made.pdfCardNo);
    assert.ok(pdfCardNo > 0, JSON.stringify(made));
    await makeActive(page, businessId);
    await page.goto(`/panel/customer/pdf-cards/edit?pdfCardNo=${pdfCardNo}`);
    const refusal = page.getByTestId('pdf-export-refusal');
    await refusal.waitFor();
    assert.equal(await page.getByTestId('pdf-export').count(), 0);
    const first = await premiumUpgradeFrom(
      page,
      'pdf-export-refusal-upgrade',
      'Unlock PDF ID cards',
      'Does not include PDF ID cards',
    );
    await settle(page);
    await screenshot(page, 'paid-unlocks-upgrade-pdf-phone');
    await payFor(page, first);

    // The plan covers the card: Export is offered where the refusal was, and gives the clean PDF.
    await page.getByTestId('pdf-export').waitFor();
    assert.equal(await refusal.count(), 0);
    const downloaded = page.waitForEvent('download');
    await page.getByTestId('pdf-export').click();
    const download = await downloaded;
    assert.match(download.suggestedFilename(), /\.pdf$/);
    assert.doesNotMatch(download.suggestedFilename(), /SAMPLE/);
    await assertSameDocument(page);
  });

  test('promotional videos: the plans with them, paid, a video made', async () => {
    const businessId = await addBusiness(page, 'Unlock Studio');
    await makeActive(page, businessId);
    await page.goto(`/panel/customer/video-templates?businessId=${businessId}`);
    const refusal = page.getByTestId('video-create-refusal');
    await refusal.waitFor();
    const first = await premiumUpgradeFrom(
      page,
      'video-create-refusal-upgrade',
      'Unlock promotional videos',
      'Does not include promotional videos',
    );
    await payFor(page, first);

    // The allowance shows where the refusal was; a template opens and the video is made.
    await page.getByTestId('video-allowance').waitFor();
    assert.equal(await refusal.count(), 0);
    await page.getByTestId('video-template').first().getByTestId('video-template-pick').click();
    await page.getByTestId('video-editor').waitFor();
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/video/user-video') && response.request().method() === 'POST',
    );
    await page.getByTestId('video-create').click();
    const response = await created;
    assert.equal(response.status(), 200, await response.text());
    await assertSameDocument(page);
  });
});
