// Account journeys (the OTP flows and /account): a forgotten password reset through the OTP
// pages, and a customer deleting the account. Each test signs up its own fresh customer, so
// the demo accounts keep their passwords and the hourly OTP limit is never near.

import assert from 'node:assert/strict';
import { ACCOUNT_MESSAGES, MESSAGES } from '@cardora/contract';
import { test } from '../fixtures';
import {
  freshEmail,
  freshIndianPhone,
  latestOtp,
  openDrawer,
  PHONE,
  postFromPage,
  screenshot,
  settle,
  signIn,
  signUpByApi,
} from '../support';

const CUSTOMER_HOME = /\/panel\/customer\/?$/;

test.describe('account journeys', () => {
  test('forgot password by e-mail: the OTP pages survive a reload, a wrong code is inline, the new password works', async ({
    open,
  }) => {
    const email = freshEmail();
    const setup = await open(PHONE);
    await signUpByApi(setup.page, { email }, 'first-password');
    await setup.context.close();

    const { context, page } = await open(PHONE);
    await page.goto('/panel/login?agency=demo');
    await page.getByTestId('foreign-user-switch').click();
    await page.getByTestId('email').fill(email);
    await page.getByTestId('identify-submit').click();
    await page.getByTestId('forgot-password').click();
    // The OTP page keeps the query string and survives a reload: the flow is server-side.
    await page.waitForURL(/\/panel\/otp\?agency=demo$/);
    await page.getByTestId('otp-input').waitFor();
    await page.reload();
    await page.getByTestId('otp-input').waitFor();
    assert.match(page.url(), /\/panel\/otp\?agency=demo$/);

    const code = await latestOtp(email);
    await page.getByTestId('otp-input').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('form-error').waitFor();
    assert.equal(await page.getByTestId('form-error').innerText(), MESSAGES.otpIncorrect(4));
    assert.equal(await page.getByTestId('error-dialog').count(), 0);

    await page.getByTestId('otp-input').fill(code);
    await page.getByTestId('create-password-form').waitFor();
    await page.reload();
    await page.getByTestId('create-password-form').waitFor();
    assert.match(page.url(), /\/panel\/createPassword/);
    await page.getByTestId('password').fill('second-password');
    await page.getByTestId('create-password-submit').click();
    await page.waitForURL(CUSTOMER_HOME);
    await page.getByTestId('customer-home').waitFor();
    await openDrawer(page);
    assert.equal(await page.getByTestId('drawer').getByTestId('logged-in-as').innerText(), email);
    await context.close();

    // The old password is refused, the new one signs in.
    const check = await open(PHONE);
    await check.page.goto('/panel/login');
    await check.page.getByTestId('foreign-user-switch').click();
    await check.page.getByTestId('email').fill(email);
    await check.page.getByTestId('identify-submit').click();
    await check.page.getByTestId('password').fill('first-password');
    await check.page.getByTestId('login-submit').click();
    await check.page.getByText(MESSAGES.invalidEmailCredentials).waitFor();
    await check.context.close();

    const again = await open(PHONE);
    await signIn(again.page, { email }, 'second-password', CUSTOMER_HOME);
    await again.context.close();
  });

  test('a new customer deletes the account behind a confirmation and it is gone', async ({ open }) => {
    const phone = freshIndianPhone();
    const { context, page } = await open(PHONE);
    await signUpByApi(page, { phone }, 'a-good-password');
    await openDrawer(page);
    await page.getByTestId('drawer').getByTestId('menu-account').click();
    await page.getByTestId('account-page').waitFor();

    // Cancelling the confirmation keeps the account.
    await page.getByTestId('delete-account').click();
    const dialog = page.getByTestId('delete-account-dialog');
    await dialog.waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'delete-account-dialog-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const still = await page.evaluate(async () => (await fetch('/api/v1/session')).json());
    assert.equal(still.data.kind, 'user');

    // The delete button waits for the phone number typed as shown.
    await page.getByTestId('delete-account').click();
    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    assert.equal(await confirm.isDisabled(), true);
    await dialog.getByTestId('delete-account-confirm-input').fill('98765 00000');
    await dialog.getByText(ACCOUNT_MESSAGES.deleteConfirmMismatch).waitFor();
    assert.equal(await confirm.isDisabled(), true);
    await dialog.getByTestId('delete-account-confirm-input').fill(phone.replace(/^\+91/, ''));
    await settle(page);
    await screenshot(page, 'delete-account-confirm-phone');
    await confirm.click();
    await page.getByText(ACCOUNT_MESSAGES.accountDeleted).waitFor();
    assert.match(page.url(), /\/panel\/login$/);
    const session = await page.evaluate(async () => (await fetch('/api/v1/session')).json());
    assert.equal(session.data.kind, 'none');

    // The server no longer knows the number: asking to reset its password finds no account.
    const reset = await postFromPage(page, '/api/v1/verifyUser', { phoneNumber: phone, fromForgotPassword: true });
    assert.equal(reset.status, 404);
    assert.equal(reset.json.data.code, 'ACCOUNT_NOT_FOUND');
    // And as a plain identity check it is a new person again (an OTP for sign-up, not a password).
    const identify = await postFromPage(page, '/api/v1/verifyUser', { phoneNumber: phone, fromForgotPassword: false });
    assert.equal(identify.status, 200);
    assert.equal(identify.json.data.userExist, false);
    await context.close();
  });
});
