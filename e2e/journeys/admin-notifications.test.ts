// Admin notifications in the browser: a new customer signs up and a customer asks for greeting
// images; the demo admin's bell counts both (refreshed when the window regains focus), opening
// one goes to its link and the count drops; on a phone the bell opens a sheet where "Mark all
// read" empties the count — for that admin only: the creator's bell still has the sign-up unread.

import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { test } from '../fixtures';
import { DESKTOP, freshIndianPhone, getFromPage, PHONE, postFromPage, screenshot, signUp } from '../support';

async function unreadOnBell(page: Page): Promise<number> {
  return Number(await page.getByTestId('notifications-bell').getAttribute('data-unread'));
}

/** Waits until the bell shows `count` unread (polls, focus and mutations update it). */
async function bellShows(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      document.querySelector('[data-testid="notifications-bell"]')?.getAttribute('data-unread') === String(expected),
    count,
  );
}

/** As the browser does when the person comes back to the tab: TanStack Query refetches on it. */
async function comeBackToTab(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
}

async function openBell(page: Page): Promise<void> {
  await page.getByTestId('notifications-bell').click();
  await page.getByTestId('notification-list').waitFor();
  // Let the popover / sheet finish sliding in before anything is measured or shot.
  await page.waitForTimeout(400);
}

test.describe('admin notifications', () => {
  test('a sign-up and an image request ring the admin’s bell; opening one marks it read', async ({
    open,
    signedIn,
  }) => {
    const admin = await signedIn('admin', DESKTOP);
    await admin.page.locator('[data-testid="notifications-bell"][data-loaded="true"]').waitFor();
    const before = await unreadOnBell(admin.page);
    // The demo world's bell is not empty: two of its four notifications are unread.
    assert.ok(before >= 2, `the demo bell shows ${before} unread`);

    // A new customer signs up on a phone.
    const phone = freshIndianPhone();
    const customer = await open(PHONE);
    await signUp(customer.page, { phone }, 'e2e-password-1');
    await customer.context.close();

    // Aarav asks for Diwali images for his first business.
    const aarav = await signedIn('customer', PHONE);
    const me = await getFromPage(aarav.page, '/api/v1/user');
    const businesses = me.json.data.businesses;
    assert.ok(Array.isArray(businesses) && businesses.length > 0);
    const first: unknown = businesses[0];
    assert.ok(typeof first === 'object' && first !== null && 'businessId' in first);
    const asked = await postFromPage(aarav.page, '/api/v1/image-post/request-images', {
      businessId: first.businessId,
      category: 'Diwali',
      message: 'Sweets boxes with our logo, please.',
    });
    assert.equal(asked.status, 200, JSON.stringify(asked.json));
    await aarav.context.close();

    // Back on the admin's tab: the count includes both.
    await comeBackToTab(admin.page);
    await bellShows(admin.page, before + 2);
    await openBell(admin.page);
    const items = admin.page.getByTestId('notification-item');
    const newest = items.first();
    assert.equal(await newest.getAttribute('data-kind'), 'image-request');
    assert.equal(await newest.getAttribute('data-read'), 'false');
    assert.match(await newest.innerText(), /Diwali/);
    await screenshot(admin.page, 'admin-notifications-desktop');

    const shownPhone = `+91 ${phone.slice(3, 8)} ${phone.slice(8)}`;
    const signUpItem = items.filter({ hasText: `${shownPhone} signed up.` });
    assert.equal(await signUpItem.count(), 1);
    await signUpItem.click();
    await admin.page.waitForURL(/\/panel\/admin\/businesses\?searchKey=registeredPhoneNumber&search=/);
    assert.equal(new URL(admin.page.url()).searchParams.get('search'), phone);
    await bellShows(admin.page, before + 1);
    await admin.context.close();

    // The same admin on a phone: a sheet; "Mark all read" clears the count.
    const mobile = await signedIn('admin', PHONE);
    await bellShows(mobile.page, before + 1);
    await openBell(mobile.page);
    const sheet = mobile.page.getByTestId('notifications-sheet').locator('.MuiDrawer-paper');
    const box = await sheet.boundingBox();
    assert.ok(box && Math.round(box.width) === PHONE.width, `the sheet is ${box?.width}px wide`);
    await screenshot(mobile.page, 'admin-notifications-phone');
    await mobile.page.getByTestId('notifications-mark-all').click();
    await bellShows(mobile.page, 0);
    await mobile.page.getByTestId('notifications-caught-up').waitFor();
    assert.equal(await mobile.page.getByTestId('notifications-summary').innerText(), 'Nothing unread');
    await screenshot(mobile.page, 'admin-notifications-phone-caught-up');
    await mobile.page.getByTestId('notifications-close').click();
    await mobile.page.getByTestId('notifications-sheet').waitFor({ state: 'hidden' });
    await mobile.context.close();

    // Read state is per reader: the creator still has the new customer unread.
    const creator = await signedIn('creator', PHONE);
    const bell = await getFromPage(creator.page, '/api/v1/analytics/admin-notification?unreadOnly=true');
    const unread = JSON.stringify(bell.json.data.list);
    assert.match(unread, new RegExp(`${shownPhone.replaceAll('+', '\\+')} signed up`));
    await creator.context.close();
  });

  test('the bell says when it has nothing, and when it could not load (then tries again)', async ({ signedIn }) => {
    const { context, page } = await signedIn('creator', PHONE);
    const LIST = '**/api/v1/analytics/admin-notification?**';

    await page.route(LIST, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ data: { list: [], total: 0, unreadCount: 0, page: 1, pageSize: 20 } }),
      }),
    );
    await page.getByTestId('notifications-bell').click();
    await page.getByTestId('notifications-empty').waitFor();
    assert.match(await page.getByTestId('notifications-empty').innerText(), /You're all caught up/);
    await page.waitForTimeout(400);
    await screenshot(page, 'admin-notifications-empty-phone');
    await page.getByTestId('notifications-close').click();
    await page.getByTestId('notifications-sheet').waitFor({ state: 'hidden' });
    await page.unroute(LIST);

    await page.route(LIST, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ data: { message: 'Something went wrong on our side.', code: 'INTERNAL' } }),
      }),
    );
    // A fresh page: nothing cached, so the failure is all there is to show (after the query's retries).
    await page.reload();
    await page.getByTestId('notifications-bell').click();
    await page.getByTestId('notifications-error').waitFor({ timeout: 15_000 });
    await page.waitForTimeout(400);
    await screenshot(page, 'admin-notifications-error-phone');
    await page.unroute(LIST);
    await page.getByTestId('notifications-retry').click();
    await page.getByTestId('notification-list').waitFor();
    await context.close();
  });
});
