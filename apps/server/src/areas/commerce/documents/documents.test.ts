// Documents for every rupee: the issuer's tax settings, a tax invoice (or receipt) made with each
// payment, the place of supply deciding CGST + SGST or IGST, numbers gapless per series and
// financial year and never reused, credit notes on deletion, and who may see which document.
import {
  endpoints,
  GSTIN_MESSAGES,
  TAX_MESSAGES,
  ZSubscriptionPlanList,
  ZTaxDocumentCheck,
  ZTaxDocumentList,
  ZTaxSettingsResponse,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, documentCounters, taxDocuments } from '#db/schema';
import { billingWorld, cardMadeOn, ist, monthBill, payMonthInCash, setClock, setPrices } from '#test/factories/billing';
import {
  createPlan,
  manualCardPaymentBody,
  payingCustomerWorld,
  productWorld,
  staffClient,
} from '#test/factories/payments';
import {
  businessDocuments,
  GSTINS,
  MAHARASHTRA_SETTINGS,
  saveBusinessDetails,
  saveTaxSettings,
} from '#test/factories/tax-documents';
import { signIn, testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createAgency, createBusiness, createCustomer } from '#test/support/factories';

const t = testAppPerFile();

async function payByHand(client: TestClient, businessId: string, planId: string) {
  const res = await client.call(endpoints.makeCardPayment, { body: manualCardPaymentBody(businessId, planId) });
  expect(res.status, res.text).toBe(200);
  return res;
}

const deletePayment = (client: TestClient, recordNo: number) =>
  client.call(endpoints.deleteCardPayment, { query: { recordNo: String(recordNo) } });

/** A paying world whose agency is registered in Maharashtra, with its admin signed in. */
async function registeredWorld(overrides: Parameters<typeof saveTaxSettings>[1] = {}) {
  const world = await payingCustomerWorld(t);
  const admin = await staffClient(t, world.agency);
  await saveTaxSettings(admin.client, overrides);
  return { ...world, admin: admin.client };
}

describe('tax settings', () => {
  it('an agency admin saves their own; GET reads them back; unsaved settings are receipts in the agency name', async () => {
    const world = await payingCustomerWorld(t);
    const { client } = await staffClient(t, world.agency);
    const before = (await client.call(endpoints.getTaxSettings)).data(ZTaxSettingsResponse);
    expect(before).toMatchObject({ isSet: false, settings: { gstin: null, legalName: world.agency.agencyName } });
    const saved = (await saveTaxSettings(client, { gstin: ' 27aapfu0939f1zv ' })).data(ZTaxSettingsResponse);
    expect(saved).toMatchObject({ isSet: true, settings: { gstin: GSTINS.maharashtra, stateCode: '27' } });
  });

  it('refuses a wrong check character, a state that is not the GSTIN state and a reserved prefix (400), and keeps what was saved', async () => {
    const world = await payingCustomerWorld(t);
    const { client } = await staffClient(t, world.agency);
    await saveTaxSettings(client);
    const cases = [
      [{ gstin: '27AAPFU0939F1ZA' }, GSTIN_MESSAGES.checkCharacter],
      [{ gstin: '99AAPFU0939F1ZV' }, GSTIN_MESSAGES.state],
      [{ gstin: GSTINS.karnataka }, TAX_MESSAGES.gstinStateMismatch],
      [{ invoicePrefix: 'CN' }, TAX_MESSAGES.reservedPrefix],
      [{ rateBasisPoints: 1700 }, TAX_MESSAGES.rate],
    ] as const;
    for (const [overrides, message] of cases) {
      const res = await client.call(endpoints.saveTaxSettings, { body: { ...MAHARASHTRA_SETTINGS, ...overrides } });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.text).toContain(message);
    }
    const now = (await client.call(endpoints.getTaxSettings)).data(ZTaxSettingsResponse);
    expect(now.settings).toMatchObject({ gstin: GSTINS.maharashtra, invoicePrefix: 'INV', rateBasisPoints: 1800 });
  });

  it("a customer may not read or save them (403); another agency's admin may not name this agency (403); the platform's admin may", async () => {
    const world = await payingCustomerWorld(t);
    expect((await world.client.call(endpoints.getTaxSettings)).status).toBe(403);
    expect((await world.client.call(endpoints.saveTaxSettings, { body: MAHARASHTRA_SETTINGS })).status).toBe(403);
    const other = await staffClient(t, await createAgency());
    const query = { agencyId: world.agency.id };
    expect((await other.client.call(endpoints.getTaxSettings, { query })).status).toBe(403);
    expect((await other.client.call(endpoints.saveTaxSettings, { query, body: MAHARASHTRA_SETTINGS })).status).toBe(
      403,
    );
    const platform = await staffClient(t, await createAgency({ roles: ['superadmin'] }));
    await saveTaxSettings(platform.client, {}, world.agency.id);
    const read = (await platform.client.call(endpoints.getTaxSettings, { query })).data(ZTaxSettingsResponse);
    expect(read).toMatchObject({ agencyId: world.agency.id, isSet: true });
  });
});

