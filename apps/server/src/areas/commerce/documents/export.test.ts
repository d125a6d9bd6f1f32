// The accountant's month export (GET /tax-documents/export): the GSTR-1 workbook read back with
// exceljs and held to the documents the API lists, to the paisa; the CSV; the zip of PDFs; who
// may export. And, over random months of documents built in memory, the Totals sheet against
// the sums of the documents.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  endpoints,
  gstinCheckCharacter,
  istDateOf,
  TAX_MESSAGES,
  type TTaxDocument,
  type TTaxSettingsInput,
  ZPaymentResult,
  ZTaxDocumentList,
} from '@cardora/contract';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import {
  createOrder,
  createPlan,
  franchiseeClient,
  gatewayBody,
  manualCardPaymentBody,
  paymentRows,
  sandboxPay,
  staffClient,
} from '#test/factories/payments';
import { signIn, type TestApp, testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createAgency, createBusiness, createCustomer } from '#test/support/factories';
import type { AgencyRow, TaxDocumentRow } from '../../../db/schema';
import { workbookOf } from './export';
import { type ExportDocument, monthTables, placeOfSupplyLabel, TOTALS } from './export-sheets';
import { documentFileName } from './file-names';

const t = testAppPerFile();
const run = promisify(execFile);

const ISSUER_GSTIN = '27AAPFU0939F1ZV';
const KARNATAKA_BUYER = '29AAGCB7383J1Z4';
/** A second Maharashtra GSTIN (valid check character), for an intra-state B2B invoice. */
const MAHARASHTRA_BUYER = `27AAACR5055K1Z${gstinCheckCharacter('27AAACR5055K1Z')}`;

const TAX_SETTINGS: TTaxSettingsInput = {
  legalName: 'Acme Digital LLP',
  gstin: ISSUER_GSTIN,
  address: '12 FC Road, Pune',
  stateCode: '27',
  pricesIncludeTax: true,
  rateBasisPoints: 1800,
  sacCode: '998314',
  invoicePrefix: 'INV',
};

const monthNow = (app: TestApp) => istDateOf(app.clock.now()).slice(0, 7);

const exportFile = (client: TestClient, query: Record<string, string>) =>
  client.request('GET', endpoints.exportTaxDocuments.path, { query });

/** A customer's business, with its GST details when given. */
async function buyer(client: TestClient, agency: AgencyRow, name: string, details: { gstin?: string; state?: string }) {
  const owner = await createCustomer({ agency });
  const business = await createBusiness({ user: owner, businessName: name });
  if (details.gstin || details.state) {
    const res = await client.call(endpoints.saveBusinessTaxDetails, {
      body: {
        businessId: business.id,
        details: { gstin: details.gstin ?? null, legalName: null, address: null, stateCode: details.state ?? null },
      },
    });
    expect(res.status, res.text).toBe(200);
  }
  return { owner, business };
}

/**
 * An issuer in Maharashtra with a month of documents: manual payments (intra-state B2C,
 * intra-state B2B, inter-state B2C), a sandbox payment from Karnataka (B2B, IGST), and two
 * deletions: a registered buyer's payment (CDNR) and an unregistered one's (netted in B2C).
 */
