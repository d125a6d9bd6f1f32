// The QR print kit: PNG, SVG and the A4 PDF (table tent + standee) of the card's QR,
// branded by the agency; each QR opens the card tagged ?src=qr, and a scan counts as a QR visit.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { endpoints, QR_KIT_MESSAGES, ZCardAnalytics } from '@cardora/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cardPublicUrl } from '#lib/public-url';
import { signIn, type TestApp, testAppPerFile } from '#test/support/app';
import { basicDetails, createAgency, createBusiness, createCard, createCustomer } from '#test/support/factories';
import { decodeQr, pdfPagesAsPng } from '#test/support/pdf-read-back';
import { signedInFranchisee, signedInStaff } from '#test/support/worlds';

const run = promisify(execFile);

const t = testAppPerFile({ deps: { cardEventBuffer: { flushIntervalMs: 20 } } });

async function world() {
  const agency = await createAgency({ agencyName: 'Bright Cards' });
  const owner = await createCustomer({ agency });
  const business = await createBusiness({ user: owner, businessName: 'Sharma Sweets' });
  const card = await createCard({ business, sections: { basicDetails: basicDetails({ name: 'Aarav Sharma' }) } });
  const client = t.client(agency);
  await signIn(client, owner);
  const qrUrl = `${cardPublicUrl(t.services.config, agency, card.cardId ?? '')}?src=qr`;
  return { agency, owner, business, card, client, qrUrl };
}

const kit = (client: ReturnType<TestApp['client']>, cardNo: number, format: string) =>
  client.call(endpoints.getCardQrKit, { query: { cardNo: String(cardNo), format } });

async function pdfText(pdf: Buffer, page: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'qr-kit-'));
  try {
    await writeFile(join(dir, 'kit.pdf'), pdf);
    const args = ['-f', String(page), '-l', String(page), '-raw', join(dir, 'kit.pdf'), '-'];
    return (await run('pdftotext', args)).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('GET /card/qr-kit', () => {
  it('PNG and SVG: a QR that opens the card tagged ?src=qr, as a named download', async () => {
    const { card, client, qrUrl } = await world();
    const png = await kit(client, card.cardNo, 'png');
    expect(png.status, png.text.slice(0, 200)).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe(`attachment; filename="${card.cardId}-qr.png"`);
    expect(png.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(png.bytes).metadata()).width).toBe(1024);
    expect(await decodeQr(png.bytes)).toBe(qrUrl);

    const svg = await kit(client, card.cardNo, 'svg');
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-disposition']).toBe(`attachment; filename="${card.cardId}-qr.svg"`);
    expect(svg.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.text).not.toMatch(/<script|on\w+=/i);
    expect(await decodeQr(await sharp(svg.bytes, { density: 300 }).png().toBuffer())).toBe(qrUrl);
  });

  it('PDF: an A4 table tent and standee with the business, the tagline and the agency, each QR scanning to the card', async () => {
    const { card, client, qrUrl } = await world();
    const res = await kit(client, card.cardNo, 'pdf');
    expect(res.status, res.text.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${card.cardId}-qr-kit.pdf"`);
    const pages = await pdfPagesAsPng(res.bytes, 72);
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      // A4 at 72 dpi: 595.28 × 841.89 pt, rounded up by pdftoppm.
      const { width, height } = await sharp(page).metadata();
      expect([width, height]).toEqual([596, 842]);
    }
    // pdftotext gives the upside-down face a word a line: compare with spaces collapsed.
    const tent = (await pdfText(res.bytes, 1)).replace(/\s+/g, ' ');
    expect(tent.match(/Sharma Sweets/g)).toHaveLength(2);
    expect(tent.match(/Scan to save our contact/g)).toHaveLength(2);
    expect(tent).toContain('Powered by Bright Cards');
    expect(tent).toContain('Fold here');
    const standee = (await pdfText(res.bytes, 2)).replace(/\s+/g, ' ');
    expect(standee).toContain('Sharma Sweets');
    expect(standee).toContain('Scan to save our contact');
    expect(standee).toContain(`${new URL(qrUrl).host}/${card.cardId}`);
    expect(standee).toContain('Powered by Bright Cards');
    // Every QR opens the card from a QR: the tent's two faces (the upper one upside down), read
    // one half at a time, and the standee's.
    const [tentPage, standeePage] = await pdfPagesAsPng(res.bytes, 150);
    const { width = 0, height = 0 } = await sharp(tentPage).metadata();
    const half = Math.floor(height / 2);
    for (const top of [0, half]) {
      const face = await sharp(tentPage).extract({ left: 0, top, width, height: half }).png().toBuffer();
      expect(await decodeQr(face)).toBe(qrUrl);
    }
    expect(await decodeQr(standeePage ?? Buffer.alloc(0))).toBe(qrUrl);
  });

  it("a scan of the kit's QR counts in the card's analytics as a QR visit", async () => {
    const { agency, card, client, qrUrl } = await world();
    const scanned = await decodeQr((await kit(client, card.cardNo, 'png')).bytes);
    expect(scanned).toBe(qrUrl);
    const path = new URL(scanned ?? '').pathname + new URL(scanned ?? '').search;
    expect((await t.client(agency).get(path, { headers: { 'user-agent': 'a phone camera' } })).status).toBe(200);
    await t.services.cardEvents.flush();
    const analytics = (await client.call(endpoints.getCardAnalytics, { query: { cardNo: String(card.cardNo) } })).data(
      ZCardAnalytics,
    );
    expect(analytics.bySource.find((row) => row.source === 'qr')).toEqual({ source: 'qr', views: 1 });
  });

  it('only those who reach the card; a bad format or a card with no address is a 400 naming the field', async () => {
    const { agency, card, client, owner } = await world();
    expect(
      (await t.client(agency).call(endpoints.getCardQrKit, { query: { cardNo: String(card.cardNo), format: 'png' } }))
        .status,
    ).toBe(401);
    const stranger = t.client(agency);
    await signIn(stranger, await createCustomer({ agency }));
    expect((await kit(stranger, card.cardNo, 'pdf')).status).toBe(404);
    const otherAgency = await createAgency();
    const otherAdmin = await signedInStaff(t, otherAgency, 'admin');
    expect((await kit(otherAdmin, card.cardNo, 'png')).status).toBe(404);
    const franchisee = await signedInFranchisee(t, agency);
    expect((await kit(franchisee, card.cardNo, 'png')).status).toBe(404);
    const admin = await signedInStaff(t, agency, 'admin');
    expect((await kit(admin, card.cardNo, 'svg')).status).toBe(200);

    const bad = await kit(client, card.cardNo, 'gif');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error().fields ?? {})).toEqual(['format']);
    const unaddressed = await createCard({ business: await createBusiness({ user: owner }), cardId: null });
    const none = await kit(client, unaddressed.cardNo, 'png');
    expect(none.status).toBe(400);
    expect(none.error().fields).toEqual({ cardNo: QR_KIT_MESSAGES.noAddress });
  });
});