describe('a document with every payment', () => {
  it('same state: a tax invoice with CGST + SGST that add up to the amount paid, in words', async () => {
    const w = await registeredWorld();
    await saveBusinessDetails(w.client, w.business.id, {
      stateCode: '27',
      gstin: null,
      legalName: null,
      address: null,
    });
    await payByHand(w.admin, w.business.id, w.plan.id);
    const [invoice] = await businessDocuments(w.client, w.business.id);
    // ₹1,499 including 18%: taxable ₹1,270.34; CGST and SGST ₹114.33 each; a paisa of rounding.
    expect(invoice).toMatchObject({
      kind: 'tax-invoice',
      number: expect.stringMatching(/^INV\/\d\d-\d\d\/000001$/),
      issuerGstin: GSTINS.maharashtra,
      buyerName: 'Paying Co',
      buyerGstin: null,
      placeOfSupply: '27',
      placeOfSupplyName: 'Maharashtra',
      taxablePaise: 127_034,
      taxLines: [
        { kind: 'CGST', rateBasisPoints: 900, amountPaise: 11_433 },
        { kind: 'SGST', rateBasisPoints: 900, amountPaise: 11_433 },
      ],
      totalPaise: 149_900,
      paymentMode: 'Cash',
      status: 'issued',
      sacCode: '998314',
      description: 'Business plan, 1 year',
    });
    expect(invoice?.number.length).toBeLessThanOrEqual(16);
    expect(invoice && invoice.taxablePaise + invoice.roundingPaise + 2 * 11_433).toBe(149_900);
  });

  it('another state with a GSTIN (B2B): one IGST line, the buyer GSTIN and its state as the place of supply', async () => {
    const w = await registeredWorld();
    await saveBusinessDetails(w.client, w.business.id, {
      gstin: GSTINS.karnataka,
      legalName: 'Paying Company LLP',
      address: 'MG Road, Bengaluru',
      stateCode: null,
    });
    await payByHand(w.admin, w.business.id, w.plan.id);
    const [invoice] = await businessDocuments(w.client, w.business.id);
    expect(invoice).toMatchObject({
      kind: 'tax-invoice',
      buyerName: 'Paying Company LLP',
      buyerGstin: GSTINS.karnataka,
      placeOfSupply: '29',
      taxLines: [{ kind: 'IGST', rateBasisPoints: 1800, amountPaise: 22_866 }],
      taxablePaise: 127_034,
      totalPaise: 149_900,
    });
  });

  it('a buyer who gave no state is supplied in the issuer state (CGST + SGST)', async () => {
    const w = await registeredWorld();
    await payByHand(w.admin, w.business.id, w.plan.id);
    const [invoice] = await businessDocuments(w.client, w.business.id);
    expect(invoice?.placeOfSupply).toBe('27');
    // Prices that include GST say nothing more.
    expect((await w.client.call(endpoints.listSubscriptionPlans)).data(ZSubscriptionPlanList).gstOnTopBasisPoints).toBe(
      null,
    );
    expect(invoice?.taxLines.map((line) => line.kind)).toEqual(['CGST', 'SGST']);
  });

  it('an issuer without a GSTIN gives a receipt: its own series, no tax lines, the whole amount', async () => {
    const w = await payingCustomerWorld(t);
    const admin = await staffClient(t, w.agency);
    await payByHand(admin.client, w.business.id, w.plan.id);
    const [receipt] = await businessDocuments(w.client, w.business.id);
    expect(receipt).toMatchObject({
      kind: 'receipt',
      number: expect.stringMatching(/^RCT\/\d\d-\d\d\/000001$/),
      issuerGstin: null,
      taxLines: [],
      taxablePaise: 149_900,
      roundingPaise: 0,
      totalPaise: 149_900,
    });
  });

  it('prices quoted without GST: the order adds the GST, and the invoice shows the plan price as taxable value', async () => {
    const w = await registeredWorld({ pricesIncludeTax: false });
    // The plans say the GST is added, so the checkout's amount is no surprise.
    const plans = await w.client.call(endpoints.listSubscriptionPlans);
    expect(plans.data(ZSubscriptionPlanList).gstOnTopBasisPoints).toBe(1800);
    const order = await w.client.call(endpoints.createCardPaymentOrder, {
      body: { businessId: w.business.id, subscriptionPlanId: w.plan.id },
    });
    expect(order.status, order.text).toBe(200);
    // ₹1,499 + 9% + 9% (₹134.91 each).
    expect((order.body as { data: { order: { amount: number } } }).data.order.amount).toBe(176_882);
    await payByHand(w.admin, w.business.id, w.plan.id);
    const [invoice] = await businessDocuments(w.client, w.business.id);
    expect(invoice).toMatchObject({ taxablePaise: 149_900, totalPaise: 176_882, roundingPaise: 0 });
  });
});

