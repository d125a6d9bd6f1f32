// Drives the built panel against a running server and checks the global behaviour that
// screenshots cannot show: guards, logout targets, the auth and error dialogs, business
// switching, OTP reload, chunk-load failure, activity pings and error logging.
//   node apps/web/scripts/check-flows.mjs [outDir]   (BASE_URL defaults to http://localhost:3000)
// The forgot-password checks send OTPs to demo accounts, and the server allows 5 sends an hour
// per identifier: run it against a fresh DATA_DIR when repeating it within the hour.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const OUT = process.argv[2] ?? '/tmp/web-flows';
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

async function newPage() {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    baseURL: BASE_URL,
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('pageerror:', error.message));
  return page;
}

const shot = (page, name) => page.screenshot({ path: join(OUT, `${name}.png`) });
const path = (page) => new URL(page.url()).pathname;
let passed = 0;
async function check(name, run) {
  try {
    await run();
    passed += 1;
    console.log(`ok   ${name}`);
  } catch (error) {
    console.log(`FAIL ${name}\n     ${error.message.split('\n')[0]}`);
    process.exitCode = 1;
  }
}

async function signIn(page, phone, loginPath = '/panel/login') {
  await page.goto(loginPath);
  await page.getByTestId('phone').fill(phone);
  await page.getByTestId('identify-submit').click();
  await page.getByTestId('password').fill('demo1234');
  await page.getByTestId('login-submit').click();
}

