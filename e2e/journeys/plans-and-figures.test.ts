// On a 390×844 phone. Plans that read right: the upgrade carousel opens on
// the plan the business is on (or, for a free business, on the cheapest) and each button says what
// it does — Current, Renew, Upgrade, Buy now or Not available (contract plan-offer.ts); the home and
// the drawer carry a renewal notice when the plan is ending or has ended (the browser's
// clock moved on) and an upgrade nudge when it is free. Figures that match the page: the home's
// figures are the shown business's card only (none without a card), and Insights names the card and
// says what it counts.

import assert from 'node:assert/strict';
import {
  CARD_ACTIVITY_SUMMARY,
  CARD_ACTIVITY_TERMS,
  daysLeft,
  PLAN_OFFER_LABELS,
  type PlanOfferKind,
  RENEWAL_MESSAGES,
  type TBusiness,
  type TSubscriptionPlan,
  ZBusiness,
  ZCardPaymentList,
  ZDashboard,
  ZSubscriptionPlanList,
} from '@cardora/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { type DemoName, test } from '../fixtures';
import {
  CUSTOMER_HOME,
  DEMO,
  freshIndianPhone,
  getFromPage,
  openDrawer,
  PHONE,
  postFromPage,
  screenshot,
  settle,
  shownDate,
  signInDemo,
  signUpByApi,
  switchBusiness,
  type Viewport,
} from '../support';

const DAY_MS = 86_400_000;

async function plansOf(page: Page): Promise<TSubscriptionPlan[]> {
  const { status, json } = await getFromPage(page, '/api/v1/business/subscription-plan');
  assert.equal(status, 200, JSON.stringify(json));
  return ZSubscriptionPlanList.parse(json.data).list;
}

async function myBusinesses(page: Page): Promise<TBusiness[]> {
  const { status, json } = await getFromPage(page, '/api/v1/business/getBusinessesByUser');
  assert.equal(status, 200, JSON.stringify(json));
  return ZBusiness.array().parse(json.data);
}

async function businessNamed(page: Page, name: string): Promise<TBusiness> {
  const found = (await myBusinesses(page)).find((business) => business.businessName === name);
  assert.ok(found, `the customer has ${name}`);
  return found;
}

/** The drawer's switch, skipped when the business is already the active one. */
async function switchTo(page: Page, businessName: string): Promise<void> {
  if ((await page.getByTestId('home-business-name').innerText()) === businessName) return;
  await switchBusiness(page, businessName);
}

/**
 * The demo customer on a phone with one of their businesses active; whatever the test does, the
 * business they had is made active again (other journeys start from it), from the home page when
 * backHome (the test ended elsewhere), and the context is closed.
 */
async function asCustomerOn(
  signedIn: (who: DemoName, viewport?: Viewport) => Promise<{ context: BrowserContext; page: Page }>,
  businessName: string,
  body: (page: Page) => Promise<void>,
  { backHome = false } = {},
): Promise<void> {
  const { context, page } = await signedIn('customer', PHONE);
  await page.getByTestId('home-business-name').waitFor();
  const original = await page.getByTestId('home-business-name').innerText();
  try {
    await switchTo(page, businessName);
    await body(page);
  } finally {
    if (backHome) {
      await page.goto('/panel/customer');
      await page.getByTestId('home-business-name').waitFor();
    }
    await switchTo(page, original);
    await context.close();
  }
}

/** The plan a business is on: its newest payment's (GET /card-payment, newest first). */
async function planOfBusiness(page: Page, businessId: string): Promise<string> {
  const { json } = await getFromPage(page, `/api/v1/card-payment?businessId=${businessId}`);
  const [newest] = ZCardPaymentList.parse(json.data).list;
  assert.ok(newest, 'the business has paid for a plan');
  return newest.planId;
}

/** Each plan's button as the carousel shows it: the label and the offer behind it. */
async function buttonsOf(page: Page, plans: TSubscriptionPlan[]) {
  const buttons: { name: string; label: string; kind: string; enabled: boolean }[] = [];
  for (const plan of plans) {
    const button = page.getByTestId(`plan-card-${plan.subscriptionPlanId}`).getByTestId('plan-buy');
    buttons.push({
      name: plan.name,
      label: await button.innerText(),
      kind: (await button.getAttribute('data-offer')) ?? '',
      enabled: await button.isEnabled(),
    });
  }
  return buttons;
}

