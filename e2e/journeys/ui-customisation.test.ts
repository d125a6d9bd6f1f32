// In the browser: the super admin themes the Demo Agency from Ui Customisation
// (an unreadable colour is refused with the reason, then a name, colours and a logo), and a fresh
// browser with JavaScript off sees that brand on the login page's first paint (the server writes
// it into the page). A banner added with an image upload shows on the customer's home on a phone,
// and opens its link in a new tab. The Demo Agency's own theme and banners are put back after.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { endpoints, type TUiCustomisation } from '@cardora/contract';
import type { Page } from 'playwright-core';
import { test } from '../fixtures';
import {
  baseUrl,
  DEMO,
  DESKTOP,
  newContext,
  newPage,
  openDrawer,
  PHONE,
  postFromPage,
  screenshot,
  settle,
  signInDemo,
} from '../support';

const APP_NAME = 'Sharma Digital Cards';
const PRIMARY = '#9d174d';
const ACCENT = '#4a044e';
const LOGO = join(process.cwd(), 'apps/server/seed-assets/greetings/diwali-diyas.jpg');
const BANNER_IMAGE = join(process.cwd(), 'apps/server/seed-assets/greetings/diwali-offer.jpg');
const BANNER_TITLE = 'Monsoon sale: cards at half price';

/** "#9d174d" as the browser's computed style writes it. */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

async function uploadInto(page: Page, testId: string, file: string): Promise<string> {
  const preview = page.getByTestId(testId).locator('img');
  const before = (await preview.count()) > 0 ? await preview.getAttribute('src') : null;
  await page.getByTestId(`${testId}-input`).setInputFiles(file);
  // The preview shows the newly stored image once the upload has answered.
  await page.waitForFunction(
    ({ id, previous }) => {
      const src = document.querySelector(`[data-testid="${id}"] img`)?.getAttribute('src') ?? null;
      return src !== null && src !== previous && src.startsWith('/uploads/ui-customisation/');
    },
    { id: testId, previous: before },
  );
  return (await preview.getAttribute('src')) ?? '';
}