async function latestOtp(to) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const body = await (await fetch(`${BASE_URL}/dev/outbox?to=${encodeURIComponent(to)}`)).json();
    const code = body.data.find((m) => m.to === to && m.code)?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no OTP for ${to}`);
}

await check('guards: no session -> /panel/login; /otp and /createPassword without data -> /panel/login', async () => {
  const page = await newPage();
  for (const target of [
    '/panel/customer',
    '/panel/admin',
    '/panel/otp',
    '/panel/createPassword',
    '/panel/payment/month-payment',
  ]) {
    await page.goto(target);
    await page.getByTestId('identify-form').waitFor();
    assert.equal(path(page), '/panel/login', target);
  }
  await page.goto('/panel/franchisee-otp');
  await page.getByTestId('identify-form').waitFor();
  assert.equal(path(page), '/panel/franchisee-login');
  await page.goto('/panel/thankyou');
  await page.getByTestId('identify-form').waitFor();
  assert.equal(path(page), '/panel/login');
  await page.context().close();
});

await check(
  'customer: admin paths go to /panel/customer; switching business shows the backdrop; logout -> /panel/login',
  async () => {
    const page = await newPage();
    await signIn(page, '9876543210');
    await page.getByTestId('customer-home').waitFor();
    await page.goto('/panel/admin/billing');
    await page.getByTestId('customer-home').waitFor();
    assert.equal(path(page), '/panel/customer');
    assert.equal(await page.getByTestId('home-business-name').textContent(), 'Sharma Sweets');
    await page.getByTestId('menu-button').click();
    await page.getByTestId('active-business').click();
    await page.route('**/api/v1/user/preference*', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.getByText('Sharma Tours & Travels').click();
    await page.getByTestId('switching-business').getByText('Switching Business...').waitFor();
    await shot(page, 'switching-business');
    await page.getByTestId('home-business-name').getByText('Sharma Tours & Travels').waitFor();
    // Switch back so later runs start from the seeded state.
    await page.unroute('**/api/v1/user/preference*');
    await page.getByTestId('menu-button').click();
    await page.getByTestId('active-business').click();
    await page.getByRole('menuitem', { name: /Sharma Sweets/ }).click();
    await page.getByTestId('home-business-name').getByText('Sharma Sweets').waitFor();
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-logout').click();
    await page.getByTestId('identify-form').waitFor();
    assert.equal(path(page), '/panel/login');
    await page.goto('/panel/customer');
    await page.getByTestId('identify-form').waitFor();
    await page.context().close();
  },
);

await check(
  "customer drawer items follow visibleCustomerMenu; 'Pricing' opens #upgrade and back closes it",
  async () => {
    const page = await newPage();
    await signIn(page, '9876543210');
    await page.getByTestId('customer-home').waitFor();
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-create').click();
    const ids = await page
      .locator('[data-testid^="menu-"]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')));
    assert.deepEqual(
      ids.filter((id) => id !== 'menu-button').sort(),
      [
        'menu-account',
        'menu-create',
        'menu-createDigitalCard',
        'menu-createGreetings',
        'menu-createInvitationCard',
        'menu-createPdfCard',
        'menu-createPromotionalVideo',
        'menu-home',
        'menu-logout',
        'menu-myDigitalCard',
        'menu-myPdfCard',
        'menu-myProjects',
        'menu-myPromotionalVideos',
        'menu-pricing',
      ].sort(),
    );
    await page.getByTestId('menu-pricing').click();
    await page.getByTestId('upgrade-dialog').waitFor();
    assert.equal(new URL(page.url()).hash, '#upgrade');
    await page.goBack();
    await page.getByTestId('upgrade-dialog').waitFor({ state: 'detached' });
    await page.context().close();
  },
);

await check('a 401 raises "Failed to authenticate user"; closing it logs out to /panel/login', async () => {
  const page = await newPage();
  await signIn(page, '9876543210');
  await page.getByTestId('customer-home').waitFor();
  const cookies = await page.context().cookies();
  await page.context().clearCookies();
  await page.context().addCookies(cookies.filter((c) => c.name !== 'cardora_sid'));
  await page.getByTestId('menu-button').click();
  await page.getByTestId('active-business').click();
  await page.getByText('Sharma Tours & Travels').click();
  await page.getByTestId('auth-error-dialog').getByText('Failed to authenticate user').waitFor();
  await page.waitForTimeout(400);
  await shot(page, 'auth-error-dialog');
  await page.getByTestId('auth-error-dialog').getByRole('button', { name: 'Ok' }).click();
  await page.getByTestId('identify-form').waitFor();
  assert.equal(path(page), '/panel/login');
  await page.context().close();
});

await check("a failed mutation without inline errors shows the 'Error' dialog with the server's message", async () => {
  const page = await newPage();
  await signIn(page, '9876543210');
  await page.getByTestId('customer-home').waitFor();
  await page.route('**/api/v1/user/preference*', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ data: { message: 'That business is busy.', code: 'CONFLICT' } }),
    }),
  );
  await page.getByTestId('menu-button').click();
  await page.getByTestId('active-business').click();
  await page.getByText('Sharma Tours & Travels').click();
  await page.getByTestId('error-dialog').getByText('That business is busy.').waitFor();
  await shot(page, 'error-dialog');
  await page.getByTestId('error-dialog').getByRole('button', { name: 'Ok' }).click();
  await page.getByTestId('error-dialog').waitFor({ state: 'detached' });
  await page.context().close();
});

await check('staff: admin is sent from /panel/customer to /panel/admin; creator too', async () => {
  for (const phone of ['9000000002', '9000000005']) {
    const page = await newPage();
    await signIn(page, phone);
    await page.getByTestId('admin-home').waitFor();
    assert.equal(path(page), '/panel/admin');
    await page.getByTestId('menu-button').click();
    const ids = await page
      .locator('[data-testid^="menu-"]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')));
    console.log(`     ${phone}: ${ids.filter((id) => id !== 'menu-button').join(' ')}`);
    await page.context().close();
  }
});

await check(
  'franchisee: login -> /panel/admin, billing hidden by rule, forbidden page for hidden items, logout -> /panel/franchisee-login',
  async () => {
    const page = await newPage();
    await signIn(page, '9000000003', '/panel/franchisee-login');
    await page.getByTestId('admin-home').waitFor();
    await page.getByTestId('menu-button').click();
    const ids = await page
      .locator('[data-testid^="menu-"]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')));
    assert.deepEqual(
      ids.filter((id) => id !== 'menu-button'),
      ['menu-home', 'menu-allBusinesses', 'menu-allProjects', 'menu-logout'],
    );
    await page.keyboard.press('Escape');
    await page.goto('/panel/admin/billing');
    await page.getByTestId('forbidden').waitFor();
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-logout').click();
    await page.getByTestId('partner-badge').waitFor();
    assert.equal(path(page), '/panel/franchisee-login');
    await page.context().close();
  },
);

await check('forgot password: OTP page survives a reload, wrong code is inline, new password signs in', async () => {
  const page = await newPage();
  await page.goto('/panel/login?agency=demo');
  await page.getByTestId('foreign-user-switch').click();
  await page.getByTestId('email').fill('demo.foreign@example.com');
  await page.getByTestId('identify-submit').click();
  await page.getByTestId('forgot-password').click();
  await page.getByTestId('otp-input').waitFor();
  assert.equal(new URL(page.url()).search, '?agency=demo');
  await page.reload();
  await page.getByTestId('otp-input').waitFor();
  const code = await latestOtp('demo.foreign@example.com');
  await page.getByTestId('otp-input').fill(code);
  await page.getByTestId('create-password-form').waitFor();
  await page.reload();
  await page.getByTestId('create-password-form').waitFor();
  await page.getByTestId('password').fill('demo1234');
  await page.getByTestId('create-password-submit').click();
  await page.getByTestId('customer-home').waitFor();
  await page.getByTestId('menu-button').click();
  assert.equal(await page.getByTestId('logged-in-as').textContent(), 'demo.foreign@example.com');
  await page.context().close();
});

await check('franchisee forgot password: /franchisee-otp -> /franchisee-createPassword -> /panel/admin', async () => {
  const page = await newPage();
  await page.goto('/panel/franchisee-login');
  await page.getByTestId('phone').fill('9000000004');
  await page.getByTestId('identify-submit').click();
  await page.getByTestId('forgot-password').click();
  await page.getByTestId('otp-input').waitFor();
  assert.equal(path(page), '/panel/franchisee-otp');
  await page.getByTestId('otp-input').fill(await latestOtp('+919000000004'));
  await page.getByTestId('create-password-form').waitFor();
  assert.equal(path(page), '/panel/franchisee-createPassword');
  await page.getByTestId('password').fill('demo1234');
  await page.getByTestId('create-password-submit').click();
  await page.getByTestId('admin-home').waitFor();
  await page.getByTestId('menu-button').click();
  const ids = await page
    .locator('[data-testid^="menu-"]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')));
  assert.deepEqual(
    ids.filter((id) => id !== 'menu-button'),
    ['menu-home', 'menu-allBusinesses', 'menu-allProjects', 'menu-greetingsManagement', 'menu-logout'],
  );
  await page.context().close();
});

await check('unknown franchisee number gets the contract message inline', async () => {
  const page = await newPage();
  await page.goto('/panel/franchisee-login');
  await page.getByTestId('phone').fill('9123456780');
  await page.getByTestId('identify-submit').click();
  await page.getByText('No franchisee account is registered').waitFor();
  await shot(page, 'franchisee-unknown');
  await page.context().close();
});

await check(
  "digital-card-only agency: no product tiles, a short drawer; no online payment: 'Connect with admin'",
  async () => {
    const page = await newPage();
    await page.route('**/api/v1/agency-details*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const configuration = body.data.configuration;
      configuration.imagePost.enableImagePost = false;
      configuration.pdfCardConfig.enablePdfCardProduct = false;
      configuration.video.enableVideo = false;
      configuration.dashboardConfig.showInvitationTileInCustomerDashboard = false;
      configuration.onlinePayment.enablePaymentIntegration = false;
      await route.fulfill({ response, json: body });
    });
    await signIn(page, '9876543210');
    await page.getByTestId('create-card-cta').waitFor();
    assert.equal(await page.getByTestId('product-tiles').count(), 0);
    await shot(page, 'digital-card-only-home');
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-create').click();
    const ids = await page
      .locator('[data-testid^="menu-"]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')));
    assert.deepEqual(ids.filter((id) => id !== 'menu-button').sort(), [
      'menu-account',
      'menu-create',
      'menu-createDigitalCard',
      'menu-home',
      'menu-logout',
      'menu-myDigitalCard',
      'menu-myProjects',
      'menu-pricing',
    ]);
    await page.getByTestId('menu-pricing').click();
    await page
      .getByTestId('connect-with-admin')
      .getByText('Please connect with admin to purchase subscription plan.')
      .waitFor();
    await page.context().close();
  },
);

await check('a new customer deletes the account behind the confirm dialog and lands on /panel/login', async () => {
  const page = await newPage();
  const phone = `8${String(Date.now()).slice(-9)}`;
  await page.goto('/panel/login');
  await page.getByTestId('phone').fill(phone);
  await page.getByTestId('identify-submit').click();
  await page.getByTestId('otp-input').fill(await latestOtp(`+91${phone}`));
  await page.getByTestId('password').fill('a-good-password');
  await page.getByTestId('create-password-submit').click();
  await page.getByTestId('customer-home').waitFor();
  await page.getByTestId('menu-button').click();
  await page.getByTestId('menu-account').click();
  await page.getByTestId('delete-account').click();
  await page.getByTestId('delete-account-dialog').getByRole('button', { name: 'Delete account' }).click();
  await page.getByText('Your account was deleted.').waitFor();
  assert.equal(path(page), '/panel/login');
  const session = await page.evaluate(async () => (await fetch('/api/v1/session')).json());
  assert.equal(session.data.kind, 'none');
  await page.context().close();
});

await check('a failed lazy chunk shows the Reload screen', async () => {
  const page = await newPage();
  await page.route('**/assets/customer-area-*.js', (route) => route.abort());
  await signIn(page, '9876543210');
  await page.getByTestId('chunk-load-error').waitFor();
  await shot(page, 'chunk-load-error');
  await page.context().close();
});

await check('activity pings POST /session/touch (throttled); window errors POST /log', async () => {
  const page = await newPage();
  const touches = [];
  const logs = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/session/touch')) touches.push(Date.now());
    if (new URL(request.url()).pathname === '/log') logs.push(request.postDataJSON());
  });
  await signIn(page, '9876543210');
  await page.getByTestId('customer-home').waitFor();
  await page.waitForTimeout(5200);
  for (let i = 0; i < 5; i++) {
    await page.mouse.click(200, 600);
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(500);
  assert.ok(touches.length >= 1 && touches.length <= 2, `touches: ${touches.length}`);
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('boom from check-flows');
    }, 0),
  );
  await page.evaluate(() => {
    Promise.reject(new Error('rejected in check-flows'));
  });
  await page.waitForTimeout(800);
  assert.ok(
    logs.some((l) => l.message.includes('boom from check-flows') && l.level === 'error' && l.source === 'web'),
    JSON.stringify(logs),
  );
  assert.ok(logs.some((l) => l.message.includes('rejected in check-flows')));
  await page.context().close();
});

await browser.close();
console.log(`${passed} passed`);
