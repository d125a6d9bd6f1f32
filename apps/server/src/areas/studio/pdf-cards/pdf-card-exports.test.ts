// Exports, downloads and previews: until paid every page carries SAMPLE; the
// single purchase gives one export without it; a plan with PDF cards covers its cards; what was
// exported is what downloads; an admin may force a clean download; a missing card is 404 JSON.
// The PDFs are read back with poppler's pdftotext and pdftoppm (as the renderer's tests do).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  endpoints,
  PDF_CARD_MESSAGES,
  type TErrorBody,
  UPGRADE_PATH,
  ZErrorBody,
  ZExportPdfCardResponse,
  ZPdfCard,
  ZPdfCardsByBusiness,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '#db/schema';
import { cardPublicUrl } from '#lib/public-url';
import { putOnPlan } from '#test/factories/image-posts';
import {
  buySinglePurchase,
  createPdfCardVia,
  exportRows,
  PLAN_ONLY,
  pdfCardRow,
  pdfWorld,
  planWithPdf,
  uploadPhoto,
} from '#test/factories/pdf-cards';
import { createTestApp, type TestApp } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { pdfCardDetails } from '#test/support/factories';
import { pdfQrCodes } from '#test/support/pdf-read-back';
import { signedInFranchisee } from '#test/support/worlds';

