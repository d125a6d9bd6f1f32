// The sign-in page a cheap phone can use before the panel's scripts. On /panel/login,
// signed out, the first step is the page's own HTML and inline script (src/sign-in-island); the
// app's ~250 KB of scripts start when the person first taps or types, and React takes over when
// the form is sent, with what was typed.

import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { test } from '../fixtures';
import { CUSTOMER_HOME, DEMO, DEMO_PASSWORD, identify, PHONE, SMALL_PHONE, screenshot, signInDemo } from '../support';

/** Every script the page fetched from the panel's assets, as they come. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().includes('/panel/assets/')) scripts.push(request.url());
  });
  return scripts;
}

test.describe('the sign-in island', () => {
  test('the form works before any of the app scripts, which start when it is first used and take over what was typed', async ({
    open,
  }) => {
    const { page } = await open(PHONE);
    const scripts = scriptsOf(page);
    await page.goto('/panel/login?ref=island');
    await page.getByTestId('phone').waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(scripts, [], 'no script of the app before the form is used');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'phone');
    assert.equal(
      await page.getByTestId('to-franchisee-login').getAttribute('href'),
      '/panel/franchisee-login?ref=island',
      'the partner link keeps the query, as React’s does',
    );
    await screenshot(page, 'sign-in-island-phone');

    // The country-code menu (a native picker on a phone) and typing a code both work; using the
    // form at all starts the app's scripts.
    await page.locator('#boot-sign-in-form select').selectOption('+44');
    assert.equal(await page.getByTestId('country-code').inputValue(), '+44');
    await page.waitForLoadState('networkidle');
    assert.ok(scripts.length > 0, 'the form in use starts the app’s scripts');
    await page.getByTestId('country-code').fill('91x');
    assert.equal(await page.getByTestId('country-code').inputValue(), '+91');

    // E-mail and back, as the switch does on React's form.
    await page.getByTestId('foreign-user-switch').click();
    await page.getByTestId('email').waitFor();
    assert.equal(await page.getByTestId('phone').isVisible(), false);
    await page.getByTestId('foreign-user-switch').click();

    await page.getByTestId('phone').fill('98765 43210');
    await page.getByTestId('identify-submit').click();
    // React's page: the password step for the number typed on the island.
    await page.getByTestId('password').waitFor();
    assert.match((await page.locator('main, body').first().innerText()).replace(/\s/g, ''), /\+919876543210/);
    assert.equal(await page.locator('.boot-splash').count(), 0, 'the island’s page is gone');
    assert.equal(await page.getByTestId('identify-submit').count(), 0);
    await screenshot(page, 'sign-in-island-password');
    await page.getByTestId('password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(CUSTOMER_HOME);
  });

  test('a language chosen on the island after the app’s scripts arrived is the one React’s pages speak', async ({
    open,
  }) => {
    const { page } = await open(PHONE);
    await page.goto('/panel/login');
    await page.getByTestId('phone').fill('9876543210');
    // The app's scripts are in (started in English) before the switch is used.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    await page.getByTestId('language-switch').getByRole('button', { name: 'हिन्दी' }).click();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'hi');
    await page.getByTestId('identify-submit').click();
    await page.getByTestId('password').waitFor();
    assert.match(await page.getByRole('heading', { level: 1 }).innerText(), /[\u0900-\u097F]/);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'hi');
  });

  test('on a short phone (320×640) the page scrolls and the card does not cover the agency’s name', async ({
    open,
  }) => {
    const { page } = await open(SMALL_PHONE);
    await page.goto('/panel/login');
    await page.getByTestId('phone').waitFor();
    const name = await page.getByTestId('agency-name').boundingBox();
    const card = await page.locator('.boot-splash__card').boundingBox();
    assert.ok(name && card, 'the name and the card are drawn');
    assert.ok(
      card.y >= name.y + name.height,
      `the card (top ${card.y}) starts below the name (bottom ${name.y + name.height})`,
    );
    await screenshot(page, 'sign-in-island-320');
  });

  test("the contract's checks and messages apply to what was typed on the island", async ({ open }) => {
    const { page } = await open(PHONE);
    await page.goto('/panel/login');
    await page.getByTestId('phone').fill('12');
    await page.getByTestId('identify-submit').click();
    // React's form, with the island's value and the contract's message under the field.
    await page.getByText('Enter a valid mobile number with its country code.').waitFor();
    assert.equal(await page.getByTestId('phone').inputValue(), '12');
    assert.equal(await page.locator('.boot-splash').count(), 0);
  });

  test('when the app’s scripts cannot load, the form says so and keeps what was typed', async ({ open }) => {
    const { page } = await open(PHONE);
    await page.route(/\/panel\/assets\/.*\.js$/, (route) => route.abort());
    await identify(page, { phone: '+919876543210' });
    const alert = page.locator('#boot-sign-in-form [role="alert"]');
    await alert.waitFor();
    assert.match(await alert.innerText(), /could not open the sign-in/i);
    assert.equal(await page.getByTestId('phone').inputValue(), '9876543210');
    assert.equal(await page.getByTestId('identify-submit').isEnabled(), true);
    await screenshot(page, 'sign-in-island-offline');
  });

  test('someone already signed in who opens the sign-in page goes to their home, as before', async ({ open }) => {
    const { page } = await open(PHONE);
    await signInDemo(page, DEMO.customer, CUSTOMER_HOME);
    await page.goto('/panel/login');
    await page.waitForURL(CUSTOMER_HOME);
    await page.getByTestId('customer-home').waitFor();
    assert.equal(await page.locator('.boot-splash').count(), 0);
  });
});