describe('numbers', () => {
  it('50 payments at the same moment take 1 to 50 of the series: no gaps, no duplicates', async () => {
    const w = await registeredWorld();
    const owners = await Promise.all(Array.from({ length: 50 }, () => createCustomer({ agency: w.agency })));
    const businesses = await Promise.all(
      owners.map((user, i) => createBusiness({ user, businessName: `Shop ${i + 1}` })),
    );
    const results = await Promise.all(
      businesses.map((business) =>
        w.admin.call(endpoints.makeCardPayment, { body: manualCardPaymentBody(business.id, w.plan.id) }),
      ),
    );
    for (const res of results) expect(res.status, res.text).toBe(200);
    const rows = await t.db.select().from(taxDocuments).where(eq(taxDocuments.issuerAgencyId, w.agency.id));
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(rows.map((row) => row.number)).size).toBe(50);
    const [counter] = await t.db
      .select()
      .from(documentCounters)
      .where(eq(documentCounters.issuerAgencyId, w.agency.id));
    expect(counter?.lastNumber).toBe(50);
  });

  it('a deleted payment keeps its number (a credit note takes it back); the next payment takes the next number', async () => {
    const w = await registeredWorld();
    const first = await payByHand(w.admin, w.business.id, w.plan.id);
    t.clock.advance(60_000);
    const second = await payByHand(w.admin, w.business.id, w.plan.id);
    const recordNo = (second.body as { data: { recordNo: number } }).data.recordNo;
    t.clock.advance(60_000);
    expect((await deletePayment(w.admin, recordNo)).status).toBe(200);
    t.clock.advance(60_000);
    await payByHand(w.admin, w.business.id, w.plan.id);
    const documents = await businessDocuments(w.client, w.business.id);
    expect(documents.map((d) => [d.kind, d.number.replace(/\/\d\d-\d\d\//, '/')])).toEqual([
      ['tax-invoice', 'INV/000001'],
      ['tax-invoice', 'INV/000002'],
      ['credit-note', 'CN/000001'],
      ['tax-invoice', 'INV/000003'],
    ]);
    expect(first.status).toBe(200);
  });
});

describe('credit notes', () => {
  it('deleting a payment issues a credit note that reverses the invoice to the paisa; both stay in the history', async () => {
    const w = await registeredWorld();
    await saveBusinessDetails(w.client, w.business.id, {
      gstin: GSTINS.delhi,
      stateCode: null,
      legalName: null,
      address: null,
    });
    const paid = await payByHand(w.admin, w.business.id, w.plan.id);
    const recordNo = (paid.body as { data: { recordNo: number } }).data.recordNo;
    expect((await deletePayment(w.admin, recordNo)).status).toBe(200);
    const [invoice, note] = await businessDocuments(w.client, w.business.id);
    expect(invoice).toMatchObject({ kind: 'tax-invoice', status: 'cancelled', creditedPaise: 149_900 });
    expect(note).toMatchObject({
      kind: 'credit-note',
      creditedDocumentId: invoice?.id,
      creditedDocumentNumber: invoice?.number,
      reason: 'Payment record deleted',
      taxablePaise: invoice?.taxablePaise,
      taxLines: invoice?.taxLines,
      roundingPaise: invoice?.roundingPaise,
      totalPaise: 149_900,
      buyerGstin: GSTINS.delhi,
    });
  });

  it('a manual payment cannot be refunded through the gateway (400): delete it instead', async () => {
    const w = await registeredWorld();
    await payByHand(w.admin, w.business.id, w.plan.id);
    const [invoice] = await businessDocuments(w.client, w.business.id);
    expect(invoice?.refundablePaise).toBe(0);
    const res = await w.admin.call(endpoints.refundPayment, {
      body: { documentId: invoice?.id, amountPaise: 100, reason: 'Asked' },
    });
    expectError(res, 400, TAX_MESSAGES.refundGatewayOnly);
  });
});

describe('who sees a document', () => {
  it('the owner downloads the PDF; another customer of the agency and another agency get 404; the check page says what it is', async () => {
    const w = await registeredWorld();
    await payByHand(w.admin, w.business.id, w.plan.id);
    const [invoice] = await businessDocuments(w.client, w.business.id);
    if (!invoice) throw new Error('no invoice');
    const path = invoice.downloadPath;
    const pdf = await w.client.get(path);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = t.client(w.agency);
    await signIn(stranger, await createCustomer({ agency: w.agency }));
    expect((await stranger.get(path)).status).toBe(404);
    expect((await stranger.call(endpoints.listTaxDocuments, { query: { businessId: w.business.id } })).status).toBe(
      404,
    );
    const otherAgency = await staffClient(t, await createAgency());
    expect((await otherAgency.client.get(path)).status).toBe(404);

    const code = invoice.checkPath.split('/').pop() ?? '';
    const check = await t.client(w.agency).get(`/api/v1/public/tax-documents/${code}`);
    expect(check.status).toBe(200);
    expect(check.data(ZTaxDocumentCheck)).toEqual({
      kind: 'tax-invoice',
      number: invoice.number,
      issuedAt: invoice.issuedAt,
      issuerName: MAHARASHTRA_SETTINGS.legalName,
      issuerGstin: GSTINS.maharashtra,
      totalPaise: 149_900,
      status: 'issued',
    });
    expect((await t.client(w.agency).get('/api/v1/public/tax-documents/NoSuchCode12345678')).status).toBe(404);
  });

  it("staff list the month's documents; a creator may not (403)", async () => {
    const w = await registeredWorld();
    await payByHand(w.admin, w.business.id, w.plan.id);
    const month = new Date(t.clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 7);
    const list = (await w.admin.call(endpoints.listTaxDocuments, { query: { month } })).data(ZTaxDocumentList);
    expect(list.list.map((d) => d.buyerName)).toEqual(['Paying Co']);
    const creator = await staffClient(t, w.agency, 'creator');
    expect((await creator.client.call(endpoints.listTaxDocuments, { query: { month } })).status).toBe(403);
  });
});

describe('other payments', () => {
  it('a PDF card purchase and promotional videos bought by hand each get their own invoice; deleting one credits it', async () => {
    const world = await productWorld(t);
    const admin = await staffClient(t, world.agency);
    await saveTaxSettings(admin.client);
    const card = await admin.client.call(endpoints.makePdfCardPayment, {
      body: {
        pdfCardNo: world.pdfCard.pdfCardNo,
        planId: 'pdf-single',
        isManualUpdate: true,
        paymentMode: 'upi',
        paymentReference: 'UPI 4021',
        paymentAmount: 9_900,
      },
    });
    expect(card.status, card.text).toBe(200);
    t.clock.advance(60_000);
    const videos = await admin.client.call(endpoints.makePromotionalVideoPayment, {
      body: {
        businessId: world.business.id,
        quantity: 2,
        isManualUpdate: true,
        paymentMode: 'cash',
        paymentAmount: 39_800,
      },
    });
    expect(videos.status, videos.text).toBe(200);
    t.clock.advance(60_000);
    const videoRecord = (videos.body as { data: { recordNo: number } }).data.recordNo;
    const deleted = await admin.client.call(endpoints.deletePromotionalVideoPayment, {
      query: { recordNo: String(videoRecord) },
    });
    expect(deleted.status, deleted.text).toBe(200);
    const documents = await businessDocuments(world.client, world.business.id);
    expect(documents.map((d) => [d.kind, d.source, d.description, d.totalPaise, d.paymentMode, d.status])).toEqual([
      ['tax-invoice', 'pdf-card', 'PDF ID card, single purchase', 9_900, 'UPI', 'issued'],
      ['tax-invoice', 'promotional-video', 'Promotional videos × 2', 39_800, 'Cash', 'cancelled'],
      ['credit-note', 'promotional-video', 'Promotional videos × 2', 39_800, 'Cash', 'issued'],
    ]);
    expect(documents[0]?.paymentReference).toBe('UPI 4021');
  });

  it("an agency's fee to the platform: the platform issues it to the agency, which lists it; another agency may not", async () => {
    const w = await billingWorld(t, ist('2026-06-20T12:00'));
    await saveTaxSettings(w.superadmin, {
      legalName: 'Cardora Technologies Private Limited',
      gstin: GSTINS.karnataka,
      stateCode: '29',
      invoicePrefix: 'CRDI',
    });
    await saveTaxSettings(w.admin, { legalName: 'Billed Agency LLP' });
    await setPrices(w.superadmin, w.agency, { billingFromYear: 2026, billingFromMonth: 6 });
    await cardMadeOn(t, w.agency, ist('2026-06-01T10:00'));
    await monthBill(w.superadmin, w.agency, 6, 2026);
    const paid = await payMonthInCash(w.superadmin, w.agency, 6, 2026);
    expect(paid.status, paid.text).toBe(200);
    const list = await w.admin.call(endpoints.listTaxDocuments, { query: { buyerAgencyId: w.agency.id } });
    expect(list.status, list.text).toBe(200);
    const [invoice] = list.data(ZTaxDocumentList).list;
    expect(invoice).toMatchObject({
      kind: 'tax-invoice',
      // A four-letter prefix leaves five digits: a number is at most 16 characters.
      number: 'CRDI/26-27/00001',
      issuerAgencyId: w.platform.id,
      issuerGstin: GSTINS.karnataka,
      buyerAgencyId: w.agency.id,
      buyerName: 'Billed Agency LLP',
      buyerGstin: GSTINS.maharashtra,
      placeOfSupply: '27',
      source: 'agency-bill',
      description: 'Platform fee, June 2026 (1 card)',
      taxLines: [{ kind: 'IGST', rateBasisPoints: 1800, amountPaise: expect.any(Number) }],
      totalPaise: 5_000,
      refundablePaise: 0,
    });
    expect((await w.admin.get(invoice?.downloadPath ?? '')).status).toBe(200);
    const stranger = await staffClient(t, await createAgency());
    const query = { buyerAgencyId: w.agency.id };
    expect((await stranger.client.call(endpoints.listTaxDocuments, { query })).status).toBe(403);
    expect((await stranger.client.get(invoice?.downloadPath ?? '')).status).toBe(404);
  });
});

describe('the payment e-mail', () => {
  it("mails the invoice's link to the business; the link opens the PDF signed out, a changed key does not", async () => {
    const w = await registeredWorld();
    const email = `owner-${w.business.id.slice(0, 8)}@example.in`;
    await t.db.update(businesses).set({ email }).where(eq(businesses.id, w.business.id));
    await payByHand(w.admin, w.business.id, w.plan.id);
    await t.services.mails.flush();
    const [mail] = t.outbox.list(email);
    const [invoice] = await businessDocuments(w.client, w.business.id);
    expect(mail?.channel).toBe('email');
    expect(mail?.text).toContain(`Your tax invoice ${invoice?.number}:`);
    expect(mail?.text).toContain('₹1,499.00');
    const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    const url = new URL(link);
    const signedOut = t.client(w.agency);
    const pdf = await signedOut.get(`${url.pathname}${url.search}`);
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const forged = `${url.pathname}?key=${'0'.repeat(64)}`;
    expect((await signedOut.get(forged)).status).toBe(404);
  });

  it('a business without an e-mail gets none, and the payment stands', async () => {
    const w = await registeredWorld();
    const mails = () => t.outbox.list().filter((entry) => entry.channel === 'email').length;
    const before = mails();
    await payByHand(w.admin, w.business.id, w.plan.id);
    await t.services.mails.flush();
    expect(mails()).toBe(before);
    expect(await businessDocuments(w.client, w.business.id)).toHaveLength(1);
  });
});

// Moves the file's clock: last in the file.
describe('the financial year', () => {
  it('a new series starts on 1 April (IST): 31 March 23:59 is the old year, 1 April 00:00 the new', async () => {
    setClock(t, ist('2031-03-31T23:45'));
    const agency = await createAgency();
    const plan = await createPlan(t, agency);
    const owner = await createCustomer({ agency });
    const business = await createBusiness({ user: owner });
    const admin = await staffClient(t, agency);
    await saveTaxSettings(admin.client);
    setClock(t, ist('2031-03-31T23:59'));
    await payByHand(admin.client, business.id, plan.id);
    await payByHand(admin.client, business.id, plan.id);
    setClock(t, ist('2031-04-01T00:00'));
    await payByHand(admin.client, business.id, plan.id);
    const rows = await t.db.select().from(taxDocuments).where(eq(taxDocuments.issuerAgencyId, agency.id));
    expect(rows.map((row) => row.number).sort()).toEqual(['INV/30-31/000001', 'INV/30-31/000002', 'INV/31-32/000001']);
  });
});
