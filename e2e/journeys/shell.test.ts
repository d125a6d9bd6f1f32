// The panel shell around the pages: the customer drawer and its dialogs,
// 'Switching Business...', the global 'Error' dialog, the Reload screen after a failed lazy
// chunk, activity pings and error logging, and a digital-card-only agency.

import assert from 'node:assert/strict';
import { MESSAGES } from '@cardora/contract';
import type { Page } from 'playwright-core';
import { test } from '../fixtures';
import {
  chooseBusiness,
  DEMO_AGENCY_ADMIN_MENU,
  DESKTOP,
  drawerMenuKeys,
  openDrawer,
  PHONE,
  screenshot,
  signIn,
} from '../support';

const DEMO_PASSWORD = 'demo1234';
const CUSTOMER = { phone: '+919876543210' };
const CUSTOMER_HOME = /\/panel\/customer\/?$/;
const BUSINESSES = ['Sharma Sweets', 'Sharma Tours & Travels'];

// Read by hand from the spec's "Customer drawer" (plus our Home and Account): Demo Agency has
// every product on, so every entry shows.
const FULL_CUSTOMER_MENU = [
  'home',
  'myProjects',
  'myDigitalCard',
  'myPdfCard',
  'myPromotionalVideos',
  'enquiries',
  'create',
  'createDigitalCard',
  'createGreetings',
  'createPdfCard',
  'createPromotionalVideo',
  'createInvitationCard',
  'pricing',
  'account',
  'logout',
];
const DIGITAL_CARD_ONLY_CUSTOMER_MENU = [
  'home',
  'myProjects',
  'myDigitalCard',
  'enquiries',
  'create',
  'createDigitalCard',
  'pricing',
  'account',
  'logout',
];
// The Demo Agency admin's menu without All Projects, which a digital-card-only agency hides.
const DIGITAL_CARD_ONLY_ADMIN_MENU = DEMO_AGENCY_ADMIN_MENU.filter((key) => key !== 'allProjects');

const sorted = (keys: string[]) => [...keys].sort();

/** Opens the drawer with its Create group expanded and lists every entry. */
async function customerMenuKeys(page: Page): Promise<string[]> {
  await openDrawer(page);
  const drawer = page.getByTestId('drawer');
  if (!(await drawer.getByTestId('menu-createDigitalCard').isVisible()))
    await drawer.getByTestId('menu-create').click();
  await drawer.getByTestId('menu-createDigitalCard').waitFor();
  const ids = await drawer
    .locator('[data-testid^="menu-"]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace(/^menu-/, ''));
}

/**
 * Opens a page from its drawer entry and checks the page goes by the entry's name: the
 * entry's text, the top bar's heading and the browser tab ("name · agency") agree.
 */
async function openFromDrawerByOneName(page: Page, menuKey: string, url: RegExp): Promise<string> {
  await openDrawer(page);
  const entry = page.getByTestId('drawer').getByTestId(`menu-${menuKey}`);
  if (!(await entry.isVisible())) await page.getByTestId('drawer').getByTestId('menu-create').click();
  const name = (await entry.innerText()).trim();
  await entry.click();
  await page.waitForURL(url);
  await page.getByTestId('page-title').filter({ hasText: name }).waitFor();
  assert.equal(await page.getByTestId('page-title').innerText(), name);
  const tab = await page.title();
  assert.ok(tab.startsWith(`${name} · `), `the tab reads "${tab}", not "${name} · <agency>"`);
  return name;
}

async function closeDrawer(page: Page): Promise<void> {
  if (await page.getByTestId('drawer').isVisible()) {
    await page.keyboard.press('Escape');
    await page.getByTestId('drawer').waitFor({ state: 'hidden' });
  }
}

/** Chooses the demo customer's other business in the drawer; returns its name. */
async function chooseOtherBusiness(page: Page): Promise<string> {
  const current = await page.getByTestId('home-business-name').innerText();
  const other = BUSINESSES.find((name) => name !== current);
  assert.ok(other, `unexpected active business ${current}`);
  await chooseBusiness(page, other);
  return other;
}

/**
 * Narrows Demo Agency's answer to GET /agency-details to a digital-card-only agency without
 * online payment. The server has no way to create such an agency at run time (agencies are
 * seeded; there is no agency-management API yet), so this checks how the web reacts to the flags.
 */
async function pretendDigitalCardOnly(page: Page): Promise<void> {
  await page.route('**/api/v1/agency-details*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const configuration = body.data.configuration;
    configuration.imagePost.enableImagePost = false;
    configuration.pdfCardConfig.enablePdfCardProduct = false;
    configuration.video.enableVideo = false;
    configuration.dashboardConfig.showInvitationTileInCustomerDashboard = false;
    configuration.onlinePayment.enablePaymentIntegration = false;
    await route.fulfill({ response, json: body });
  });
}

