// In the browser: the admin home's figures (GET /dashboard), and Insights (for
// the superadmin agency's admins) — tiles, the daily chart, revenue by month and the top
// franchisees for a preset or custom range, another agency picked from the list — at 1280×800
// and on a 390×844 phone. An agency admin has no Insights; a customer sees their week's figures.

import assert from 'node:assert/strict';
import { DASHBOARD_MESSAGES, DEFAULT_AGENCY_CONFIGURATION, DEFAULT_AGENCY_THEME } from '@cardora/contract';
import type { Page } from 'playwright-core';
import { test } from '../fixtures';
import { DEMO, DESKTOP, openDrawer, PHONE, postFromPage, screenshot, signInDemo } from '../support';

/** A tile's number, once it has one (the skeleton shows until then). */
async function tileNumber(page: Page, testId: string): Promise<number> {
  const value = page.getByTestId(`${testId}-value`);
  await value.waitFor();
  return Number((await value.innerText()).replace(/[^\d.]/g, ''));
}

/** Waits until the charts have drawn (lines and bars in their SVG). */
async function chartsDrawn(page: Page): Promise<void> {
  await page.getByTestId('insights-growth').locator('.MuiLineChart-line').first().waitFor();
  // A month of the range with no revenue draws a bar of no height (a 7-day range that starts on
  // the last day of a month often does): wait for one that has a height.
  await page
    .getByTestId('insights-revenue')
    .locator('.MuiBarChart-element')
    .filter({ visible: true })
    .first()
    .waitFor();
  await page.getByTestId('franchisee-row').first().waitFor();
}

const subtitle = (page: Page) => page.getByTestId('insights-subtitle').innerText();

/**
 * Runs `change`, then waits until the page shows another agency or range in its subtitle and
 * that view's figures have arrived (the previous view's stay dimmed and busy meanwhile).
 */
async function changeView(page: Page, change: () => Promise<void>): Promise<string> {
  const before = await subtitle(page);
  await change();
  await page.waitForFunction(
    (previous) => document.querySelector('[data-testid="insights-subtitle"]')?.textContent !== previous,
    before,
  );
  await page.waitForFunction(
    () => document.querySelector('[data-testid="insights-admin-page"] [aria-busy="true"]') === null,
  );
  return subtitle(page);
}

