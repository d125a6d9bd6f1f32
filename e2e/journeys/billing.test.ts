// Billing: the demo agency's admin sees what the agency owes, in all and
// bill by bill, exactly as the server counts it; moves a card out of this month's bill (the
// reason asked for first) and sees the bill one card smaller; pays it through the platform's
// gateway (the sandbox checkout, Razorpay's protocol); and sees the bill paid, the payment
// listed and the outstanding total lower by what was paid. At desktop and phone sizes.

import assert from 'node:assert/strict';
import {
  BILLING_MESSAGES,
  endpoints,
  istMonthOf,
  MESSAGES,
  type TMonthBill,
  type TOutstandingAmount,
  ZMonthPaymentsResponse,
  ZOutstandingAmount,
} from '@cardora/contract';
import type { Page } from 'playwright-core';
import { test } from '../fixtures';
import { DESKTOP, getFromPage, PHONE, rupees, screenshot, settle, shownDate } from '../support';

async function outstandingOf(page: Page): Promise<TOutstandingAmount> {
  const { status, json } = await getFromPage(page, endpoints.getOutstandingAmount.path);
  assert.equal(status, 200, JSON.stringify(json));
  return ZOutstandingAmount.parse(json.data);
}

async function monthBillOf(page: Page, year: number, month: number): Promise<TMonthBill> {
  const { status, json } = await getFromPage(page, `${endpoints.getMonthPayments.path}?year=${year}&month=${month}`);
  assert.equal(status, 200, JSON.stringify(json));
  const { bill, notBilledReason } = ZMonthPaymentsResponse.parse(json.data);
  assert.ok(bill, `the demo agency has a bill this month (${notBilledReason})`);
  return bill;
}

