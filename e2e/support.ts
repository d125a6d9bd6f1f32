// Shared helpers for the journeys: pages at the two viewports we check, the dev outbox for OTP
// codes, and screenshots kept as test artefacts. The browser and the server come from the
// fixtures (e2e/fixtures.ts).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
  Response,
} from 'playwright-core';

/**
 * The worker's server (the fixtures set these before any hook or test runs). Read at call time:
 * Playwright loads a journey file before its worker's server exists.
 */
export const baseUrl = (): string => process.env.E2E_BASE_URL ?? 'http://localhost:3000';
export const serverPort = (): string => process.env.E2E_PORT ?? '3000';
export const ARTIFACTS_DIR = join(process.cwd(), 'test-results', 'e2e');
mkdirSync(ARTIFACTS_DIR, { recursive: true });

export const PHONE = { width: 390, height: 844 } as const;
/** The narrowest phone we support (no page wider than the viewport from 320 px up). */
export const SMALL_PHONE = { width: 320, height: 640 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export type Viewport = typeof PHONE | typeof SMALL_PHONE | typeof DESKTOP;
/** Below this the panel is in its mobile layout (at most 767 px). */
const MOBILE_MAX_WIDTH = 767;

/**
 * How long a locator waits. Nothing in the panel takes more than a second or two on localhost,
 * but CI runs two journeys at once on two cores, each with its own server and Chromium, and a
 * route's first load there has taken over 10 s (the limit until December 2026).
 */
export const ACTION_TIMEOUT_MS = 20_000;

/**
 * A fresh context (own cookies) on an agency's host: `<slug>.localhost` resolves to loopback in
 * Chromium. `userAgent` makes it a visitor of its own to a public card, which counts a visitor by
 * address and browser (every journey comes from 127.0.0.1 in the same Chromium).
 */
const contextDefaults: BrowserContextOptions = {};

/** Options every context gets (the config's reducedMotion): the fixtures set them per worker. */
export function setContextDefaults(options: BrowserContextOptions): void {
  Object.assign(contextDefaults, options);
}

/** A context with the defaults above under `options` (for a journey that needs its own, e.g. a locale). */
export function newContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  return browser.newContext({ ...contextDefaults, ...options });
}

