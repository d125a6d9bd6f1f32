// "Fits every phone": every page a drawer reaches, for every kind of person
// (customer, agency admin, franchisee, super admin), on the narrowest phone we support (320×640)
// is no wider than the screen — nothing makes the page wobble sideways. The customer's pages are
// visited on a common phone (390×844) too. The staff's are not: 320 and 390 are one breakpoint
// of the panel (MUI's xs, below 600, and no media query of ours between), so a page that fits
// 320 fits 390, and visiting every staff page twice was a tenth of the journeys' time.
// screenshot() checks the width on phones (expectFitsViewport) and keeps the picture.

import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { test } from '../fixtures';
import {
  addBakeryToCardEditor,
  CUSTOMER_HOME,
  DEMO,
  type DemoAccount,
  drawerPages,
  expectFitsViewport,
  expectNotCovering,
  freshEmail,
  newPage,
  openDrawer,
  openEditorSection,
  PHONE,
  pageReady,
  SMALL_PHONE,
  screenshot,
  signInDemo,
  signUpByApi,
  type Viewport,
  visitInApp,
} from '../support';

interface Person {
  key: string;
  account: DemoAccount;
  area: RegExp;
  /** The super admin signs in on Cardora HQ's own host. */
  agencySlug?: string;
}

const PEOPLE: Person[] = [
  { key: 'customer', account: DEMO.customer, area: CUSTOMER_HOME },
  { key: 'admin', account: DEMO.admin, area: /\/panel\/admin\/?$/ },
  { key: 'franchisee', account: DEMO.ravi, area: /\/panel\/admin\/?$/ },
  { key: 'superadmin', account: DEMO.superadmin, area: /\/panel\/admin\/?$/, agencySlug: 'cardora' },
];

async function visitEveryPage(browser: Browser, person: Person, viewport: Viewport): Promise<void> {
  const { context, page } = await newPage(browser, viewport, person.agencySlug);
  const tag = `phone-widths-${viewport.width}-${person.key}`;
  try {
    await page.goto('/panel/login');
    await pageReady(page);
    await screenshot(page, `${tag}-login`);
    await signInDemo(page, person.account, person.area);
    await pageReady(page);
    await screenshot(page, `${tag}-home`);

    await openDrawer(page);
    await screenshot(page, `${tag}-drawer`);
    await page.keyboard.press('Escape');
    await page.getByTestId('drawer').waitFor({ state: 'hidden' });

    const pages = await drawerPages(page);
    assert.ok(pages.length >= 3, `${person.key}: the drawer links to too few pages (${pages.length})`);
    for (const [key, href] of pages) {
      await visitInApp(page, href);
      await screenshot(page, `${tag}-${key}`);
    }

    if (person.key === 'customer') {
      // Pricing: the upgrade screen, a full-screen dialog on #upgrade.
      await visitInApp(page, '/panel/customer#upgrade');
      await screenshot(page, `${tag}-upgrade`);
    }
    // Scrolled to the bottom too: a wide footer or last row shows only there.
    await visitInApp(page, pages[0]?.[1] ?? '/panel/');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectFitsViewport(page, `${tag}-${pages[0]?.[0]}-bottom`);
  } finally {
    await context.close();
  }
}

/** The country code a phone field shows in front of the number (its button's text). */
async function shownCode(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(`${testId}-code`).innerText()).trim();
}

