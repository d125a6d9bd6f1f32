// Sell only what works on a phone: the platform makes an agency with every
// product on, its admin prices a plan of everything, a customer signs up and sees it all; then
// the platform switches greeting images and PDF ID cards off. From then on neither is anywhere:
// not on the customer's tiles, drawer or plan cards, not as the single purchase, not in the
// admin's plan form, All Projects or product fees — and the server refuses to sell or make them.

import assert from 'node:assert/strict';
import {
  BILLING_MESSAGES,
  DEFAULT_AGENCY_CONFIGURATION,
  DEFAULT_AGENCY_THEME,
  PLAN_SELLING_MESSAGES,
  PRODUCT_NOT_SOLD_MESSAGES,
  type TAgencyConfiguration,
  ZAddAgencyAdminResponse,
  ZBusiness,
  ZManagedAgency,
  ZPdfCardDetails,
  ZSubscriptionPlan,
  ZSubscriptionPlanList,
} from '@cardora/contract';
import type { Page } from 'playwright-core';
import { test } from '../fixtures';
import {
  ADMIN_AREA,
  DEMO,
  DEMO_PASSWORD,
  freshIndianPhone,
  identify,
  latestOtp,
  openDrawer,
  PHONE,
  rupees,
  screenshot,
  settle,
  signIn,
  signInWithTemporaryPassword,
} from '../support';

/** Any API call from inside the page, with its cookies and the CSRF header, as the web sends it. */
async function callFromPage(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: { data: Record<string, unknown> } }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = document.cookie
        .split(';')
        .map((part) => part.trim().split('='))
        .find(([name]) => name === 'cardora_csrf')?.[1];
      const response = await fetch(path, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'x-csrf-token': decodeURIComponent(token ?? ''),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { method, path, body },
  );
}

async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await settle(page);
}

const ALL_ON: TAgencyConfiguration = {
  ...DEFAULT_AGENCY_CONFIGURATION,
  imagePost: { enableImagePost: true, isVideoPostsIncluded: true, allowAgencyExclusivePosts: false },
  pdfCardConfig: { enablePdfCardProduct: true, customerPlans: [{ id: 'pdf-single', price: 9_900 }] },
  video: { enableVideo: true },
  onlinePayment: { enablePaymentIntegration: true },
  dashboardConfig: { showInvitationTileInCustomerDashboard: true, invitationSiteLink: 'https://invite.example.com' },
};

const GREETINGS_AND_PDF_OFF: TAgencyConfiguration = {
  ...ALL_ON,
  imagePost: { ...ALL_ON.imagePost, enableImagePost: false },
  pdfCardConfig: { ...ALL_ON.pdfCardConfig, enablePdfCardProduct: false },
};

const EVERYTHING_PLAN = {
  name: 'Everything',
  price: 299_900,
  validity: 1,
  digitalCardIncluded: true,
  digitalCardLimit: 1,
  greetingImagesIncluded: true,
  greetingImagesLimit: -1,
  greetingVideosIncluded: true,
  greetingVideosLimit: 3,
  pdfCardIncluded: true,
  pdfCardLimit: 2,
  promotionalVideoIncluded: true,
  promotionalVideoLimit: 2,
  frameVisibility: { hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false },
};

