// Screenshots of the main screens at phone and desktop size, for looking at the UI by eye.
// Needs a running server with the built web (see README):
//   node apps/web/scripts/screenshots.mjs [outDir]   (BASE_URL defaults to http://localhost:3000)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const OUT = process.argv[2] ?? '/tmp/web-shots';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
mkdirSync(OUT, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

async function newPage(viewport) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    isMobile: viewport.width < 768,
    hasTouch: viewport.width < 768,
    baseURL: BASE_URL,
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('pageerror:', error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error('console:', message.text());
  });
  return page;
}

const shot = async (page, name) => {
  await page.waitForTimeout(350);
  await page.screenshot({ path: join(OUT, `${name}.png`) });
  console.log('shot', name);
};

async function latestOtp(to) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(`${BASE_URL}/dev/outbox?to=${encodeURIComponent(to)}`);
    const body = await response.json();
    const code = body.data.find((m) => m.to === to && m.code)?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no OTP for ${to}`);
}

async function signIn(page, phone, path = '/panel/login') {
  await page.goto(path);
  await page.getByTestId('phone').fill(phone);
  await page.getByTestId('identify-submit').click();
  await page.getByTestId('password').fill('demo1234');
  await page.getByTestId('login-submit').click();
}

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
]) {
  // Customer: login, password step, wrong password, home, drawer, account.
  const page = await newPage(viewport);
  await page.goto('/panel/login');
  await page.getByTestId('phone').waitFor();
  await shot(page, `${label}-01-login`);
  await page.getByTestId('identify-submit').click();
  await shot(page, `${label}-02-login-empty-error`);
  await page.getByTestId('foreign-user-switch').click();
  await page.getByTestId('email').fill('not-an-email');
  await page.getByTestId('identify-submit').click();
  await shot(page, `${label}-02b-login-email`);
  await page.getByTestId('foreign-user-switch').click();
  await page.getByTestId('phone').fill('9876543210');
  await page.getByTestId('identify-submit').click();
  await page.getByTestId('password').waitFor();
  await page.getByTestId('password').fill('wrongpass');
  await page.getByTestId('login-submit').click();
  await page.getByText('not correct').waitFor();
  await shot(page, `${label}-03-password-wrong`);
  await page.getByTestId('password').fill('demo1234');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('customer-home').waitFor();
  await shot(page, `${label}-04-customer-home`);
  await page.getByTestId('menu-button').click();
  await page.getByTestId('menu-logout').waitFor();
  await shot(page, `${label}-05-customer-drawer`);
  await page.getByTestId('menu-create').click();
  await shot(page, `${label}-06-customer-drawer-create`);
  await page.getByTestId('menu-createDigitalCard').click();
  await page.getByTestId('one-card-dialog').waitFor();
  await shot(page, `${label}-07-one-card-dialog`);
  await page.keyboard.press('Escape');
  await page.goto('/panel/customer/account');
  await page.getByTestId('account-page').waitFor();
  await shot(page, `${label}-08-account`);
  await page.goto('/panel/customer#upgrade');
  await page.getByTestId('upgrade-dialog').waitFor();
  await shot(page, `${label}-09-upgrade`);
  await page.goto('/panel/customer/projects?projectType=pdf_id_card');
  await page.getByTestId('not-available').waitFor();
  await shot(page, `${label}-10-not-available`);
  await page.context().close();

  // Sign-up: OTP (wrong code, then right), create password.
  const signUp = await newPage(viewport);
  const phone = `7${String(Date.now()).slice(-9)}`;
  await signUp.goto('/panel/login');
  await signUp.getByTestId('phone').fill(phone);
  await signUp.getByTestId('identify-submit').click();
  await signUp.getByTestId('otp-input').waitFor();
  await shot(signUp, `${label}-11-otp`);
  const code = await latestOtp(`+91${phone}`);
  const wrong = code === '000000' ? '111111' : '000000';
  await signUp.getByTestId('otp-input').fill(wrong);
  await signUp.getByTestId('form-error').waitFor();
  await shot(signUp, `${label}-12-otp-wrong`);
  await signUp.getByTestId('otp-input').fill(code);
  await signUp.getByTestId('create-password-form').waitFor();
  await shot(signUp, `${label}-13-create-password`);
  await signUp.getByTestId('password').fill('short');
  await signUp.getByTestId('create-password-submit').click();
  await shot(signUp, `${label}-14-create-password-short`);
  await signUp.getByTestId('password').fill('a-good-password');
  await signUp.getByTestId('create-password-submit').click();
  await signUp.getByTestId('customer-home').waitFor();
  await shot(signUp, `${label}-15-new-customer-home`);
  await signUp.context().close();

  // Admin of the demo agency, and the super admin.
  const admin = await newPage(viewport);
  await signIn(admin, '9000000002');
  await admin.getByTestId('admin-home').waitFor();
  await shot(admin, `${label}-16-admin-home`);
  await admin.getByTestId('menu-button').click();
  await admin.getByTestId('menu-logout').waitFor();
  await shot(admin, `${label}-17-admin-drawer`);
  await admin.context().close();

  const superadmin = await newPage(viewport);
  await signIn(superadmin, '9000000001', '/panel/login?agency=cardora');
  await superadmin.getByTestId('admin-home').waitFor();
  await shot(superadmin, `${label}-18-superadmin-home`);
  await superadmin.getByTestId('menu-button').click();
  await superadmin.getByTestId('menu-logout').waitFor();
  await shot(superadmin, `${label}-19-superadmin-drawer`);
  await superadmin.context().close();

  // Franchisee.
  const franchisee = await newPage(viewport);
  await franchisee.goto('/panel/franchisee-login');
  await franchisee.getByTestId('phone').waitFor();
  await shot(franchisee, `${label}-20-franchisee-login`);
  await signIn(franchisee, '9000000003', '/panel/franchisee-login');
  await franchisee.getByTestId('admin-home').waitFor();
  await franchisee.getByTestId('menu-button').click();
  await franchisee.getByTestId('menu-logout').waitFor();
  await shot(franchisee, `${label}-21-franchisee-drawer`);
  await franchisee.context().close();
}

await browser.close();
