// Route guards (the spec's table), area guards by role, and the global 401 dialog.

import assert from 'node:assert/strict';
import { test } from '../fixtures';
import { PHONE, screenshot, signIn } from '../support';

test.describe('route guards', () => {
  for (const [from, to] of [
    ['/panel/otp', /\/panel\/login$/],
    ['/panel/createPassword', /\/panel\/login$/],
    ['/panel/franchisee-createPassword', /\/panel\/(franchisee-)?(login|otp)$/],
    ['/panel/customer', /\/panel\/login$/],
    ['/panel/admin', /\/panel\/login$/],
    ['/panel/customer/account', /\/panel\/login$/],
    ['/panel/admin/billing', /\/panel\/login$/],
    ['/panel/payment/month-payment', /\/panel\/login$/],
    ['/panel/thankyou', /\/panel\/login$/],
    ['/panel/franchisee-otp', /\/panel\/franchisee-login$/],
    ['/', /\/panel\/login$/],
  ] as const) {
    test(`signed out, ${from} redirects`, async ({ open }) => {
      const { context, page } = await open(PHONE);
      await page.goto(from);
      await page.waitForURL(to);
      await context.close();
    });
  }

  test('a customer is kept out of the admin area, and the thank-you page needs card data', async ({ signedIn }) => {
    const { context, page } = await signedIn('customer', PHONE);
    await page.goto('/panel/admin');
    await page.waitForURL(/\/panel\/customer\/?$/);
    await page.goto('/panel/admin/billing');
    await page.waitForURL(/\/panel\/customer\/?$/);
    await page.getByTestId('customer-home').waitFor();
    await page.goto('/panel/thankyou');
    await page.waitForURL(/\/panel\/customer\/?$/);
    // A sub-page shows the back button; firstTimeUser hides it.
    await page.goto('/panel/customer/businesses');
    await page.getByTestId('back-button').waitFor();
    await page.goto('/panel/customer/businesses?firstTimeUser=true');
    await page.getByTestId('page-title').waitFor();
    assert.equal(await page.getByTestId('back-button').count(), 0);
    await context.close();
  });

  test('staff are sent on from the customer area to the admin area', async ({ signedIn }) => {
    const { context, page } = await signedIn('admin', PHONE);
    await page.goto('/panel/customer');
    await page.waitForURL(/\/panel\/admin\/?$/);
    await context.close();
  });

  test('a session that ends asks to sign in again; declined, "Failed to authenticate user" logs out', async ({
    open,
  }) => {
    // Through the login page, as a person does: the app's own calls after it are what the
    // lapsed session meets.
    const { context, page } = await open(PHONE);
    await signIn(page, { phone: '+919876543210' }, 'demo1234', /\/panel\/customer\/?$/);
    // The session goes away (as after 30 minutes idle) while the page stays open; the next
    // call the page makes — switching business — gets a 401.
    await context.clearCookies({ name: 'cardora_sid' });
    const dialog = page.getByTestId('auth-error-dialog');
    const reauth = page.getByTestId('reauth-dialog');
    // Switch business to make a call; a background refresh may get its 401 first, which is
    // the same behaviour, so the switch is allowed to be cut short by the dialog.
    const switching = (async () => {
      await page.getByTestId('menu-button').click({ timeout: 3_000 });
      await page.getByTestId('drawer').getByTestId('active-business').click({ timeout: 3_000 });
      await page.locator('[data-testid^="business-option-"]:not(.Mui-selected)').first().click({ timeout: 3_000 });
    })().catch(() => undefined);
    // First the offer to sign in again in place; the person declines.
    await reauth.waitFor();
    await switching;
    assert.match(await reauth.innerText(), /Sign in again/);
    await reauth.getByRole('button', { name: 'Sign out' }).click();
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /Failed to authenticate user/);
    await page.waitForTimeout(300);
    await screenshot(page, 'auth-error-dialog-phone');
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await page.waitForURL(/\/panel\/login/);
    await context.close();
  });
});