test.describe('sell only what works', () => {
  test('products switched off by the platform are absent everywhere, and the server refuses them', async ({ open }) => {
    // The platform makes an agency with every product on, its admin, and its prices.
    const platform = await open(PHONE, 'cardora');
    await signIn(platform.page, DEMO.superadmin, DEMO_PASSWORD, ADMIN_AREA);
    const slug = `sell-${Date.now().toString(36)}`;
    const agencyInput = { slug, agencyName: 'Lean Agency', customDomain: null, theme: DEFAULT_AGENCY_THEME };
    const created = await callFromPage(platform.page, 'POST', '/api/v1/agency', {
      agency: { ...agencyInput, configuration: ALL_ON },
    });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    const agencyId = ZManagedAgency.parse(created.json.data).agencyId;
    const adminPhone = freshIndianPhone();
    const adminMade = await callFromPage(platform.page, 'POST', '/api/v1/addAgencyAdmin', {
      adminData: { agencyId, name: 'Lean Admin', phoneNumber: adminPhone, email: null },
    });
    assert.equal(adminMade.status, 200, JSON.stringify(adminMade.json));
    const adminPassword = ZAddAgencyAdminResponse.parse(adminMade.json.data).password;
    const prices = await callFromPage(platform.page, 'PUT', '/api/v1/billing/prices', {
      agencyId,
      perCardMonthlyPaise: 0,
      annualFeePaise: 0,
      greetingsFeePaise: 150_000,
      pdfCardFeePaise: 100_000,
    });
    assert.equal(prices.status, 200, JSON.stringify(prices.json));

    // Its admin prices a plan of everything (every product is sold now).
    const admin = await open(PHONE, slug);
    await signInWithTemporaryPassword(admin.page, { phone: adminPhone }, adminPassword, 'lean-admin-own-1', ADMIN_AREA);
    const saved = await callFromPage(admin.page, 'POST', '/api/v1/business/subscription-plan', EVERYTHING_PLAN);
    assert.equal(saved.status, 200, JSON.stringify(saved.json));
    const planId = ZSubscriptionPlan.parse(saved.json.data).subscriptionPlanId;
    // Billing charges both product fees while the products are sold.
    await admin.page.goto('/panel/admin/billing');
    await admin.page.getByTestId('billing-fee-greetings').getByText(rupees(150_000)).first().waitFor();
    await admin.page.getByTestId('billing-fee-pdf-card').getByText(rupees(100_000)).first().waitFor();
    assert.equal(await admin.page.getByTestId('billing-outstanding-amount').innerText(), rupees(250_000));
    await scrollToBottom(admin.page);
    await screenshot(admin.page, 'sell-billing-before-phone');

    // A customer signs up and adds a business: every tile is there.
    const customer = await open(PHONE, slug);
    // Signed up through the real pages; the dev outbox is read on the base host (Node cannot
    // resolve <slug>.localhost, Chromium can).
    const customerPhone = freshIndianPhone();
    await identify(customer.page, { phone: customerPhone });
    await customer.page.getByTestId('otp-input').waitFor();
    await customer.page.getByTestId('otp-input').fill(await latestOtp(customerPhone));
    await customer.page.getByTestId('password').fill('lean-pass-1');
    await customer.page.getByTestId('create-password-submit').click();
    await customer.page.getByTestId('customer-home').waitFor();
    const business = await callFromPage(customer.page, 'POST', '/api/v1/business', {
      businessName: 'Lean Sweets',
      category: 'sweet-shop',
    });
    assert.equal(business.status, 200, JSON.stringify(business.json));
    const businessId = ZBusiness.parse(business.json.data).businessId;
    await customer.page.reload();
    await customer.page.getByTestId('product-tiles').waitFor();
    for (const tile of ['digitalCard', 'greetings', 'pdfCard', 'promotionalVideo', 'invitationCard']) {
      await customer.page.getByTestId(`tile-${tile}`).waitFor();
    }
    await screenshot(customer.page, 'sell-customer-home-before-phone');

    // The platform switches greeting images and PDF ID cards off for the agency.
    const switched = await callFromPage(platform.page, 'PUT', '/api/v1/agency', {
      agency: { ...agencyInput, agencyId, configuration: GREETINGS_AND_PDF_OFF },
    });
    assert.equal(switched.status, 200, JSON.stringify(switched.json));
    await platform.context.close();

    // The customer's home: no greetings or PDF tile.
    await customer.page.reload();
    await customer.page.getByTestId('tile-promotionalVideo').waitFor();
    assert.deepEqual(
      await customer.page
        .getByTestId('product-tiles')
        .locator('[data-testid^="tile-"]')
        .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid'))),
      ['tile-digitalCard', 'tile-promotionalVideo', 'tile-invitationCard'],
    );
    await screenshot(customer.page, 'sell-customer-home-after-phone');

    // The drawer (Create unfolded): no My pdf id card, no Create > Greeting images or Pdf id card.
    await openDrawer(customer.page);
    const drawer = customer.page.getByTestId('drawer');
    await drawer.getByTestId('menu-create').click();
    await drawer.getByTestId('menu-createPromotionalVideo').waitFor();
    const keys = await drawer
      .locator('[data-testid^="menu-"]')
      .evaluateAll((nodes) => nodes.map((n) => (n.getAttribute('data-testid') ?? '').replace(/^menu-/, '')));
    for (const gone of ['myPdfCard', 'createGreetings', 'createPdfCard']) assert.ok(!keys.includes(gone), gone);
    for (const kept of ['myPromotionalVideos', 'createDigitalCard', 'createInvitationCard', 'pricing']) {
      assert.ok(keys.includes(kept), kept);
    }
    await settle(customer.page);
    await screenshot(customer.page, 'sell-customer-drawer-phone');
    await customer.page.keyboard.press('Escape');

    // The upgrade screen: the plan lists only what is sold, and there is no PDF single purchase.
    await customer.page.goto('/panel/customer#upgrade');
    const card = customer.page.getByTestId(`plan-card-${planId}`);
    await card.waitFor();
    assert.deepEqual(
      await card
        .locator('[data-testid^="plan-feature-"]')
        .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid'))),
      // Team members come with the digital card (docs/product-rules.md#staff-cards).
      ['plan-feature-digitalCard', 'plan-feature-teamMembers', 'plan-feature-promotionalVideo'],
    );
    assert.equal(await customer.page.getByRole('region', { name: 'Single purchase' }).count(), 0);
    await settle(customer.page);
    await screenshot(customer.page, 'sell-upgrade-phone');

    // The server: the plan list answers the agency's products; making a PDF card is refused.
    const plans = ZSubscriptionPlanList.parse(
      (await callFromPage(customer.page, 'GET', '/api/v1/business/subscription-plan')).json.data,
    );
    assert.deepEqual(
      { pdfCard: plans.products.pdfCard, greetingImages: plans.products.greetingImages },
      { pdfCard: false, greetingImages: false },
    );
    assert.equal(plans.list[0]?.pdfCardIncluded, false);
    const pdf = await callFromPage(customer.page, 'POST', '/api/v1/pdf-card/updatePdfCardBasicDetails', {
      businessId,
      details: ZPdfCardDetails.parse({
        companyName: 'Lean Sweets',
        name: 'Lean Owner',
        designation: 'Founder',
        phones: ['+919812345678'],
        mails: ['owner@lean.example'],
      }),
    });
    assert.equal(pdf.status, 400, JSON.stringify(pdf.json));
    assert.equal(pdf.json.data.message, PRODUCT_NOT_SOLD_MESSAGES.pdfCard);
    await customer.context.close();

    // The admin's plans: the card and the form offer only what is sold; the server refuses the rest.
    await admin.page.goto('/panel/admin/plans-pricing-management');
    const managed = admin.page.getByTestId(`managed-plan-${planId}`);
    await managed.waitFor();
    assert.equal(await managed.getByTestId('plan-feature-pdfCard').count(), 0);
    assert.equal(await managed.getByTestId('plan-feature-greetingImages').count(), 0);
    await admin.page.getByTestId('add-plan').click();
    await admin.page.getByTestId('plan-form').waitFor();
    await admin.page.getByTestId('plan-form-promotionalVideo-included').waitFor();
    for (const gone of ['pdfCard', 'greetingImages', 'greetingVideos']) {
      assert.equal(await admin.page.getByTestId(`plan-form-${gone}-included`).count(), 0, gone);
    }
    await settle(admin.page);
    await screenshot(admin.page, 'sell-plan-form-phone');
    await admin.page.keyboard.press('Escape');
    const refused = await callFromPage(admin.page, 'POST', '/api/v1/business/subscription-plan', {
      ...EVERYTHING_PLAN,
      name: 'Forged',
    });
    assert.equal(refused.status, 400);
    assert.equal(refused.json.data.message, PLAN_SELLING_MESSAGES.notSoldInPlan('greetingImages'));

    // All Projects: no PDF tab, no Image posts filter; the PDF address says why.
    await admin.page.goto('/panel/admin/projects?projectType=digital_card');
    await admin.page.getByTestId('admin-projects-page').waitFor();
    await admin.page.getByTestId('projects-tab-promotional_video').waitFor();
    assert.equal(await admin.page.getByTestId('projects-tab-pdf_id_card').count(), 0);
    await admin.page.getByTestId('projects-filters-toggle').click();
    await admin.page.getByTestId('projects-filter-status').waitFor();
    assert.equal(await admin.page.getByTestId('projects-filter-imagePost').count(), 0);
    await settle(admin.page);
    await screenshot(admin.page, 'sell-all-projects-phone');
    await admin.page.goto('/panel/admin/projects?projectType=pdf_id_card');
    const notSold = admin.page.getByTestId('projects-not-sold');
    await notSold.waitFor();
    assert.match(await notSold.innerText(), new RegExp(PRODUCT_NOT_SOLD_MESSAGES.pdfCard));
    await screenshot(admin.page, 'sell-all-projects-pdf-phone');
    const pdfList = await callFromPage(admin.page, 'GET', '/api/v1/pdf-card/getPdfCardList');
    assert.equal(pdfList.status, 400);
    assert.equal(pdfList.json.data.message, PRODUCT_NOT_SOLD_MESSAGES.pdfCard);

    // Billing: no product fees for what is not sold, and the server lists none either.
    await admin.page.goto('/panel/admin/billing');
    await admin.page
      .getByTestId('billing-outstanding-amount')
      .filter({ hasText: rupees(0) })
      .waitFor();
    await admin.page.getByRole('heading', { name: 'Annual fee' }).waitFor();
    assert.equal(await admin.page.getByTestId('billing-fee-greetings').count(), 0);
    assert.equal(await admin.page.getByTestId('billing-fee-pdf-card').count(), 0);
    assert.equal(await admin.page.getByRole('heading', { name: 'Product fees' }).count(), 0);
    await scrollToBottom(admin.page);
    await screenshot(admin.page, 'sell-billing-after-phone');
    const fees = await callFromPage(admin.page, 'GET', '/api/v1/agency-image-payment');
    assert.equal(fees.status, 200, JSON.stringify(fees.json));
    assert.deepEqual(fees.json.data.list, []);
    assert.equal(fees.json.data.notBilledReason, BILLING_MESSAGES.productNotBilled);
    await admin.page.goto('/panel/payment/agency-pdf-card-payment');
    await admin.page.getByTestId('product-fee-not-sold').waitFor();
    await admin.context.close();
  });
});
