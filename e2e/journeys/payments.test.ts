// Payments on a phone (the upgrade screen and the customer payment flow): a customer
// buys a plan through the sandbox checkout and sees the business paid; a failed payment shows
// its reason; an admin records a custom plan and a listed plan after the confirmation; a
// customer of a business the agency made is told to connect with the admin; an admin manages
// the price list; the customer sees their payment history; an admin deletes payments (after a
// confirmation naming each) and the business's state is recalculated from what remains.

import assert from 'node:assert/strict';
import {
  MANUAL_PAYMENT_MESSAGES,
  MESSAGES,
  type TCardPaymentRecord,
  type TSubscriptionPlan,
  VALIDITY_WHOLE_YEARS_MESSAGE,
  ZBusiness,
  ZCardPaymentList,
  ZDeleteCardPaymentResponse,
  ZLastActivePlan,
  ZPaymentResult,
  ZRegisterUserResponse,
  ZSubscriptionPlanList,
} from '@cardora/contract';
import type { Page } from 'playwright-core';
import { test } from '../fixtures';
import {
  countNativeDialogs,
  DESKTOP,
  failCheckoutAndRetry,
  freshIndianPhone,
  getFromPage,
  openDrawer,
  PHONE,
  postFromPage,
  recordManualPayment,
  rupees,
  screenshot,
  settle,
  shownDate,
  signUpByApi,
  switchBusiness,
} from '../support';

async function plansOf(page: Page): Promise<TSubscriptionPlan[]> {
  const { status, json } = await getFromPage(page, '/api/v1/business/subscription-plan');
  assert.equal(status, 200, JSON.stringify(json));
  const plans = ZSubscriptionPlanList.parse(json.data).list;
  assert.ok(plans.length > 0, 'the demo agency has plans');
  return plans;
}

async function activeBusinessId(page: Page): Promise<string> {
  const { json } = await getFromPage(page, '/api/v1/user');
  const id = json.data.activeBusinessId;
  assert.equal(typeof id, 'string');
  return String(id);
}

async function openPricing(page: Page): Promise<void> {
  await openDrawer(page);
  await page.getByTestId('drawer').getByTestId('menu-pricing').click();
  await page.getByTestId('upgrade-dialog').waitFor();
  assert.equal(new URL(page.url()).hash, '#upgrade');
}

/** Staff register a new customer and add a business for them (businessMadeBy 'admin'). */
async function businessMadeByAdmin(
  adminPage: Page,
  name: string,
): Promise<{ phone: string; businessId: string; businessName: string }> {
  const phone = freshIndianPhone();
  const registered = await postFromPage(adminPage, '/api/v1/business/registerUserAndGetBusinesses', {
    phoneNumber: phone,
    name: 'Payments Journey Customer',
  });
  assert.equal(registered.status, 200, JSON.stringify(registered.json));
  const { user } = ZRegisterUserResponse.parse(registered.json.data);
  const businessName = `${name} ${Date.now() % 100_000}`;
  const created = await postFromPage(adminPage, '/api/v1/business', {
    businessName,
    category: 'sweet-shop',
    userId: user.userId,
  });
  assert.equal(created.status, 200, JSON.stringify(created.json));
  const business = ZBusiness.parse(created.json.data);
  assert.equal(business.businessMadeBy, 'admin');
  return { phone, businessId: business.businessId, businessName };
}

async function paymentsOf(page: Page, businessId: string): Promise<TCardPaymentRecord[]> {
  const { status, json } = await getFromPage(page, `/api/v1/card-payment?businessId=${businessId}`);
  assert.equal(status, 200, JSON.stringify(json));
  return ZCardPaymentList.parse(json.data).list;
}

/** One history row against its record: plan, amount, both dates, the provider and its detail line. */
async function assertPaymentRow(page: Page, record: TCardPaymentRecord, provider: string): Promise<void> {
  const row = page.getByTestId(`payment-record-${record.recordNo}`);
  assert.equal(await row.getByTestId('payment-plan').innerText(), record.planName);
  assert.equal(await row.getByTestId('payment-amount').innerText(), rupees(record.amount));
  assert.equal(await row.getByTestId('payment-paid').innerText(), shownDate(record.paidAt));
  assert.equal(await row.getByTestId('payment-valid-until').innerText(), shownDate(record.validUntil));
  assert.equal(await row.getByTestId('payment-provider').innerText(), provider);
  // How the money came (docs/product-rules.md#manual-payment-mode), written out here.
  const modes = { cash: 'cash', upi: 'UPI', 'bank-transfer': 'bank transfer', cheque: 'cheque' };
  let mode = `Online (${provider})`;
  if (record.provider === 'manual') {
    mode = record.paymentMode ? `Paid by ${modes[record.paymentMode]}` : 'Payment mode not recorded';
    if (record.paymentReference) mode += ` · Ref. ${record.paymentReference}`;
  }
  assert.equal(await row.getByTestId('payment-mode').innerText(), mode);
  if (provider === 'Manual') {
    // Read as a person does: the no-break spaces keeping "on 23 Sep 2026" together are spaces.
    assert.equal(
      (await row.getByTestId('payment-recorded-by').innerText()).replaceAll('\u00a0', ' '),
      `Recorded by ${record.recordedBy} on ${shownDate(record.paidAt)}`,
    );
  } else {
    assert.equal(await row.getByTestId('payment-recorded-by').count(), 0);
  }
}