/** The plan card the phone carousel shows first: the one whose left edge sits in the screen's left part. */
async function planInView(page: Page, plans: TSubscriptionPlan[]): Promise<string> {
  // The carousel scrolls before the first paint; wait a frame for the layout to be final.
  await page.waitForTimeout(100);
  for (const plan of plans) {
    const box = await page.getByTestId(`plan-card-${plan.subscriptionPlanId}`).boundingBox();
    if (box && box.x >= 0 && box.x < 100) return plan.name;
  }
  return 'none';
}

function expected(kind: PlanOfferKind) {
  return { label: PLAN_OFFER_LABELS[kind], kind, enabled: kind !== 'current' && kind !== 'unavailable' };
}

test.describe('plans that read right, figures that match the page', () => {
  test('a new customer on the free plan: the upgrade nudge, no figures, the carousel on the cheapest plan', async ({
    open,
  }) => {
    const { page } = await open(PHONE);
    await signUpByApi(page, { phone: freshIndianPhone() }, 'plans-and-figures-1');
    const made = await postFromPage(page, '/api/v1/business', {
      businessName: 'Nisha Florist',
      category: 'sweet-shop',
      createDigitalCard: false,
    });
    assert.equal(made.status, 200, JSON.stringify(made.json));
    await page.goto('/panel/customer');
    await page.getByTestId('home-business-name').filter({ hasText: 'Nisha Florist' }).waitFor();

    // Free: the nudge to upgrade; no card, so no figures — the call to make one instead.
    const banner = page.getByTestId('customer-home').getByTestId('renewal-banner');
    await banner.waitFor();
    assert.equal(await banner.getAttribute('data-kind'), 'free');
    assert.equal(await banner.getByTestId('renewal-title').innerText(), RENEWAL_MESSAGES.free);
    assert.equal(await banner.getByTestId('renewal-action').innerText(), RENEWAL_MESSAGES.upgrade);
    await page.getByTestId('create-card-cta').waitFor();
    assert.equal(await page.getByTestId('dashboard-tiles').count(), 0);
    await settle(page);
    await screenshot(page, 'plans-free-home-phone');

    // The drawer says it too, above Pricing.
    await openDrawer(page);
    const drawerBanner = page.getByTestId('drawer').getByTestId('renewal-banner');
    assert.equal(await drawerBanner.getAttribute('data-kind'), 'free');
    await settle(page);
    await screenshot(page, 'plans-free-drawer-phone');
    await page.keyboard.press('Escape');

    // Upgrade from the home: every plan is an upgrade, and the carousel opens on the cheapest.
    await banner.getByTestId('renewal-action').click();
    await page.getByTestId('plans-carousel').waitFor();
    const plans = await plansOf(page);
    assert.ok(plans.length >= 2, 'the demo agency sells several plans');
    assert.deepEqual(
      (await buttonsOf(page, plans)).map(({ label, kind, enabled }) => ({ label, kind, enabled })),
      plans.map(() => expected('upgrade')),
    );
    const cheapest = plans.reduce((a, b) => (b.price < a.price ? b : a));
    assert.equal(await planInView(page, plans), cheapest.name);
    assert.equal(await page.getByTestId('plan-current').count(), 0);
    await settle(page);
    await screenshot(page, 'plans-free-upgrade-phone');
  });

  test("a paying customer's home: the business's own card figures, none for a business without a card", async ({
    signedIn,
  }) => {
    await asCustomerOn(signedIn, 'Sharma Sweets', async (page) => {
      const sweets = await businessNamed(page, 'Sharma Sweets');
      const tiles = page.getByTestId('dashboard-tiles');
      await tiles.getByTestId('stat-views-value').waitFor();
      assert.equal(await tiles.getByTestId('dashboard-title').innerText(), 'Sharma Sweets card, last 7 days');
      // The tiles are that business's figures, as GET /dashboard?businessId= gives them.
      const { json } = await getFromPage(page, `/api/v1/dashboard?businessId=${sweets.businessId}`);
      const dashboard = ZDashboard.parse(json.data);
      assert.ok(dashboard.kind === 'customer' && dashboard.cardActivity);
      assert.equal(dashboard.business?.businessName, 'Sharma Sweets');
      const shown = async (testId: string) =>
        Number((await tiles.getByTestId(`${testId}-value`).innerText()).replace(/\D/g, ''));
      assert.equal(await shown('stat-views'), dashboard.cardActivity.views);
      assert.ok(dashboard.cardActivity.views > 0, 'the demo card has views this week');
      assert.equal(await shown('stat-visitors'), dashboard.cardActivity.uniqueVisitors);
      assert.equal(await shown('stat-clicks'), dashboard.cardActivity.clicks);
      assert.equal(await shown('stat-contact-saves'), dashboard.cardActivity.contactSaves);
      // A year left on the plan: no renewal notice.
      assert.equal(await page.getByTestId('renewal-banner').count(), 0);
      await tiles.scrollIntoViewIfNeeded();
      await settle(page);
      await screenshot(page, 'figures-home-business-phone');

      // Sharma Tours & Travels has no card: no views at all, the call to make one instead.
      await switchTo(page, 'Sharma Tours & Travels');
      await page.getByTestId('create-card-cta').waitFor();
      assert.equal(await page.getByTestId('dashboard-tiles').count(), 0);
      const tours = await businessNamed(page, 'Sharma Tours & Travels');
      const toursFigures = ZDashboard.parse(
        (await getFromPage(page, `/api/v1/dashboard?businessId=${tours.businessId}`)).json.data,
      );
      assert.ok(toursFigures.kind === 'customer');
      assert.equal(toursFigures.cardActivity, null);
      await page.evaluate(() => window.scrollTo(0, 0));
      await settle(page);
      await screenshot(page, 'figures-home-no-card-phone');
    });
  });

  test('Insights names the card and says what it counts', async ({ signedIn }) => {
    await asCustomerOn(
      signedIn,
      'Sharma Sweets',
      async (page) => {
        await page.goto('/panel/customer/insights');
        await page.getByTestId('insights-views').waitFor();
        assert.equal(await page.getByTestId('insights-subtitle').innerText(), CARD_ACTIVITY_SUMMARY);
        assert.equal(await page.getByTestId('insights-card-name').innerText(), 'Sharma Sweets');
        assert.match(await page.getByTestId('insights-card-address').innerText(), /\/sharma-sweets$/);
        await settle(page);
        await screenshot(page, 'figures-insights-phone');

        const how = page.getByTestId('insights-how-counted');
        await how.scrollIntoViewIfNeeded();
        await how.getByText('What these figures count').click();
        await how.getByText(CARD_ACTIVITY_TERMS.uniqueVisitors.counts).waitFor();
        await how.getByText(CARD_ACTIVITY_TERMS.clicks.counts).waitFor();
        await settle(page);
        await how.evaluate((node) => node.scrollIntoView({ block: 'end' }));
        await screenshot(page, 'figures-insights-how-counted-phone');
      },
      { backHome: true },
    );
  });

  test('on a plan with time left: the carousel opens on it — Current; lower Not available, higher Upgrade', async ({
    signedIn,
  }) => {
    await asCustomerOn(signedIn, 'Sharma Sweets', async (page) => {
      const sweets = await businessNamed(page, 'Sharma Sweets');
      const plans = await plansOf(page);
      const currentId = await planOfBusiness(page, sweets.businessId);
      const current = plans.find((plan) => plan.subscriptionPlanId === currentId);
      assert.ok(current, 'Sharma Sweets is on a listed plan');

      await openDrawer(page);
      await page.getByTestId('drawer').getByTestId('menu-pricing').click();
      await page.getByTestId('plans-carousel').waitFor();
      assert.equal(await planInView(page, plans), current.name);
      const card = page.getByTestId(`plan-card-${current.subscriptionPlanId}`);
      assert.equal(await card.getByTestId('plan-current').innerText(), 'Current plan');
      assert.deepEqual(
        (await buttonsOf(page, plans)).map(({ label, kind, enabled }) => ({ label, kind, enabled })),
        plans.map((plan) =>
          expected(
            plan.subscriptionPlanId === current.subscriptionPlanId
              ? 'current'
              : plan.price > current.price
                ? 'upgrade'
                : 'unavailable',
          ),
        ),
      );
      assert.match(
        await card.getByTestId('plan-offer-note').innerText(),
        /^You can renew it from \d{1,2} \w{3} \d{4}\.$/,
      );
      await settle(page);
      await screenshot(page, 'plans-current-phone');

      // The plan below says why it cannot be bought now, and the server refuses it in words too.
      const lower = plans.find((plan) => plan.price < current.price);
      if (lower) {
        const lowerCard = page.getByTestId(`plan-card-${lower.subscriptionPlanId}`);
        await lowerCard.scrollIntoViewIfNeeded();
        assert.match(await lowerCard.getByTestId('plan-offer-note').innerText(), /^Below your current plan\./);
        const refused = await postFromPage(page, '/api/v1/card-payment/order', {
          businessId: sweets.businessId,
          subscriptionPlanId: lower.subscriptionPlanId,
        });
        assert.equal(refused.status, 400);
        assert.match(String(refused.json.data.message), /^This plan is not above the one you are on\./);
        await settle(page);
        await screenshot(page, 'plans-lower-not-available-phone');
      }
      await page.goBack();
      await page.getByTestId('upgrade-dialog').waitFor({ state: 'detached' });
    });
  });

  for (const when of ['expiring', 'expired'] as const) {
    test(`${when === 'expiring' ? 'ten days before' : 'three days after'} the plan ends: the home, the drawer and the carousel say Renew`, async ({
      open,
      signedIn,
    }) => {
      // Find the expiry first, then open the panel with the browser's clock moved to that day.
      const probe = await signedIn('customer', PHONE);
      await probe.page.getByTestId('home-business-name').waitFor();
      const original = await probe.page.getByTestId('home-business-name').innerText();
      await switchTo(probe.page, 'Sharma Sweets');
      const sweets = await businessNamed(probe.page, 'Sharma Sweets');
      const plans = await plansOf(probe.page);
      const currentId = await planOfBusiness(probe.page, sweets.businessId);
      await probe.context.close();
      assert.ok(sweets.expiryDateForCustomer, 'Sharma Sweets has an expiry');
      const expiry = new Date(sweets.expiryDateForCustomer);
      const fakeNow = new Date(expiry.getTime() + (when === 'expiring' ? -10 : 3) * DAY_MS);

      const { context, page } = await open(PHONE);
      await context.clock.setFixedTime(fakeNow);
      try {
        await signInDemo(page, DEMO.customer, CUSTOMER_HOME);
        await page.getByTestId('home-business-name').filter({ hasText: 'Sharma Sweets' }).waitFor();
        const banner = page.getByTestId('customer-home').getByTestId('renewal-banner');
        await banner.waitFor();
        assert.equal(await banner.getAttribute('data-kind'), when);
        assert.equal(
          await banner.getByTestId('renewal-title').innerText(),
          when === 'expiring'
            ? RENEWAL_MESSAGES.expiring(daysLeft(expiry, fakeNow))
            : RENEWAL_MESSAGES.expired(shownDate(expiry.toISOString())),
        );
        assert.equal(await banner.getByTestId('renewal-action').innerText(), RENEWAL_MESSAGES.renew);
        await settle(page);
        await screenshot(page, `plans-${when}-home-phone`);

        await openDrawer(page);
        const drawerBanner = page.getByTestId('drawer').getByTestId('renewal-banner');
        assert.equal(await drawerBanner.getAttribute('data-kind'), when);
        await settle(page);
        await screenshot(page, `plans-${when}-drawer-phone`);

        // Renew from the drawer: the carousel opens on the plan, which renews; others can be bought.
        await drawerBanner.getByTestId('renewal-action').click();
        await page.getByTestId('plans-carousel').waitFor();
        const current = plans.find((plan) => plan.subscriptionPlanId === currentId);
        assert.ok(current);
        assert.equal(await planInView(page, plans), current.name);
        assert.deepEqual(
          (await buttonsOf(page, plans)).map(({ label, kind, enabled }) => ({ label, kind, enabled })),
          plans.map((plan) =>
            expected(plan.subscriptionPlanId === currentId ? 'renew' : plan.price > current.price ? 'upgrade' : 'buy'),
          ),
        );
        assert.equal(
          await page.getByTestId(`plan-card-${currentId}`).getByTestId('plan-current').innerText(),
          when === 'expiring' ? 'Your plan' : 'Your last plan',
        );
        await settle(page);
        await screenshot(page, `plans-${when}-renew-phone`);
      } finally {
        await context.close();
      }
      if (original !== 'Sharma Sweets') {
        const restore = await signedIn('customer', PHONE);
        await restore.page.getByTestId('home-business-name').waitFor();
        await switchTo(restore.page, original);
        await restore.context.close();
      }
    });
  }
});
