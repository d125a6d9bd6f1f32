// In the browser: PDF ID cards on a 390×844 phone. The customer opens Create > Pdf id
// card, sees every design drawn from their own business as the real PDF (PDF.js in the page),
// picks one, fills the card (the preview drawn from what is typed) and saves it; the preview is re-drawn from the saved card as fields
// change. Download gives a SAMPLE (its text read back from the PDF), Share hands the PDF to the
// share sheet (stubbed), the single purchase is bought through the sandbox checkout, and the
// export downloads the clean PDF. The card's QR address (from the API) says "Active"; the
// admin revokes the card in All Projects' pdf_id_card view and the same address says
// "Revoked". Screenshots of each screen at phone and desktop size.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { MESSAGES, PDF_TEMPLATES, type TPdfCard } from '@cardora/contract';
import type { Download, Page } from 'playwright-core';
import { test } from '../fixtures';
import {
  ARTIFACTS_DIR,
  baseUrl,
  DESKTOP,
  openDrawer,
  PHONE,
  rupees,
  screenshot,
  settle,
  switchBusiness,
  webShareStub,
} from '../support';

/** The share sheet's stand-in keeps each PDF's name, type and size. */
const SHARE_STUB = webShareStub(
  '__sharedPdfs',
  'window.__sharedPdfs.push({ name: file.name, type: file.type, size: file.size });',
);

declare global {
  interface Window {
    __sharedPdfs?: { name: string; type: string; size: number }[];
  }
}

