// Staff journeys: admins, a creator, the super admin and franchisees land on
// /panel/admin and see exactly the menu items the admin menu visibility table
// (contract roles.ts) gives them.

import assert from 'node:assert/strict';
import { MESSAGES } from '@cardora/contract';
import { test } from '../fixtures';
import {
  DEMO_AGENCY_ADMIN_MENU,
  DESKTOP,
  drawerMenuKeys,
  freshIndianPhone,
  identify,
  latestOtp,
  openDrawer,
  PHONE,
  screenshot,
  serverPort,
  signIn,
} from '../support';

const DEMO_PASSWORD = 'demo1234';

// Expected menus, read by hand from the admin menu visibility table ("and" means both hold);
// the Demo Agency admin's is DEMO_AGENCY_ADMIN_MENU in support.ts.
const SUPERADMIN_MENU = [
  'home',
  'insights',
  'allBusinesses',
  'allProjects',
  'digitalInvitationCard',
  'franchiseeList',
  'agencyManagement',
  'plansPricingManagement',
  'report',
  'greetingsManagement',
  'videoTemplateManagement',
  'uiCustomisation',
  'categoryStaticPageManagement',
  'linkStore',
  'logout',
];
const CREATOR_MENU = ['home', 'allBusinesses', 'allProjects', 'logout'];
const FRANCHISEE_MENU = ['home', 'allBusinesses', 'allProjects', 'logout'];
const ALL_ACCESS_FRANCHISEE_MENU = ['home', 'allBusinesses', 'allProjects', 'greetingsManagement', 'logout'];

const sorted = (keys: string[]) => [...keys].sort();

