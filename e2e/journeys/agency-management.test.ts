// Agency and franchisee management in the browser: the superadmin creates an agency (with write-only
// Razorpay keys and a custom domain awaiting DNS) and its admin, whose one-time password then
// signs in on the new agency's host; an agency admin creates a franchisee, who sets a password
// through the franchisee OTP and lands in the admin area.

import assert from 'node:assert/strict';
import { AGENCY_MESSAGES, FRANCHISEE_MESSAGES } from '@cardora/contract';
import { test } from '../fixtures';
import { DESKTOP, freshIndianPhone, getFromPage, identify, latestOtp, PHONE, screenshot, signIn } from '../support';

const DEMO_PASSWORD = 'demo1234';
const ADMIN_AREA = /\/panel\/admin\/?$/;

test.describe('agency management and franchisees', () => {
  test('the superadmin creates an agency and its admin; the admin signs in there with the password shown once', async ({
    open,
  }) => {
    const { context, page } = await open(DESKTOP, 'cardora');
    await signIn(page, { phone: '+919000000001' }, DEMO_PASSWORD, ADMIN_AREA);
    await page.goto('/panel/admin/agency-management');
    await page.getByTestId('agency-row').first().waitFor();
    await screenshot(page, 'agency-management-desktop');

    const slug = `e2e-${Date.now().toString(36)}`;
    const domain = `${slug}.cards-e2e.example.com`;
    await page.getByTestId('agency-create').click();
    await page.getByTestId('agency-name').fill('E2E Agency');
    await page.getByTestId('agency-slug').fill(slug);
    await page.getByTestId('agency-domain').fill(domain);
    await page.getByTestId('keys-set').click();
    await page.getByTestId('keys-key-id').fill('bad');
    await page.getByTestId('agency-save').click();
    // Field messages from the contract, before anything is sent.
    await page.getByText(AGENCY_MESSAGES.keyIdInvalid).waitFor();
    await page.getByText(AGENCY_MESSAGES.keySecretRequired).waitFor();
    await page.getByTestId('keys-key-id').fill('rzp_test_E2Eabc12345');
    await page.getByTestId('keys-key-secret').fill('e2e-secret-never-shown');
    await page.getByTestId('agency-save').click();
    await page.getByTestId('agency-form').waitFor({ state: 'detached' });

    await page.getByTestId('agency-search').fill(slug);
    const row = page.getByTestId('agency-row').filter({ hasText: `${slug}.` });
    await row.waitFor();
    // The search (debounced) leaves only the new agency.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="agency-row"]').length === 1);
    assert.match(await row.getByTestId('agency-keys-chip').innerText(), /Razorpay keys set/);
    assert.doesNotMatch(await row.innerText(), /e2e-secret-never-shown/);
    await row.getByTestId('domain-unverified').waitFor();
    assert.match(await row.innerText(), new RegExp(`_cardora-verify\\.${domain.replaceAll('.', '\\.')}`));
    // No DNS record exists for it: the reason shows on the card.
    await row.getByTestId('domain-verify').click();
    await row.getByTestId('domain-error').waitFor();
    assert.equal(await row.getByTestId('domain-error').innerText(), AGENCY_MESSAGES.domainNotVerified(domain));
    await screenshot(page, 'agency-management-domain-desktop');

    const adminPhone = freshIndianPhone();
    await row.getByTestId('agency-add-admin').click();
    await page.getByTestId('admin-name').fill('E2E Admin');
    await page.getByTestId('admin-phone').fill(adminPhone.replace(/^\+91/, ''));
    await page.getByTestId('admin-create').click();
    const password = (await page.getByTestId('admin-password').innerText()).trim();
    assert.match(password, /^\S{10}$/);
    await screenshot(page, 'agency-management-admin-password-desktop');
    await page.getByTestId('admin-done').click();
    await context.close();

    // The password made for the admin only opens the create-password screen; nothing else in the
    // panel answers until it is replaced, and then it no longer signs in.
    const admin = await open(PHONE, slug);
    await signIn(admin.page, { phone: adminPhone }, password, /\/panel\/createPassword/);
    await screenshot(admin.page, 'agency-management-new-admin-create-password-phone');
    await admin.page.goto('/panel/admin');
    await admin.page.waitForURL(/\/panel\/createPassword/);
    const refused = await getFromPage(admin.page, '/api/v1/user');
    assert.equal(refused.status, 403);
    await admin.page.getByTestId('password').fill('e2e-admin-own-1');
    await admin.page.getByTestId('create-password-submit').click();
    await admin.page.waitForURL(ADMIN_AREA);
    await admin.context.close();
    const again = await open(PHONE, slug);
    await signIn(again.page, { phone: adminPhone }, 'e2e-admin-own-1', ADMIN_AREA);
    await again.context.close();
  });

  test('an agency admin creates a franchisee with permissions; the franchisee sets a password by OTP', async ({
    open,
  }) => {
    const { context, page } = await open(PHONE);
    await signIn(page, { phone: '+919000000002' }, DEMO_PASSWORD, ADMIN_AREA);
    await page.goto('/panel/admin/franchisees');
    await page.getByTestId('franchisees-page').waitFor();
    await page
      .getByTestId('franchisee-total')
      .filter({ hasText: /franchisee/ })
      .waitFor();
    await screenshot(page, 'franchisees-phone');

    const phone = freshIndianPhone();
    await page.getByTestId('franchisee-create').click();
    await page.getByTestId('franchisee-name').fill('E2E Reseller');
    await page.getByTestId('franchisee-phone').fill(phone.replace(/^\+91/, ''));
    await page.getByTestId('permission-business:create').click();
    await page.getByTestId('franchisee-hide-billing').click();
    await screenshot(page, 'franchisee-dialog-phone');
    await page.getByTestId('franchisee-save').click();
    await page.getByTestId('franchisee-form').waitFor({ state: 'detached' });

    // The same phone again: the server's message on the phone field.
    await page.getByTestId('franchisee-create').click();
    await page.getByTestId('franchisee-name').fill('Duplicate');
    await page.getByTestId('franchisee-phone').fill(phone.replace(/^\+91/, ''));
    await page.getByTestId('franchisee-save').click();
    await page.getByText(FRANCHISEE_MESSAGES.phoneTaken).waitFor();
    await page.keyboard.press('Escape');

    await page.getByTestId('franchisee-search').fill('E2E Reseller');
    const row = page.getByTestId('franchisee-row').filter({ hasText: 'E2E Reseller' }).first();
    await row.waitFor();
    assert.match(await row.innerText(), /Create businesses/);
    assert.match(await row.innerText(), /No password yet/);
    await context.close();

    const franchisee = await open(PHONE);
    await identify(franchisee.page, { phone }, '/panel/franchisee-login');
    await franchisee.page.waitForURL(/\/panel\/franchisee-otp/);
    await franchisee.page.getByTestId('otp-input').fill(await latestOtp(phone, franchisee.origin));
    await franchisee.page.waitForURL(/\/panel\/franchisee-createPassword/);
    await franchisee.page.getByTestId('password').fill('reseller-pass-1');
    await franchisee.page.getByTestId('create-password-submit').click();
    await franchisee.page.waitForURL(ADMIN_AREA);
    // Franchisees never manage franchisees (the Franchisee List is for admins).
    await franchisee.page.goto('/panel/admin/franchisees');
    await franchisee.page
      .getByText(/not available|not allowed|permission/i)
      .first()
      .waitFor();
    await franchisee.context.close();
  });
});