/** The text PDF.js reads from every page of a PDF (the SAMPLE watermark is text). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: bytes, useSystemFonts: true }).promise;
  let text = '';
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  await document.destroy();
  return text;
}

async function savedBytes(download: Download): Promise<Uint8Array> {
  const path = `${ARTIFACTS_DIR}/${download.suggestedFilename()}`;
  await download.saveAs(path);
  return new Uint8Array(await readFile(path));
}

async function cardFromApi(page: Page, pdfCardNo: number): Promise<TPdfCard> {
  const json = await page.evaluate(async (no) => {
    const response = await fetch(`/api/v1/pdf-card/pdfCard?pdfCardNo=${no}`, { credentials: 'same-origin' });
    return response.json();
  }, pdfCardNo);
  return (json as { data: TPdfCard }).data;
}

async function ensureSharmaSweets(page: Page): Promise<void> {
  await page.getByTestId('home-business-name').waitFor();
  if ((await page.getByTestId('home-business-name').innerText()) === 'Sharma Sweets') return;
  await switchBusiness(page, 'Sharma Sweets');
}

async function previewDrawn(page: Page, testId: string, pages: number): Promise<void> {
  await page.waitForFunction(
    ({ testId, pages }) => document.querySelectorAll(`[data-testid="${testId}"] canvas`).length >= pages,
    { testId, pages },
    { timeout: 20_000 },
  );
}

test.describe('PDF ID cards', () => {
  let pdfCardNo = 0;
  let verifyUrl = '';

  test('a customer picks a design, fills the card, downloads a SAMPLE, buys it and downloads the clean PDF', async ({
    signedIn,
  }) => {
    const { context, page } = await signedIn('customer', PHONE);
    // The share sheet stand-in, for this page and any reload.
    await page.addInitScript(SHARE_STUB);
    await page.evaluate(SHARE_STUB);
    await ensureSharmaSweets(page);

    // Create > Pdf id card: every design, drawn from the business as the real PDF.
    await openDrawer(page);
    await page.getByTestId('drawer').getByTestId('menu-create').click();
    await page.getByTestId('drawer').getByTestId('menu-createPdfCard').click();
    await page.getByTestId('pdf-templates-page').waitFor();
    assert.ok(PDF_TEMPLATES.length >= 6);
    for (const template of PDF_TEMPLATES)
      await page.getByTestId(`pdf-template-${template.code}`).waitFor({ state: 'attached' });
    const classic = page.getByTestId('pdf-template-cr80-classic-portrait');
    await classic.locator('canvas').waitFor({ timeout: 20_000 });
    const canvasBox = await classic.locator('canvas').boundingBox();
    assert.ok(canvasBox && canvasBox.width > 100, 'the first page is drawn at the tile size');
    await settle(page);
    await screenshot(page, 'pdf-cards-templates-phone');

    // The editor: prefilled from the business; fill the card and save it (this creates it).
    await classic.getByTestId('pdf-template-pick').click();
    await page.getByTestId('pdf-card-editor').waitFor();
    assert.equal(await page.getByTestId('pdf-company').inputValue(), 'Sharma Sweets');
    await previewDrawn(page, 'pdf-preview', 2);
    // Before the first save the preview is the real PDF of what is typed (POST /pdf-card/preview).
    const typedPreview = page.waitForResponse(
      (response) =>
        response.url().includes('/pdf-card/preview') &&
        response.request().method() === 'POST' &&
        (response.request().postData() ?? '').includes('Proprietor'),
    );
    await page.getByTestId('pdf-name').fill('Aarav Sharma');
    await page.getByTestId('pdf-designation').fill('Proprietor');
    await page.getByTestId('pdf-id-number').fill('SS-0042');
    await page.getByTestId('pdf-valid-until').fill('2030-03-31');
    const typed = await typedPreview;
    assert.equal(typed.status(), 200);
    assert.equal(typed.headers()['content-type'], 'application/pdf');
    await previewDrawn(page, 'pdf-preview', 2);
    // A wrong e-mail is refused under its field, in the contract's words.
    await page.getByTestId('add-pdf-mail').click();
    const mails = await page.locator('[data-testid^="pdf-mail-"]').count();
    await page.getByTestId(`pdf-mail-${mails - 1}`).fill('not-an-email');
    await page.getByTestId('pdf-save').click();
    await page.getByTestId('pdf-save-state').filter({ hasText: 'Some fields need a look' }).waitFor();
    await page.getByTestId(`pdf-mail-${mails - 1}`).fill('aarav@sharmasweets.example.com');
    const created = page.waitForResponse(
      (response) =>
        response.url().includes('/pdf-card/updatePdfCardBasicDetails') && response.request().method() === 'POST',
    );
    await page.getByTestId('pdf-save').click();
    const response = await created;
    assert.equal(response.status(), 200, await response.text());
    await page.waitForURL(/pdf-cards\/edit\?pdfCardNo=\d+/);
    pdfCardNo = Number(new URL(page.url()).searchParams.get('pdfCardNo'));
    await page.getByTestId('pdf-card-actions').waitFor();
    assert.equal(await page.getByTestId('pdf-paid-chip').innerText(), 'SAMPLE');

    // An edit saves itself and the preview is drawn again from the saved card.
    const redrawn = page.waitForResponse(
      (r) => r.url().includes('/pdf-card/preview') && r.url().includes(`pdfCardNo=${pdfCardNo}`),
      { timeout: 15_000 },
    );
    await page.getByTestId('pdf-designation').fill('Owner');
    await redrawn;
    await page.getByTestId('pdf-save-state').filter({ hasText: 'Saved' }).waitFor();
    await previewDrawn(page, 'pdf-preview', 2);
    const saved = await cardFromApi(page, pdfCardNo);
    assert.equal(saved.details?.designation, 'Owner');
    verifyUrl = saved.verifyUrl;
    await settle(page);
    await screenshot(page, 'pdf-cards-editor-phone');

    // Download: a SAMPLE until exported.
    await page.getByTestId('pdf-card-actions').scrollIntoViewIfNeeded();
    const sampleDownload = page.waitForEvent('download');
    await page.getByTestId('pdf-download').click();
    const sample = await savedBytes(await sampleDownload);
    assert.equal(new TextDecoder().decode(sample.slice(0, 5)), '%PDF-');
    assert.match(await pdfText(sample), /SAMPLE/);

    // Share: the PDF goes to the share sheet as a file.
    await page.getByTestId('pdf-share').click();
    await page.waitForFunction(() => (window.__sharedPdfs?.length ?? 0) > 0);
    const shared = await page.evaluate(() => window.__sharedPdfs ?? []);
    assert.equal(shared[0]?.type, 'application/pdf');
    assert.ok((shared[0]?.size ?? 0) > 1000);

    // Not paid: the refusal in the server's words with the upgrade path, and Buy.
    await page.getByTestId('pdf-export-refusal').waitFor();
    assert.equal(await page.getByTestId('pdf-export').count(), 0);
    await screenshot(page, 'pdf-cards-unpaid-phone');
    await page.getByTestId('pdf-buy').click();
    const checkout = page.getByTestId('sandbox-checkout');
    await checkout.waitFor();
    assert.equal(await checkout.getByTestId('sandbox-amount').innerText(), rupees(9_900));
    await checkout.getByTestId('sandbox-pay').click();
    await page.getByText(MESSAGES.paymentSuccessful).waitFor();
    await page.getByTestId('pdf-export').waitFor();
    assert.equal(await page.getByTestId('pdf-paid-chip').innerText(), 'Paid');
    await screenshot(page, 'pdf-cards-paid-phone');

    // Export: the clean PDF is frozen and downloaded.
    const cleanDownload = page.waitForEvent('download');
    await page.getByTestId('pdf-export').click();
    const clean = await savedBytes(await cleanDownload);
    assert.equal(new TextDecoder().decode(clean.slice(0, 5)), '%PDF-');
    assert.doesNotMatch(await pdfText(clean), /SAMPLE/);
    await page.getByTestId('pdf-paid-chip').filter({ hasText: 'Exported v1' }).waitFor();

    // My pdf id cards lists it, paid and exported.
    await page.goto('/panel/customer/projects?projectType=pdf_id_card');
    const row = page.locator(`[data-testid="my-pdf-card"][data-pdf-card-no="${pdfCardNo}"]`);
    await row.waitFor();
    assert.equal(await row.getByTestId('my-pdf-card-status').innerText(), 'Active');
    await row.locator('canvas').waitFor({ timeout: 20_000 });
    await settle(page);
    await screenshot(page, 'pdf-cards-mine-phone');
    await context.close();
  });

  test("the card's QR address says Active, and Revoked once the admin revokes it", async ({ signedIn }) => {
    assert.ok(verifyUrl, 'the first journey made a card');
    // The QR opens the agency's host; the journey's server answers on baseUrl.
    const address = new URL(verifyUrl);
    const local = `${baseUrl()}${address.pathname}${address.search}`;
    const { context: visitorContext, page: visitor } = await signedIn('customer', PHONE);
    await visitor.goto(local);
    assert.equal(await visitor.getByRole('status').innerText(), 'Active');
    await screenshot(visitor, 'pdf-cards-verify-active-phone');

    const { context, page } = await signedIn('admin', DESKTOP);
    await page.goto('/panel/admin/projects?projectType=pdf_id_card');
    await page.getByTestId('admin-pdf-projects').waitFor();
    const row = page.locator(`[data-testid="pdf-project-row"][data-pdf-card-no="${pdfCardNo}"]`);
    await row.waitFor();
    await settle(page);
    await screenshot(page, 'pdf-cards-admin-desktop');
    await row.getByTestId('pdf-project-status').click();
    const dialog = page.getByTestId('pdf-revoke-dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await row.getByTestId('pdf-project-status-chip').filter({ hasText: 'Revoked' }).waitFor();

    await visitor.reload();
    assert.equal(await visitor.getByRole('status').innerText(), 'Revoked');
    await screenshot(visitor, 'pdf-cards-verify-revoked-phone');
    await context.close();
    await visitorContext.close();
  });
});
