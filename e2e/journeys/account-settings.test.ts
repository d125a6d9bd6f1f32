// On a phone (390×844): the account page for a customer (name, e-mail
// by code, password with the current one and by code, signing out other devices), staff and
// franchisees reaching their account from the drawer header with roles in words, and 'Connect
// with admin' offering WhatsApp and a call to the agency's contact set in Agency Management.
// Demo accounts are only looked at (their passwords and names stay); changes use fresh customers.

import assert from 'node:assert/strict';
import { ACCOUNT_MESSAGES, MESSAGES, ZBusiness, ZRegisterUserResponse } from '@cardora/contract';
import type { Page } from 'playwright-core';
import { test } from '../fixtures';
import {
  ADMIN_AREA,
  DEMO,
  DEMO_PASSWORD,
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

const CUSTOMER_ACCOUNT = /\/panel\/customer\/account$/;
const ADMIN_ACCOUNT = /\/panel\/admin\/account$/;

async function sessionKind(page: Page): Promise<string> {
  return page.evaluate(async () => (await (await fetch('/api/v1/session')).json()).data.kind);
}

/** The drawer header's role chips, as a person reads them. */
async function headerRoles(page: Page): Promise<string[]> {
  const roles = page.getByTestId('drawer').getByTestId('drawer-roles');
  if ((await roles.count()) === 0) return [];
  return (await roles.locator('.MuiChip-label').allInnerTexts()).map((text) => text.trim());
}

test.describe('account settings', () => {
  test('a customer names the account, adds an e-mail by code, changes the password two ways and signs out other devices', async ({
    open,
  }) => {
    const phone = freshIndianPhone();
    const { context, page } = await open(PHONE);
    await signUpByApi(page, { phone }, 'first-password-1');

    // The header links to the account; a plain customer's one role goes unsaid.
    await openDrawer(page);
    assert.deepEqual(await headerRoles(page), []);
    await page.getByTestId('drawer').getByTestId('drawer-account').click();
    await page.waitForURL(CUSTOMER_ACCOUNT);
    await page.getByTestId('account-page').waitFor();

    await page.getByTestId('account-name').fill('Meera Iyer');
    await page.getByTestId('account-name-save').click();
    await page.getByText(ACCOUNT_MESSAGES.nameSaved).waitFor();
    assert.equal(await page.getByTestId('account-display-name').innerText(), 'Meera Iyer');
    await openDrawer(page);
    assert.equal(await page.getByTestId('drawer').getByTestId('drawer-name').innerText(), 'Meera Iyer');
    await page.keyboard.press('Escape');
    await page.getByTestId('drawer').waitFor({ state: 'hidden' });

    // An e-mail is saved only with the code sent to it.
    const email = freshEmail();
    await page.getByTestId('account-email-change').click();
    const emailDialog = page.getByTestId('email-dialog');
    await emailDialog.getByTestId('email-new').fill(email);
    await emailDialog.getByTestId('email-send').click();
    await emailDialog.getByTestId('otp-input').waitFor();
    await settle(page);
    await screenshot(page, 'account-email-code-phone');
    await emailDialog.getByTestId('otp-input').fill(await latestOtp(email));
    await page.getByText(ACCOUNT_MESSAGES.emailChanged).waitFor();
    assert.equal(await page.getByTestId('account-email').innerText(), email);

    // Another device signed in; a password change signs it out, this one stays.
    const other = await open(PHONE);
    await signIn(other.page, { phone }, 'first-password-1', /\/panel\/customer/);
    await page.reload();
    await page.getByTestId('account-other-sessions').filter({ hasText: '1 other device' }).waitFor();
    await page.getByTestId('current-password').fill('not-my-password');
    await page.getByTestId('new-password').fill('second-password-2');
    await page.getByTestId('password-submit').click();
    await page.getByText(ACCOUNT_MESSAGES.currentPasswordWrong).waitFor();
    await page.getByTestId('current-password').fill('first-password-1');
    await page.getByTestId('password-submit').click();
    await page.getByText(ACCOUNT_MESSAGES.passwordChanged).waitFor();
    assert.equal(await sessionKind(other.page), 'none');
    assert.equal(await sessionKind(page), 'user');
    await settle(page);
    await screenshot(page, 'account-page-phone');

    // Forgotten: a code to the phone sets a new one.
    await page.getByTestId('password-use-code').click();
    await page.getByTestId('password-send-code').click();
    const code = page.getByTestId('account-password').getByTestId('otp-input');
    await code.waitFor();
    await code.fill(await latestOtp(phone));
    await page.getByTestId('new-password').fill('third-password-3');
    await settle(page);
    await screenshot(page, 'account-password-code-phone');
    await page.getByTestId('password-submit').click();
    await page.getByText('Your password was changed.', { exact: true }).waitFor();

    // Sign out of other devices: the other one, signed in again, is signed out.
    await signIn(other.page, { phone }, 'third-password-3', /\/panel\/customer/);
    await page.reload();
    await page.getByTestId('account-other-sessions').filter({ hasText: '1 other device' }).waitFor();
    await page.getByTestId('logout-others').click();
    await page.getByText(ACCOUNT_MESSAGES.otherSessionsEnded(1)).waitFor();
    assert.equal(await sessionKind(other.page), 'none');
    assert.equal(await page.getByTestId('account-other-sessions').innerText(), 'You are signed in only here.');
    await other.context.close();
    await context.close();
  });

  test('staff reach their account from the header; roles are words, and the only admin cannot delete', async ({
    signedIn,
  }) => {
    const { context, page } = await signedIn('admin', PHONE);
    await openDrawer(page);
    assert.deepEqual(await headerRoles(page), ['Admin']);
    await settle(page);
    await screenshot(page, 'account-admin-drawer-phone');
    await page.getByTestId('drawer').getByTestId('drawer-account').click();
    await page.waitForURL(ADMIN_ACCOUNT);
    await page.getByTestId('account-page').waitFor();
    assert.deepEqual(
      (await page.getByTestId('account-roles').locator('.MuiChip-label').allInnerTexts()).map((t) => t.trim()),
      ['Admin'],
    );
    assert.equal(await page.getByTestId('delete-account').isDisabled(), true);
    await page.getByTestId('account-delete').getByText(ACCOUNT_MESSAGES.lastAdmin).waitFor();
    await context.close();

    const franchisee = await signedIn('priya', PHONE);
    await openDrawer(franchisee.page);
    const roles = await headerRoles(franchisee.page);
    assert.deepEqual(roles, ['Franchisee (all cards)']);
    assert.ok(!(await franchisee.page.getByTestId('drawer-header').innerText()).includes('franchisee-with'));
    await settle(franchisee.page);
    await screenshot(franchisee.page, 'account-franchisee-drawer-phone');
    await franchisee.page.getByTestId('drawer').getByTestId('drawer-account').click();
    await franchisee.page.waitForURL(ADMIN_ACCOUNT);
    await franchisee.page.getByTestId('account-delete').getByText(ACCOUNT_MESSAGES.franchiseeDelete).waitFor();
    assert.equal(await franchisee.page.getByTestId('delete-account').count(), 0);
    await franchisee.context.close();
  });

  test("'Connect with admin' offers WhatsApp and a call to the agency's contact, naming the business and plan", async ({
    open,
    signedIn,
  }) => {
    const superadmin = await open(PHONE, 'cardora');
    await signIn(superadmin.page, { phone: DEMO.superadmin.phone }, DEMO_PASSWORD, ADMIN_AREA);
    const setDemoContact = async (phone: string) => {
      await superadmin.page.goto('/panel/admin/agency-management');
      await superadmin.page.getByTestId('agency-search').fill('demo');
      const row = superadmin.page.getByTestId('agency-row').filter({ hasText: 'demo.' });
      await row.first().getByTestId('agency-edit').click();
      const field = superadmin.page.getByTestId('cfg-contact-phone');
      await field.fill(phone);
      await field.scrollIntoViewIfNeeded();
      return field;
    };
    await setDemoContact('98111 22334');
    await settle(superadmin.page);
    await screenshot(superadmin.page, 'agency-contact-form-phone');
    await superadmin.page.getByTestId('agency-save').click();
    await superadmin.page.getByTestId('agency-form').waitFor({ state: 'detached' });

    try {
      // A business the agency made: its customer may not buy online.
      const admin = await signedIn('admin', PHONE);
      const phone = freshIndianPhone();
      const registered = await postFromPage(admin.page, '/api/v1/business/registerUserAndGetBusinesses', {
        phoneNumber: phone,
        name: 'Connect Journey Customer',
      });
      assert.equal(registered.status, 200, JSON.stringify(registered.json));
      const { user } = ZRegisterUserResponse.parse(registered.json.data);
      const businessName = `Kapoor Textiles ${Date.now() % 100_000}`;
      const created = await postFromPage(admin.page, '/api/v1/business', {
        businessName,
        category: 'sweet-shop',
        userId: user.userId,
      });
      assert.equal(ZBusiness.parse(created.json.data).businessMadeBy, 'admin');
      await admin.context.close();

      const { context, page } = await open(PHONE);
      await signUpByApi(page, { phone }, 'connect-journey-pass');
      await openDrawer(page);
      await page.getByTestId('drawer').getByTestId('menu-pricing').click();
      const dialog = page.getByTestId('connect-with-admin');
      await dialog.getByText(MESSAGES.connectWithAdminText, { exact: true }).waitFor();
      const firstPlan = dialog.getByTestId('connect-plans').locator('[data-testid^="connect-plan-"]').first();
      await firstPlan.waitFor();
      const planName = (await firstPlan.innerText()).split(' · ')[0] ?? '';
      await firstPlan.click();
      const whatsapp = dialog.getByTestId('connect-whatsapp');
      const href = (await whatsapp.getAttribute('href')) ?? '';
      const url = new URL(href);
      assert.equal(`${url.origin}${url.pathname}`, 'https://wa.me/919811122334');
      const text = url.searchParams.get('text') ?? '';
      assert.match(text, new RegExp(`the ${planName} plan`));
      assert.match(text, new RegExp(`"${businessName}"`));
      assert.equal(await whatsapp.getAttribute('target'), '_blank');
      // The person sees what will be sent.
      assert.equal(await dialog.getByTestId('connect-message').innerText(), text);
      assert.equal(await dialog.getByTestId('connect-call').getAttribute('href'), 'tel:+919811122334');
      await settle(page);
      await screenshot(page, 'connect-with-admin-contact-phone');
      await dialog.getByRole('button', { name: MESSAGES.errorDialogOk }).click();
      await dialog.waitFor({ state: 'detached' });
      await context.close();
    } finally {
      // The demo agency goes back to having no contact, as the other journeys expect.
      await setDemoContact('');
      await superadmin.page.getByTestId('agency-save').click();
      await superadmin.page.getByTestId('agency-form').waitFor({ state: 'detached' });
      await superadmin.context.close();
    }
  });
});