async function gstMonth() {
  const agency = await createAgency({ agencyName: 'Acme Digital' });
  const plan = await createPlan(t, agency, { pricePaise: 149_900 });
  const cheap = await createPlan(t, agency, { name: 'Starter', pricePaise: 49_950 });
  const { client: admin } = await staffClient(t, agency, 'admin');
  const saved = await admin.call(endpoints.saveTaxSettings, { body: TAX_SETTINGS });
  expect(saved.status, saved.text).toBe(200);

  const record = async (businessId: string, planId: string) => {
    const res = await admin.call(endpoints.makeCardPayment, { body: manualCardPaymentBody(businessId, planId) });
    expect(res.status, res.text).toBe(200);
    return res.data(ZPaymentResult);
  };
  // A name a spreadsheet would take for a formula.
  const local = await buyer(admin, agency, '=SUM(1+1) Sweets', {});
  await record(local.business.id, plan.id);
  const localB2b = await buyer(admin, agency, 'Mumbai Traders', { gstin: MAHARASHTRA_BUYER });
  await record(localB2b.business.id, cheap.id);
  const chennai = await buyer(admin, agency, 'Chennai Florist', { state: '33' });
  await record(chennai.business.id, cheap.id);

  // Paid by its owner through the sandbox gateway.
  const bengaluru = await buyer(admin, agency, 'Bengaluru Bytes', { gstin: KARNATAKA_BUYER });
  const customer = t.client(agency);
  await signIn(customer, bengaluru.owner);
  const order = await createOrder(customer, bengaluru.business.id, plan.id);
  const checkout = await sandboxPay(t, order.order.id, order.key);
  const paid = await customer.call(endpoints.makeCardPaymentThroughGateway, {
    body: gatewayBody(bengaluru.business.id, plan.id, checkout),
  });
  expect(paid.status, paid.text).toBe(200);

  // Deleted payments keep their invoices and get credit notes.
  const deletedB2b = await buyer(admin, agency, 'Nagpur Networks', { gstin: MAHARASHTRA_BUYER });
  await record(deletedB2b.business.id, plan.id);
  const deletedB2c = await buyer(admin, agency, 'Nashik Nursery', {});
  await record(deletedB2c.business.id, cheap.id);
  for (const businessId of [deletedB2b.business.id, deletedB2c.business.id]) {
    const [payment] = await paymentRows(t, businessId);
    if (!payment) throw new Error('payment not recorded');
    const deleted = await admin.call(endpoints.deleteCardPayment, { query: { recordNo: String(payment.recordNo) } });
    expect(deleted.status, deleted.text).toBe(200);
  }

  const listed = await admin.call(endpoints.listTaxDocuments, { query: { month: monthNow(t) } });
  expect(listed.status, listed.text).toBe(200);
  const documents = listed.data(ZTaxDocumentList).list;
  expect(documents.map((d) => d.kind).sort()).toEqual([
    'credit-note',
    'credit-note',
    'tax-invoice',
    'tax-invoice',
    'tax-invoice',
    'tax-invoice',
    'tax-invoice',
    'tax-invoice',
  ]);
  return { agency, admin, customer, documents };
}

/** The sheet's rows below its header, as arrays of values by column (1-based, as exceljs has them). */
function rowsOf(sheet: ExcelJS.Worksheet | undefined): ExcelJS.CellValue[][] {
  if (!sheet) throw new Error('sheet missing');
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push((row.values as ExcelJS.CellValue[]).slice(1));
  });
  return rows;
}

function headersOf(sheet: ExcelJS.Worksheet | undefined): string[] {
  if (!sheet) throw new Error('sheet missing');
  return (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String);
}

/** A column of the sheet by its header. */
function column(sheet: ExcelJS.Worksheet | undefined, header: string): number {
  const index = headersOf(sheet).indexOf(header);
  if (index < 0) throw new Error(`no column ${header}`);
  return index;
}

/** Rupees as the workbook holds them, back to paise. */
const paise = (value: ExcelJS.CellValue) => {
  if (typeof value !== 'number') throw new Error(`not a number: ${String(value)}`);
  return Math.round(value * 100);
};

