// In the browser: All Businesses and All Projects as server-paged, server-sorted
// Data Grids with the filters and search in the address bar; a card's status changed from its
// row; both CSV reports downloaded from the Report page and read back; a franchisee without
// all-card access sees only the businesses it made. Screenshots of the lists at 1280×800 and
// 390×844 (Billing's are in billing.test.ts).

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import {
  BUSINESS_REPORT_COLUMNS,
  DIGITAL_CARD_REPORT_COLUMNS,
  type TBusiness,
  ZBusiness,
  ZBusinessList,
  ZCardList,
  ZRegisterUserResponse,
  ZSubscriptionPlanList,
} from '@cardora/contract';
import ExcelJS from 'exceljs';
import type { Download, Locator, Page } from 'playwright-core';
import { test } from '../fixtures';
import {
  ACTION_TIMEOUT_MS,
  baseUrl,
  DEMO,
  DESKTOP,
  demoPage,
  freshIndianPhone,
  getFromPage,
  newContext,
  PHONE,
  postFromPage,
  recordManualPayment,
  screenshot,
  settle,
  signInDemo,
  signInWithTemporaryPassword,
} from '../support';

/** This run's businesses: twelve shops and one whose name a spreadsheet would read as a formula. */
interface World {
  tag: string;
  ownerA: string;
  ownerB: string;
  shops: TBusiness[];
  formula: TBusiness;
  paid: string[];
}

async function createOwner(page: Page, phone: string, name: string): Promise<string> {
  const registered = await postFromPage(page, '/api/v1/business/registerUserAndGetBusinesses', {
    phoneNumber: phone,
    name,
  });
  assert.equal(registered.status, 200, JSON.stringify(registered.json));
  return ZRegisterUserResponse.parse(registered.json.data).user.userId;
}

async function createBusiness(page: Page, userId: string, businessName: string): Promise<TBusiness> {
  const created = await postFromPage(page, '/api/v1/business', {
    businessName,
    category: 'sweet-shop',
    userId,
    createDigitalCard: true,
  });
  assert.equal(created.status, 200, JSON.stringify(created.json));
  return ZBusiness.parse(created.json.data);
}

/** Made through the API as the admin; three shops are paid (subscribed) by a manual payment. */
async function makeWorld(page: Page): Promise<World> {
  const tag = `lj${Date.now().toString(36)}`;
  const ownerA = freshIndianPhone();
  const ownerB = `${ownerA.slice(0, -1)}${(Number(ownerA.slice(-1)) + 1) % 10}`;
  const userA = await createOwner(page, ownerA, 'Lists Owner A');
  const userB = await createOwner(page, ownerB, 'Lists Owner B');
  const shops: TBusiness[] = [];
  for (let i = 1; i <= 12; i++) {
    shops.push(await createBusiness(page, i <= 7 ? userA : userB, `${tag} Shop ${String(i).padStart(2, '0')}`));
  }
  const formula = await createBusiness(page, userB, `=${tag} Formula Foods`);
  const plans = await getFromPage(page, '/api/v1/business/subscription-plan');
  const plan = ZSubscriptionPlanList.parse(plans.json.data).list[0];
  assert.ok(plan, 'the demo agency has a plan');
  const paid = [shops[1], shops[4], shops[8]].map((shop) => shop?.businessId ?? '');
  for (const businessId of paid) await recordManualPayment(page, businessId, plan);
  return { tag, ownerA, ownerB, shops, formula, paid };
}

function qs(query: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
}

/** The API's own answer for a query: the oracle for what the grid must show. */
async function apiBusinesses(page: Page, query: Record<string, string | number>) {
  const { status, json } = await getFromPage(page, `/api/v1/business?${qs(query)}`);
  assert.equal(status, 200, JSON.stringify(json));
  return ZBusinessList.parse(json.data);
}

async function apiCards(page: Page, query: Record<string, string | number>) {
  const { status, json } = await getFromPage(page, `/api/v1/getcardlist?${qs(query)}`);
  assert.equal(status, 200, JSON.stringify(json));
  return ZCardList.parse(json.data);
}

