// Every rupee has a document, on a phone: a new customer buys a plan through the sandbox
// checkout and downloads the tax invoice from the success message and from the payment
// history; the agency's admin refunds half of it through the gateway and the credit note appears
// for both; the invoice's QR opens its public check page, now saying "Partly credited".
// docs/product-rules.md#gst-documents, docs/product-rules.md#refunds

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { amountInWords, type TTaxDocument, ZSubscriptionPlanList, ZTaxDocumentList } from '@cardora/contract';
import type { Download, Page } from 'playwright-core';
import { test } from '../fixtures';
import {
  ARTIFACTS_DIR,
  freshIndianPhone,
  getFromPage,
  openDrawer,
  PHONE,
  postFromPage,
  rupees,
  screenshot,
  settle,
  signUpByApi,
} from '../support';

const run = promisify(execFile);
const slug = (number: string) => number.replace(/\//g, '-');

/** The downloaded PDF's text, as pdftotext reads it. */
async function pdfText(download: Download): Promise<string> {
  const path = `${ARTIFACTS_DIR}/${Date.now()}-${download.suggestedFilename()}`;
  await download.saveAs(path);
  const bytes = await readFile(path);
  assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
  const { stdout } = await run('pdftotext', ['-layout', path, '-']);
  return stdout;
}

async function documentsOf(page: Page, businessId: string): Promise<TTaxDocument[]> {
  const { status, json } = await getFromPage(page, `/api/v1/tax-documents?businessId=${businessId}`);
  assert.equal(status, 200, JSON.stringify(json));
  return ZTaxDocumentList.parse(json.data).list;
}

async function openPricing(page: Page): Promise<void> {
  await openDrawer(page);
  await page.getByTestId('drawer').getByTestId('menu-pricing').click();
  await page.getByTestId('upgrade-dialog').waitFor();
}

test.describe('tax documents journeys', () => {
  test('a customer pays and downloads the invoice twice; an admin refunds half and the credit note appears for both', async ({
    open,
    signedIn,
  }) => {
    // A new customer of the demo agency (registered for GST in Maharashtra) with a new business.
    const { page } = await open(PHONE);
    await signUpByApi(page, { phone: freshIndianPhone() }, 'invoice-journey-1');
    const businessName = `Invoice Journey ${Date.now() % 100_000}`;
    const created = await postFromPage(page, '/api/v1/business', { businessName, category: 'sweet-shop' });
    assert.equal(created.status, 200, JSON.stringify(created.json));
    const businessId = String(created.json.data.businessId);
    await page.goto('/panel/customer');
    await page.getByTestId('customer-home').waitFor();

    const plans = ZSubscriptionPlanList.parse(
      (await getFromPage(page, '/api/v1/business/subscription-plan')).json.data,
    );
    const plan = plans.list[0];
    assert.ok(plan, 'the demo agency has plans');

    // Pay in the sandbox; the success message offers the invoice.
    await openPricing(page);
    await page.getByTestId(`plan-card-${plan.subscriptionPlanId}`).getByTestId('plan-buy').click();
    const checkout = page.getByTestId('sandbox-checkout');
    await checkout.waitFor();
    await checkout.getByTestId('sandbox-pay').click();
    const fromSuccess = page.getByTestId('download-invoice');
    await fromSuccess.waitFor();
    await settle(page);
    await screenshot(page, 'documents-success-phone');
    const [invoice] = await documentsOf(page, businessId);
    assert.ok(invoice);
    assert.equal(invoice.kind, 'tax-invoice');
    assert.equal(invoice.totalPaise, plan.price);
    const successDownload = page.waitForEvent('download');
    await fromSuccess.click();
    const successText = await pdfText(await successDownload);
    assert.match(successText, /Tax invoice/);
    assert.ok(successText.includes(invoice.number), `the PDF names ${invoice.number}`);
    assert.ok(successText.includes('27AAPFU0939F1ZV'), "the PDF carries the agency's GSTIN");
    assert.ok(successText.includes(amountInWords(invoice.totalPaise)), 'the PDF has the amount in words');
    for (const line of invoice.taxLines) assert.ok(successText.includes(line.kind), `the PDF has ${line.kind}`);

    // The same invoice from the payment history.
    // The message stays while the pointer rests on it (as a person reaching for it expects).
    await page.mouse.move(5, 5);
    await fromSuccess.waitFor({ state: 'hidden', timeout: 20_000 });
    await openPricing(page);
    const history = page.getByTestId('business-documents');
    await history.scrollIntoViewIfNeeded();
    const row = history.getByTestId(`document-${slug(invoice.number)}`);
    await row.waitFor();
    assert.equal(await row.getByTestId('document-total').innerText(), rupees(invoice.totalPaise));
    await settle(page);
    await screenshot(page, 'documents-history-phone');
    const historyDownload = page.waitForEvent('download');
    await row.getByTestId(`download-${slug(invoice.number)}`).click();
    assert.ok((await pdfText(await historyDownload)).includes(invoice.number));

    // The admin, on a phone too, refunds half from All Businesses > Payments.
    const admin = (await signedIn('admin', PHONE)).page;
    await admin.goto('/panel/admin/businesses');
    await admin.getByTestId('search-input').fill(businessName);
    const businessRow = admin.getByTestId(`business-row-${businessId}`);
    await businessRow.waitFor();
    await businessRow.getByTestId('business-menu').click();
    await admin.getByTestId('business-payments').click();
    const dialog = admin.getByTestId('business-payments-dialog');
    await dialog.getByTestId(`refund-${slug(invoice.number)}`).click();
    const refund = admin.getByTestId('refund-form');
    await refund.waitFor();
    const half = Math.floor(invoice.totalPaise / 2);
    await refund.getByTestId('refund-amount').fill((half / 100).toFixed(2));
    await refund.getByTestId('refund-reason').fill('Changed to a smaller plan');
    await settle(admin);
    await screenshot(admin, 'documents-refund-phone');
    await refund.getByTestId('refund-confirm').click();
    await admin.getByText(/Credit note CN\/\d\d-\d\d\/\d+ issued/).waitFor();
    const afterRefund = await documentsOf(admin, businessId);
    const creditNote = afterRefund.find((d) => d.kind === 'credit-note');
    assert.ok(creditNote, 'a credit note was issued');
    assert.equal(creditNote.totalPaise, half);
    assert.equal(creditNote.creditedDocumentNumber, invoice.number);
    await dialog.getByTestId(`document-${slug(creditNote.number)}`).waitFor();
    await settle(admin);
    await screenshot(admin, 'documents-admin-credit-note-phone');

    // The customer sees it too, the invoice now partly credited.
    await page.goto('/panel/customer');
    await page.getByTestId('customer-home').waitFor();
    await openPricing(page);
    const refreshed = page.getByTestId('business-documents');
    await refreshed.scrollIntoViewIfNeeded();
    const noteRow = refreshed.getByTestId(`document-${slug(creditNote.number)}`);
    await noteRow.waitFor();
    assert.match(await noteRow.getByTestId('document-against').innerText(), new RegExp(invoice.number));
    assert.equal(
      await noteRow.getByTestId('document-total').innerText(),
      `−${rupees(half)}`,
      'a credit note takes money back',
    );
    await refreshed
      .getByTestId(`document-${slug(invoice.number)}`)
      .getByTestId('document-status')
      .waitFor();
    await settle(page);
    await screenshot(page, 'documents-credit-note-phone');
    const noteDownload = page.waitForEvent('download');
    await noteRow.getByTestId(`download-${slug(creditNote.number)}`).click();
    const noteText = await pdfText(await noteDownload);
    assert.match(noteText, /Credit note/);
    assert.ok(noteText.includes(invoice.number), 'the credit note names its invoice');

    // The QR's check page, signed out: the invoice stands, partly credited.
    const stranger = (await open(PHONE)).page;
    await stranger.goto(invoice.checkPath);
    const verdict = stranger.getByTestId('check-verdict');
    await verdict.waitFor();
    assert.match(await verdict.innerText(), /Partly credited/i);
    assert.ok((await stranger.getByTestId('check-title').innerText()).includes(invoice.number));
    await settle(stranger);
    await screenshot(stranger, 'documents-check-page-phone');
  });
});