async function readWorkbook(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  // exceljs' types name its own Buffer; Node's is what it reads.
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

interface Sum {
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
  total: number;
}

const tax = (d: Pick<TTaxDocument, 'taxLines'>, kind: string) =>
  d.taxLines.filter((l) => l.kind === kind).reduce((s, l) => s + l.amountPaise, 0);

/** What the documents add up to by a key, credit notes subtracted. */
function sumsBy(
  documents: readonly (Pick<TTaxDocument, 'kind' | 'taxablePaise' | 'taxLines' | 'totalPaise'> & {
    key: string;
  })[],
): Map<string, Sum> {
  const sums = new Map<string, Sum>();
  for (const d of documents) {
    const sign = d.kind === 'credit-note' ? -1 : 1;
    const sum = sums.get(d.key) ?? { taxable: 0, igst: 0, cgst: 0, sgst: 0, total: 0 };
    sums.set(d.key, {
      taxable: sum.taxable + sign * d.taxablePaise,
      igst: sum.igst + sign * tax(d, 'IGST'),
      cgst: sum.cgst + sign * tax(d, 'CGST'),
      sgst: sum.sgst + sign * tax(d, 'SGST'),
      total: sum.total + sign * d.totalPaise,
    });
  }
  return sums;
}

/** The Totals sheet as sums by "section|key". */
function totalsOf(sheet: ExcelJS.Worksheet | undefined): Map<string, Sum> {
  const totals = new Map<string, Sum>();
  for (const row of rowsOf(sheet)) {
    const [section, key, taxable, igst, cgst, sgst, total] = row;
    totals.set(`${String(section)}|${String(key)}`, {
      taxable: paise(taxable ?? null),
      igst: paise(igst ?? null),
      cgst: paise(cgst ?? null),
      sgst: paise(sgst ?? null),
      total: paise(total ?? null),
    });
  }
  return totals;
}

const keyed = (prefix: string, sums: Map<string, Sum>) =>
  new Map([...sums].map(([key, sum]) => [`${prefix}|${key}`, sum]));

describe('GET /tax-documents/export?format=xlsx', () => {
  it('totals by rate and place of supply equal the documents to the paisa, credit notes subtracted', async () => {
    const { agency, admin, documents } = await gstMonth();
    const month = monthNow(t);
    const res = await exportFile(admin, { month, format: 'xlsx' });
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="gst-documents-${agency.slug}-${month}.xlsx"`,
    );
    const workbook = await readWorkbook(res.bytes);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'B2B',
      'B2C',
      'Credit notes',
      'Receipts',
      'Totals',
      'Documents',
    ]);

    const byRate = sumsBy(documents.map((d) => ({ ...d, key: '18%' })));
    const byPlace = sumsBy(documents.map((d) => ({ ...d, key: placeOfSupplyLabel(d.placeOfSupply) })));
    const all = sumsBy(documents.map((d) => ({ ...d, key: TOTALS.allGst })));
    const expected = new Map([
      ...keyed(TOTALS.byRate, byRate),
      ...keyed(TOTALS.byPlace, byPlace),
      ...keyed(TOTALS.total, all),
      [`${TOTALS.receipts}|${TOTALS.receiptsKey}`, { taxable: 0, igst: 0, cgst: 0, sgst: 0, total: 0 }],
    ]);
    expect(totalsOf(workbook.getWorksheet('Totals'))).toEqual(expected);
    // Three places of supply: Maharashtra (CGST + SGST), Karnataka and Tamil Nadu (IGST).
    expect([...byPlace.keys()].sort()).toEqual(['27-Maharashtra', '29-Karnataka', '33-Tamil Nadu']);
    expect(byPlace.get('29-Karnataka')).toMatchObject({ cgst: 0, sgst: 0, igst: 22_866 });
    // The invoices add up, whatever the rounding line took.
    const grand = all.get(TOTALS.allGst);
    expect(grand?.total).toBe(149_900 * 2 + 49_950 * 2);
  });

  it('B2B carries the buyer GSTIN, B2C sums the rest net, the credit note names its invoice', async () => {
    const { documents, admin } = await gstMonth();
    const workbook = await readWorkbook((await exportFile(admin, { month: monthNow(t), format: 'xlsx' })).bytes);

    const b2b = workbook.getWorksheet('B2B');
    const invoices = documents.filter((d) => d.kind === 'tax-invoice' && d.buyerGstin);
    const b2bRows = rowsOf(b2b);
    expect(b2bRows).toHaveLength(3);
    for (const invoice of invoices) {
      const row = b2bRows.find((r) => r[column(b2b, 'Invoice number')] === invoice.number);
      expect(row?.[column(b2b, 'GSTIN of recipient')]).toBe(invoice.buyerGstin);
      expect(row?.[column(b2b, 'Receiver name')]).toBe(invoice.buyerName);
      expect(paise(row?.[column(b2b, 'Invoice value')] ?? null)).toBe(invoice.totalPaise);
      expect(paise(row?.[column(b2b, 'Taxable value')] ?? null)).toBe(invoice.taxablePaise);
      expect(row?.[column(b2b, 'Place of supply')]).toBe(placeOfSupplyLabel(invoice.placeOfSupply));
      expect(row?.[column(b2b, 'Reverse charge')]).toBe('N');
      expect(row?.[column(b2b, 'Rate %')]).toBe(18);
      const [year, month, day] = istDateOf(new Date(invoice.issuedAt)).split('-');
      expect(row?.[column(b2b, 'Invoice date')]).toBe(`${day}-${month}-${year}`);
    }
    expect(
      rowsOf(b2b)
        .find((r) => r[0] === KARNATAKA_BUYER)
        ?.slice(9, 12),
    ).toEqual([228.66, 0, 0]);

    // B2C: Maharashtra's two invoices less the deleted one's credit note; Tamil Nadu's IGST.
    const b2c = workbook.getWorksheet('B2C');
    const unregistered = documents.filter((d) => !d.buyerGstin);
    const b2cSums = sumsBy(unregistered.map((d) => ({ ...d, key: placeOfSupplyLabel(d.placeOfSupply) })));
    const b2cRows = rowsOf(b2c).map((r) => [
      String(r[1]),
      paise(r[3] ?? null),
      paise(r[4] ?? null),
      paise(r[5] ?? null),
      paise(r[6] ?? null),
    ]);
    expect(b2cRows).toEqual(
      [...b2cSums]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([place, sum]) => [place, sum.taxable, sum.igst, sum.cgst, sum.sgst]),
    );
    // Maharashtra nets to the one invoice left standing.
    expect(b2cSums.get('27-Maharashtra')?.total).toBe(149_900);
    expect(rowsOf(b2c).map((r) => [r[0], r[2]])).toEqual([
      ['OE', 18],
      ['OE', 18],
    ]);

    // The credit notes: the registered buyer's goes to CDNR and names its invoice.
    const notes = workbook.getWorksheet('Credit notes');
    const noteRows = rowsOf(notes);
    expect(noteRows).toHaveLength(2);
    for (const note of documents.filter((d) => d.kind === 'credit-note')) {
      const row = noteRows.find((r) => r[column(notes, 'Note number')] === note.number);
      const original = documents.find((d) => d.id === note.creditedDocumentId);
      expect(original?.number).toBe(note.creditedDocumentNumber);
      expect(row?.[column(notes, 'Original document')]).toBe(original?.number);
      expect(row?.[column(notes, 'GSTR-1 table')]).toBe(note.buyerGstin ? 'CDNR' : 'B2CS (net in B2C)');
      expect(row?.[column(notes, 'Buyer GSTIN')] ?? null).toBe(note.buyerGstin);
      expect(paise(row?.[column(notes, 'Note value')] ?? null)).toBe(original?.totalPaise);
      expect(row?.[column(notes, 'Reason')]).toBe('Payment record deleted');
    }
    expect(rowsOf(workbook.getWorksheet('Receipts'))).toEqual([]);

    // Documents: every one, in number order (invoices, then credit notes), the deleted invoices cancelled.
    const all = workbook.getWorksheet('Documents');
    const numbers = rowsOf(all).map((r) => r[0]);
    const invoiceNumbers = documents.filter((d) => d.kind === 'tax-invoice').map((d) => d.number);
    const noteNumbers = documents.filter((d) => d.kind === 'credit-note').map((d) => d.number);
    expect(numbers).toEqual([...invoiceNumbers.sort(), ...noteNumbers.sort()]);
    const cancelled = rowsOf(all).filter((r) => r[column(all, 'Status')] === 'Cancelled');
    expect(cancelled.map((r) => r[0]).sort()).toEqual(
      documents
        .filter((d) => d.kind === 'credit-note')
        .map((d) => d.creditedDocumentNumber)
        .sort(),
    );
  });

  it('has bold frozen headers, money formatted as rupees, and an empty month is headers only', async () => {
    const { admin } = await gstMonth();
    const workbook = await readWorkbook((await exportFile(admin, { month: monthNow(t), format: 'xlsx' })).bytes);
    for (const sheet of workbook.worksheets) {
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
      for (const col of sheet.columns) expect(col.width ?? 0).toBeGreaterThanOrEqual(7);
    }
    const totals = workbook.getWorksheet('Totals');
    const taxable = totals?.getRow(2).getCell(column(totals, 'Taxable value') + 1);
    expect(taxable?.numFmt).toBe('#,##0.00');
    const grand = rowsOf(totals).findIndex((r) => r[0] === TOTALS.total);
    expect(totals?.getRow(grand + 2).getCell(3).font?.bold).toBe(true);
    expect(totals?.getRow(grand + 2).getCell(3).numFmt).toBe('#,##0.00');
    expect(totals?.getRow(2).getCell(3).font?.bold).not.toBe(true);
    expect(totals?.getRow(grand + 3).getCell(3).font?.bold).not.toBe(true);

    const empty = await exportFile(admin, { month: '2019-01', format: 'xlsx' });
    expect(empty.status, empty.text).toBe(200);
    const none = await readWorkbook(empty.bytes);
    expect(headersOf(none.getWorksheet('Documents'))).toContain('Buyer GSTIN');
    expect(rowsOf(none.getWorksheet('Documents'))).toEqual([]);
    expect(rowsOf(none.getWorksheet('Totals')).map((r) => [r[0], r[2]])).toEqual([
      [TOTALS.total, 0],
      [TOTALS.receipts, 0],
    ]);
  });

  it('a receipt of an issuer without a GSTIN is listed apart and left out of the GST totals', async () => {
    const agency = await createAgency();
    const plan = await createPlan(t, agency, { pricePaise: 99_900 });
    const { client: admin } = await staffClient(t, agency, 'admin');
    const { business } = await buyer(admin, agency, 'Receipt Co', {});
    const paid = await admin.call(endpoints.makeCardPayment, { body: manualCardPaymentBody(business.id, plan.id) });
    expect(paid.status, paid.text).toBe(200);
    const workbook = await readWorkbook((await exportFile(admin, { month: monthNow(t), format: 'xlsx' })).bytes);
    const receipts = rowsOf(workbook.getWorksheet('Receipts'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.slice(2, 4)).toEqual(['Receipt Co', 999]);
    const totals = totalsOf(workbook.getWorksheet('Totals'));
    expect(totals.get(`${TOTALS.total}|${TOTALS.allGst}`)?.total).toBe(0);
    expect(totals.get(`${TOTALS.receipts}|${TOTALS.receiptsKey}`)?.total).toBe(99_900);
    expect(rowsOf(workbook.getWorksheet('B2B'))).toEqual([]);
    expect(rowsOf(workbook.getWorksheet('B2C'))).toEqual([]);
  });
});

describe('GET /tax-documents/export?format=csv', () => {
  it('is one row per document, the Documents sheet as CSV: BOM, CRLF, rupees from paise', async () => {
    const { agency, admin, documents } = await gstMonth();
    const month = monthNow(t);
    const res = await exportFile(admin, { month, format: 'csv' });
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="gst-documents-${agency.slug}-${month}.csv"`);
    expect(res.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.bytes.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines).toHaveLength(documents.length + 1);
    expect(lines[0]?.split(',').slice(0, 5)).toEqual(['Number', 'Type', 'Date', 'Buyer', 'Buyer GSTIN']);
    const headers = lines[0]?.split(',') ?? [];
    for (const document of documents) {
      const line = lines.find((l) => l.startsWith(`${document.number},`));
      const cells = line?.split(',') ?? [];
      expect(cells[headers.indexOf('Total')]).toBe((document.totalPaise / 100).toFixed(2));
      expect(cells[headers.indexOf('Buyer GSTIN')]).toBe(document.buyerGstin ?? '');
      expect(cells[headers.indexOf('Against document')]).toBe(document.creditedDocumentNumber ?? '');
    }
    // A cell a spreadsheet would run as a formula is neutralised (the workbook holds it as text).
    const formula = documents.find((d) => d.buyerName.startsWith('='));
    const formulaLine = lines.find((l) => l.startsWith(`${formula?.number},`));
    expect(formulaLine?.split(',')[headers.indexOf('Buyer')]).toBe("'=SUM(1+1) Sweets");
    const workbook = await readWorkbook((await exportFile(admin, { month, format: 'xlsx' })).bytes);
    const sheet = workbook.getWorksheet('Documents');
    const row = rowsOf(sheet).find((r) => r[0] === formula?.number);
    expect(row?.[column(sheet, 'Buyer')]).toBe('=SUM(1+1) Sweets');
  });
});