test.describe('ui customisation', () => {
  let demoAgencyId = '';
  /** The Demo Agency's customisation as seeded, put back after the journey. */
  let seeded: TUiCustomisation | null = null;
  /** The logo the super admin uploads. */
  let logoUrl = '';
  test.afterAll(async ({ browser }) => {
    if (seeded && demoAgencyId) {
      const { context, page } = await newPage(browser, DESKTOP, 'cardora');
      await signInDemo(page, DEMO.superadmin);
      const current = await page.evaluate(
        async (url) => (await (await fetch(url)).json()) as { data: TUiCustomisation },
        `${endpoints.getUiCustomisation.path}?agencyId=${demoAgencyId}`,
      );
      const keep = new Set(seeded.items.map((item) => item.uiCustomisationId));
      for (const item of current.data.items.filter((i) => !keep.has(i.uiCustomisationId))) {
        await page.evaluate(
          async ({ url }) => {
            const token = document.cookie.match(/cardora_csrf=([^;]+)/)?.[1] ?? '';
            await fetch(url, { method: 'DELETE', headers: { 'x-csrf-token': decodeURIComponent(token) } });
          },
          { url: `/api/v1/ui-customisation/${item.uiCustomisationId}?agencyId=${demoAgencyId}` },
        );
      }
      const { appName: _appName, ...theme } = seeded.theme;
      const restored = await postFromPage(page, endpoints.saveUiCustomisation.path, {
        type: 'theme',
        agencyId: demoAgencyId,
        theme: { ...theme, appName: seeded.agencyName },
      });
      assert.equal(restored.status, 200, JSON.stringify(restored.json));
      await context.close();
    }
  });

  test('desktop: the super admin picks the Demo Agency, is refused an unreadable colour, then themes it', async ({
    signedIn,
  }) => {
    const { context, page } = await signedIn('superadmin', DESKTOP);
    await openDrawer(page);
    await page.getByTestId('drawer').getByTestId('menu-uiCustomisation').click();
    await page.waitForURL(/\/panel\/admin\/ui-customisation$/);
    await page.getByTestId('theme-form').waitFor();

    // The agency picker: the Demo Agency (the address keeps it).
    await page.getByTestId('agency-picker-input').click();
    await page.getByRole('option', { name: 'Demo Agency' }).click();
    await page.waitForURL(/agencyId=/);
    demoAgencyId = new URL(page.url()).searchParams.get('agencyId') ?? '';
    assert.ok(demoAgencyId, 'the Demo Agency is named in the address');
    await page.getByText("The look of Demo Agency's panel").waitFor();
    seeded = await page.evaluate(
      async (url) => ((await (await fetch(url)).json()) as { data: TUiCustomisation }).data,
      `${endpoints.getUiCustomisation.path}?agencyId=${demoAgencyId}`,
    );

    // A yellow primary: white text on it is unreadable. The form says why, live, and will not save.
    await page.getByTestId('theme-primary').fill('#ffeb3b');
    const warning = page.getByTestId('contrast-warning');
    await warning.waitFor();
    assert.match(await warning.innerText(), /White text on #ffeb3b has contrast 1\.2:1; it needs at least 4\.5:1\./);
    assert.equal(await page.getByTestId('theme-save').isDisabled(), true);
    await screenshot(page, 'ui-customisation-contrast-warning-desktop');

    // The server refuses it too, with the same reason on the field.
    const refused = await postFromPage(page, endpoints.saveUiCustomisation.path, {
      type: 'theme',
      agencyId: demoAgencyId,
      theme: { appName: APP_NAME, primaryColor: '#ffeb3b', secondaryColor: ACCENT },
    });
    assert.equal(refused.status, 400);
    assert.deepEqual(refused.json.data.fields, {
      'theme.primaryColor': 'White text on #ffeb3b has contrast 1.2:1; it needs at least 4.5:1.',
    });

    // A readable theme: name, colours, logo. The preview follows as it is typed.
    await page.getByTestId('theme-app-name').fill(APP_NAME);
    await page.getByTestId('theme-primary').fill(PRIMARY);
    await page.getByTestId('theme-accent').fill(ACCENT);
    await page.getByTestId('contrast-ok').waitFor();
    logoUrl = await uploadInto(page, 'theme-logoUrl', LOGO);
    const preview = page.getByTestId('theme-preview');
    assert.match(await preview.innerText(), new RegExp(APP_NAME));
    await page.getByTestId('theme-save').click();
    await page.getByText(`Theme saved. Demo Agency's pages show it now.`).waitFor();
    await settle(page);
    await screenshot(page, 'ui-customisation-theme-desktop');

    // Banners & tiles: a banner for the home page. An unsafe link is refused on its field first.
    await page.getByTestId('ui-tab-banners').click();
    await page.getByTestId('ui-items').waitFor();
    await page.getByTestId('ui-item-add').click();
    await uploadInto(page, 'ui-item-image', BANNER_IMAGE);
    await page.getByTestId('ui-item-title').fill(BANNER_TITLE);
    await page.getByTestId('ui-item-subtitle').fill('Renew this week and get a second card free.');
    await page.getByTestId('ui-item-button').fill('Renew now');
    await page.getByTestId('ui-item-link').fill('javascript:alert(document.cookie)');
    await page.getByTestId('ui-item-save').click();
    await page.getByText('A valid link is required.').waitFor();
    await page.getByTestId('ui-item-link').fill('https://www.example.com/monsoon');
    await page.getByRole('combobox', { name: 'Style' }).click();
    await page.getByRole('option', { name: /^Style 2/ }).click();
    await screenshot(page, 'ui-customisation-banner-dialog-desktop');
    await page.getByTestId('ui-item-save').click();
    await page.getByText('Banner added.').waitFor();
    const rows = page.getByTestId('ui-item-row');
    await rows.filter({ hasText: BANNER_TITLE }).waitFor();
    // Last in the order; moved to the top so it heads the home page.
    const count = await rows.count();
    assert.match(await rows.nth(count - 1).innerText(), new RegExp(BANNER_TITLE));
    for (let i = count - 1; i > 0; i--) {
      await page.getByRole('button', { name: `Move ${BANNER_TITLE} up` }).click();
      await page.waitForFunction(
        ({ title, index }) =>
          document.querySelectorAll('[data-testid="ui-item-row"]')[index]?.textContent?.includes(title) ?? false,
        { title: BANNER_TITLE, index: i - 1 },
      );
    }
    await settle(page);
    await screenshot(page, 'ui-customisation-banners-desktop');
    await context.close();
  });

  test('a fresh browser with JavaScript off sees the theme on the login page’s first paint', async ({ browser }) => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const context = await newContext(browser, { viewport, javaScriptEnabled: false, baseURL: baseUrl() });
      const page = await context.newPage();
      const response = await page.goto('/panel/login');
      assert.equal(response?.status(), 200);
      assert.equal(await page.title(), APP_NAME);
      assert.equal((await page.locator('.boot-splash__name').innerText()).trim(), APP_NAME);
      const logo = page.locator('img.boot-splash__logo');
      assert.equal(await logo.getAttribute('src'), logoUrl);
      // The image really loads (no script needed).
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('img.boot-splash__logo');
        return Boolean(img?.complete && img.naturalWidth > 0);
      });
      const band = await page.locator('.boot-splash__band').evaluate((node) => getComputedStyle(node).backgroundImage);
      assert.ok(band.includes(rgb(PRIMARY)), `the band is in the primary colour: ${band}`);
      assert.equal(
        await page.locator('meta[name="theme-color"]').getAttribute('content'),
        ACCENT,
        'the browser bar takes the accent',
      );
      assert.match(await page.locator('.boot-splash__welcome').innerText(), new RegExp(`Welcome to ${APP_NAME}`));
      assert.match(await page.locator('.boot-splash__note').innerText(), /needs JavaScript/);
      await screenshot(page, `ui-customisation-login-no-js-${name}`);
      await context.close();
    }
  });

  test('with JavaScript the login keeps the brand, and a customer on a phone sees the banner on the home', async ({
    open,
    signedIn,
  }) => {
    const { context, page } = await open(PHONE);
    await page.goto('/panel/login');
    await page.getByTestId('agency-name').waitFor();
    assert.equal((await page.getByTestId('agency-name').innerText()).trim(), APP_NAME);
    await screenshot(page, 'ui-customisation-login-phone');
    await context.close();

    const customer = await signedIn('customer', PHONE);
    const home = customer.page;
    const banners = home.getByTestId('ui-banners-HOME_PAGE');
    await banners.waitFor();
    const banner = banners.getByTestId('ui-banner').first();
    assert.match(await banner.innerText(), new RegExp(BANNER_TITLE));
    assert.equal(await banner.getAttribute('href'), 'https://www.example.com/monsoon');
    assert.equal(await banner.getAttribute('target'), '_blank');
    assert.equal(await banner.getAttribute('data-style'), 'style-2');
    // Phone first: the banner fits the screen's width.
    const box = await banner.boundingBox();
    assert.ok(box && box.width <= PHONE.width && box.height === 160, `banner box ${JSON.stringify(box)}`);
    await settle(home);
    await screenshot(home, 'ui-customisation-customer-home-phone');

    // The greetings page shows its own banner and the common one.
    await home.goto('/panel/customer/daily-image');
    await home.getByTestId('ui-banners-GREETING_IMAGE_PAGE').waitFor();
    await settle(home);
    await screenshot(home, 'ui-customisation-greetings-phone');
    await customer.context.close();

    const wide = await signedIn('customer', DESKTOP);
    await wide.page.getByTestId('ui-banners-HOME_PAGE').waitFor();
    await settle(wide.page);
    await screenshot(wide.page, 'ui-customisation-customer-home-desktop');
    await wide.context.close();
  });
});
