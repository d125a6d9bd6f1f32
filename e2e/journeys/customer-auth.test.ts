// Customer journeys: sign-up with phone + OTP, password sign-in, foreign
// e-mail sign-in, the customer drawer, switching business, logout.

import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { test } from '../fixtures';
import {
  DESKTOP,
  freshIndianPhone,
  identify,
  latestOtp,
  openDrawer,
  PHONE,
  screenshot,
  signIn,
  switchBusiness,
} from '../support';

const DEMO_PASSWORD = 'demo1234';

async function chooseCreateDigitalCard(page: Page): Promise<void> {
  await openDrawer(page);
  const createDigitalCard = page.getByTestId('drawer').getByTestId('menu-createDigitalCard');
  if (!(await createDigitalCard.isVisible())) await page.getByTestId('drawer').getByTestId('menu-create').click();
  await createDigitalCard.click();
}

test.describe('customer sign-in journeys', () => {
  test('a new customer signs up with phone and OTP and lands on /panel/customer', async ({ open }) => {
    const { page } = await open(PHONE);
    const phone = freshIndianPhone();
    await page.goto('/panel/login?ref=e2e');
    await page.getByTestId('phone').waitFor();
    await screenshot(page, 'login-phone');
    await page.getByTestId('phone').fill(phone.replace(/^\+91/, ''));
    await page.getByTestId('identify-submit').click();

    // An unknown user goes to /panel/otp keeping the query string.
    await page.waitForURL(/\/panel\/otp\?ref=e2e$/);
    await page.getByTestId('otp-input').waitFor();
    assert.ok((await page.getByTestId('otp-sent-to').innerText()).replace(/\s/g, '').endsWith(phone.slice(-4)));
    await screenshot(page, 'otp-phone');

    // A wrong code is refused with the attempts left.
    const code = await latestOtp(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByTestId('otp-input').fill(wrong);
    await page.getByTestId('form-error').waitFor();
    assert.match(await page.getByTestId('form-error').innerText(), /4 attempts left/);

    await page.getByTestId('otp-input').fill(code);
    await page.waitForURL(/\/panel\/createPassword/);
    await screenshot(page, 'create-password-phone');

    // The 8-character rule is enforced on the form before anything is sent.
    await page.getByTestId('password').fill('short');
    await page.getByTestId('create-password-submit').click();
    await page.getByText('The password must be at least 8 characters.').waitFor();

    await page.getByTestId('password').fill('a-strong-passphrase');
    await page.getByTestId('create-password-submit').click();
    await page.waitForURL(/\/panel\/customer\/?$/);
    await page.getByTestId('customer-home').waitFor();

    // The account now exists: verifyUser answers userExist for the same number.
    const session = await page.evaluate(async () => (await fetch('/api/v1/session')).json());
    assert.equal(session.data.kind, 'user');
    assert.equal(session.data.details.user.phoneNumber, phone);
    assert.deepEqual(session.data.details.user.roles, ['customer']);
  });

  test('the demo customer signs in with a password; drawer, business switch, one-card dialog, logout', async ({
    open,
  }) => {
    const { page } = await open(PHONE);
    await signIn(page, { phone: '+919876543210' }, DEMO_PASSWORD, /\/panel\/customer\/?$/);
    await page.getByTestId('customer-home').waitFor();
    assert.equal(await page.getByTestId('home-business-name').innerText(), 'Sharma Sweets');
    await screenshot(page, 'customer-home-phone');

    // Home pages hide the back button.
    assert.equal(await page.getByTestId('back-button').count(), 0);

    // A right-hand drawer 280 px wide.
    assert.equal(await openDrawer(page), 280);
    const drawer = page.getByTestId('drawer');
    assert.match(await drawer.getByTestId('logged-in-as').innerText(), /98765\s?43210/);
    assert.equal(await drawer.getByTestId('active-business-name').innerText(), 'Sharma Sweets');
    assert.equal(await drawer.getByTestId('active-business-category').innerText(), 'Sweet Shop');
    await screenshot(page, 'customer-drawer-phone');

    // Sharma Sweets already has its card: Create > Digital business card opens
    // 'One Card per Business', whose confirm button goes to the add-business page.
    await page.keyboard.press('Escape');
    await page.getByTestId('drawer').waitFor({ state: 'hidden' });
    await chooseCreateDigitalCard(page);
    const dialog = page.getByRole('dialog', { name: 'One Card per Business' });
    await dialog.waitFor();
    await screenshot(page, 'one-card-dialog-phone');
    assert.match(
      await dialog.innerText(),
      /Each business can have only one digital card\. If you want to create another digital card, you need to add a new business\./,
    );
    await dialog.getByRole('button', { name: 'Add new business' }).click();
    await page.waitForURL(/\/panel\/customer\/businesses\/add/);

    // Switch to the business without a card: 'Switching Business...' while POST /user/preference
    // runs; then Create > Digital business card goes straight to the editor.
    await page.goto('/panel/customer');
    await switchBusiness(page, 'Sharma Tours & Travels');
    await chooseCreateDigitalCard(page);
    await page.waitForURL(/\/panel\/customer\/cards\/edit/);
    await page.getByTestId('card-editor').waitFor();
    // Leave the demo as found.
    await page.goto('/panel/customer');
    await switchBusiness(page, 'Sharma Sweets');

    // Logout clears the session and lands on /panel/login.
    await page.getByTestId('menu-button').click();
    await page.getByTestId('drawer').getByTestId('menu-logout').click();
    await page.waitForURL(/\/panel\/login/);
    const after = await page.evaluate(async () => (await fetch('/api/v1/session')).json());
    assert.equal(after.data.kind, 'none');
  });

  test('desktop: login and customer home', async ({ open }) => {
    const { page } = await open(DESKTOP);
    await page.goto('/panel/login');
    await page.getByTestId('phone').waitFor();
    await screenshot(page, 'login-desktop');
    await signIn(page, { phone: '+919876543210' }, DEMO_PASSWORD, /\/panel\/customer\/?$/);
    await page.getByTestId('customer-home').waitFor();
    await screenshot(page, 'customer-home-desktop');
  });

  // docs/product-rules.md#otp-lockout-recovery
  test('after five wrong codes one tap sends a fresh code to the same number, which signs up', async ({ open }) => {
    const { page } = await open(PHONE);
    const phone = freshIndianPhone();
    await identify(page, { phone });
    await page.waitForURL(/\/panel\/otp/);
    const first = await latestOtp(phone);
    const wrong = first === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await page.getByTestId('otp-input').fill(wrong);
      await page.getByTestId('form-error').waitFor();
      if (i < 4) await page.getByTestId('otp-input').fill('');
    }
    await page.getByTestId('otp-send-new-code').waitFor();
    assert.match(await page.getByTestId('form-error').innerText(), /Too many wrong codes/);
    await screenshot(page, 'otp-locked');
    // The server's resend cooldown still holds: the button waits for it, then sends.
    await page.locator('[data-testid="otp-send-new-code"]:not([disabled])').waitFor({ timeout: 40_000 });
    await page.getByTestId('otp-send-new-code').click();
    await page.getByTestId('form-error').waitFor({ state: 'hidden' });
    assert.ok((await page.getByTestId('otp-sent-to').innerText()).replace(/\s/g, '').endsWith(phone.slice(-4)));
    let fresh = await latestOtp(phone);
    for (let i = 0; i < 20 && fresh === first; i++) {
      await new Promise((r) => setTimeout(r, 250));
      fresh = await latestOtp(phone);
    }
    await page.getByTestId('otp-input').fill(fresh);
    await page.waitForURL(/\/panel\/createPassword/);
  });

  test('desktop: OTP page', async ({ open }) => {
    const { page } = await open(DESKTOP);
    const phone = freshIndianPhone();
    await identify(page, { phone });
    await page.waitForURL(/\/panel\/otp/);
    await page.getByTestId('otp-input').waitFor();
    await screenshot(page, 'otp-desktop');
  });

  test('a foreign customer signs in by e-mail', async ({ open }) => {
    const { page } = await open(PHONE);
    await signIn(page, { email: 'demo.foreign@example.com' }, DEMO_PASSWORD, /\/panel\/customer\/?$/);
    await page.getByTestId('customer-home').waitFor();
    await page.getByTestId('menu-button').click();
    // 'Logged in as' shows the e-mail for foreign users.
    assert.equal(await page.getByTestId('drawer').getByTestId('logged-in-as').innerText(), 'demo.foreign@example.com');
  });

  test('a wrong password is refused on the page without logging anyone out', async ({ open }) => {
    const { page } = await open(PHONE);
    await identify(page, { phone: '+919876543210' });
    await page.getByTestId('password').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    // The message sits on the password field itself.
    await page.getByText('The phone number or password is not correct.').waitFor();
    assert.equal(await page.getByTestId('auth-error-dialog').count(), 0);
    assert.match(page.url(), /\/panel\/login/);
  });
});
