// The card that proves itself: GET /v/<token> on the agency's host shows the holder,
// the business and Active / Revoked / Expired now; revoking shows at once; each check counts;
// a forged, altered or foreign token is "not a valid card" and shows nothing of any card.
import { endpoints, PDF_CARD_MESSAGES, ZPdfCard } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#config';
import { buySinglePurchase, createPdfCardVia, pdfCardRow, pdfWorld, uploadPhoto } from '#test/factories/pdf-cards';
import { testAppPerFile } from '#test/support/app';
import { createBusiness, pdfCardDetails } from '#test/support/factories';
import { VERIFY_CSP } from './verify';
import { readVerifyToken, verifyToken } from './verify-token';

const t = testAppPerFile();

function open(host: string, url: string, userAgent = 'phone-a') {
  const path = url.startsWith('http') ? new URL(url).pathname : url;
  return t.app.inject({ method: 'GET', url: path, headers: { host, 'user-agent': userAgent } });
}

/** Changes one character of a token part (0: the id, 1: the mac), keeping it well-formed. */
function alter(token: string, part: 0 | 1): string {
  const parts = token.split('.');
  const value = parts[part] ?? '';
  const flipped = `${value[0] === 'A' ? 'B' : 'A'}${value.slice(1)}`;
  parts[part] = flipped;
  return parts.join('.');
}