test.describe('panel shell', () => {
  test('the customer drawer shows every product; Pricing opens #upgrade, Back closes it; account and My promotional videos', async ({
    open,
  }) => {
    const { context, page } = await open(PHONE);
    await signIn(page, CUSTOMER, DEMO_PASSWORD, CUSTOMER_HOME);
    assert.deepEqual(sorted(await customerMenuKeys(page)), sorted(FULL_CUSTOMER_MENU));

    // The upgrade screen: a full-screen dialog while the hash is #upgrade.
    await page.getByTestId('drawer').getByTestId('menu-pricing').click();
    await page.getByTestId('upgrade-dialog').waitFor();
    assert.equal(new URL(page.url()).hash, '#upgrade');
    assert.match(await page.getByTestId('upgrade-dialog').innerText(), /Upgrade to Premium/);
    await screenshot(page, 'upgrade-dialog-phone');
    await page.goBack();
    await page.getByTestId('upgrade-dialog').waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).hash, '');

    await openDrawer(page);
    await page.getByTestId('drawer').getByTestId('menu-account').click();
    await page.waitForURL(/\/panel\/customer\/account$/);
    await page.getByTestId('account-page').waitFor();
    assert.match(await page.getByTestId('account-contact').innerText(), /98765\s?43210/);
    assert.equal(await page.getByTestId('account-roles').innerText(), 'Customer');
    await screenshot(page, 'account-phone');

    // My Projects > My promotional videos is the real page now, not 'not available yet',
    // and goes by one name: the drawer's, the heading's and the tab's.
    const name = await openFromDrawerByOneName(
      page,
      'myPromotionalVideos',
      /\/panel\/customer\/projects\?projectType=promotional_video$/,
    );
    assert.equal(name, 'My promotional videos');
    await page.getByTestId('my-videos-page').waitFor();
    assert.equal(await page.getByTestId('not-available').count(), 0);
    await page
      .getByTestId('my-videos-total')
      .filter({ hasText: /\d+ videos?/ })
      .waitFor();
    await screenshot(page, 'my-videos-phone');

    // Create > PDF ID card: the templates page is named as the entry is, and the drawer marks it.
    assert.equal(
      await openFromDrawerByOneName(page, 'createPdfCard', /\/panel\/customer\/pdf-card-templates\?businessId=/),
      'PDF ID card',
    );
    await openDrawer(page);
    await page.getByTestId('drawer').getByTestId('menu-create').click();
    await page.getByTestId('drawer').locator('[data-testid="menu-createPdfCard"][aria-current="page"]').waitFor();
    await screenshot(page, 'one-name-drawer-phone');
    await closeDrawer(page);
    await context.close();
  });

  test("switching business shows 'Switching Business...' until the server answers", async ({ open }) => {
    const { context, page } = await open(PHONE);
    await signIn(page, CUSTOMER, DEMO_PASSWORD, CUSTOMER_HOME);
    await page.getByTestId('home-business-name').waitFor();
    const original = await page.getByTestId('home-business-name').innerText();

    // Hold the server's answer so the backdrop is certainly on screen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/user/preference*', async (route) => {
      await held;
      await route.continue();
    });
    const other = await chooseOtherBusiness(page);
    const backdrop = page.getByTestId('switching-business');
    await backdrop.getByText(MESSAGES.switchingBusiness).waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'switching-business-phone');
    release();
    await backdrop.waitFor({ state: 'hidden' });
    assert.equal(await page.getByTestId('home-business-name').innerText(), other);

    // Switch back so the demo customer keeps the business it had.
    await page.unroute('**/api/v1/user/preference*');
    await chooseOtherBusiness(page);
    await page.getByTestId('home-business-name').filter({ hasText: original }).waitFor();
    await context.close();
  });

  test("a failed call the page does not handle shows the 'Error' dialog with the server's message", async ({
    open,
  }) => {
    const { context, page } = await open(PHONE);
    await signIn(page, CUSTOMER, DEMO_PASSWORD, CUSTOMER_HOME);
    await page.getByTestId('home-business-name').waitFor();
    const original = await page.getByTestId('home-business-name').innerText();
    await page.route('**/api/v1/user/preference*', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ data: { message: 'That business is busy.', code: 'CONFLICT' } }),
      }),
    );
    await chooseOtherBusiness(page);
    const dialog = page.getByTestId('error-dialog');
    await dialog.getByText('That business is busy.').waitFor();
    assert.equal(await dialog.getByRole('heading').innerText(), MESSAGES.errorDialogTitle);
    // A 409 is not a session problem: no 'Failed to authenticate user', still signed in.
    assert.equal(await page.getByTestId('auth-error-dialog').count(), 0);
    await page.waitForTimeout(300);
    await screenshot(page, 'error-dialog-phone');
    await dialog.getByRole('button', { name: MESSAGES.errorDialogOk }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.getByTestId('home-business-name').innerText(), original);
    assert.match(page.url(), CUSTOMER_HOME);
    await context.close();
  });

  test('a lazy chunk that fails to load shows the Reload screen, reports it, and Reload recovers', async ({ open }) => {
    const { context, page } = await open(PHONE);
    await page.route('**/assets/customer-area-*.js', (route) => route.abort());
    const reported = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/log' && request.postDataJSON()?.additionalInfo?.kind === 'chunk-load',
    );
    await signIn(page, CUSTOMER, DEMO_PASSWORD, CUSTOMER_HOME);
    const screen = page.getByTestId('chunk-load-error');
    await screen.waitFor();
    assert.match(await screen.innerText(), new RegExp(MESSAGES.chunkLoadFailed.replace(/[.,]/g, '\\$&')));
    assert.equal((await reported).postDataJSON().level, 'error');
    await screenshot(page, 'chunk-load-error-phone');

    await page.unroute('**/assets/customer-area-*.js');
    await screen.getByRole('button', { name: 'Reload' }).click();
    await page.getByTestId('customer-home').waitFor();
    await context.close();
  });

  test('activity pings POST /session/touch at most once per 5 s; window errors POST /log', async ({ open }) => {
    const { context, page } = await open(PHONE);
    const touches: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/session/touch') touches.push(Date.now());
    });
    await signIn(page, CUSTOMER, DEMO_PASSWORD, CUSTOMER_HOME);
    await page.getByTestId('customer-home').waitFor();

    // Let the throttle window of the sign-in clicks pass, then a burst of activity: one ping.
    await page.waitForTimeout(5_500);
    touches.length = 0;
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/session/touch');
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift');
      await page.waitForTimeout(100);
    }
    assert.equal((await answered).status(), 200);
    await page.waitForTimeout(300);
    assert.equal(touches.length, 1, `expected one ping for the burst, got ${touches.length}`);

    // An uncaught error and an unhandled rejection each reach POST /log.
    const logged = (text: string) =>
      page.waitForResponse((response) => {
        const request = response.request();
        return new URL(request.url()).pathname === '/log' && String(request.postDataJSON()?.message).includes(text);
      });
    const thrown = logged('boom from e2e');
    const rejected = logged('rejected in e2e');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('boom from e2e');
      }, 0);
      void Promise.reject(new Error('rejected in e2e'));
    });
    for (const response of [await thrown, await rejected]) {
      assert.ok(response.ok(), `POST /log answered ${response.status()}`);
      const body = response.request().postDataJSON();
      assert.equal(body.level, 'error');
      assert.equal(body.source, 'web');
    }
    await context.close();
  });

  test('a digital-card-only agency: no product tiles, a short drawer, Pricing says connect with admin', async ({
    open,
  }) => {
    const { context, page } = await open(PHONE);
    await pretendDigitalCardOnly(page);
    await signIn(page, CUSTOMER, DEMO_PASSWORD, CUSTOMER_HOME);
    await page.getByTestId('home-business-name').waitFor();
    assert.equal(await page.getByTestId('product-tiles').count(), 0);
    await screenshot(page, 'digital-card-only-home-phone');
    assert.deepEqual(sorted(await customerMenuKeys(page)), sorted(DIGITAL_CARD_ONLY_CUSTOMER_MENU));

    // Without online payment, Pricing offers no plans but 'Connect with admin'.
    await page.getByTestId('drawer').getByTestId('menu-pricing').click();
    const dialog = page.getByTestId('connect-with-admin');
    await dialog.getByText(MESSAGES.connectWithAdminText).waitFor();
    assert.equal(await page.getByTestId('upgrade-dialog').count(), 0);
    await page.waitForTimeout(300);
    await screenshot(page, 'connect-with-admin-phone');
    await dialog.getByRole('button', { name: MESSAGES.errorDialogOk }).click();
    await dialog.waitFor({ state: 'detached' });
    await closeDrawer(page);
    await context.close();
  });

  test('a digital-card-only agency hides All Projects from its admin', async ({ open }) => {
    const { context, page } = await open(PHONE);
    await pretendDigitalCardOnly(page);
    await signIn(page, { phone: '+919000000002' }, DEMO_PASSWORD, /\/panel\/admin\/?$/);
    assert.deepEqual(sorted(await drawerMenuKeys(page)), sorted(DIGITAL_CARD_ONLY_ADMIN_MENU));
    await context.close();
  });

  test('desktop: account page and the upgrade dialog', async ({ open }) => {
    const { context, page } = await open(DESKTOP);
    await signIn(page, CUSTOMER, DEMO_PASSWORD, CUSTOMER_HOME);
    await page.goto('/panel/customer/account');
    await page.getByTestId('account-page').waitFor();
    await screenshot(page, 'account-desktop');
    await page.goto('/panel/customer#upgrade');
    await page.getByTestId('upgrade-dialog').waitFor();
    await screenshot(page, 'upgrade-dialog-desktop');
    // Opened directly (no history to go back to), Close stays on the page without the hash.
    await page.getByTestId('upgrade-close').click();
    await page.getByTestId('upgrade-dialog').waitFor({ state: 'detached' });
    assert.match(page.url(), CUSTOMER_HOME);
    await context.close();
  });
});