/** Waits until the listed names are exactly `expected` (the list loads, debounces, re-renders). */
async function expectNames(scope: Locator, nameSelector: string, expected: string[], what: string): Promise<void> {
  let seen: string[] = [];
  for (let attempt = 0; attempt < 60; attempt++) {
    seen = await scope.locator(nameSelector).allInnerTexts();
    if (JSON.stringify(seen) === JSON.stringify(expected)) return;
    await scope.page().waitForTimeout(100);
  }
  assert.deepEqual(seen, expected, `${what} (at ${scope.page().url()})`);
}

/** Waits until the address holds these parameters (null: absent); the view writes it after rendering. */
async function expectParams(page: Page, expected: Record<string, string | null>): Promise<void> {
  let seen: Record<string, string | null> = {};
  for (let attempt = 0; attempt < 30; attempt++) {
    const params = new URL(page.url()).searchParams;
    seen = Object.fromEntries(Object.keys(expected).map((key) => [key, params.get(key)]));
    if (JSON.stringify(seen) === JSON.stringify(expected)) return;
    await page.waitForTimeout(100);
  }
  assert.deepEqual(seen, expected, `the address ${page.url()}`);
}

const BUSINESS_NAMES = '[data-testid^="business-row-"] [data-testid="business-name"]';
const PROJECT_ROWS = '[data-testid="project-row"]';
const BUSINESS_ROWS = '[data-testid^="business-row-"]';

/** Opens a list at `address` and waits for the first of its rows in the grid `gridTestId`; the grid. */
async function openGrid(page: Page, address: string, gridTestId: string, rows: string): Promise<Locator> {
  await page.goto(address);
  const grid = page.getByTestId(gridTestId);
  await grid.locator(rows).first().waitFor();
  return grid;
}

/** Picks an option of a MUI select (the combobox named by its label) inside `scope`. */
async function pick(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** A tiny RFC 4180 reader: quoted cells with "" and line breaks, CRLF records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

async function downloaded(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, 'utf8');
}

/** The records of a CSV download as objects keyed by the header, after checking its framing. */
function csvRecords(text: string, columns: readonly string[]): Record<string, string>[] {
  assert.equal(text.charCodeAt(0), 0xfeff, 'the file starts with a UTF-8 BOM');
  assert.ok(text.endsWith('\r\n'), 'records end with CRLF');
  const [header, ...rows] = parseCsv(text.slice(1));
  assert.deepEqual(header, [...columns]);
  return rows.map((cells) => {
    assert.equal(cells.length, columns.length, `a record has ${columns.length} cells: ${cells.join('|')}`);
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']));
  });
}