test.describe('staff sign-in journeys', () => {
  test('the agency admin lands on /panel/admin and sees the admin menu', async ({ open }) => {
    const { page } = await open(PHONE);
    await signIn(page, { phone: '+919000000002' }, DEMO_PASSWORD, /\/panel\/admin\/?$/);
    await page.getByTestId('admin-home').waitFor();
    await screenshot(page, 'admin-home-phone');
    assert.deepEqual(sorted(await drawerMenuKeys(page)), sorted(DEMO_AGENCY_ADMIN_MENU));
    await screenshot(page, 'admin-drawer-phone');
  });

  test('desktop: admin home', async ({ open }) => {
    const { page } = await open(DESKTOP);
    await signIn(page, { phone: '+919000000002' }, DEMO_PASSWORD, /\/panel\/admin\/?$/);
    await page.getByTestId('admin-home').waitFor();
    await screenshot(page, 'admin-home-desktop');
  });

  test('the super admin signs in on the superadmin agency host and sees its menu', async ({ open }) => {
    const { page } = await open(DESKTOP, 'cardora');
    await signIn(page, { phone: '+919000000001' }, DEMO_PASSWORD, /\/panel\/admin\/?$/);
    assert.deepEqual(sorted(await drawerMenuKeys(page)), sorted(SUPERADMIN_MENU));
    await screenshot(page, 'superadmin-drawer-desktop');
    // Digital Invitation card opens the invitation site: in the demo, the demo agency's sample
    // (docs/product-rules.md#demo-invitation).
    const invitation = page.getByTestId('drawer').getByTestId('menu-digitalInvitationCard');
    assert.equal(await invitation.getAttribute('href'), `http://demo.localhost:${serverPort()}/demo/invitation`);
    // Greetings Management goes to daily-image-management for the super admin.
    await page.getByTestId('drawer').getByTestId('menu-greetingsManagement').click();
    await page.waitForURL(/\/panel\/admin\/daily-image-management/);
  });

  test('the super admin cannot sign in on another agency host', async ({ open }) => {
    const { page } = await open(PHONE);
    await identify(page, { phone: '+919000000001' });
    // On Demo Agency this number has no account, so it is a sign-up: an OTP, not a password.
    await page.waitForURL(/\/panel\/otp/);
  });

  test('a creator lands on /panel/admin with the basic menu', async ({ open }) => {
    const { page } = await open(PHONE);
    await signIn(page, { phone: '+919000000005' }, DEMO_PASSWORD, /\/panel\/admin\/?$/);
    assert.deepEqual(sorted(await drawerMenuKeys(page)), sorted(CREATOR_MENU));
  });

  test('a franchisee signs in on the partner page and sees the franchisee menu', async ({ open }) => {
    const { page } = await open(PHONE);
    await page.goto('/panel/franchisee-login');
    await page.getByTestId('partner-badge').waitFor();
    await screenshot(page, 'franchisee-login-phone');
    await signIn(page, { phone: '+919000000003' }, DEMO_PASSWORD, /\/panel\/admin\/?$/, '/panel/franchisee-login');
    await page.getByTestId('admin-home').waitFor();
    await screenshot(page, 'franchisee-home-phone');
    assert.deepEqual(sorted(await drawerMenuKeys(page)), sorted(FRANCHISEE_MENU));
    await page.keyboard.press('Escape');
    await page.getByTestId('drawer').waitFor({ state: 'hidden' });

    // Billing is hidden from franchisees by rule; typing its address shows the forbidden page.
    await page.goto('/panel/admin/billing');
    await page.getByTestId('forbidden').waitFor();
    assert.match(await page.getByTestId('forbidden').innerText(), new RegExp(MESSAGES.forbidden));
    await screenshot(page, 'forbidden-phone');

    // Franchisee logout lands on the franchisee login.
    await openDrawer(page);
    await page.getByTestId('drawer').getByTestId('menu-logout').click();
    await page.waitForURL(/\/panel\/franchisee-login/);
  });

  test('an unknown number on the partner login gets the contract message inline', async ({ open }) => {
    const { page } = await open(PHONE);
    await identify(page, { phone: freshIndianPhone() }, '/panel/franchisee-login');
    await page.getByText(MESSAGES.noFranchiseeAccount).waitFor();
    // Franchisees never sign up: no OTP page, no password step, no global dialog.
    assert.match(page.url(), /\/panel\/franchisee-login$/);
    assert.equal(await page.getByTestId('password').count(), 0);
    assert.equal(await page.getByTestId('error-dialog').count(), 0);
    await screenshot(page, 'franchisee-unknown-phone');
  });

  test('a franchisee with all-card access sees Greetings Management', async ({ open }) => {
    const { page } = await open(PHONE);
    await signIn(page, { phone: '+919000000004' }, DEMO_PASSWORD, /\/panel\/admin\/?$/, '/panel/franchisee-login');
    assert.deepEqual(sorted(await drawerMenuKeys(page)), sorted(ALL_ACCESS_FRANCHISEE_MENU));
    await page.getByTestId('drawer').getByTestId('menu-greetingsManagement').click();
    await page.waitForURL(/\/panel\/admin\/image-posts-management/);
  });

  test('a franchisee resets a forgotten password through /panel/franchisee-otp', async ({ open }) => {
    const { context, page } = await open(PHONE);
    await identify(page, { phone: '+919000000003' }, '/panel/franchisee-login');
    await page.getByTestId('forgot-password').click();
    await page.waitForURL(/\/panel\/franchisee-otp/);
    await page.getByTestId('otp-input').fill(await latestOtp('+919000000003'));
    await page.waitForURL(/\/panel\/franchisee-createPassword/);
    await page.getByTestId('password').fill('franchise-new-pass');
    await page.getByTestId('create-password-submit').click();
    await page.waitForURL(/\/panel\/admin\/?$/);
    await context.close();

    // The new password works and the old one does not.
    const second = await open(PHONE);
    await signIn(
      second.page,
      { phone: '+919000000003' },
      'franchise-new-pass',
      /\/panel\/admin\/?$/,
      '/panel/franchisee-login',
    );
    await second.context.close();
  });
});