const pdfText = async (pdf: Buffer) => {
  const child = run('pdftotext', ['-', '-']);
  child.child.stdin?.end(pdf);
  return (await child).stdout;
};

describe('GET /tax-documents/export?format=zip', () => {
  it('holds one PDF per document, named by its number, and the workbook', async () => {
    const { agency, admin, documents } = await gstMonth();
    const month = monthNow(t);
    const res = await exportFile(admin, { month, format: 'zip' });
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="gst-documents-${agency.slug}-${month}.zip"`);
    const zip = await JSZip.loadAsync(res.bytes);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(
      [
        ...documents.map((d) => documentFileName(d.kind, d.number)),
        `gst-documents-${agency.slug}-${month}.xlsx`,
      ].sort(),
    );
    expect(names).toContain(
      `Tax-invoice-${documents.find((d) => d.kind === 'tax-invoice')?.number.replaceAll('/', '-')}.pdf`,
    );
    for (const document of documents) {
      const pdf = await zip.file(documentFileName(document.kind, document.number))?.async('nodebuffer');
      if (!pdf) throw new Error(`${document.number} missing`);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await pdfText(pdf)).toContain(document.number);
    }
    const inner = await zip.file(`gst-documents-${agency.slug}-${month}.xlsx`)?.async('nodebuffer');
    if (!inner) throw new Error('workbook missing');
    expect(rowsOf((await readWorkbook(inner)).getWorksheet('Documents'))).toHaveLength(documents.length);
  });
});

describe('who may export', () => {
  it("a customer and a franchisee get 403; another agency's admin cannot name this agency; the platform's admins can", async () => {
    const { agency, customer } = await gstMonth();
    const month = monthNow(t);
    const query = { month, format: 'xlsx' };
    expect((await exportFile(customer, query)).status).toBe(403);
    const { client: franchisee } = await franchiseeClient(t, agency);
    expect((await exportFile(franchisee, query)).status).toBe(403);
    const { client: creator } = await staffClient(t, agency, 'creator');
    expect((await exportFile(creator, query)).status).toBe(403);

    const other = await createAgency();
    const { client: otherAdmin } = await staffClient(t, other, 'admin');
    expect((await exportFile(otherAdmin, { ...query, agencyId: agency.id })).status).toBe(403);
    // Their own export has none of this agency's documents.
    const own = await readWorkbook((await exportFile(otherAdmin, query)).bytes);
    expect(rowsOf(own.getWorksheet('Documents'))).toEqual([]);

    const platform = await createAgency({ roles: ['superadmin'] });
    const { client: platformAdmin } = await staffClient(t, platform, 'admin');
    const res = await exportFile(platformAdmin, { month, format: 'csv', agencyId: agency.id });
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-disposition']).toContain(`gst-documents-${agency.slug}-${month}.csv`);
    expect(res.bytes.toString('utf8').split('\r\n').filter(Boolean)).toHaveLength(9);
  });

  it('a month not written YYYY-MM is a 400 with the message', async () => {
    const agency = await createAgency();
    const { client: admin } = await staffClient(t, agency, 'admin');
    for (const month of ['2026-13', '2026-1', 'december', '']) {
      expectError(await exportFile(admin, { month, format: 'xlsx' }), 400, TAX_MESSAGES.monthRequired);
    }
    const noMonth = await exportFile(admin, { format: 'csv' });
    expect(noMonth.status).toBe(400);
  });
});

// ---------------------------------------------------------------------------------------
// The Totals sheet over random months, built in memory.

const STATES = ['27', '29', '33', '07'] as const;
const RATES = [0, 500, 1200, 1800, 2800] as const;

/** A tax invoice, receipt or credit note as issue.ts would store it (figures need not be a real split). */
function documentRow(fields: {
  index: number;
  kind: TaxDocumentRow['kind'];
  gstin: string | null;
  placeOfSupply: string;
  rateBasisPoints: number;
  taxablePaise: number;
  taxPaise: number;
  roundingPaise: number;
  creditedDocumentId: string | null;
}): TaxDocumentRow {
  const interState = fields.placeOfSupply !== '27';
  const half = Math.floor(fields.taxPaise / 2);
  const taxLines: TaxDocumentRow['taxLines'] =
    fields.kind === 'receipt'
      ? []
      : interState
        ? [{ kind: 'IGST', rateBasisPoints: fields.rateBasisPoints, amountPaise: fields.taxPaise }]
        : [
            { kind: 'CGST', rateBasisPoints: fields.rateBasisPoints / 2, amountPaise: half },
            { kind: 'SGST', rateBasisPoints: fields.rateBasisPoints / 2, amountPaise: fields.taxPaise - half },
          ];
  const tax = taxLines.reduce((s, l) => s + l.amountPaise, 0);
  const series = fields.kind === 'tax-invoice' ? 'INV' : fields.kind === 'receipt' ? 'RCT' : 'CN';
  return {
    id: `00000000-0000-4000-8000-${String(fields.index).padStart(12, '0')}`,
    issuerAgencyId: '00000000-0000-4000-8000-999999999999',
    kind: fields.kind,
    series,
    financialYear: '2026-27',
    sequence: fields.index + 1,
    number: `${series}/26-27/${String(fields.index + 1).padStart(6, '0')}`,
    checkCode: `check${fields.index}`,
    issuedAt: new Date(Date.UTC(2026, 11, 1 + (fields.index % 28), 6)),
    issuer: {
      legalName: 'Issuer',
      gstin: ISSUER_GSTIN,
      address: 'Pune',
      stateCode: '27',
      brandName: 'Issuer',
      logoUrl: null,
      primaryColour: null,
    },
    buyer: {
      name: `Buyer ${fields.index}`,
      gstin: fields.gstin,
      address: null,
      stateCode: null,
      phoneNumber: null,
      email: null,
    },
    businessId: null,
    buyerAgencyId: null,
    placeOfSupply: fields.placeOfSupply,
    source: 'card',
    recordNo: fields.index,
    paymentMode: 'Cash',
    paymentReference: null,
    provider: 'manual',
    providerPaymentId: null,
    description: 'Plan',
    sacCode: '998314',
    taxablePaise: fields.taxablePaise,
    taxLines,
    rateBasisPoints: fields.kind === 'receipt' ? 0 : fields.rateBasisPoints,
    roundingPaise: fields.roundingPaise,
    totalPaise: fields.taxablePaise + tax + fields.roundingPaise,
    creditedDocumentId: fields.creditedDocumentId,
    reason: fields.creditedDocumentId ? 'Refund' : null,
    createdAt: new Date(0),
  };
}

const arbitraryDocument = fc.record({
  receipt: fc.boolean(),
  registered: fc.boolean(),
  placeOfSupply: fc.constantFrom(...STATES),
  rateBasisPoints: fc.constantFrom(...RATES),
  taxablePaise: fc.integer({ min: 0, max: 50_000_000 }),
  taxPaise: fc.integer({ min: 0, max: 14_000_000 }),
  roundingPaise: fc.integer({ min: -1, max: 1 }),
  /** A credit note against this document, as a share of it (0: none). */
  creditedShare: fc.constantFrom(0, 0, 0.5, 1),
  /** Whether the credit note's original is of this month (else an earlier one). */
  originalThisMonth: fc.boolean(),
});

type Spec = typeof arbitraryDocument extends fc.Arbitrary<infer S> ? S : never;

function monthOf(specs: readonly Spec[]) {
  const items: ExportDocument[] = [];
  let index = 0;
  for (const spec of specs) {
    const kind = spec.receipt ? 'receipt' : 'tax-invoice';
    const base = {
      gstin: spec.registered && !spec.receipt ? KARNATAKA_BUYER : null,
      placeOfSupply: spec.placeOfSupply,
      rateBasisPoints: spec.receipt ? 0 : spec.rateBasisPoints,
    };
    const original = documentRow({
      ...base,
      index: index++,
      kind,
      taxablePaise: spec.taxablePaise,
      taxPaise: spec.taxPaise,
      roundingPaise: spec.taxablePaise === 0 ? 0 : spec.roundingPaise,
      creditedDocumentId: null,
    });
    if (spec.originalThisMonth || spec.creditedShare === 0) {
      items.push({ document: original, status: spec.creditedShare === 1 ? 'cancelled' : 'issued', original: null });
    }
    if (spec.creditedShare > 0) {
      const note = documentRow({
        ...base,
        index: index++,
        kind: 'credit-note',
        taxablePaise: Math.floor(spec.taxablePaise * spec.creditedShare),
        taxPaise: kind === 'receipt' ? 0 : Math.floor(spec.taxPaise * spec.creditedShare),
        roundingPaise: 0,
        creditedDocumentId: original.id,
      });
      items.push({ document: note, status: 'issued', original });
    }
  }
  return items;
}

describe('the Totals sheet over random months', () => {
  it('equals the sums of the documents, credit notes subtracted, and B2B + B2C − CDNR is the total', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(arbitraryDocument, { maxLength: 25 }), async (specs) => {
        const items = monthOf(specs);
        const workbook = await readWorkbook(await workbookOf(monthTables(items)));
        const gst = items
          .filter((i) => i.document.kind === 'tax-invoice' || i.original?.kind === 'tax-invoice')
          .map((i) => i.document);
        const receipts = items
          .filter((i) => i.document.kind === 'receipt' || i.original?.kind === 'receipt')
          .map((i) => ({ ...i.document, key: TOTALS.receiptsKey }));
        const expected = new Map([
          ...keyed(TOTALS.byRate, sumsBy(gst.map((d) => ({ ...d, key: `${d.rateBasisPoints / 100}%` })))),
          ...keyed(TOTALS.byPlace, sumsBy(gst.map((d) => ({ ...d, key: placeOfSupplyLabel(d.placeOfSupply) })))),
          ...keyed(
            TOTALS.total,
            new Map([[TOTALS.allGst, sumsBy(gst.map((d) => ({ ...d, key: 'all' }))).get('all') ?? emptySum()]]),
          ),
          ...keyed(TOTALS.receipts, new Map([[TOTALS.receiptsKey, receiptsSum(receipts)]])),
        ]);
        const totals = totalsOf(workbook.getWorksheet('Totals'));
        expect(totals).toEqual(expected);

        // What GSTR-1's tables carry adds up to the same taxable value and tax.
        const grand = totals.get(`${TOTALS.total}|${TOTALS.allGst}`) ?? emptySum();
        const b2b = workbook.getWorksheet('B2B');
        const b2c = workbook.getWorksheet('B2C');
        const notes = workbook.getWorksheet('Credit notes');
        const sumOf = (sheet: ExcelJS.Worksheet | undefined, header: string, keep = (_: ExcelJS.CellValue[]) => true) =>
          rowsOf(sheet)
            .filter(keep)
            .reduce((s, r) => s + paise(r[column(sheet, header)] ?? null), 0);
        const cdnr = (r: ExcelJS.CellValue[]) => r[column(notes, 'GSTR-1 table')] === 'CDNR';
        for (const [header, field] of [
          ['Taxable value', 'taxable'],
          ['IGST', 'igst'],
          ['CGST', 'cgst'],
          ['SGST', 'sgst'],
        ] as const) {
          expect(sumOf(b2b, header) + sumOf(b2c, header) - sumOf(notes, header, cdnr)).toBe(grand[field]);
        }
        expect(rowsOf(workbook.getWorksheet('Documents'))).toHaveLength(items.length);
      }),
      { numRuns: 60 },
    );
  });
});

function emptySum(): Sum {
  return { taxable: 0, igst: 0, cgst: 0, sgst: 0, total: 0 };
}

function receiptsSum(
  receipts: readonly (Pick<TTaxDocument, 'kind' | 'taxablePaise' | 'taxLines' | 'totalPaise'> & { key: string })[],
) {
  return sumsBy(receipts).get(TOTALS.receiptsKey) ?? emptySum();
}