test.describe('every page fits every phone', () => {
  // Each test has its own people and pages: the two workers share them.
  test.describe.configure({ mode: 'parallel' });

  test("a foreign customer's phone fields start without +91; the 'Saved' snackbar clears the Save button", async ({
    open,
  }) => {
    const { context, page } = await open(PHONE);
    await signUpByApi(page, { email: freshEmail() }, 'foreign-pass-1234');

    // Adding a business: the business phone waits for a code instead of assuming +91.
    await page.goto('/panel/customer/businesses/add?shouldRedirectToDigitalCardEditorOnAddBusiness=true');
    await page.getByTestId('business-name').waitFor();
    assert.equal(await shownCode(page, 'business-phone'), 'Code');
    await screenshot(page, 'foreign-add-business-phone');
    await addBakeryToCardEditor(page, 'London Chai House');
    await page.getByTestId('card-editor').waitFor();

    // The card's phone and WhatsApp: no code until the person chooses one.
    await openEditorSection(page, 'basicDetails');
    assert.equal(await shownCode(page, 'basic-phone-0'), 'Code');
    assert.equal(await shownCode(page, 'basic-whatsapp'), 'Code');
    await page.getByTestId('basic-name').fill('Amelia Clarke');
    await page.getByTestId('basic-phone-0').fill('7700900123');
    await screenshot(page, 'foreign-card-phone-no-code');
    // Saving a number without its code is refused on the spot, not saved as an Indian number.
    await page.getByTestId('save-basicDetails').click();
    await page.getByText('Enter a valid mobile number with its country code.').first().waitFor();
    await page.getByTestId('basic-phone-0-code').click();
    await page.getByRole('menuitem', { name: /\+44/ }).click();
    assert.equal(await shownCode(page, 'basic-phone-0'), '+44');
    await page.getByTestId('basic-whatsapp-same').click();
    assert.equal(await shownCode(page, 'basic-whatsapp'), '+44');
    assert.equal(await page.getByTestId('basic-whatsapp').inputValue(), '7700900123');

    const save = page.getByTestId('save-basicDetails');
    await save.scrollIntoViewIfNeeded();
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/v1/updateCardBasicDetails') && r.request().method() === 'POST',
    );
    await save.click();
    const response = await saved;
    assert.equal(response.status(), 200, await response.text());
    const body = (await response.json()) as { data: { sections: { basicDetails: Record<string, unknown> } } };
    assert.deepEqual(body.data.sections.basicDetails.phoneNumbers, ['+447700900123']);
    assert.equal(body.data.sections.basicDetails.whatsappNumber, '+447700900123');

    // The snackbar sits under the top bar: clear of the Save button, the Preview bar and the menu.
    const snackbar = page.locator('.notistack-Snackbar').filter({ hasText: 'Your card was created.' });
    await snackbar.waitFor();
    // Measured in the page as soon as its slide-in ends, in one go: it hides after 6 s, and on a
    // busy CI machine the test's own steps have outlasted it. Its wrapper grows from no height,
    // and on a busy machine that growth may not have started when this runs: wait for a size too.
    const snackbarBox = await snackbar.evaluate(async (element) => {
      const deadline = performance.now() + 5_000;
      const sliding = () =>
        document.getAnimations().filter((animation) => {
          const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
          const ends = animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY;
          return ends && target !== null && (target.contains(element) || element.contains(target));
        });
      const sized = () => {
        const { width, height } = element.getBoundingClientRect();
        return width > 0 && height > 0;
      };
      while (performance.now() < deadline && (sliding().length > 0 || !sized())) {
        await Promise.all(sliding().map((animation) => animation.finished.catch(() => undefined)));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      const { x, y, width, height } = element.getBoundingClientRect();
      return width > 0 && height > 0 ? { x, y, width, height } : null;
    });
    assert.ok(snackbarBox, 'the Saved snackbar is on screen');
    await expectNotCovering(snackbarBox, save, 'the Saved snackbar and Save');
    await expectNotCovering(snackbarBox, page.getByTestId('preview-toggle'), 'the Saved snackbar and Preview');
    await expectNotCovering(snackbarBox, page.getByTestId('menu-button'), 'the Saved snackbar and the menu button');
    await screenshot(page, 'foreign-card-saved-snackbar');

    // Opened again, the saved number shows its own code.
    await page.reload();
    await page.getByTestId('card-editor').waitFor();
    await openEditorSection(page, 'basicDetails');
    assert.equal(await shownCode(page, 'basic-whatsapp'), '+44');
    await context.close();
  });

  for (const viewport of [SMALL_PHONE, PHONE]) {
    for (const person of PEOPLE.filter((someone) => viewport === SMALL_PHONE || someone.key === 'customer')) {
      test(`${person.key} at ${viewport.width}×${viewport.height}: every drawer page is no wider than the screen`, async ({
        browser,
      }) => {
        await visitEveryPage(browser, person, viewport);
      });
    }
  }
});