describe('verification tokens', () => {
  it('round-trip; an altered id or mac, another secret, or junk reads as nothing', () => {
    const id = '6f1c2b9e-4a55-4c1e-9a2f-0b8d7c6e5f41';
    const token = verifyToken('secret', id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    expect(readVerifyToken('secret', token)).toBe(id);
    expect(readVerifyToken('secret', alter(token, 0))).toBeNull();
    expect(readVerifyToken('secret', alter(token, 1))).toBeNull();
    expect(readVerifyToken('other', token)).toBeNull();
    for (const junk of ['', 'sample', `${token}.x`, token.replace('.', ''), `${token.slice(0, -1)}=`, '../../etc'])
      expect(readVerifyToken('secret', junk)).toBeNull();
  });
});

describe('GET /v/<token>', () => {
  it("shows the holder and Active, counts each check (a visitor's repeat within 30 s once), with the CSP", async () => {
    const w = await pdfWorld(t);
    const photoUrl = await uploadPhoto(w.customer, w.business.id);
    const card = await createPdfCardVia(w.customer, w.business.id, {
      name: 'Aarav <b>Sharma</b>',
      designation: 'Founder',
      companyName: 'Sharma Sweets',
      idNumber: 'EMP-7',
      photoUrl,
    });
    const res = await open(w.customer.host, card.verifyUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(VERIFY_CSP);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('Aarav &lt;b&gt;Sharma&lt;/b&gt;');
    expect(res.body).not.toContain('<b>Sharma</b>');
    expect(res.body).toContain('Sharma Sweets');
    expect(res.body).toContain('EMP-7');
    expect(res.body).toContain('>Active<');
    expect(res.body).toMatch(/Checked \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST/);
    expect(res.body).toContain(`/c/img/240/${photoUrl.slice('/uploads/'.length)}`);
    expect(res.body).toContain(w.agency.agencyName);
    expect(res.body).not.toContain('<script');

    await open(w.customer.host, card.verifyUrl); // the same visitor again: not counted
    expect((await pdfCardRow(t, card.pdfCardNo))?.checkCount).toBe(1);
    await open(w.customer.host, card.verifyUrl, 'phone-b');
    const read = await w.customer.call(endpoints.getPdfCard, { query: { pdfCardNo: String(card.pdfCardNo) } });
    expect(read.data(ZPdfCard)).toMatchObject({ checkCount: 2, lastCheckedAt: t.clock.now().toISOString() });
  });

  it('revoking shows at once; validUntil past (IST) shows Expired; reactivated it is Active again', async () => {
    const w = await pdfWorld(t);
    const card = await createPdfCardVia(w.customer, w.business.id);
    await w.admin.call(endpoints.updatePdfCardStatus, { body: { pdfCardNo: card.pdfCardNo, status: 'revoked' } });
    const revoked = await open(w.customer.host, card.verifyUrl);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body).toContain('>Revoked<');
    expect(revoked.body).not.toContain('>Active<');
    await w.admin.call(endpoints.updatePdfCardStatus, { body: { pdfCardNo: card.pdfCardNo, status: 'active' } });
    expect((await open(w.customer.host, card.verifyUrl, 'x')).body).toContain('>Active<');

    const expired = await createPdfCardVia(w.admin, (await createBusiness({ user: w.owner })).id, {
      validUntil: '2020-01-31',
    });
    const page = await open(w.customer.host, expired.verifyUrl);
    expect(page.body).toContain('>Expired<');
    expect(page.body).toContain('31 Jan 2020');
  });

  it("an active ID card links on to the business's digital card, tagged ?src=pdf; a revoked one or a business without a card does not", async () => {
    const w = await pdfWorld(t);
    const card = await createPdfCardVia(w.customer, w.business.id);
    const active = await open(w.customer.host, card.verifyUrl);
    expect(active.body).toContain(
      `<a class="cta" href="/${w.card.cardId}?src=pdf">See Sharma Sweets's digital card</a>`,
    );
    await w.admin.call(endpoints.updatePdfCardStatus, { body: { pdfCardNo: card.pdfCardNo, status: 'revoked' } });
    expect((await open(w.customer.host, card.verifyUrl, 'other')).body).not.toContain('class="cta"');

    const cardless = await createPdfCardVia(w.admin, (await createBusiness({ user: w.owner })).id);
    expect((await open(w.customer.host, cardless.verifyUrl)).body).not.toContain('class="cta"');
  });

  it("shows what was exported (the card in the holder's hand), not later edits", async () => {
    const w = await pdfWorld(t);
    const card = await createPdfCardVia(w.customer, w.business.id, { name: 'Printed Name' });
    await buySinglePurchase(w.admin, card.pdfCardNo);
    expect((await w.customer.call(endpoints.exportPdfCard, { body: { pdfCardNo: card.pdfCardNo } })).status).toBe(200);
    await w.customer.call(endpoints.updatePdfCardBasicDetails, {
      body: { pdfCardNo: card.pdfCardNo, details: pdfCardDetails({ name: 'Edited Later' }) },
    });
    const page = await open(w.customer.host, card.verifyUrl);
    expect(page.body).toContain('Printed Name');
    expect(page.body).not.toContain('Edited Later');
  });

  it('a forged, altered or unknown token, or another agency\'s card on this host, is "not a valid card" with no card data', async () => {
    const w = await pdfWorld(t);
    const card = await createPdfCardVia(w.customer, w.business.id, { name: 'Secret Holder' });
    const token = new URL(card.verifyUrl).pathname.slice('/v/'.length);
    const theirs = await pdfWorld(t);
    const otherCard = await createPdfCardVia(theirs.customer, theirs.business.id, { name: 'Other Holder' });
    const forged = verifyToken('not-our-secret', '6f1c2b9e-4a55-4c1e-9a2f-0b8d7c6e5f41');
    const cases = [
      `/v/${alter(token, 0)}`,
      `/v/${alter(token, 1)}`,
      `/v/${forged}`,
      '/v/sample',
      `/v/${token}x`,
      // A genuine token of another agency's card, shown on ours.
      new URL(otherCard.verifyUrl).pathname,
    ];
    for (const path of cases) {
      const res = await open(w.customer.host, path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-security-policy']).toBe(VERIFY_CSP);
      expect(res.body).toContain(PDF_CARD_MESSAGES.notValidCard);
      expect(res.body).not.toContain('Secret Holder');
      expect(res.body).not.toContain('Other Holder');
    }
    expect((await pdfCardRow(t, card.pdfCardNo))?.checkCount).toBe(0);
    expect((await pdfCardRow(t, otherCard.pdfCardNo))?.checkCount).toBe(0);
    // On its own host the other card verifies.
    expect((await open(theirs.customer.host, otherCard.verifyUrl)).body).toContain('Other Holder');
  });

  it('a deleted card is not valid any more; public cards at /<cardId> still answer beside /v', async () => {
    const w = await pdfWorld(t);
    const card = await createPdfCardVia(w.customer, w.business.id);
    await w.admin.call(endpoints.deletePdfCard, { body: { pdfCardNo: card.pdfCardNo } });
    const gone = await open(w.customer.host, card.verifyUrl);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain(PDF_CARD_MESSAGES.notValidCard);
    const publicCard = await open(w.customer.host, `/${w.card.cardId}`);
    expect(publicCard.statusCode).toBe(200);
  });
});

describe('PDF_CARD_VERIFY_SECRET', () => {
  const production = {
    NODE_ENV: 'production',
    OTP_PEPPER: 'p',
    PAYMENT_SECRET_KEY: '7f'.repeat(32),
    ALLOW_CONSOLE_MESSAGING: 'true',
  };
  it('is set explicitly, or in production derived from PAYMENT_SECRET_KEY (never the development value)', () => {
    const dev = loadConfig({}).pdfCards.verifySecret;
    const derived = loadConfig(production).pdfCards.verifySecret;
    expect(derived).not.toBe(dev);
    expect(derived).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ ...production, PAYMENT_SECRET_KEY: '8e'.repeat(32) }).pdfCards.verifySecret).not.toBe(derived);
    expect(loadConfig({ ...production, PDF_CARD_VERIFY_SECRET: 'set-by-hand' }).pdfCards.verifySecret).toBe(
      'set-by-hand',
    );
  });
});