test.describe('admin lists: All Businesses, All Projects, reports and franchisee scope', () => {
  let world: World;

  test.beforeAll(async ({ browser }) => {
    const { context, page } = await demoPage(browser, DESKTOP, DEMO.admin);
    world = await makeWorld(page);
    await context.close();
  });

  test('an admin filters, searches, sorts and pages All Businesses; the address keeps the view', async ({
    signedIn,
  }) => {
    const { page } = await signedIn('admin', DESKTOP);
    const grid = await openGrid(page, '/panel/admin/businesses', 'business-grid', BUSINESS_ROWS);
    const filters = page.getByTestId('admin-businesses-page');
    const { tag } = world;

    // Search by business name: this run's thirteen, newest first, as the API lists them.
    await page.getByTestId('search-input').fill(tag);
    const all = await apiBusinesses(page, { searchKey: 'businessName', search: tag, pageSize: 25 });
    assert.equal(all.total, 13);
    await expectNames(
      grid,
      BUSINESS_NAMES,
      all.list.map((b) => b.businessName),
      'search by name',
    );
    assert.equal(await page.getByTestId('business-total').innerText(), '13 businesses');
    await expectParams(page, { search: tag });

    // Subscribed: exactly the three paid shops; not subscribed: the other ten.
    await pick(page, filters, 'Subscription', 'Subscribed');
    const paidNames = world.shops.filter((s) => world.paid.includes(s.businessId)).map((s) => s.businessName);
    await expectNames(grid, BUSINESS_NAMES, [...paidNames].reverse(), 'subscribed');
    for (const id of world.paid) {
      await grid.getByTestId(`business-row-${id}`).locator('[data-testid="plan-state"][data-state="paid"]').waitFor();
    }
    await settle(page);
    await screenshot(page, 'admin-businesses-subscribed-desktop');
    await pick(page, filters, 'Subscription', 'Not subscribed');
    const unpaid = await apiBusinesses(page, { search: tag, searchKey: 'businessName', subscribed: 'not-subscribed' });
    assert.equal(unpaid.total, 10);
    assert.ok(unpaid.list.every((b) => !world.paid.includes(b.businessId)));
    await expectNames(
      grid,
      BUSINESS_NAMES,
      unpaid.list.map((b) => b.businessName),
      'not subscribed',
    );

    // Clear filters, then search by the registered phone number: owner B's six businesses.
    await page.getByTestId('business-clear-filters').click();
    await pick(page, filters, 'Search by', 'Phone number');
    await page.getByTestId('search-input').fill(world.ownerB.replace(/^\+91/, ''));
    const ofB = await apiBusinesses(page, { searchKey: 'registeredPhoneNumber', search: world.ownerB.slice(3) });
    assert.equal(ofB.total, 6);
    assert.ok(ofB.list.every((b) => b.user.phoneNumber === world.ownerB));
    await expectNames(
      grid,
      BUSINESS_NAMES,
      ofB.list.map((b) => b.businessName),
      'search by phone',
    );
    for (const contact of await grid.getByTestId('owner-contact').allInnerTexts()) {
      assert.equal(contact.replaceAll(' ', ''), world.ownerB);
    }

    // Sort by the Business column: A–Z, then Z–A, on the server (the formula name sorts first).
    await pick(page, filters, 'Search by', 'Business name');
    await page.getByTestId('search-input').fill(tag);
    await expectNames(
      grid,
      BUSINESS_NAMES,
      all.list.map((b) => b.businessName),
      'back to the name search',
    );
    const header = grid.locator('[role="columnheader"][data-field="businessName"]');
    await header.click();
    const asc = await apiBusinesses(page, { search: tag, sortBy: 'businessName', sortOrder: 'asc', pageSize: 25 });
    await expectNames(
      grid,
      BUSINESS_NAMES,
      asc.list.map((b) => b.businessName),
      'name A–Z',
    );
    assert.equal(asc.list[0]?.businessName, world.formula.businessName);
    assert.equal(await header.getAttribute('aria-sort'), 'ascending');
    await header.click();
    const desc = await apiBusinesses(page, { search: tag, sortBy: 'businessName', sortOrder: 'desc', pageSize: 25 });
    await expectNames(
      grid,
      BUSINESS_NAMES,
      desc.list.map((b) => b.businessName),
      'name Z–A',
    );
    assert.equal(await header.getAttribute('aria-sort'), 'descending');
    await expectParams(page, { sortBy: 'businessName', sortOrder: 'desc' });

    // Ten a page: page 1 holds the first ten, page 2 the last three.
    await pick(page, grid, 'Per page', '10');
    await expectNames(
      grid,
      BUSINESS_NAMES,
      desc.list.slice(0, 10).map((b) => b.businessName),
      'page 1 of 10',
    );
    await grid.getByRole('button', { name: 'Go to next page' }).click();
    await expectNames(
      grid,
      BUSINESS_NAMES,
      desc.list.slice(10).map((b) => b.businessName),
      'page 2 of 10',
    );
    await grid.getByText('11–13 of 13').waitFor();
    await expectParams(page, { page: '2', pageSize: '10' });

    // A reload shows the same page of the same search, in the same order.
    await page.reload();
    await expectNames(
      grid,
      BUSINESS_NAMES,
      desc.list.slice(10).map((b) => b.businessName),
      'after reload',
    );
    assert.equal(await page.getByTestId('search-input').inputValue(), tag);
    assert.equal(await header.getAttribute('aria-sort'), 'descending');
    await settle(page);
    await screenshot(page, 'admin-businesses-page2-desktop');

    // Nothing matches: the empty overlay says so and clears the filters.
    await page.getByTestId('search-input').fill(`${tag}-nothing-like-this`);
    const empty = grid.getByTestId('businesses-empty');
    await empty.getByText('No businesses match these filters').waitFor();
    await screenshot(page, 'admin-businesses-empty-desktop');
    await empty.getByTestId('list-clear-filters').click();
    const everything = await apiBusinesses(page, { sortBy: 'businessName', sortOrder: 'desc', pageSize: 10 });
    await expectNames(
      grid,
      BUSINESS_NAMES,
      everything.list.map((b) => b.businessName),
      'cleared',
    );
    assert.equal(await page.getByTestId('search-input').inputValue(), '');
    await expectParams(page, { search: null, page: null });

    // A refused list shows the server's own message in the grid, and Try again recovers.
    const refusal = 'The business list is unavailable for a moment.';
    await page.route('**/api/v1/business?*', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ data: { message: refusal, code: 'VALIDATION_FAILED' } }),
      }),
    );
    await page.getByTestId('search-input').fill(`${tag} Shop 0`);
    await grid.getByTestId('businesses-empty-error').waitFor();
    assert.equal(await grid.getByTestId('list-error-message').innerText(), refusal);
    await screenshot(page, 'admin-businesses-error-desktop');
    await page.unroute('**/api/v1/business?*');
    await grid.getByTestId('list-retry').click();
    const shops = await apiBusinesses(page, { search: `${tag} Shop 0`, sortBy: 'businessName', sortOrder: 'desc' });
    assert.equal(shops.total, 9);
    await expectNames(
      grid,
      BUSINESS_NAMES,
      shops.list.map((b) => b.businessName),
      'after retry',
    );
  });

  test("an admin resets an owner's password from the row menu: shown once, and it signs the owner in", async ({
    open,
    signedIn,
  }) => {
    const { context, page } = await signedIn('admin', DESKTOP);
    const shop = world.shops[0];
    assert.ok(shop);
    await page.goto(`/panel/admin/businesses?search=${encodeURIComponent(shop.businessName)}`);
    const row = page.getByTestId(`business-row-${shop.businessId}`);
    await row.getByTestId('business-menu').click();
    await page.getByTestId('business-reset-password').click();
    const dialog = page.getByTestId('reset-password-dialog');
    await dialog.getByText("Reset Lists Owner A's password?").waitFor();
    const reset = page.waitForResponse((r) => r.url().endsWith('/api/v1/regenerateRandomPassword'));
    await dialog.getByTestId('reset-password-confirm').click();
    assert.equal((await reset).status(), 200);
    const password = (await dialog.getByTestId('reset-password-value').innerText()).trim();
    assert.match(password, /^[A-Za-z0-9]{10}$/);
    await dialog.getByText('This password is shown only once.', { exact: false }).waitFor();
    await settle(page);
    await screenshot(page, 'admin-businesses-reset-password-desktop');
    await dialog.getByTestId('reset-password-done').click();
    await dialog.waitFor({ state: 'hidden' });
    // Opened again, it asks afresh: the password is not shown twice.
    await row.getByTestId('business-menu').click();
    await page.getByTestId('business-reset-password').click();
    await dialog.getByTestId('reset-password-confirm').waitFor();
    assert.equal(await dialog.getByTestId('reset-password-value').count(), 0);
    await context.close();

    const owner = await open(PHONE);
    await signInWithTemporaryPassword(
      owner.page,
      { phone: world.ownerA },
      password,
      'owner-a-own-1',
      /\/panel\/customer/,
    );
    await owner.context.close();
  });

  test('on a phone All Businesses is a list of cards with the sort beside the search and pages below', async ({
    signedIn,
  }) => {
    const { page } = await signedIn('admin', PHONE);
    await page.goto('/panel/admin/businesses');
    await page.getByTestId('business-list').waitFor();
    assert.equal(await page.getByTestId('business-grid').count(), 0);
    await screenshot(page, 'admin-businesses-phone');

    const view = page.getByTestId('admin-businesses-page');
    await page.getByTestId('search-input').fill(world.tag);
    // The filters fold away on a phone; the button says how many are set.
    assert.equal(await view.getByRole('combobox', { name: 'Subscription' }).count(), 0);
    await page.getByTestId('business-filters-toggle').click();
    await pick(page, view, 'Subscription', 'Subscribed');
    await screenshot(page, 'admin-businesses-filters-phone');
    await page.getByTestId('business-filters-toggle').click();
    assert.equal(await page.getByTestId('business-filters-toggle').innerText(), 'Filters · 1');
    await pick(page, view, 'Sort', 'Name A–Z');
    const paid = await apiBusinesses(page, {
      search: world.tag,
      subscribed: 'subscribed',
      sortBy: 'businessName',
      sortOrder: 'asc',
    });
    assert.equal(paid.total, 3);
    await expectNames(
      page.getByTestId('business-list'),
      BUSINESS_NAMES,
      paid.list.map((b) => b.businessName),
      'phone',
    );
    // No sideways scrolling on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
    await screenshot(page, 'admin-businesses-filtered-phone');
    await page.getByTestId('business-pagination').scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-businesses-pages-phone');
  });

  test('an admin switches a card off in All Projects, sets its limit and settings, and deletes another', async ({
    signedIn,
  }) => {
    const { context, page } = await signedIn('admin', DESKTOP);
    const grid = await openGrid(page, '/panel/admin/projects?projectType=digital_card', 'projects-table', PROJECT_ROWS);
    await page.getByTestId('projects-search').fill(world.tag);
    const cards = await apiCards(page, { search: world.tag });
    assert.equal(cards.total, 13);
    await expectNames(
      grid,
      '[data-testid="project-business"]',
      cards.list.map((c) => c.business.businessName),
      'cards',
    );
    await settle(page);
    await screenshot(page, 'admin-projects-desktop');

    const shop = world.shops[2];
    const cardNo = shop?.card?.cardNo;
    assert.ok(shop && cardNo, 'the shop has its card');
    const row = grid.locator(`${PROJECT_ROWS}[data-card-no="${cardNo}"]`);
    const status = row.getByTestId('card-status-switch').locator('input');
    assert.equal(await status.isChecked(), true);
    const switched = page.waitForResponse((r) => r.url().endsWith('/api/v1/updateCardStatus'));
    await status.click();
    assert.equal((await switched).status(), 200);
    await page.getByText(`/${shop.card?.cardId} is now inactive.`).waitFor();
    assert.equal(await status.isChecked(), false);

    // The Status filter finds it among the inactive; a reload (filter in the address) agrees.
    await pick(page, page.getByTestId('admin-projects-page'), 'Status', 'Inactive');
    await expectNames(grid, '[data-testid="project-business"]', [shop.businessName], 'inactive');
    await expectParams(page, { status: 'inactive' });
    await page.reload();
    await expectNames(grid, '[data-testid="project-business"]', [shop.businessName], 'inactive after reload');
    assert.equal(await row.getByTestId('card-status-switch').locator('input').isChecked(), false);
    const inactive = await apiCards(page, { search: world.tag, status: 'inactive' });
    assert.deepEqual(
      inactive.list.map((c) => c.cardNo),
      [cardNo],
    );

    // Its card limit, typed in the row; then the greetings settings from its menu.
    const limited = page.waitForResponse((r) => r.url().endsWith('/api/v1/updateCardLimit'));
    await row.getByTestId('card-limit').fill('3');
    await row.getByTestId('card-limit').press('Enter');
    assert.equal((await limited).status(), 200);
    await row.getByTestId('project-menu').click();
    await page.getByTestId('card-settings').click();
    const dialog = page.getByTestId('card-settings-dialog');
    assert.equal(await dialog.getByTestId('settings-card-limit').inputValue(), '3');
    await pick(page, dialog, 'Greeting images', 'A set number');
    await dialog.getByTestId('settings-greeting-limit').fill('20');
    await dialog.getByTestId('settings-greeting-videos').locator('input').click();
    await settle(page);
    await screenshot(page, 'admin-projects-card-settings-desktop');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/updateImagePostSettings'));
    await dialog.getByTestId('settings-save').click();
    assert.equal((await saved).status(), 200);
    await dialog.waitFor({ state: 'hidden' });
    const [afterSettings] = (await apiCards(page, { search: world.tag, status: 'inactive' })).list;
    assert.equal(afterSettings?.cardLimit, 3);
    assert.deepEqual(afterSettings?.imagePostSettings, { greetingImagesLimit: 20, greetingVideosEnabled: false });

    // Delete another card after the confirmation: it leaves the list; its business stays.
    await page.getByTestId('projects-clear-filters').click();
    await page.getByTestId('projects-search').fill(world.tag);
    const last = world.shops[11];
    const lastNo = last?.card?.cardNo;
    assert.ok(last && lastNo);
    const lastRow = grid.locator(`${PROJECT_ROWS}[data-card-no="${lastNo}"]`);
    await lastRow.getByTestId('project-menu').click();
    await page.getByTestId('delete-card').click();
    const confirm = page.getByTestId('delete-card-dialog');
    await confirm.getByText(`The card /${last.card?.cardId} of ${last.businessName} will be deleted`).waitFor();
    const deleted = page.waitForResponse((r) => r.url().endsWith('/api/v1/deleteCard'));
    await confirm.getByRole('button', { name: 'Delete card' }).click();
    assert.equal((await deleted).status(), 200);
    await lastRow.waitFor({ state: 'detached' });
    await page.getByTestId('projects-total').getByText('12 digital cards').waitFor();
    const stays = await apiBusinesses(page, { search: last.businessName });
    assert.equal(stays.list[0]?.card, null);
    await context.close();

    const phone = await signedIn('admin', PHONE);
    const phoneGrid = await openGrid(
      phone.page,
      `/panel/admin/projects?projectType=digital_card&search=${world.tag}`,
      'projects-table',
      PROJECT_ROWS,
    );
    // A phone sees the card, its switch and the menu; the rest is under Card settings.
    const headers = await phoneGrid
      .locator('[role="columnheader"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-field')));
    assert.deepEqual(headers, ['summary', 'status', 'actions']);
    assert.equal(await phoneGrid.getByTestId('card-limit').count(), 0);
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
    await screenshot(phone.page, 'admin-projects-phone');
    await phoneGrid.locator('.MuiDataGrid-footerContainer').scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'admin-projects-footer-phone');
    await phone.context.close();
  });

  test('the Report page downloads both CSVs with the filters: BOM, header, the filtered rows, formulas neutralised; and the Excel workbook', async ({
    signedIn,
  }) => {
    const { page } = await signedIn('admin', DESKTOP);
    await page.goto('/panel/admin/report');
    const report = page.getByTestId('report-page');
    await page.getByTestId('report-search').fill(world.tag);
    await pick(page, report, 'Subscription', 'Not subscribed');
    await screenshot(page, 'admin-report-desktop');

    const businessDownload = page.waitForEvent('download');
    await page.getByTestId('download-business-report').click();
    const businessFile = await businessDownload;
    assert.match(businessFile.suggestedFilename(), /^business-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const businesses = csvRecords(await downloaded(businessFile), BUSINESS_REPORT_COLUMNS);
    const expected = await apiBusinesses(page, { search: world.tag, subscribed: 'not-subscribed', pageSize: 100 });
    assert.equal(businesses.length, expected.total);
    assert.equal(expected.total, 10);
    assert.deepEqual(businesses.map((r) => r['Business ID']).sort(), expected.list.map((b) => b.businessId).sort());
    for (const record of businesses) {
      assert.equal(record.Subscribed, 'No');
      assert.ok(!world.paid.includes(record['Business ID'] ?? ''));
      // A phone number starts with '+', which a spreadsheet would read as a formula.
      assert.match(record['Registered Phone Number'] ?? '', /^'\+91\d{10}$/);
    }
    const formula = businesses.find((r) => r['Business ID'] === world.formula.businessId);
    assert.equal(formula?.['Business Name'], `'${world.formula.businessName}`);

    // The same rows as an Excel workbook: typed cells, so phones and the formula-like name are
    // the stored text with no apostrophe (docs/product-rules.md#reports-as-spreadsheets).
    const xlsxDownload = page.waitForEvent('download');
    await page.getByTestId('download-business-report-xlsx').click();
    const xlsxFile = await xlsxDownload;
    assert.match(xlsxFile.suggestedFilename(), /^business-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsxFile.path());
    const sheet = workbook.worksheets[0];
    assert.ok(sheet, 'the workbook has a sheet');
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1), [...BUSINESS_REPORT_COLUMNS]);
    const column = (header: string) => BUSINESS_REPORT_COLUMNS.indexOf(header as never) + 1;
    const xlsxRows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
    assert.deepEqual(
      xlsxRows.map((row) => row.getCell(column('Business ID')).value).sort(),
      expected.list.map((b) => b.businessId).sort(),
    );
    for (const row of xlsxRows) {
      assert.match(String(row.getCell(column('Registered Phone Number')).value), /^\+91\d{10}$/);
      assert.ok(row.getCell(column('Created At (IST)')).value instanceof Date, 'a date cell');
    }
    const formulaRow = xlsxRows.find((row) => row.getCell(1).value === world.formula.businessId);
    assert.equal(formulaRow?.getCell(column('Business Name')).value, world.formula.businessName);

    const cardDownload = page.waitForEvent('download');
    await page.getByTestId('download-digital-card-report').click();
    const cardFile = await cardDownload;
    assert.match(cardFile.suggestedFilename(), /^digital-card-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const cards = csvRecords(await downloaded(cardFile), DIGITAL_CARD_REPORT_COLUMNS);
    const expectedCards = await apiCards(page, { search: world.tag, subscribed: 'not-subscribed', pageSize: 100 });
    assert.equal(cards.length, expectedCards.total);
    assert.deepEqual(
      cards.map((r) => Number(r['Card No'])).sort((a, b) => a - b),
      expectedCards.list.map((c) => c.cardNo).sort((a, b) => a - b),
    );
    const switchedOff = cards.find((r) => r['Card No'] === String(world.shops[2]?.card?.cardNo));
    assert.equal(switchedOff?.['Card Status'], 'inactive');
    assert.equal(switchedOff?.['Card Limit'], '3');
    const formulaCard = cards.find((r) => r['Business Name'] === `'${world.formula.businessName}`);
    assert.ok(formulaCard, 'the formula business is neutralised in the card report too');
    // The card deleted in All Projects is not reported.
    assert.equal(
      cards.find((r) => r['Card No'] === String(world.shops[11]?.card?.cardNo)),
      undefined,
    );
  });

  test('a franchisee without all-card access sees only the businesses it made; the all-access one sees more', async ({
    signedIn,
  }) => {
    const ravi = await signedIn('ravi', DESKTOP);
    const phone = freshIndianPhone();
    const owner = await createOwner(ravi.page, phone, 'Ravi Customer');
    const made = await createBusiness(ravi.page, owner, `${world.tag} Ravi Store`);
    assert.equal(made.businessMadeBy, 'franchisee');

    await ravi.page.goto('/panel/admin/businesses');
    const grid = ravi.page.getByTestId('business-grid');
    const own = await apiBusinesses(ravi.page, { pageSize: 100 });
    assert.ok(own.list.some((b) => b.businessId === made.businessId));
    assert.ok(own.list.every((b) => b.businessMadeBy === 'franchisee'));
    await expectNames(
      grid,
      BUSINESS_NAMES,
      own.list.slice(0, 25).map((b) => b.businessName),
      'ravi sees his own',
    );
    assert.equal(
      await ravi.page.getByTestId('business-total').innerText(),
      `${own.total} ${own.total === 1 ? 'business' : 'businesses'}`,
    );
    // Not the demo's businesses, nor this run's shops made by the admin.
    await ravi.page.getByTestId('search-input').fill('Sharma');
    await grid.getByTestId('businesses-empty').getByText('No businesses match these filters').waitFor();
    await ravi.page.getByTestId('search-input').fill(world.tag);
    await expectNames(grid, BUSINESS_NAMES, [made.businessName], 'ravi searches the run');
    await settle(ravi.page);
    await screenshot(ravi.page, 'admin-businesses-franchisee-desktop');
    await ravi.context.close();

    const priya = await signedIn('priya', DESKTOP);
    await priya.page.goto('/panel/admin/businesses');
    const everything = await apiBusinesses(priya.page, { pageSize: 100 });
    assert.ok(everything.total > own.total, `${everything.total} > ${own.total}`);
    await priya.page.getByTestId('business-total').getByText(`${everything.total} businesses`).waitFor();
    await priya.page.getByTestId('search-input').fill(world.tag);
    const run = await apiBusinesses(priya.page, { search: world.tag });
    assert.equal(run.total, 14);
    await expectNames(
      priya.page.getByTestId('business-grid'),
      BUSINESS_NAMES,
      run.list.map((b) => b.businessName),
      'priya sees the run',
    );
    await priya.context.close();
  });

  test('a tablet keeps the grids, without the date (and phone) columns', async ({ browser }) => {
    const context = await newContext(browser, { viewport: { width: 900, height: 1000 }, baseURL: baseUrl() });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    const page = await context.newPage();
    await signInDemo(page, DEMO.admin);
    const fields = (testId: string) =>
      page
        .getByTestId(testId)
        .locator('[role="columnheader"]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-field')));
    await openGrid(page, `/panel/admin/businesses?search=${world.tag}`, 'business-grid', BUSINESS_ROWS);
    assert.deepEqual(await fields('business-grid'), [
      'businessName',
      'owner',
      'cardId',
      'expiryDateForCustomer',
      'actions',
    ]);
    // Every column fits: the grid does not scroll sideways.
    // The columns together are no wider than the grid (the last column's edge handle aside).
    const sideways = (testId: string) =>
      page
        .getByTestId(testId)
        .locator('.MuiDataGrid-virtualScroller')
        .evaluate((scroller) => {
          const columns = [...scroller.querySelectorAll('[role="columnheader"]')];
          const total = columns.reduce((sum, column) => sum + column.getBoundingClientRect().width, 0);
          return Math.round(total - scroller.clientWidth);
        });
    await screenshot(page, 'admin-businesses-tablet');
    const overflowing = await sideways('business-grid');
    assert.ok(overflowing <= 0, `All Businesses scrolls sideways by ${overflowing}px on a tablet`);
    await openGrid(
      page,
      `/panel/admin/projects?projectType=digital_card&search=${world.tag}`,
      'projects-table',
      PROJECT_ROWS,
    );
    assert.deepEqual(await fields('projects-table'), [
      'cardId',
      'businessName',
      'expiryDateForCustomer',
      'status',
      'imagePostStatus',
      'cardLimit',
      'actions',
    ]);
    const projectsOverflow = await sideways('projects-table');
    assert.ok(projectsOverflow <= 0, `All Projects is ${projectsOverflow}px too wide for a tablet`);
    await screenshot(page, 'admin-projects-tablet');
    await context.close();
  });
});