test.describe('insights', () => {
  test('desktop: the superadmin sees the home figures, opens Insights, changes the range and the agency', async ({
    open,
  }) => {
    const { context, page } = await open(DESKTOP, 'cardora');
    // The charts animate in JavaScript, which screenshots cannot pause; reduced motion draws them at once.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInDemo(page, DEMO.superadmin);
    await page.getByTestId('dashboard-tiles').waitFor();
    const businesses = await tileNumber(page, 'stat-businesses');
    assert.ok(businesses > 100, `the seeded history shows on the home tiles, saw ${businesses}`);
    assert.ok((await tileNumber(page, 'stat-paid')) > 0);
    await screenshot(page, 'admin-home-figures-desktop');

    await openDrawer(page);
    await page.getByTestId('drawer').getByTestId('menu-insights').click();
    await page.waitForURL(/\/panel\/admin\/insights$/);
    await chartsDrawn(page);
    assert.match(await page.getByTestId('insights-subtitle').innerText(), /^Cardora HQ · /);
    // The top bar's title is the page's one h1; the page's own heading sits below it.
    assert.equal(await page.locator('h1').count(), 1);
    const thirtyDays = await tileNumber(page, 'stat-new-businesses');
    assert.ok(thirtyDays > 0, 'businesses were made in the last 30 days');
    assert.match(await page.getByTestId('stat-revenue-value').innerText(), /^₹[\d,]+/);
    assert.equal(await tileNumber(page, 'stat-businesses-now'), businesses);
    await screenshot(page, 'insights-desktop');
    await page.getByTestId('insights-growth').evaluate((node) => node.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'insights-charts-desktop');

    // The franchisees ranked by money instead.
    await page.getByTestId('franchisee-ranking-revenue').click();
    assert.match(await page.getByTestId('franchisee-row').first().innerText(), /₹/);

    // A preset: the address and the figures follow.
    await changeView(page, () => page.getByTestId('insights-range-90d').click());
    assert.match(page.url(), /range=90d/);
    const ninetyDays = await tileNumber(page, 'stat-new-businesses');
    assert.ok(ninetyDays > thirtyDays, `90 days (${ninetyDays}) count more than 30 (${thirtyDays})`);
    assert.match(await changeView(page, () => page.getByTestId('insights-range-fy').click()), /^Cardora HQ · 1 Apr – /);
    assert.match(page.url(), /range=fy/);
    await chartsDrawn(page);
    await page.getByTestId('insights-growth').evaluate((node) => node.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'insights-financial-year-desktop');

    // A custom range, first the wrong way round: the contract's message, nothing sent.
    await page.getByTestId('insights-range-custom').click();
    await page.getByTestId('insights-from').fill('2026-03-31');
    await page.getByTestId('insights-to').fill('2026-03-01');
    await page.getByTestId('insights-apply').click();
    assert.equal(await page.getByTestId('insights-range-problem').innerText(), DASHBOARD_MESSAGES.fromAfterTo);
    await page.getByTestId('insights-from').fill('2026-03-01');
    await page.getByTestId('insights-to').fill('2026-03-31');
    assert.equal(
      await changeView(page, () => page.getByTestId('insights-apply').click()),
      'Cardora HQ · 1 Mar – 31 Mar 2026',
    );
    assert.match(page.url(), /from=2026-03-01&to=2026-03-31/);

    // Another agency, picked from the list: the Demo Agency's three businesses.
    await page.getByTestId('agency-picker-input').click();
    assert.equal(
      await changeView(page, () => page.getByRole('option', { name: 'Demo Agency' }).click()),
      'Demo Agency · 1 Mar – 31 Mar 2026',
    );
    assert.match(page.url(), /agencyId=/);
    // Journeys running beside this one may add businesses to the Demo Agency: at least its three.
    assert.ok((await tileNumber(page, 'stat-businesses-now')) >= 3);
    await context.close();
  });

  test('phone: Insights reads top to bottom; a range the server refuses shows its message', async ({ open }) => {
    const { context, page } = await open(PHONE, 'cardora');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInDemo(page, DEMO.superadmin);
    await page.getByTestId('dashboard-tiles').waitFor();
    await tileNumber(page, 'stat-businesses');
    await screenshot(page, 'admin-home-figures-phone');

    await page.goto('/panel/admin/insights?range=7d');
    await chartsDrawn(page);
    await screenshot(page, 'insights-phone');
    await page.getByTestId('insights-growth').scrollIntoViewIfNeeded();
    await screenshot(page, 'insights-chart-phone');
    await page.getByTestId('insights-franchisees').scrollIntoViewIfNeeded();
    await screenshot(page, 'insights-franchisees-phone');
    // No page is wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);

    // A month before the history began: each chart says it has nothing to show.
    await page.goto('/panel/admin/insights?from=2024-01-01&to=2024-01-31');
    await page.getByTestId('insights-growth-empty').waitFor();
    await page.getByTestId('insights-revenue-empty').waitFor();
    await page.getByTestId('insights-franchisees-empty').waitFor();
    await page.getByTestId('insights-growth').scrollIntoViewIfNeeded();
    await screenshot(page, 'insights-quiet-range-phone');

    // An agency with nothing yet: one empty state instead of zeros.
    const created = await postFromPage(page, '/api/v1/agency', {
      agency: {
        slug: `insights-${Date.now().toString(36)}`,
        agencyName: 'Brand New Agency',
        // The PDF card product needs a plan to be on; this agency sells cards only.
        configuration: {
          ...DEFAULT_AGENCY_CONFIGURATION,
          pdfCardConfig: { enablePdfCardProduct: false, customerPlans: [] },
        },
        theme: DEFAULT_AGENCY_THEME,
      },
    });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    await page.goto(`/panel/admin/insights?agencyId=${created.json.data.agencyId}`);
    await page.getByTestId('insights-empty').waitFor();
    assert.match(await subtitle(page), /^Brand New Agency · /);
    await screenshot(page, 'insights-empty-phone');

    // A hand-made address with more than a year: the server's message, on the page.
    await page.goto('/panel/admin/insights?from=2024-01-01&to=2026-01-01');
    await page.getByTestId('insights-error').waitFor();
    assert.match(await page.getByTestId('insights-error').innerText(), /Choose a range of at most 366 days\./);
    await screenshot(page, 'insights-error-phone');
    await context.close();
  });

  test('an agency admin has no Insights; their home shows their own figures', async ({ signedIn }) => {
    const { context, page } = await signedIn('admin', PHONE);
    assert.ok((await tileNumber(page, 'stat-businesses')) >= 3);
    await page.goto('/panel/admin/insights');
    await page.getByTestId('forbidden').waitFor();
    await context.close();
  });

  test("a customer's home shows their card's week", async ({ signedIn }) => {
    const { context, page } = await signedIn('customer', PHONE);
    await page.getByTestId('dashboard-tiles').waitFor();
    assert.ok((await tileNumber(page, 'stat-views')) > 0, 'the demo card has views this week');
    // The figures are the shown business's card's (e2e plans-and-figures).
    assert.equal(
      await page.getByTestId('dashboard-title').innerText(),
      `${await page.getByTestId('home-business-name').innerText()} card, last 7 days`,
    );
    await page.getByTestId('dashboard-tiles').scrollIntoViewIfNeeded();
    await screenshot(page, 'customer-home-figures-phone');
    await context.close();
  });
});