export async function newPage(
  browser: Browser,
  viewport: Viewport = PHONE,
  agencySlug?: string,
  userAgent?: string,
): Promise<{ context: BrowserContext; page: Page; origin: string }> {
  const origin = agencySlug ? `http://${agencySlug}.localhost:${serverPort()}` : baseUrl();
  const context = await newContext(browser, {
    viewport,
    deviceScaleFactor: 1,
    isMobile: viewport.width < 768,
    hasTouch: viewport.width < 768,
    baseURL: origin,
    ...(userAgent ? { userAgent } : {}),
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  const page = await context.newPage();
  return { context, page, origin };
}

interface OutboxMessage {
  to: string;
  channel: 'sms' | 'email';
  text: string;
  code: string | null;
  time: string;
}

/** The newest OTP the console SMS/e-mail adapter sent to `to`. */
export async function latestOtp(to: string, origin: string = baseUrl()): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(`${origin}/dev/outbox?to=${encodeURIComponent(to)}`);
    const body = (await response.json()) as { data: OutboxMessage[] };
    const code = body.data.find((m) => m.to === to && m.code)?.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no OTP in the dev outbox for ${to}`);
}

/**
 * Keeps the screen as a test artefact. On a phone viewport it also checks that the page fits the
 * screen's width (expectFitsViewport), so every screen a journey shows on a phone is checked;
 * the shot is taken first, so a failure has its picture.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  // Finish CSS transitions (label shrink, drawer slide) so the shot shows the settled screen.
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: false, animations: 'disabled' });
  const width = page.viewportSize()?.width ?? 0;
  if (width > 0 && width <= MOBILE_MAX_WIDTH) await expectFitsViewport(page, name);
}

interface WidthReport {
  viewport: number;
  innerWidth: number;
  documentWidth: number;
  bodyWidth: number;
  /** The elements that stick out past the right edge (or the left) while their parent does not. */
  offenders: { selector: string; left: number; right: number }[];
}

/**
 * Runs in the page (plain JavaScript): the document's and body's widths, and the outermost
 * elements past the edge that can make the page scroll (not fixed, not inside a box that clips
 * or scrolls sideways), widest first.
 */
const WIDTH_PROBE = `(viewport) => {
  const limit = Math.min(viewport, window.innerWidth);
  const describe = (element) => {
    const testId = element.getAttribute('data-testid');
    const id = element.id ? '#' + element.id : '';
    const classes = [...element.classList].filter((name) => !/^css-/.test(name)).slice(0, 3).map((name) => '.' + name).join('');
    return element.tagName.toLowerCase() + id + (testId ? '[data-testid="' + testId + '"]' : '') + classes;
  };
  const path = (element) => {
    const parts = [];
    for (let node = element; node && node !== document.body && parts.length < 4; node = node.parentElement) parts.unshift(describe(node));
    return parts.join(' > ');
  };
  const sticksOut = (element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return false;
    return rect.right > limit + 0.5 || rect.left < -0.5;
  };
  const counts = (element) => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.position === 'fixed' || style.overflowX !== 'visible') return false;
    }
    const own = getComputedStyle(element);
    return own.position !== 'fixed' && own.visibility !== 'hidden';
  };
  const offenders = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (!sticksOut(element) || !counts(element)) continue;
    const parent = element.parentElement;
    if (parent && parent !== document.body && sticksOut(parent) && counts(parent)) continue;
    const rect = element.getBoundingClientRect();
    offenders.push({ selector: path(element), left: Math.round(rect.left), right: Math.round(rect.right) });
  }
  offenders.sort((a, b) => b.right - a.right || a.left - b.left);
  return {
    viewport,
    innerWidth: window.innerWidth,
    documentWidth: document.documentElement.scrollWidth,
    bodyWidth: document.body.scrollWidth,
    offenders: offenders.slice(0, 5),
  };
}`;

/**
 * No page wider than the phone. Asserts that neither the document nor the body
 * scrolls sideways (scrollWidth ≤ the viewport's width) and, when one does, names the page and
 * the outermost elements that stick out, widest first, so the message says what to fix.
 */
export async function expectFitsViewport(page: Page, label: string): Promise<void> {
  const viewport = page.viewportSize()?.width ?? 0;
  // A string, not a function: the test runner's compiler would add helpers the page does not have.
  const report = (await page.evaluate(`(${WIDTH_PROBE})(${viewport})`)) as WidthReport;
  const widest = Math.max(report.documentWidth, report.bodyWidth, report.innerWidth);
  if (widest <= report.viewport) return;
  const culprits = report.offenders.map((o) => `  ${o.selector} (${o.left}…${o.right} px)`).join('\n');
  assert.fail(
    `${label} (${page.url()}) is wider than the ${report.viewport} px viewport: document ${report.documentWidth} px, ` +
      `body ${report.bodyWidth} px, innerWidth ${report.innerWidth} px` +
      (culprits ? `; sticking out:\n${culprits}` : ''),
  );
}

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

/**
 * A snackbar (or any overlay) must not sit over a primary action. Fails naming
 * both when their boxes on screen intersect. An overlay that goes by itself (a snackbar hides
 * after 6 s) is best measured once and its box passed for each action: on a busy machine
 * several checks in a row have outlasted it.
 */
export async function expectNotCovering(overlay: Locator | Box, action: Locator, label: string): Promise<void> {
  const [a, b] = ['boundingBox' in overlay ? await overlay.boundingBox() : overlay, await action.boundingBox()];
  assert.ok(a, `${label}: the overlay is not on screen`);
  assert.ok(b, `${label}: the action is not on screen`);
  const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  assert.ok(
    apart,
    `${label}: the overlay (${Math.round(a.x)},${Math.round(a.y)} ${Math.round(a.width)}×${Math.round(a.height)}) ` +
      `covers the action (${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}×${Math.round(b.height)})`,
  );
}

/**
 * An init script standing in for the phone's share sheet: canShare says yes to files, and share
 * runs `keepFile` (a statement that may use `file` and `data`) for each file it is given, after
 * `window.<list>` starts empty. Plain text, not a function: tsx's compiled functions name helpers
 * the page lacks.
 */
export function webShareStub(list: string, keepFile: string): string {
  return `
  window.${list} = [];
  Object.defineProperty(navigator, 'canShare', {
    configurable: true,
    value: (data) => Boolean(data && data.files && data.files.length > 0),
  });
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: async (data) => {
      for (const file of (data && data.files) || []) {
        ${keepFile}
      }
    },
  });