/** The Outstanding card against the server's figures: the total, then one row per bill. */
async function assertOutstandingShown(page: Page, expected: TOutstandingAmount): Promise<void> {
  const card = page.getByTestId('billing-outstanding');
  await card
    .getByTestId('billing-outstanding-amount')
    .filter({ hasText: rupees(expected.outstandingAmount) })
    .waitFor();
  const rows = card.getByTestId('outstanding-bill');
  assert.equal(await rows.count(), expected.bills.length);
  const shown = (await rows.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
  for (const bill of expected.bills) {
    assert.ok(
      shown.some((text) => text.includes(rupees(bill.outstanding))),
      `a row shows ${rupees(bill.outstanding)}: ${shown.join(' | ')}`,
    );
  }
}

test.describe('billing: what the agency owes, and paying it', () => {
  test("the admin pays this month's bill through the checkout and sees it paid", async ({ signedIn }) => {
    const { context, page } = await signedIn('admin', DESKTOP);
    await page.goto('/panel/admin/billing');
    await page.getByTestId('billing-page').getByRole('heading', { level: 2, name: 'Billing' }).waitFor();
    // The top bar's title is the page's one h1; the page's own heading sits below it.
    assert.equal(await page.locator('h1').count(), 1);
    assert.equal(await page.getByTestId('page-title').innerText(), 'Billing');

    const { year, month } = istMonthOf(new Date());
    const first = await monthBillOf(page, year, month);
    assert.ok(first.cardCount >= 2 && first.outstanding > 0, 'the demo month bill is unpaid, with two cards or more');
    await assertOutstandingShown(page, await outstandingOf(page));

    const section = page.getByTestId('billing-month-section');
    const summary = section.getByTestId('bill-summary');
    await summary.waitFor();
    assert.equal(await summary.getByTestId('bill-status').innerText(), 'Unpaid');
    assert.match(
      await summary.innerText(),
      new RegExp(`${first.cardCount} active cards × ${rupees(first.unitPricePaise)}`),
    );
    await settle(page);
    await screenshot(page, 'admin-billing-desktop');

    // Move a card out: the dialog asks for the reason first; then the bill is one card smaller
    // and the card stays listed with the reason.
    const leaving = first.cards.find((card) => !card.movedOut && card.cardId === 'lakeside-studio');
    assert.ok(leaving, 'the demo card lakeside-studio is in the bill');
    const row = section.locator(`[data-testid="bill-card"][data-card-no="${leaving.cardNo}"]`);
    assert.equal(await row.getByTestId('bill-card-state').innerText(), 'In the bill');
    await row.getByTestId('move-out').click();
    await page.getByTestId('move-out-confirm').click();
    await page.getByText(BILLING_MESSAGES.moveOutReasonRequired).waitFor();
    await page.getByTestId('move-out-reason').fill('Our own demo card');
    await page.getByTestId('move-out-confirm').click();
    await row
      .getByTestId('bill-card-state')
      .filter({ hasText: /^Moved out .*: Our own demo card$/ })
      .waitFor();
    assert.equal(await row.getByTestId('move-out').count(), 0);
    const bill = await monthBillOf(page, year, month);
    assert.equal(bill.cardCount, first.cardCount - 1);
    assert.equal(bill.amountDue, first.amountDue - first.unitPricePaise);
    await summary
      .getByTestId('bill-pay')
      .filter({ hasText: `Pay ${rupees(bill.outstanding)}` })
      .waitFor();
    const before = await outstandingOf(page);
    await assertOutstandingShown(page, before);

    // Pay: the order, the sandbox checkout with the server's amount, then the recording call.
    const pay = summary.getByTestId('bill-pay');
    assert.equal(await pay.innerText(), `Pay ${rupees(bill.outstanding)}`);
    await pay.click();
    const checkout = page.getByTestId('sandbox-checkout');
    await checkout.waitFor();
    assert.equal(await checkout.getByTestId('sandbox-amount').innerText(), rupees(bill.outstanding));
    await screenshot(page, 'admin-billing-checkout-desktop');
    const recorded = page.waitForResponse(
      (response) =>
        response.url().endsWith(endpoints.makeMonthPaymentThroughGateway.path) &&
        response.request().method() === 'POST',
    );
    await checkout.getByTestId('sandbox-pay').click();
    const response = await recorded;
    assert.equal(response.status(), 200, await response.text());
    await page.getByText(MESSAGES.paymentSuccessful).waitFor();

    // The bill is paid, its payment listed; the total is lower by exactly what was paid.
    await summary
      .getByTestId('bill-status')
      .filter({ hasText: /^Paid$/ })
      .waitFor({ timeout: 15_000 });
    const paid = await monthBillOf(page, year, month);
    assert.equal(paid.status, 'paid');
    assert.equal(paid.amountPaid, bill.outstanding + bill.amountPaid);
    const payment = paid.payments.at(-1);
    assert.ok(payment);
    assert.match(
      await summary.innerText(),
      new RegExp(`${rupees(payment.amount)} · Online \\((Razorpay|sandbox gateway)\\) · ${shownDate(payment.paidAt)}`),
    );
    assert.equal(await summary.getByTestId('bill-pay').count(), 0, 'a paid bill has no Pay button');
    const afterPaying = await outstandingOf(page);
    assert.equal(afterPaying.outstandingAmount, before.outstandingAmount - bill.outstanding);
    assert.ok(
      !afterPaying.bills.some((open) => open.billId === bill.billId),
      'the paid bill left the outstanding list',
    );
    await assertOutstandingShown(page, afterPaying);
    await settle(page);
    await screenshot(page, 'admin-billing-paid-desktop');
    await context.close();
  });

  test('on a phone the outstanding total comes first and nothing runs off the screen', async ({ signedIn }) => {
    const { context, page } = await signedIn('admin', PHONE);
    await page.goto('/panel/admin/billing');
    await page.getByTestId('billing-month-section').getByTestId('bill-summary').waitFor();
    await assertOutstandingShown(page, await outstandingOf(page));
    const outstandingTop = (await page.getByTestId('billing-outstanding').boundingBox())?.y ?? Number.NaN;
    const monthTop = (await page.getByTestId('billing-month-section').boundingBox())?.y ?? Number.NaN;
    assert.ok(outstandingTop < monthTop, 'the outstanding total is above the month');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `Billing is ${overflow}px too wide for a phone`);
    await settle(page);
    await screenshot(page, 'admin-billing-phone');
    await page.getByTestId('billing-month-section').scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'admin-billing-month-phone');
    await context.close();
  });
});