/** The confirmation's words, written out here rather than taken from the web's own helper. */
function deleteQuestion(record: TCardPaymentRecord): string {
  return `Delete the ${rupees(record.amount)} payment of ${shownDate(record.paidAt)}? The business's plan and expiry are recalculated from the payments that remain.`;
}

/** All Businesses, searched down to one business; returns its row. */
async function findAdminRow(page: Page, businessId: string, businessName: string) {
  await page.goto('/panel/admin/businesses');
  await page.getByTestId('search-input').fill(businessName);
  const row = page.getByTestId(`business-row-${businessId}`);
  await row.waitFor();
  return row;
}

/** All Businesses > the business's row menu > Payments. */
async function openAdminPayments(page: Page, businessId: string, businessName: string) {
  const row = await findAdminRow(page, businessId, businessName);
  await row.getByTestId('business-menu').click();
  await page.getByTestId('business-payments').click();
  const dialog = page.getByTestId('business-payments-dialog');
  await dialog.getByTestId('payment-history').waitFor();
  return { row, dialog };
}

/** All Businesses > the business's row menu > Upgrade plan. */
async function openAdminUpgrade(page: Page, businessId: string, businessName: string): Promise<void> {
  const row = await findAdminRow(page, businessId, businessName);
  await row.getByTestId('business-menu').click();
  await page.getByTestId('business-upgrade').click();
  await page.getByTestId('upgrade-dialog').waitFor();
  await page.getByTestId('plans-carousel').waitFor();
  assert.equal(new URL(page.url()).hash, '#upgrade');
}