const run = promisify(execFile);
let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(join(tmpdir(), 'cardora-pdf-cards-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** A GET answered with bytes (a PDF) or the JSON error envelope. */
interface Fetched {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  rawPayload: Buffer;
  text: string;
  error(): TErrorBody;
}

async function fetchPdf(client: TestClient, path: string, query: Record<string, string>): Promise<Fetched> {
  const cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const res = await t.app.inject({ method: 'GET', url: path, query, headers: { host: client.host, cookie } });
  return {
    status: res.statusCode,
    headers: res.headers,
    rawPayload: res.rawPayload,
    text: res.body,
    error: () => ZErrorBody.parse((JSON.parse(res.body) as { data: unknown }).data),
  };
}

let files = 0;
/** The PDF's text (every page), by pdftotext. */
async function pdfText(res: Fetched): Promise<string> {
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  const path = join(dir, `card-${files++}.pdf`);
  await writeFile(path, res.rawPayload);
  const { stdout } = await run('pdftotext', ['-raw', path, '-']);
  // The diagonal watermark comes out a letter a line.
  return stdout.replace(/S\s*A\s*M\s*P\s*L\s*E/g, 'SAMPLE');
}

function expectPdf(res: Fetched, disposition: 'attachment' | 'inline') {
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(String(res.headers['content-disposition'])).toMatch(
    new RegExp(`^${disposition}; filename="[a-z0-9-]+\\.pdf"$`),
  );
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
}

const download = (client: TestClient, pdfCardNo: number, query: Record<string, string> = {}) =>
  fetchPdf(client, endpoints.downloadPdfCard.path, { pdfCardNo: String(pdfCardNo), ...query });
const preview = (client: TestClient, query: Record<string, string>) =>
  fetchPdf(client, endpoints.previewPdfCard.path, query);
const exportCard = (client: TestClient, pdfCardNo: number) =>
  client.call(endpoints.exportPdfCard, { body: { pdfCardNo } });

describe('the single purchase: SAMPLE until paid, one export, then what was exported', () => {
  it('walks a card from sample to paid export and keeps the exported version', async () => {
    const w = await pdfWorld(t);
    const photoUrl = await uploadPhoto(w.customer, w.business.id);
    const card = await createPdfCardVia(w.customer, w.business.id, { name: 'Aarav Sharma', photoUrl });

    // Unpaid: the download is the current details with SAMPLE, and the export is refused.
    const sample = await download(w.customer, card.pdfCardNo);
    expectPdf(sample, 'attachment');
    expect(String(sample.headers['content-disposition'])).toContain('-sample.pdf');
    expect(await pdfText(sample)).toContain('SAMPLE');
    expect(await pdfQrCodes(sample.rawPayload)).toContain(card.verifyUrl);
    const refused = await exportCard(w.customer, card.pdfCardNo);
    expect(refused.status).toBe(409);
    expect(refused.error()).toMatchObject({ message: PDF_CARD_MESSAGES.notPaid, upgradePath: UPGRADE_PATH });
    expect(await exportRows(t, card.pdfCardNo)).toEqual([]);

    // Paid: one export, frozen, without the watermark.
    await buySinglePurchase(w.admin, card.pdfCardNo);
    const paid = (await w.customer.call(endpoints.getPdfCard, { query: { pdfCardNo: String(card.pdfCardNo) } })).data(
      ZPdfCard,
    );
    expect(paid.exportRight).toEqual({ allowed: true, paidBy: 'purchase', message: null, upgradePath: null });
    expect(await pdfText(await download(w.customer, card.pdfCardNo))).toContain('SAMPLE');
    const exported = await exportCard(w.customer, card.pdfCardNo);
    expect(exported.status, exported.text).toBe(200);
    const result = exported.data(ZExportPdfCardResponse);
    expect(result.export).toMatchObject({ pdfCardNo: card.pdfCardNo, version: 1, paidBy: 'purchase' });
    expect(result.pdfCard).toMatchObject({
      exportsUsed: 1,
      hasUnexportedChanges: false,
      exportRight: { allowed: false, message: PDF_CARD_MESSAGES.exportUsed, upgradePath: UPGRADE_PATH },
    });
    const clean = await download(w.customer, card.pdfCardNo);
    expectPdf(clean, 'attachment');
    const cleanText = await pdfText(clean);
    expect(cleanText).not.toContain('SAMPLE');
    expect(cleanText).toContain('Aarav Sharma');

    // An edit after the export: the download stays what was exported; a second export is refused.
    const edited = await w.customer.call(endpoints.updatePdfCardBasicDetails, {
      body: { pdfCardNo: card.pdfCardNo, details: pdfCardDetails({ name: 'Someone Else', photoUrl }) },
    });
    expect(edited.data(ZPdfCard).hasUnexportedChanges).toBe(true);
    const still = await pdfText(await download(w.customer, card.pdfCardNo));
    expect(still).toContain('Aarav Sharma');
    expect(still).not.toContain('Someone Else');
    const second = await exportCard(w.customer, card.pdfCardNo);
    expect(second.status).toBe(409);
    expect(second.error()).toMatchObject({ message: PDF_CARD_MESSAGES.exportUsed, upgradePath: UPGRADE_PATH });
    expect(await exportRows(t, card.pdfCardNo)).toHaveLength(1);
    expect((await pdfCardRow(t, card.pdfCardNo))?.exportsUsed).toBe(1);

    // Bought again: one more export, of the new details.
    await buySinglePurchase(w.admin, card.pdfCardNo);
    const again = await exportCard(w.customer, card.pdfCardNo);
    expect(again.data(ZExportPdfCardResponse).export.version).toBe(2);
    expect(await pdfText(await download(w.customer, card.pdfCardNo))).toContain('Someone Else');
  });

  it('an admin may download the current details without the watermark; a customer asking for it is 403', async () => {
    const w = await pdfWorld(t);
    const card = await createPdfCardVia(w.customer, w.business.id);
    const denied = await download(w.customer, card.pdfCardNo, { forceDownloadWithoutSampleWatermark: 'true' });
    expect(denied.status).toBe(403);
    const forced = await download(w.admin, card.pdfCardNo, { forceDownloadWithoutSampleWatermark: 'true' });
    expectPdf(forced, 'attachment');
    expect(await pdfText(forced)).not.toContain('SAMPLE');
    expect(await exportRows(t, card.pdfCardNo)).toEqual([]);
    // A franchisee with payment:record may too; one without it may not.
    const recorder = await signedInFranchisee(t, w.agency, {
      permissions: ['payment:record'],
      roles: ['franchisee', 'franchisee-with-all-card-access'],
    });
    expect((await download(recorder, card.pdfCardNo, { forceDownloadWithoutSampleWatermark: '1' })).status).toBe(200);
    const plain = await signedInFranchisee(t, w.agency, {
      permissions: ['card:edit'],
      roles: ['franchisee', 'franchisee-with-all-card-access'],
    });
    expect((await download(plain, card.pdfCardNo, { forceDownloadWithoutSampleWatermark: 'true' })).status).toBe(403);
  });

  it('a card that does not exist is 404 JSON (the web decodes the error from the body); a bad number is 400', async () => {
    const w = await pdfWorld(t);
    const missing = await download(w.customer, 999_999_999);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.error().code).toBe('NOT_FOUND');
    const bad = await download(w.customer, 0);
    expect(bad.status).toBe(400);
    expect(bad.error().code).toBe('VALIDATION_FAILED');
    const signedOut = await fetchPdf(t.client(w.agency), endpoints.downloadPdfCard.path, { pdfCardNo: '1' });
    expect(signedOut.status).toBe(401);
  });

  it('a revoked card is not exported (409, no upgrade path)', async () => {
    const w = await pdfWorld(t);
    const card = await createPdfCardVia(w.customer, w.business.id);
    await buySinglePurchase(w.admin, card.pdfCardNo);
    await w.admin.call(endpoints.updatePdfCardStatus, { body: { pdfCardNo: card.pdfCardNo, status: 'revoked' } });
    const res = await exportCard(w.customer, card.pdfCardNo);
    expectError(res, 409, PDF_CARD_MESSAGES.revoked);
    expect(res.error().upgradePath).toBeUndefined();
  });
});

describe("a plan's PDF cards", () => {
  it('covers the oldest cards up to pdfCardLimit: exported as often as wanted while the plan runs; none once it expires', async () => {
    const w = await pdfWorld(t, PLAN_ONLY);
    await putOnPlan(t, w.business, planWithPdf(1));
    const card = await createPdfCardVia(w.customer, w.business.id, { name: 'Plan Holder' });
    expect(card.exportRight).toEqual({ allowed: true, paidBy: 'plan', message: null, upgradePath: null });
    const first = await exportCard(w.customer, card.pdfCardNo);
    expect(first.data(ZExportPdfCardResponse).export).toMatchObject({ version: 1, paidBy: 'plan' });
    const second = await exportCard(w.customer, card.pdfCardNo);
    expect(second.data(ZExportPdfCardResponse).export.version).toBe(2);
    expect((await pdfCardRow(t, card.pdfCardNo))?.exportsUsed).toBe(0);
    expect(await pdfText(await download(w.customer, card.pdfCardNo))).not.toContain('SAMPLE');

    // The plan ends: the exported card still downloads clean; a new export is refused.
    await t.db
      .update(businesses)
      .set({ expiryDateForCustomer: new Date(t.clock.now().getTime() - 2 * 86_400_000) })
      .where(eq(businesses.id, w.business.id));
    expect(await pdfText(await download(w.customer, card.pdfCardNo))).not.toContain('SAMPLE');
    const after = await exportCard(w.customer, card.pdfCardNo);
    expect(after.status).toBe(409);
    expect(after.error()).toMatchObject({ message: PDF_CARD_MESSAGES.notPaid, upgradePath: UPGRADE_PATH });
  });
});

describe('GET /pdf-card/preview', () => {
  it('previews a card in any design, and a business without a card from its draft, always with SAMPLE, never an export', async () => {
    const w = await pdfWorld(t);
    const card = await createPdfCardVia(w.customer, w.business.id);
    await buySinglePurchase(w.admin, card.pdfCardNo);
    await exportCard(w.customer, card.pdfCardNo);
    const shown = await preview(w.customer, { pdfCardNo: String(card.pdfCardNo), templateCode: 'phone-card-modern' });
    expectPdf(shown, 'inline');
    expect(await pdfText(shown)).toContain('SAMPLE');
    const draft = await preview(w.customer, { businessId: w.business.id });
    expectPdf(draft, 'inline');
    const text = await pdfText(draft);
    expect(text).toContain('SAMPLE');
    expect(text).toContain('Aarav Sharma');
    expect(await exportRows(t, card.pdfCardNo)).toHaveLength(1);
    const none = await preview(w.customer, {});
    expect(none.status).toBe(400);
    const badDesign = await preview(w.customer, { businessId: w.business.id, templateCode: 'nope' });
    expect(badDesign.status).toBe(400);
  });

  it("opens the business's digital card from a visiting card's QR, and verification from an ID card's", async () => {
    const w = await pdfWorld(t);
    const card = await createPdfCardVia(w.customer, w.business.id);
    const visiting = await preview(w.customer, {
      pdfCardNo: String(card.pdfCardNo),
      templateCode: 'phone-card-compact',
    });
    expect(w.card.cardId).toBeTruthy();
    expect(await pdfQrCodes(visiting.rawPayload)).toEqual([cardPublicUrl(t.config, w.agency, w.card.cardId ?? '')]);
    expect(await pdfText(visiting)).toContain('Scan to save my contact');
    const id = await preview(w.customer, { pdfCardNo: String(card.pdfCardNo), templateCode: 'cr80-classic-portrait' });
    expect(await pdfQrCodes(id.rawPayload)).toEqual([card.verifyUrl]);
    expect(await pdfText(id)).toContain('Scan to verify this card');
  });
});

describe('POST /pdf-card/preview (the editor as typed)', () => {
  // Status and refusals only (the client reads bodies as text); the PDF itself is read raw below.
  const postPreview = (client: TestClient, body: unknown) =>
    client.request('POST', endpoints.previewPdfCardDetails.path, { body });

  it('draws the unsaved details (SAMPLE, nothing saved), for a business or a card, and checks the pictures like a save', async () => {
    const w = await pdfWorld(t);
    const typed = pdfCardDetails({ name: 'Meera Iyer', designation: 'Head Baker' });
    const fresh = await t.app.inject({
      method: 'POST',
      url: endpoints.previewPdfCardDetails.path,
      payload: { businessId: w.business.id, templateCode: 'cr80-classic-portrait', details: typed },
      headers: {
        host: w.customer.host,
        cookie: [...w.customer.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrf-token': w.customer.jar.get('cardora_csrf') ?? '',
      },
    });
    expect(fresh.statusCode, fresh.body.slice(0, 300)).toBe(200);
    expect(fresh.headers['content-type']).toBe('application/pdf');
    const text = await pdfText({
      status: fresh.statusCode,
      headers: fresh.headers,
      rawPayload: fresh.rawPayload,
      text: fresh.body,
      error: () => ZErrorBody.parse({}),
    });
    expect(text).toContain('Meera Iyer');
    expect(text).toContain('SAMPLE');
    // Nothing was created or saved.
    const list = await w.customer.call(endpoints.getPdfCardsByBusiness, { query: { businessId: w.business.id } });
    expect(list.data(ZPdfCardsByBusiness).list).toEqual([]);

    const card = await createPdfCardVia(w.customer, w.business.id);
    const onCard = await postPreview(w.customer, {
      pdfCardNo: card.pdfCardNo,
      templateCode: 'phone-card-compact',
      details: { ...typed, name: 'Second Draft' },
    });
    expect(onCard.status, onCard.text.slice(0, 200)).toBe(200);
    expect((await pdfCardRow(t, card.pdfCardNo))?.version).toBe(card.version);

    // Another business's upload is refused as a save would refuse it; another customer's card is 404.
    const other = await pdfWorld(t);
    const theirs = await uploadPhoto(other.customer, other.business.id);
    const stolen = await postPreview(w.customer, {
      businessId: w.business.id,
      templateCode: 'cr80-classic-portrait',
      details: { ...typed, photoUrl: theirs },
    });
    expectError(stolen, 400, PDF_CARD_MESSAGES.imageNotOfBusiness);
    const hidden = await postPreview(other.customer, {
      pdfCardNo: card.pdfCardNo,
      templateCode: 'cr80-classic-portrait',
      details: typed,
    });
    expect(hidden.status).toBe(404);
  });
});
