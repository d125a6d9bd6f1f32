// In the browser. The QR print kit: on a phone, the customer opens My
// digital business cards, Print QR, and downloads the A4 PDF. Its pages are rasterised
// (poppler's pdftoppm) and their QR codes decoded: each opens the card tagged ?src=qr. A phone
// then "scans" it, and Insights shows that view under "QR code". The digital invitation card:
// Create > Digital invitation card and the home tile open the agency's site in a new tab.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { test } from '../fixtures';
import { ARTIFACTS_DIR, DESKTOP, openDrawer, PHONE, screenshot, serverPort } from '../support';

const run = promisify(execFile);
/** Read when used: the worker's server has its port only once the fixtures have started it. */
const sampleInvitation = () => `http://demo.localhost:${serverPort()}/demo/invitation`;

async function decode(picture: Buffer): Promise<string | null> {
  const { data, info } = await sharp(picture).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/**
 * The QR codes of the kit's pages at 150 dpi: the tent's two faces read one half at a time (the
 * upper one is upside down), then the standee's.
 */
async function qrCodesOfKit(path: string): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'qr-kit-e2e-'));
  await run('pdftoppm', ['-r', '150', '-png', path, join(dir, 'page')]);
  const [tent, standee] = await Promise.all((await readdir(dir)).sort().map((file) => readFile(join(dir, file))));
  assert.ok(tent && standee, 'the kit has a tent page and a standee page');
  const { width = 0, height = 0 } = await sharp(tent).metadata();
  const half = Math.floor(height / 2);
  const faces = await Promise.all(
    [0, half].map((top) => sharp(tent).extract({ left: 0, top, width, height: half }).png().toBuffer()),
  );
  const codes = await Promise.all([...faces, standee].map(decode));
  return codes.filter((code): code is string => code !== null);
}

/** Waits until the dialog's QR preview has loaded and drawn. */
async function previewShown(page: Page): Promise<void> {
  await page.getByTestId('qr-kit-preview').waitFor();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="qr-kit-preview"]');
    return Boolean(img?.complete && img.naturalWidth > 0);
  });
}

test.describe('QR print kit and the invitation card', () => {
  test('the customer downloads the kit on a phone; its QR opens the card and counts as a QR visit', async ({
    open,
    signedIn,
  }) => {
    const { page, context } = await signedIn('customer', PHONE);
    await page.goto('/panel/customer/projects?projectType=digital_card');
    const address = (await page.getByTestId('project-url').first().innerText()).trim();
    await page.getByTestId('qr-kit-open').first().click();
    await previewShown(page);
    await screenshot(page, 'qr-kit-dialog-phone');

    const downloading = page.waitForEvent('download');
    await page.getByTestId('qr-kit-pdf').click();
    const download = await downloading;
    assert.match(download.suggestedFilename(), /^[a-z0-9-]+-qr-kit\.pdf$/);
    const path = join(ARTIFACTS_DIR, download.suggestedFilename());
    await download.saveAs(path);
    const codes = await qrCodesOfKit(path);
    // Tent: two faces; standee: one.
    assert.equal(codes.length, 3, `QR codes found: ${codes.join(', ')}`);
    const scanned = codes[0] ?? '';
    assert.ok(codes.every((code) => code === scanned));
    const url = new URL(scanned);
    assert.equal(url.searchParams.get('src'), 'qr');
    // The page shows the address on its own host; the QR names the agency's host (in the demo
    // demo.localhost beside localhost): the same card either way.
    assert.ok(address.endsWith(url.pathname), `${address} is the card of ${scanned}`);

    // A phone camera opens it: the card shows, and Insights counts a QR visit.
    // A visitor of its own: the same address and browser viewing the card within a few minutes is
    // one view, and another journey on this server may just have opened this card from the same
    // headless browser. A phone camera's browser is someone else.
    const visitor = await open(
      PHONE,
      undefined,
      `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 qr-scan-${Date.now()}`,
    );
    const response = await visitor.page.goto(`${new URL(page.url()).origin}${url.pathname}${url.search}`);
    assert.equal(response?.status(), 200);
    await visitor.context.close();
    // Views reach the database within a second (they are written in batches): look again until
    // the scan is there.
    const bySource = page.getByTestId('insights-by-source');
    for (let attempt = 0; ; attempt++) {
      await page.goto('/panel/customer/insights');
      await bySource.waitFor();
      if (await bySource.getByText('QR code').isVisible()) break;
      assert.ok(attempt < 10, 'the QR visit shows under Views by source');
      await page.waitForTimeout(500);
    }
    await screenshot(page, 'insights-by-source-phone');
    await context.close();
  });

  test('the kit dialog on a desktop, and the invitation card opening the agency site in a new tab', async ({
    signedIn,
  }) => {
    const { page, context } = await signedIn('customer', DESKTOP);
    // The demo agency shows the invitation tile on the customer home; it opens the sample
    // invitation the app serves on the demo agency's host (docs/product-rules.md#demo-invitation).
    const tile = page.locator(`a[href="${sampleInvitation()}"]`).first();
    await tile.waitFor();
    assert.equal(await tile.getAttribute('target'), '_blank');
    const [sample] = await Promise.all([context.waitForEvent('page'), tile.click()]);
    await sample.waitForLoadState();
    assert.equal(sample.url(), sampleInvitation());
    await sample.getByRole('heading', { name: /Aditi\s*&\s*Rohan/ }).waitFor();
    await sample.close();
    await openDrawer(page);
    const create = page.getByTestId('drawer').getByTestId('menu-createInvitationCard');
    if (!(await create.isVisible())) await page.getByTestId('drawer').getByText('Create', { exact: true }).click();
    assert.equal(await create.getAttribute('href'), sampleInvitation());
    assert.equal(await create.getAttribute('target'), '_blank');
    await page.keyboard.press('Escape');

    await page.goto('/panel/customer/projects?projectType=digital_card');
    await page.getByTestId('qr-kit-open').first().click();
    await previewShown(page);
    await screenshot(page, 'qr-kit-dialog-desktop');
    await context.close();
  });
});