test.describe('payments journeys', () => {
  test('a customer buys a plan through the checkout and the business shows paid with its new expiry', async ({
    signedIn,
  }) => {
    const { page } = await signedIn('customer', PHONE);
    await page.getByTestId('home-business-name').waitFor();
    const original = await page.getByTestId('home-business-name').innerText();
    // Sharma Tours & Travels is the demo customer's unpaid business.
    if (original !== 'Sharma Tours & Travels') await switchBusiness(page, 'Sharma Tours & Travels');
    const businessId = await activeBusinessId(page);
    await page.getByTestId('plan-state').first().waitFor();
    assert.equal(await page.getByTestId('plan-state').first().getAttribute('data-state'), 'free');

    const plans = await plansOf(page);
    const plan = plans[0];
    assert.ok(plan);
    await openPricing(page);
    const carousel = page.getByTestId('plans-carousel');
    await carousel.waitFor();
    assert.equal(await page.getByTestId('upgrade-business-name').innerText(), 'Sharma Tours & Travels');
    for (const listed of plans) {
      const card = page.getByTestId(`plan-card-${listed.subscriptionPlanId}`);
      assert.equal(await card.getByTestId('plan-name').innerText(), listed.name);
      assert.equal(await card.getByTestId('plan-price').innerText(), rupees(listed.price));
      assert.match(await card.getByTestId('plan-validity').innerText(), /^\/ \d+ years?$/);
      // Customers buy; only staff select or provide a custom plan. For a free business
      // every plan is an upgrade.
      assert.equal(await card.getByTestId('plan-buy').innerText(), 'Upgrade');
    }
    assert.equal(await page.getByTestId('plan-select').count(), 0);
    assert.equal(await page.getByTestId('provide-custom-plan').count(), 0);
    await settle(page);
    await screenshot(page, 'payments-upgrade-phone');

    // Buy now: the order, the script, the sandbox modal with the server's amount.
    const card = page.getByTestId(`plan-card-${plan.subscriptionPlanId}`);
    await card.getByTestId('plan-buy').click();
    const checkout = page.getByTestId('sandbox-checkout');
    await checkout.waitFor();
    assert.equal(await checkout.getByTestId('sandbox-amount').innerText(), rupees(plan.price));
    await screenshot(page, 'payments-sandbox-checkout-phone');

    // Hold the recording call so the "do not refresh" backdrop is certainly seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/card-payment/gateway*', async (route) => {
      await held;
      await route.continue();
    });
    const recorded = page.waitForResponse(
      (response) => response.url().includes('/api/v1/card-payment/gateway') && response.request().method() === 'POST',
    );
    await checkout.getByTestId('sandbox-pay').click();
    const backdrop = page.getByTestId('payment-recording');
    await backdrop.getByText(MESSAGES.doNotRefreshWhileUpdatingPayment).waitFor();
    await screenshot(page, 'payments-recording-phone');
    release();
    const response = await recorded;
    assert.equal(response.status(), 200, await response.text());
    const result = ZPaymentResult.parse(((await response.json()) as { data: unknown }).data);
    assert.equal(result.paymentStatus, 1);
    assert.ok(result.expiryDateForCustomer);

    // The snackbar, the screen closes by going back, and the business is fetched again.
    await page.getByText(MESSAGES.paymentSuccessful).waitFor();
    await page.getByTestId('upgrade-dialog').waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).hash, '');
    await page.locator('[data-testid="plan-state"][data-state="paid"]').first().waitFor();
    assert.equal(
      await page.getByTestId('plan-expiry').first().innerText(),
      `Expires ${shownDate(result.expiryDateForCustomer)}`,
    );
    await screenshot(page, 'payments-paid-home-phone');
    await openDrawer(page);
    assert.match(await page.getByTestId('drawer').getByTestId('menu-pricing').innerText(), /Paid/);

    // Opening Pricing again marks the plan just bought as the current one.
    await page.getByTestId('drawer').getByTestId('menu-pricing').click();
    await page.getByTestId('upgrade-dialog').waitFor();
    await card.getByTestId('plan-current').waitFor();
    assert.equal(await card.getAttribute('data-current'), 'true');
    const lastActive = ZLastActivePlan.parse(
      (await getFromPage(page, `/api/v1/card-payment/last-active?businessId=${businessId}`)).json.data,
    );
    assert.equal(lastActive.record?.planId, plan.subscriptionPlanId);

    // Below the plans: the payment history, newest first, the one just made marked current.
    const history = page.getByTestId('payment-history');
    await history.scrollIntoViewIfNeeded();
    const [newest] = await paymentsOf(page, businessId);
    assert.ok(newest);
    assert.equal(newest.recordNo, result.recordNo);
    assert.equal(newest.validUntil, result.expiryDateForCustomer);
    await assertPaymentRow(page, newest, 'Sandbox');
    const newestRow = history.getByTestId(`payment-record-${newest.recordNo}`);
    await newestRow.getByTestId('payment-current').waitFor();
    assert.equal(await newestRow.getByTestId('payment-reference').innerText(), `Ref. ${newest.providerPaymentId}`);
    // Customers read their history; only staff delete.
    assert.equal(await page.getByTestId('payment-delete').count(), 0);
    // The success snackbar (6 s) would cover the history in the picture.
    await page.getByText(MESSAGES.paymentSuccessful).waitFor({ state: 'hidden' });
    await settle(page);
    await screenshot(page, 'payments-history-phone');
    await page.goBack();
    await page.getByTestId('upgrade-dialog').waitFor({ state: 'detached' });

    // The owner's views of the card say so too: the projects list and the editor.
    await page.goto('/panel/customer/projects?projectType=digital_card');
    const project = page.getByTestId(`project-card-${businessId}`);
    await project.locator('[data-testid="plan-state"][data-state="paid"]').waitFor();
    assert.equal(
      await project.getByTestId('plan-expiry').innerText(),
      `Expires ${shownDate(result.expiryDateForCustomer)}`,
    );
    await page.goto(`/panel/customer/cards/edit?businessId=${businessId}`);
    await page.getByTestId('editor-business-name').waitFor();
    await page.locator('[data-testid="plan-state"][data-state="paid"]').first().waitFor();
    await page.goto('/panel/customer');

    // Leave the demo customer on the business it had.
    if (original !== 'Sharma Tours & Travels') await switchBusiness(page, original);
  });

  test('desktop: the plans sit side by side', async ({ signedIn }) => {
    const { page } = await signedIn('customer', DESKTOP);
    await page.goto('/panel/customer#upgrade');
    await page.getByTestId('plans-carousel').waitFor();
    const plans = await plansOf(page);
    const boxes = await Promise.all(
      plans.slice(0, 3).map((plan) => page.getByTestId(`plan-card-${plan.subscriptionPlanId}`).boundingBox()),
    );
    const tops = boxes.map((box) => Math.round(box?.y ?? -1));
    assert.ok(
      tops.every((top) => top === tops[0]),
      `plans in one row on a desktop: ${tops.join(', ')}`,
    );
    await settle(page);
    await screenshot(page, 'payments-upgrade-desktop');

    // The history's columns: every record of the active business, in the server's order.
    const records = await paymentsOf(page, await activeBusinessId(page));
    assert.ok(records.length > 0, 'the demo customer has paid for this business');
    const history = page.getByTestId('payment-history');
    await history.scrollIntoViewIfNeeded();
    const rows = await history
      .locator('[data-testid^="payment-record-"]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')));
    assert.deepEqual(
      rows,
      records.map((record) => `payment-record-${record.recordNo}`),
    );
    for (const record of records) {
      await assertPaymentRow(page, record, record.isManualUpdate ? 'Manual' : 'Sandbox');
    }
    await settle(page);
    await screenshot(page, 'payments-history-desktop');
  });

  test("a failed payment shows its reason in the app's dialog, Try again reloads, and nothing is recorded", async ({
    signedIn,
  }) => {
    const { page } = await signedIn('customer', PHONE);
    await page.getByTestId('home-business-name').waitFor();
    const businessId = await activeBusinessId(page);
    const paymentsBefore = ZCardPaymentList.parse(
      (await getFromPage(page, `/api/v1/card-payment?businessId=${businessId}`)).json.data,
    ).total;
    // The dearest plan: an upgrade for the paid demo business (a lower one is not offered).
    const plan = (await plansOf(page)).at(-1);
    assert.ok(plan);

    await openPricing(page);
    await page.getByTestId(`plan-card-${plan.subscriptionPlanId}`).getByTestId('plan-buy').click();
    const checkout = page.getByTestId('sandbox-checkout');
    await checkout.waitFor();

    // Keep the sandbox's answer, to compare the reason shown with the one given.
    let failure: { error?: { description?: string } } = {};
    await page.route('**/sandbox-gateway/orders/*/pay', async (route) => {
      const response = await route.fetch();
      failure = (await response.json()) as typeof failure;
      await route.fulfill({ response, json: failure });
    });
    // The sandbox's reason in the app's dialog; Try again reloads the page as before (the hash keeps
    // the upgrade screen open to choose again).
    await failCheckoutAndRetry(
      page,
      countNativeDialogs(page),
      () => failure.error?.description,
      'payments-failed-phone',
    );
    assert.ok(failure.error?.description, 'the sandbox gives a reason');
    await page.getByTestId('plans-carousel').waitFor();
    assert.equal(await page.getByTestId('payment-failed-dialog').count(), 0);
    const paymentsAfter = ZCardPaymentList.parse(
      (await getFromPage(page, `/api/v1/card-payment?businessId=${businessId}`)).json.data,
    ).total;
    assert.equal(paymentsAfter, paymentsBefore);
  });

  test("a checkout script that does not load, or loads without Razorpay, is reported in the spec's words", async ({
    signedIn,
  }) => {
    const { page } = await signedIn('customer', PHONE);
    // The dearest plan: an upgrade for the paid demo business (a lower one is not offered).
    const plan = (await plansOf(page)).at(-1);
    assert.ok(plan);
    const errorDialog = page.getByTestId('error-dialog');

    // The script cannot be fetched: '{provider} SDK failed to load. Are you online?'.
    await page.route('**/sandbox-gateway/checkout.js*', (route) => route.abort());
    await openPricing(page);
    const buy = page.getByTestId(`plan-card-${plan.subscriptionPlanId}`).getByTestId('plan-buy');
    await buy.click();
    await errorDialog.getByText(MESSAGES.sdkFailedToLoad('Razorpay'), { exact: true }).waitFor();
    await errorDialog.getByRole('button', { name: MESSAGES.errorDialogOk }).click();
    await errorDialog.waitFor({ state: 'detached' });
    assert.equal(await page.getByTestId('sandbox-checkout').count(), 0);

    // It loads but defines nothing: '{provider} script not loaded!'. A failed load is not
    // remembered, so the next Buy now fetches the script again.
    await page.unroute('**/sandbox-gateway/checkout.js*');
    await page.route('**/sandbox-gateway/checkout.js*', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '/* no checkout here */' }),
    );
    await buy.click();
    await errorDialog.getByText(MESSAGES.scriptNotLoaded('Razorpay'), { exact: true }).waitFor();
    await errorDialog.getByRole('button', { name: MESSAGES.errorDialogOk }).click();
    // The screen stays usable: Buy now is ready again.
    assert.equal(await buy.isEnabled(), true);
  });

  test('an admin records a custom plan and then a listed plan, each after the confirmation', async ({ signedIn }) => {
    const { page } = await signedIn('admin', PHONE);
    const { businessId, businessName } = await businessMadeByAdmin(page, 'Verma Electricals');
    const plans = await plansOf(page);

    await openAdminUpgrade(page, businessId, businessName);
    // Staff select plans and may provide a custom one; nobody buys through the gateway here.
    assert.equal(await page.getByTestId('plan-buy').count(), 0);
    assert.equal(await page.getByTestId('plan-select').first().innerText(), 'Select Plan');
    await settle(page);
    await screenshot(page, 'payments-admin-upgrade-phone');

    // 'Provide custom plan': each required field, emptied and left, shows the spec's message.
    await page.getByTestId('provide-custom-plan').click();
    const dialog = page.getByTestId('custom-plan-dialog');
    await dialog.getByRole('heading', { name: MESSAGES.provideCustomPlanTitle }).waitFor();
    const proceed = dialog.getByTestId('custom-plan-proceed');
    assert.equal(await proceed.isDisabled(), true);
    const fields = [
      { testId: 'custom-plan-name', typed: 'x', message: MESSAGES.subscriptionNameRequired },
      { testId: 'custom-plan-validity', typed: '1', message: MESSAGES.validityRequired },
      { testId: 'custom-plan-price', typed: '9', message: MESSAGES.priceRequired },
    ];
    for (const field of fields) {
      const input = dialog.getByTestId(field.testId);
      await input.fill(field.typed);
      await input.fill('');
      await input.blur();
      await dialog.getByText(field.message, { exact: true }).waitFor();
    }
    assert.equal(await proceed.isDisabled(), true);
    await settle(page);
    await screenshot(page, 'payments-custom-plan-errors-phone');

    // docs/product-rules.md#plan-validity-whole-years: 1.5 stays 1.5 and is refused with why;
    // the disabled Proceed names the fields to fill in and to correct.
    const validity = dialog.getByTestId('custom-plan-validity');
    await validity.fill('1.5');
    await validity.blur();
    assert.equal(await validity.inputValue(), '1.5');
    await dialog.getByText(VALIDITY_WHOLE_YEARS_MESSAGE, { exact: true }).waitFor();
    assert.equal(
      await dialog.getByTestId('custom-plan-blocked').innerText(),
      'To proceed, fill in the subscription name and the price; correct the validity.',
    );
    assert.equal(await proceed.isDisabled(), true);

    // Fill it: greeting images bring the frame switches; a PDF card limit defaults to 1.
    await dialog.getByTestId('custom-plan-name').fill('Festive Special');
    await dialog.getByTestId('custom-plan-validity').fill('2');
    await dialog.getByTestId('custom-plan-price').fill('2499.50');
    assert.equal(await dialog.getByTestId('custom-plan-frames').count(), 0);
    await dialog.getByTestId('custom-plan-greeting-images').click();
    await dialog.getByTestId('custom-plan-frames').waitFor();
    await dialog.getByTestId('custom-plan-political-frame').click();
    await dialog.getByTestId('custom-plan-pdf-card').click();
    const pdfLimit = dialog.getByTestId('custom-plan-pdf-limit');
    assert.equal(await pdfLimit.inputValue(), '1');
    await pdfLimit.fill('3');
    for (const field of fields) assert.equal(await dialog.getByText(field.message, { exact: true }).count(), 0);
    await screenshot(page, 'payments-custom-plan-phone');

    await proceed.click();
    const confirm = page.getByTestId('confirm-upgrade');
    await confirm.getByText(MESSAGES.confirmUpgradePlan, { exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'payments-confirm-phone');
    const customRecorded = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/card-payment') && response.request().method() === 'POST',
    );
    // docs/product-rules.md#manual-payment-mode: how the money came, and its reference.
    await confirm.getByRole('combobox', { name: /Paid by/ }).click();
    await page.getByRole('option', { name: 'UPI' }).click();
    await confirm.getByTestId('manual-payment-reference').fill(' UPI 4021 8876 ');
    await confirm.getByRole('button', { name: 'Yes, upgrade' }).click();
    const customResponse = await customRecorded;
    assert.equal(customResponse.status(), 200, await customResponse.text());
    const customBody = JSON.parse(customResponse.request().postData() ?? '{}') as Record<string, unknown>;
    assert.equal(customBody.subscriptionPlanId, 'CUSTOM_PLAN');
    assert.equal(customBody.isManualUpdate, true);
    assert.equal(customBody.throughGateway, false);
    assert.equal(customBody.paymentMode, 'upi');
    assert.equal(customBody.paymentReference, 'UPI 4021 8876');
    await page.getByText(MANUAL_PAYMENT_MESSAGES.recorded).waitFor();
    await page.getByTestId('upgrade-dialog').waitFor({ state: 'detached' });
    const row = page.getByTestId(`business-row-${businessId}`);
    await row.locator('[data-testid="plan-state"][data-state="paid"]').waitFor();

    const custom = ZLastActivePlan.parse(
      (await getFromPage(page, `/api/v1/card-payment/last-active?businessId=${businessId}`)).json.data,
    ).record;
    assert.equal(custom?.planName, 'Festive Special');
    assert.equal(custom?.amount, 249_950);
    assert.equal(custom?.isManualUpdate, true);
    assert.deepEqual(
      {
        digitalCard: custom?.limits.digitalCardLimit,
        greetingImages: custom?.limits.greetingImagesLimit,
        pdfCard: custom?.limits.pdfCardLimit,
        promotionalVideo: custom?.limits.promotionalVideoIncluded,
        political: custom?.frameVisibility.hidePoliticalFrame,
      },
      { digitalCard: 1, greetingImages: -1, pdfCard: 3, promotionalVideo: false, political: true },
    );

    // Then a listed plan through 'Select Plan', after the same confirmation.
    const plan = plans[plans.length - 1];
    assert.ok(plan);
    await row.getByTestId('business-menu').click();
    await page.getByTestId('business-upgrade').click();
    await page.getByTestId('plans-carousel').waitFor();
    await page.getByTestId(`plan-card-${plan.subscriptionPlanId}`).getByTestId('plan-select').click();
    await confirm.getByText(MESSAGES.confirmUpgradePlan, { exact: true }).waitFor();
    const manualRecorded = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/card-payment') && response.request().method() === 'POST',
    );
    await confirm.getByRole('combobox', { name: /Paid by/ }).click();
    await page.getByRole('option', { name: 'Cash' }).click();
    await confirm.getByRole('button', { name: 'Yes, upgrade' }).click();
    assert.equal((await manualRecorded).status(), 200);
    await page.getByText(MANUAL_PAYMENT_MESSAGES.recorded).waitFor();
    await page.getByTestId('upgrade-dialog').waitFor({ state: 'detached' });
    const listed = ZLastActivePlan.parse(
      (await getFromPage(page, `/api/v1/card-payment/last-active?businessId=${businessId}`)).json.data,
    ).record;
    assert.equal(listed?.planId, plan.subscriptionPlanId);
    assert.equal(listed?.isManualUpdate, true);
  });

  test("a customer of a business the agency made is told to 'Connect with admin'", async ({ open, signedIn }) => {
    const admin = await signedIn('admin', PHONE);
    const { phone, businessName } = await businessMadeByAdmin(admin.page, 'Kapoor Textiles');
    await admin.context.close();

    const { context, page } = await open(PHONE);
    await signUpByApi(page, { phone }, 'payments-journey-pass');
    await page.getByTestId('home-business-name').filter({ hasText: businessName }).waitFor();
    await openDrawer(page);
    await page.getByTestId('drawer').getByTestId('menu-pricing').click();
    const dialog = page.getByTestId('connect-with-admin');
    await dialog.getByRole('heading', { name: MESSAGES.connectWithAdminTitle }).waitFor();
    await dialog.getByText(MESSAGES.connectWithAdminText, { exact: true }).waitFor();
    assert.equal(await page.getByTestId('upgrade-dialog').count(), 0);
    await settle(page);
    await screenshot(page, 'payments-connect-with-admin-phone');
    await dialog.getByRole('button', { name: MESSAGES.errorDialogOk }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).hash, '');
    await context.close();
  });

  test("an admin deletes payments after the confirmation and the business's plan is recalculated", async ({
    signedIn,
  }) => {
    const { context, page } = await signedIn('admin', PHONE);
    const { businessId, businessName } = await businessMadeByAdmin(page, 'Mehta Opticals');
    // A short plan, then a longer one: deleting the longer one brings the expiry back.
    const plans = [...(await plansOf(page))].sort((a, b) => a.validity - b.validity);
    const shorter = plans[0];
    const longer = plans[plans.length - 1];
    assert.ok(shorter && longer && longer.validity > shorter.validity, 'the demo plans differ in validity');
    await recordManualPayment(page, businessId, shorter);
    await recordManualPayment(page, businessId, longer);
    const [second, first] = await paymentsOf(page, businessId);
    assert.ok(first && second);
    assert.equal(second.planName, longer.name);
    assert.equal(first.planName, shorter.name);

    // Desktop: the staff view of the history, in columns, each with its delete button.
    const desktop = await signedIn('admin', DESKTOP);
    const onDesktop = await openAdminPayments(desktop.page, businessId, businessName);
    await assertPaymentRow(desktop.page, second, 'Manual');
    await assertPaymentRow(desktop.page, first, 'Manual');
    assert.equal(await onDesktop.dialog.getByTestId('payment-delete').count(), 2);
    await settle(desktop.page);
    await screenshot(desktop.page, 'payments-business-payments-desktop');
    await desktop.context.close();

    // Phone: All Businesses > row menu > Payments. Newest first, the newest is the current plan.
    const { row, dialog } = await openAdminPayments(page, businessId, businessName);
    assert.equal(await dialog.getByTestId('upgrade-business-name').innerText(), businessName);
    await dialog.getByTestId(`payment-record-${second.recordNo}`).getByTestId('payment-current').waitFor();
    assert.equal(await dialog.getByTestId('plan-expiry').innerText(), `Expires ${shownDate(second.validUntil)}`);
    await settle(page);
    await screenshot(page, 'payments-business-payments-phone');

    // Delete the newer payment: the confirmation names it; cancelling changes nothing.
    const confirm = page.getByTestId('delete-payment-dialog');
    const secondRow = dialog.getByTestId(`payment-record-${second.recordNo}`);
    await secondRow.getByTestId('payment-delete').click();
    await confirm.getByText(deleteQuestion(second), { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    assert.equal((await paymentsOf(page, businessId)).length, 2);

    await secondRow.getByTestId('payment-delete').click();
    await confirm.getByText(deleteQuestion(second), { exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'payments-delete-confirm-phone');
    const deleted = page.waitForResponse(
      (response) => response.url().includes('/api/v1/card-payment?') && response.request().method() === 'DELETE',
    );
    await confirm.getByRole('button', { name: 'Delete payment' }).click();
    const deleteResponse = await deleted;
    assert.equal(deleteResponse.status(), 200, await deleteResponse.text());
    assert.match(deleteResponse.url(), new RegExp(`recordNo=${second.recordNo}(&|$)`));
    const afterFirst = ZDeleteCardPaymentResponse.parse(((await deleteResponse.json()) as { data: unknown }).data);
    // Recalculated from the one payment left: still paid, until that payment's end.
    assert.equal(afterFirst.paymentStatus, 1);
    assert.equal(afterFirst.expiryDateForCustomer, first.validUntil);
    await secondRow.waitFor({ state: 'detached' });
    await page.getByText(`Payment deleted. ${businessName}: Paid · Expires ${shownDate(first.validUntil)}.`).waitFor();
    await dialog
      .getByTestId('plan-expiry')
      .filter({ hasText: `Expires ${shownDate(first.validUntil)}` })
      .waitFor();
    await dialog.getByTestId(`payment-record-${first.recordNo}`).getByTestId('payment-current').waitFor();
    assert.equal(await row.getByTestId('plan-expiry').innerText(), `Expires ${shownDate(first.validUntil)}`);
    await dialog.getByTestId('business-payments-close').click();
    await dialog.waitFor({ state: 'hidden' });

    // The last payment, from the business's details dialog: the business is back on Free.
    await row.getByTestId('business-menu').click();
    await page.getByTestId('business-edit-details').click();
    const details = page.getByTestId('business-details-dialog');
    await details.getByTestId('business-details-payments').click();
    const firstRow = dialog.getByTestId(`payment-record-${first.recordNo}`);
    await firstRow.getByTestId('payment-delete').click();
    await confirm.getByText(deleteQuestion(first), { exact: true }).waitFor();
    const deletedLast = page.waitForResponse(
      (response) => response.url().includes('/api/v1/card-payment?') && response.request().method() === 'DELETE',
    );
    await confirm.getByRole('button', { name: 'Delete payment' }).click();
    const lastResponse = await deletedLast;
    assert.equal(lastResponse.status(), 200, await lastResponse.text());
    const afterLast = ZDeleteCardPaymentResponse.parse(((await lastResponse.json()) as { data: unknown }).data);
    assert.deepEqual(afterLast, { deleted: true, expiryDateForCustomer: null, paymentStatus: 0 });
    await dialog.getByTestId('payment-history-empty').waitFor();
    await page.getByText(`Payment deleted. ${businessName}: Free plan.`).waitFor();
    await dialog.locator('[data-testid="plan-state"][data-state="free"]').waitFor();
    assert.equal(await dialog.getByTestId('plan-expiry').count(), 0);
    assert.equal(await dialog.getByTestId('upgrade-current-plan').count(), 0);
    await settle(page);
    await screenshot(page, 'payments-history-empty-phone');
    await dialog.getByTestId('business-payments-close').click();
    await dialog.waitFor({ state: 'hidden' });
    // Back on the details dialog, then the list: the row says Free too.
    await details.getByRole('button', { name: 'Cancel' }).click();
    await details.waitFor({ state: 'hidden' });
    await row.locator('[data-testid="plan-state"][data-state="free"]').waitFor();
    const business = ZBusiness.parse((await getFromPage(page, `/api/v1/business/${businessId}`)).json.data);
    assert.equal(business.paymentStatus, 0);
    assert.equal(business.expiryDateForCustomer, null);
    await context.close();
  });

  test('an admin adds, edits and deletes a plan on plans & pricing management', async ({ signedIn }) => {
    const { context, page } = await signedIn('admin', PHONE);
    await openDrawer(page);
    await page.getByTestId('drawer').getByTestId('menu-plansPricingManagement').click();
    await page.waitForURL(/\/panel\/admin\/plans-pricing-management$/);
    const list = page.getByTestId('plans-list');
    await list.waitFor();
    const before = (await plansOf(page)).length;
    await screenshot(page, 'payments-plans-management-phone');

    await page.getByTestId('add-plan').click();
    const form = page.getByTestId('plan-form-dialog');
    await form.getByTestId('plan-form-name').waitFor();
    await form.getByTestId('plan-form-name').fill('Journey Starter');
    await form.getByTestId('plan-form-price').fill('1,499');
    await form.getByTestId('plan-form-validity').fill('');
    await form.getByTestId('plan-form-validity').blur();
    await form.getByText(MESSAGES.validityRequired, { exact: true }).waitFor();
    await form.getByTestId('plan-form-validity').fill('1');
    await form.getByTestId('plan-form-greetingImages-included').click();
    // Greeting images start unlimited (-1); PDF cards get a count.
    await form.getByTestId('plan-form-greetingImages-unlimited-value').waitFor();
    await form.getByTestId('plan-form-pdfCard-included').click();
    await form.getByTestId('plan-form-pdfCard-limit').fill('2');
    await form.getByTestId('plan-form-frames').waitFor();
    await screenshot(page, 'payments-plan-form-phone');
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/v1/business/subscription-plan') && response.request().method() === 'POST',
    );
    await form.getByTestId('plan-form-save').click();
    const savedResponse = await saved;
    assert.equal(savedResponse.status(), 200, await savedResponse.text());
    const sent = JSON.parse(savedResponse.request().postData() ?? '{}') as Record<string, unknown>;
    assert.equal(sent.price, 149_900);
    assert.equal(sent.greetingImagesLimit, -1);
    assert.equal(sent.pdfCardLimit, 2);
    await form.waitFor({ state: 'detached' });
    const created = (await plansOf(page)).find((plan) => plan.name === 'Journey Starter');
    assert.ok(created);
    const card = page.getByTestId(`managed-plan-${created.subscriptionPlanId}`);
    assert.equal(await card.getByTestId('plan-price').innerText(), '₹1,499');
    assert.equal(await page.getByTestId('plans-total').innerText(), `${before + 1} plans on your upgrade screen`);

    await card.getByTestId('plan-edit').click();
    assert.equal(await form.getByTestId('plan-form-price').inputValue(), '1499');
    await form.getByTestId('plan-form-price').fill('1799');
    await form.getByTestId('plan-form-save').click();
    await form.waitFor({ state: 'detached' });
    await card.getByTestId('plan-price').filter({ hasText: '₹1,799' }).waitFor();

    await card.getByTestId('plan-delete').click();
    const confirm = page.getByTestId('delete-plan-dialog');
    await confirm.getByRole('button', { name: 'Delete plan' }).click();
    await card.waitFor({ state: 'detached' });
    assert.equal((await plansOf(page)).length, before);
    await context.close();

    const desktop = await signedIn('admin', DESKTOP);
    await desktop.page.goto('/panel/admin/plans-pricing-management');
    await desktop.page.getByTestId('plans-list').waitFor();
    await screenshot(desktop.page, 'payments-plans-management-desktop');
    await desktop.context.close();
  });
});