`;
}

/** Lets a snackbar, a dialog or a transition settle so a screenshot shows the finished screen. */
export async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(400);
}

/** An independent oracle for the UI's money: paise as ₹ with Indian digit grouping. */
export function rupees(paise: number): string {
  const whole = String(Math.floor(paise / 100));
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const fraction = paise % 100 ? `.${String(paise % 100).padStart(2, '0')}` : '';
  return `₹${rest ? `${rest},${last3}` : last3}${fraction}`;
}

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The date as the panel shows it ("12 Mar 2027"); Node and Chromium share this machine's zone. */
export function shownDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getDate()} ${SHORT_MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** A phone number no demo account uses, unique per run. */
export function freshIndianPhone(): string {
  const tail = String(Date.now() % 1_000_000_000).padStart(9, '0');
  return `+917${tail}`;
}

/** Signs in through the real login page (phone or e-mail, then password) and waits for the area. */
/** The login page's first step: the phone (or, for a foreign user, the e-mail), then Continue. */
export async function identify(
  page: Page,
  identity: { phone?: string; email?: string },
  loginPath = '/panel/login',
): Promise<void> {
  await page.goto(loginPath);
  if (identity.email) {
    await page.getByTestId('foreign-user-switch').click();
    await page.getByTestId('email').fill(identity.email);
  } else if (identity.phone) {
    // The country code defaults to +91; the field takes the national number.
    await page.getByTestId('phone').fill(identity.phone.replace(/^\+91/, ''));
  }
  await page.getByTestId('identify-submit').click();
}

export async function signIn(
  page: Page,
  identity: { phone?: string; email?: string },
  password: string,
  expectPath: RegExp,
  loginPath = '/panel/login',
): Promise<void> {
  await identify(page, identity, loginPath);
  await page.getByTestId('password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(expectPath);
}

/**
 * Signs in with a password the server made (a new admin's, an admin's reset): the panel shows the
 * create-password screen first (docs/product-rules.md#single-use-passwords); `ownPassword` replaces
 * it there and the person lands in `expectPath`.
 */
export async function signInWithTemporaryPassword(
  page: Page,
  identity: { phone?: string; email?: string },
  temporaryPassword: string,
  ownPassword: string,
  expectPath: RegExp,
): Promise<void> {
  await signIn(page, identity, temporaryPassword, /\/panel\/createPassword/);
  await page.getByTestId('password').fill(ownPassword);
  await page.getByTestId('create-password-submit').click();
  await page.waitForURL(expectPath);
}

/** Every demo account's password (README "Logging in to the demo"). */
export const DEMO_PASSWORD = 'demo1234';
export const ADMIN_AREA = /\/panel\/admin\/?$/;
export const CUSTOMER_HOME = /\/panel\/customer\/?(#.*)?$/;
export const FRANCHISEE_LOGIN = '/panel/franchisee-login';

/**
 * The drawer menu keys of the Demo Agency admin, read by hand from the admin menu visibility table:
 * Demo Agency has every product on, so All Projects shows; it is not the superadmin agency.
 */
export const DEMO_AGENCY_ADMIN_MENU = [
  'home',
  'allBusinesses',
  'allProjects',
  'franchiseeList',
  'billing',
  'plansPricingManagement',
  'report',
  'greetingsManagement',
  'logout',
];

export interface DemoAccount {
  phone: string;
  /** Franchisees sign in on their own login page; everyone else on /panel/login. */
  loginPath?: string;
}

/** The demo world's accounts (README "Logging in to the demo"). */
export const DEMO = {
  /** Cardora HQ's admin: sign in on its own host (newPage(browser, viewport, 'cardora')). */
  superadmin: { phone: '+919000000001' },
  admin: { phone: '+919000000002' },
  /** A franchisee without all-card access. */
  ravi: { phone: '+919000000003', loginPath: FRANCHISEE_LOGIN },
  /** A franchisee with all-card access. */
  priya: { phone: '+919000000004', loginPath: FRANCHISEE_LOGIN },
  creator: { phone: '+919000000005' },
  /** Aarav, the customer of Sharma Sweets. */
  customer: { phone: '+919876543210' },
} satisfies Record<string, DemoAccount>;

/**
 * The API (paths under /api/v1) as the person signed in on `context`: its cookies, and the CSRF
 * header copied from the `cardora_csrf` cookie, as the web sends it. A call that is not 2xx throws.
 */
export async function apiAs(context: BrowserContext, origin: string) {
  const request: APIRequestContext = context.request;
  const api = (path: string) => `${origin}/api/v1${path}`;
  // Any API GET hands out the CSRF cookie; this one answers whoever is (or is not) signed in.
  await request.get(api('/session'));
  const headers = async () => {
    const cookie = (await context.cookies(origin)).find((c) => c.name === 'cardora_csrf');
    return { 'x-csrf-token': cookie ? decodeURIComponent(cookie.value) : '' };
  };
  const data = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> => {
    if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
  return {
    get: async <T>(path: string) => data<T>(await request.get(api(path)), `GET ${path}`),
    post: async <T>(path: string, body: unknown) =>
      data<T>(await request.post(api(path), { data: body, headers: await headers() }), `POST ${path}`),
    upload: async <T>(path: string, fields: Record<string, string>, file: { name: string; buffer: Buffer }) =>
      data<T>(
        await request.post(api(path), {
          headers: await headers(),
          multipart: { ...fields, file: { name: file.name, mimeType: 'image/jpeg', buffer: file.buffer } },
        }),
        `upload ${file.name}`,
      ),
  };
}

/**
 * A small document on the page's host to post API calls from, as the web would (Node cannot
 * resolve <slug>.localhost; Chromium can): the panel's favicon, a file without the API's
 * `default-src 'none'` policy (which forbids fetch) and without the app's start-up. Its first
 * API call hands out the CSRF cookie.
 */
async function openLightPage(page: Page): Promise<void> {
  await page.goto('/panel/favicon.svg');
  await page.evaluate(async () => {
    await fetch('/api/v1/session');
  });
}

/**
 * Signs a demo account in through the API, not the login page (for journeys that test what comes
 * after), then opens its area and waits for it, as signInDemo does.
 */
export async function signInDemoByApi(page: Page, account: DemoAccount, area: RegExp): Promise<void> {
  await openLightPage(page);
  const path = account.loginPath === FRANCHISEE_LOGIN ? '/api/v1/franchisee/login' : '/api/v1/login';
  const signedIn = await postFromPage(page, path, { phoneNumber: account.phone, password: DEMO_PASSWORD });
  assert.equal(signedIn.status, 200, `${account.phone} signs in: ${JSON.stringify(signedIn.json)}`);
  await page.goto(area === CUSTOMER_HOME ? '/panel/customer' : '/panel/admin');
  await page.waitForURL(area);
}

/** Signs a demo account in through its login page and waits for its area (the admin area unless `area` says). */
export function signInDemo(page: Page, account: DemoAccount, area: RegExp = ADMIN_AREA): Promise<void> {
  return signIn(page, { phone: account.phone }, DEMO_PASSWORD, area, account.loginPath);
}

/** A fresh page at `viewport` (see newPage) with a demo account signed in (see signInDemo). */
export async function demoPage(
  browser: Browser,
  viewport: Viewport,
  account: DemoAccount,
  area?: RegExp,
): Promise<{ context: BrowserContext; page: Page; origin: string }> {
  const opened = await newPage(browser, viewport);
  await signInDemo(opened.page, account, area);
  return opened;
}

/**
 * Opens the right-hand drawer and waits until its slide-in has finished, so screenshots
 * and geometry see it where the person does. Returns the drawer paper's width.
 */
export async function openDrawer(page: Page): Promise<number> {
  await page.getByTestId('menu-button').click();
  const paper = page.getByTestId('drawer').locator('.MuiDrawer-paper');
  await paper.waitFor();
  const viewportWidth = page.viewportSize()?.width ?? 0;
  for (let attempt = 0; attempt < 50; attempt++) {
    const box = await paper.boundingBox();
    if (box && Math.round(box.x + box.width) === viewportWidth) return Math.round(box.width);
    await page.waitForTimeout(50);
  }
  throw new Error('the drawer did not settle at the right edge of the viewport');
}

/** Chooses a business in the drawer's switcher; the switch itself is the caller's to wait for. */
export async function chooseBusiness(page: Page, businessName: string): Promise<void> {
  await openDrawer(page);
  await page.getByTestId('drawer').getByTestId('active-business').click();
  await page.locator('[data-testid^="business-option-"]', { hasText: businessName }).click();
}

/** Makes one of the customer's businesses active through the drawer, and waits until the switch is done. */
export async function switchBusiness(page: Page, businessName: string): Promise<void> {
  await chooseBusiness(page, businessName);
  await page.getByTestId('home-business-name').filter({ hasText: businessName }).waitFor();
  await page.getByTestId('switching-business').waitFor({ state: 'hidden' });
}

/** The data-testid keys of the drawer's menu entries, in order. */
export async function drawerMenuKeys(page: Page): Promise<string[]> {
  await openDrawer(page);
  const drawer = page.getByTestId('drawer');
  const ids = await drawer
    .locator('[data-testid^="menu-"]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace(/^menu-/, ''));
}

/** A foreign customer's e-mail no account uses, unique per run. */
export function freshEmail(): string {
  return `e2e-${Date.now()}-${Math.floor(Math.random() * 1000)}@example.com`;
}

/**
 * The add-business form, opened to go on to the card editor: the name, the Bakery category, Add,
 * and the editor's address.
 */
export async function addBakeryToCardEditor(page: Page, businessName: string): Promise<void> {
  await page.getByTestId('business-name').fill(businessName);
  await page.getByTestId('business-category-input').fill('Bakery');
  await page.getByRole('option', { name: 'Bakery' }).click();
  await page.getByTestId('add-business-submit').click();
  await page.waitForURL(/\/panel\/customer\/cards\/edit/);
}

/**
 * Signs up a new customer through the real pages (identity, OTP from the dev outbox, create
 * password) and waits for the customer home. Sends one OTP to the identity.
 */
export async function signUp(
  page: Page,
  identity: { phone?: string; email?: string },
  password: string,
): Promise<void> {
  await identify(page, identity, '/panel/login');
  await page.getByTestId('otp-input').waitFor();
  const to = identity.email ?? identity.phone ?? '';
  await page.getByTestId('otp-input').fill(await latestOtp(to, new URL(page.url()).origin));
  await page.getByTestId('password').fill(password);
  await page.getByTestId('create-password-submit').click();
  await page.getByTestId('customer-home').waitFor();
}

/**
 * Signs up a new customer through the API (identity, the OTP from the dev outbox, password), for
 * journeys that need a fresh customer but do not test the sign-up pages, and opens the customer
 * home. Sends one OTP to the identity, as signUp does.
 */
export async function signUpByApi(
  page: Page,
  identity: { phone?: string; email?: string },
  password: string,
): Promise<void> {
  await openLightPage(page);
  const body = identity.email ? { email: identity.email, isForeignUser: true } : { phoneNumber: identity.phone };
  const otp = async () => ({
    otp: await latestOtp(identity.email ?? identity.phone ?? '', new URL(page.url()).origin),
  });
  for (const [path, payload] of [
    ['/api/v1/verifyUser', async () => body],
    ['/api/v1/verifyOtp', otp],
    ['/api/v1/createPassword', async () => ({ password })],
  ] as const) {
    const answer = await postFromPage(page, path, await payload());
    assert.equal(answer.status, 200, `sign-up, ${path}: ${JSON.stringify(answer.json)}`);
  }
  await page.goto('/panel/customer');
  await page.getByTestId('customer-home').waitFor();
}

/**
 * POSTs JSON from inside the page, as the web does: same cookies, and the CSRF double-submit
 * header copied from the readable `cardora_csrf` cookie.
 */
export async function postFromPage(
  page: Page,
  path: string,
  body: unknown,
): Promise<{ status: number; json: { data: Record<string, unknown> } }> {
  return page.evaluate(
    async ({ path, body }) => {
      const token = document.cookie
        .split(';')
        .map((part) => part.trim().split('='))
        .find(([name]) => name === 'cardora_csrf')?.[1];
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(token ?? '') },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { path, body },
  );
}

/** Staff record a plan as paid in cash, as 'Select Plan' does (POST /card-payment, isManualUpdate). */
export async function recordManualPayment(
  page: Page,
  businessId: string,
  plan: { subscriptionPlanId: string },
): Promise<void> {
  const recorded = await postFromPage(page, '/api/v1/card-payment', {
    businessId,
    subscriptionPlanId: plan.subscriptionPlanId,
    renew: false,
    isManualUpdate: true,
    paymentMode: 'cash',
    throughGateway: false,
  });
  assert.equal(recorded.status, 200, JSON.stringify(recorded.json));
}

/** Counts the browser's own dialogs (alert, confirm) from now on, dismissing each; the app shows its own. */
export function countNativeDialogs(page: Page): () => number {
  let count = 0;
  page.on('dialog', (dialog) => {
    count += 1;
    void dialog.dismiss();
  });
  return () => count;
}

/**
 * Fails the sandbox's open checkout and checks the app's payment-failed dialog: `reason()` as its
 * text, the provider's modal closed, never the browser's own alert (docs/product-rules.md#payment-failure);
 * kept as screenshot `shot`. Then Try again, which reloads the page.
 */
export async function failCheckoutAndRetry(
  page: Page,
  nativeDialogs: () => number,
  reason: () => string | undefined,
  shot: string,
): Promise<void> {
  await page.getByTestId('sandbox-checkout').getByTestId('sandbox-fail').click();
  const failed = page.getByTestId('payment-failed-dialog');
  await failed.waitFor();
  assert.equal(await failed.getByTestId('payment-failed-reason').innerText(), reason());
  // The provider's modal is closed, so the dialog is on top and can be used.
  assert.equal(await page.getByTestId('sandbox-checkout').count(), 0);
  assert.equal(nativeDialogs(), 0);
  await settle(page);
  await screenshot(page, shot);
  const reloaded = page.waitForEvent('load');
  await failed.getByTestId('payment-failed-retry').click();
  await reloaded;
}

/** GETs an API path from inside the page (its cookies), returning the status and the JSON envelope. */
export async function getFromPage(
  page: Page,
  path: string,
): Promise<{ status: number; json: { data: Record<string, unknown> } }> {
  return page.evaluate(async (path) => {
    const response = await fetch(path, { headers: { accept: 'application/json' } });
    return { status: response.status, json: await response.json() };
  }, path);
}

/** Waits until the page has its data: no request in flight, no route chunk or skeleton loading. */
export async function pageReady(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        !document.querySelector(
          '[data-testid="route-loading"], [data-testid="route-splash"], [data-testid="app-splash"], [aria-busy="true"]',
        ),
      undefined,
      {
        timeout: 5_000,
      },
    )
    .catch(() => undefined);
  await settle(page);
}

/**
 * Goes to `href` the way a tap on one of the app's links does: the router changes page without
 * loading the app again (a full `page.goto` parses and starts every script again, which was most
 * of the time of the journeys that visit every page). Then waits as pageReady does.
 */
export async function visitInApp(page: Page, href: string): Promise<void> {
  const before = await page.evaluate(() => location.pathname + location.search + location.hash);
  if (before === href) return pageReady(page);
  // The document is loaded already, so the load state's "network idle" answers at once: wait
  // for the new page's own calls (and images) to be over instead.
  await quietNetwork(page, async () => {
    await page.evaluate((target) => {
      // The entry React Router's own push writes: a fresh key (scroll positions are kept per key).
      const index = Number((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, href);
    await page.waitForFunction((target) => location.pathname + location.search + location.hash === target, href);
    await pageReady(page);
  });
}

/** Runs `work` while counting the page's requests, then waits until none has been open for 500 ms. */
async function quietNetwork(page: Page, work: () => Promise<void>, timeoutMs = 15_000): Promise<void> {
  let open = 0;
  let lastChange = Date.now();
  const started = () => {
    open++;
    lastChange = Date.now();
  };
  const ended = () => {
    open = Math.max(0, open - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await work();
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && (open > 0 || Date.now() - lastChange < 500)) await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** The in-app pages the drawer links to (groups opened), with the header's account link: [key, path]. */
export async function drawerPages(page: Page): Promise<[string, string][]> {
  await openDrawer(page);
  const drawer = page.getByTestId('drawer');
  const create = drawer.getByTestId('menu-create');
  if ((await create.count()) > 0 && (await create.getAttribute('aria-expanded')) !== 'true') await create.click();
  await settle(page);
  const links = await drawer
    .locator('a[href^="/panel/"]')
    .evaluateAll((nodes) =>
      nodes.map((node) => [
        (node.getAttribute('data-testid') ?? '').replace(/^menu-/, ''),
        node.getAttribute('href') ?? '',
      ]),
    );
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  const seen = new Set<string>();
  const pages: [string, string][] = [];
  for (const [key, href] of links) {
    if (!key || !href || seen.has(href)) continue;
    seen.add(href);
    pages.push([key, href]);
  }
  return pages;
}

/** Opens an editor panel (an accordion) unless it is open already. */
export async function openEditorSection(page: Page, panel: string): Promise<void> {
  const section = page.getByTestId(`section-${panel}`);
  const summary = section.locator('.MuiAccordionSummary-root').first();
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  await page.getByTestId(`form-${panel}`).waitFor();
}

/** Clicks a panel's Save and waits for the server to accept it; answers the save's response. */
export async function saveEditorSection(page: Page, panel: string, endpoint: string): Promise<Response> {
  try {
    // The panel may still be moving (a panel above it just opened, the card refetched) and a
    // snackbar may sit over it for a moment: bring Save into view first, and give the click
    // (which waits until nothing covers the button) time to land before the answer is due.
    const save = page.getByTestId(`save-${panel}`);
    await save.scrollIntoViewIfNeeded();
    const saved = page.waitForResponse(
      (response) => response.url().includes(endpoint) && response.request().method() === 'POST',
      { timeout: 30_000 },
    );
    await save.click();
    const response = await saved;
    assert.equal(response.status(), 200, `${endpoint} answered ${response.status()}: ${await response.text()}`);
    await page.getByTestId(`unsaved-${panel}`).waitFor({ state: 'hidden' });
    // The save refetches the card; let that land (it can re-lay out the panels above) before
    // the next step clicks anything, as a person waits for the page to settle.
    await page.waitForLoadState('networkidle');
    return response;
  } catch (error) {
    await screenshot(page, `failed-save-${panel}`);
    throw error;
  }
}

/** Unfolds a vCard's folded lines and returns property name -> values. */
export function parseVcard(text: string): Map<string, string[]> {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  const properties = new Map<string, string[]>();
  for (const line of unfolded.split(/\r\n/)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).split(';')[0]?.toUpperCase() ?? '';
    properties.set(name, [...(properties.get(name) ?? []), line.slice(colon + 1)]);
  }
  return properties;
}
