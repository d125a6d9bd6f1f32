// The reports as Excel workbooks (format=xlsx), read back with exceljs: the same columns as the
// CSV, typed cells (phones as the exact text, numbers, IST dates as dates), hostile values as
// plain strings, the header bold and frozen, the same filters and access; and the writer
// waiting for a slow reader. docs/product-rules.md#reports-as-spreadsheets
import { Readable } from 'node:stream';
import {
  BUSINESS_REPORT_COLUMNS,
  DIGITAL_CARD_REPORT_COLUMNS,
  endpoints,
  MESSAGES,
  XLSX_CONTENT_TYPE,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cards } from '#db/schema';
import { istDateTime, rupeesText } from '#lib/csv';
import { hostileReportWorld, insertBulkBusinesses, reportRefusals } from '#test/factories/reports';
import { testAppPerFile } from '#test/support/app';
import type { TestResponse } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createBusiness, createCard } from '#test/support/factories';
import { integer, money, phone, reportColumns, text, xlsxValue } from './columns';
import { RUPEES_FORMAT, xlsxStream } from './xlsx';

const t = testAppPerFile();

async function sheetOf(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** The workbook's header and rows by header, each cell as exceljs reads it. */
async function workbookOf(res: TestResponse) {
  expect(res.status, res.text).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
  const sheet = await sheetOf(res.bytes);
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, ExcelJS.Cell>[] = [];
  for (let n = 2; n <= sheet.rowCount; n++) {
    const row = sheet.getRow(n);
    rows.push(Object.fromEntries(header.map((h, i) => [h, row.getCell(i + 1)])));
  }
  return { sheet, header, rows };
}

const cellValue = (cell: ExcelJS.Cell | undefined) => cell?.value;

async function reportWorld() {
  const world = await hostileReportWorld(t, '=cmd|calc');
  await t.db.update(cards).set({ cardLimit: 25 }).where(eq(cards.cardNo, world.card.cardNo));
  return world;
}

describe('GET /reports/project-report/business?format=xlsx', () => {
  it('is an .xlsx attachment of the CSV columns with typed cells and nothing a spreadsheet runs', async () => {
    const { admin, paid } = await reportWorld();
    const res = await admin.call(endpoints.businessReport, { query: { format: 'xlsx' } });
    const book = await workbookOf(res);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="business-report-${istDateTime(t.clock.now()).slice(0, 10)}.xlsx"`,
    );
    expect(book.header).toEqual([...BUSINESS_REPORT_COLUMNS]);
    expect(book.rows.map((r) => cellValue(r['Business Name']))).toEqual(['+cmd|calc', '=HYPERLINK("http://evil")']);
    const evil = book.rows[1];
    if (!evil) throw new Error('no row');
    for (const cell of Object.values(evil)) {
      expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      expect(cell.formula).toBeUndefined();
    }
    expect(evil['Business Name']?.type).toBe(ExcelJS.ValueType.String);
    expect(cellValue(evil['Owner Name'])).toBe('=cmd|calc');
    // The stored phone exactly, as a string: no apostrophe, no number.
    expect(evil['Registered Phone Number']?.type).toBe(ExcelJS.ValueType.String);
    expect(cellValue(evil['Registered Phone Number'])).toBe('+919876512345');
    expect(cellValue(evil['Business ID'])).toBe(paid.id);
    expect(cellValue(evil.Subscribed)).toBe('Yes');
    expect(cellValue(evil.Done)).toBe('Yes');
    expect(cellValue(evil['Image Posts'])).toBe('Enabled');
    // Dates are dates, showing the IST wall-clock time.
    expect(cellValue(evil['Created At (IST)'])).toEqual(new Date('2026-11-22T14:05:00Z'));
    expect(cellValue(evil['Expiry Date (IST)'])).toEqual(new Date('2027-04-01T00:00:00Z'));
    expect(evil['Created At (IST)']?.numFmt).toBe('yyyy-mm-dd hh:mm');
    // A business without a card: its card cells are empty, not "".
    const cardless = book.rows[0];
    expect(cellValue(cardless?.['Card ID'])).toBeNull();
    expect(cellValue(cardless?.Done)).toBeNull();
    expect(cellValue(cardless?.['Expiry Date (IST)'])).toBeNull();
  });

  it('has a bold, frozen header and columns wide enough for the header and the values', async () => {
    const { admin } = await reportWorld();
    const { sheet } = await workbookOf(await admin.call(endpoints.businessReport, { query: { format: 'xlsx' } }));
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    BUSINESS_REPORT_COLUMNS.forEach((header, i) => {
      expect(sheet.getColumn(i + 1).width).toBeGreaterThanOrEqual(header.length);
      expect(sheet.getColumn(i + 1).width).toBeLessThanOrEqual(50);
    });
    // And for what the rows hold: a business id is 36 characters.
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(36);
  });

  it("applies the table's filters, as the CSV does", async () => {
    const { admin } = await reportWorld();
    const paid = await workbookOf(
      await admin.call(endpoints.businessReport, { query: { format: 'xlsx', subscribed: 'subscribed' } }),
    );
    expect(paid.rows.map((r) => cellValue(r['Card ID']))).toEqual(['evil-card']);
    const none = await workbookOf(
      await admin.call(endpoints.businessReport, {
        query: { format: 'xlsx', search: 'nothing like it', searchKey: 'businessName' },
      }),
    );
    expect(none.header).toEqual([...BUSINESS_REPORT_COLUMNS]);
    expect(none.rows).toEqual([]);
  });

  it('every row of a selection many batches long, once each', async () => {
    const { agency, admin, owner } = await reportWorld();
    await insertBulkBusinesses(t, agency, owner, 4500);
    const res = await admin.call(endpoints.businessReport, { query: { format: 'xlsx' } });
    expect(res.headers['content-length']).toBeUndefined();
    const book = await workbookOf(res);
    expect(book.rows).toHaveLength(4502);
    expect(new Set(book.rows.map((r) => cellValue(r['Business ID']))).size).toBe(4502);
  });

  it('a bad format or filter answers the JSON error envelope', async () => {
    const { admin } = await reportWorld();
    const res = await admin.call(endpoints.businessReport, { query: { format: 'xls' } });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.error().fields).toHaveProperty('format');
    const bad = await admin.call(endpoints.businessReport, { query: { format: 'xlsx', done: 'maybe' } });
    expect(bad.status).toBe(400);
    expect(bad.error().fields).toHaveProperty('done');
  });
});

describe('GET /reports/project-report/digital-card?format=xlsx', () => {
  it('numbers are numbers, a word in a number column stays a word', async () => {
    const { admin, card, owner, paid } = await reportWorld();
    const other = await createBusiness({ user: owner, businessName: 'Plain' });
    const planCard = await createCard({ business: other, cardId: 'plan-card' });
    const res = await admin.call(endpoints.digitalCardReport, { query: { format: 'xlsx' } });
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="digital-card-report-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const book = await workbookOf(res);
    expect(book.header).toEqual([...DIGITAL_CARD_REPORT_COLUMNS]);
    const [first, second] = book.rows;
    expect(first?.['Card No']?.type).toBe(ExcelJS.ValueType.Number);
    expect(cellValue(first?.['Card No'])).toBe(card.cardNo);
    expect(cellValue(first?.['Card Limit'])).toBe(25);
    expect(cellValue(first?.['Company Name'])).toBe('@SUM(A1)');
    expect(first?.['Company Name']?.type).toBe(ExcelJS.ValueType.String);
    expect(cellValue(first?.['Business Name'])).toBe(paid.businessName);
    expect(cellValue(first?.['Registered Phone Number'])).toBe('+919876512345');
    expect(cellValue(first?.['Created At (IST)'])).toBeInstanceOf(Date);
    expect(cellValue(second?.['Card No'])).toBe(planCard.cardNo);
    expect(cellValue(second?.['Card Limit'])).toBe('Plan');
  });
});

describe('the contract', () => {
  it('documents the format choice on every report and the leads', async () => {
    const doc = (await t.client().get('/api/docs/json')).body as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string; schema: unknown }[] }>>;
    };
    for (const endpoint of [endpoints.businessReport, endpoints.digitalCardReport, endpoints.leadsCsv]) {
      const parameters = doc.paths[endpoint.path]?.get?.parameters ?? [];
      expect(parameters.find((p) => p.name === 'format')).toMatchObject({
        in: 'query',
        schema: { enum: ['csv', 'xlsx'] },
      });
    }
  });
});

describe('report access in either format', () => {
  it('a customer is 403 as JSON; signed out is 401', async () => {
    const { customer: res, anonymous } = await reportRefusals(t, { format: 'xlsx' });
    expectError(res, 403, MESSAGES.forbidden);
    expect(anonymous.status).toBe(401);
  });
});

describe('workbook cells', () => {
  it('money is rupees from paise: a number in the CSV-free file, two decimals in the CSV', async () => {
    type Payment = { paise: number; mode: string; phone: string };
    const columns = reportColumns<Payment, readonly ['Amount', 'Mode', 'Phone', 'Count']>(
      ['Amount', 'Mode', 'Phone', 'Count'],
      {
        Amount: money((r) => r.paise),
        Mode: text((r) => r.mode),
        Phone: phone((r) => r.phone),
        Count: integer(() => 3),
      },
    );
    async function* batches() {
      yield [
        { paise: 123456789, mode: '-UPI', phone: '0987654321' },
        { paise: 5, mode: 'Cash', phone: '+919000000001' },
      ];
    }
    const stream = await xlsxStream({ sheetName: 'Payments', columns, batches: batches() });
    const parts: Buffer[] = [];
    for await (const part of stream) parts.push(part as Buffer);
    const sheet = await sheetOf(Buffer.concat(parts));
    const big = sheet.getRow(2);
    expect(big.getCell(1).value).toBe(1234567.89);
    // exceljs reads the format back without its escapes (the file has them: \, is a literal comma).
    expect(big.getCell(1).numFmt).toBe(RUPEES_FORMAT.replaceAll('\\', ''));
    expect(big.getCell(2).value).toBe('-UPI');
    // A phone with a leading zero keeps it.
    expect(big.getCell(3).value).toBe('0987654321');
    expect(big.getCell(4).value).toBe(3);
    expect(sheet.getRow(3).getCell(1).value).toBe(0.05);
    expect(rupeesText(123456789)).toBe('1234567.89');
    expect(rupeesText(5)).toBe('0.05');
    expect(rupeesText(-250)).toBe('-2.50');
  });

  it.each([
    ['text', '=1+1', '=1+1'],
    ['text', '', null],
    ['text', null, null],
    ['phone', '+919876543210', '+919876543210'],
    ['integer', 7, 7],
    ['integer', 'Plan', 'Plan'],
    ['money', 1999, 19.99],
    ['dateTime', '2026-11-22 14:05', new Date('2026-11-22T14:05:00Z')],
    ['dateTime', new Date('2026-11-22T08:35:00Z'), new Date('2026-11-22T14:05:00Z')],
  ] as const)('%s %j → %j', (type, value, cell) => {
    expect(xlsxValue(type, value)).toEqual(cell);
  });

  it('a failure after the first batch ends the stream with it; a reader gone stops the reading', async () => {
    const columns = reportColumns<number, readonly ['N']>(['N'], { N: integer((n) => n) });
    async function* failing() {
      yield [1, 2, 3];
      throw new Error('the database went away');
    }
    const broken = await xlsxStream({ sheetName: 'Broken', columns, batches: failing() });
    await expect(
      (async () => {
        for await (const _ of broken) {
          // read on until the failure
        }
      })(),
    ).rejects.toThrow('the database went away');

    let read = 0;
    let stopped = false;
    async function* endless() {
      try {
        for (;;) {
          read++;
          yield Array.from({ length: 2000 }, (_, i) => read * 2000 + i);
        }
      } finally {
        stopped = true;
      }
    }
    const gone = await xlsxStream({ sheetName: 'Gone', columns, batches: endless() });
    for await (const _ of gone) break;
    await expect.poll(() => stopped, { timeout: 10_000 }).toBe(true);
    expect(read).toBeLessThan(20);
  });

  it('the writer waits for a reader that does not read: what waits is a few batches, not the report', async () => {
    const columns = reportColumns<number, readonly ['N', 'Words']>(['N', 'Words'], {
      N: integer((n) => n),
      Words: text((n) => `row ${n} ${'x'.repeat(200)}`),
    });
    let batchesRead = 0;
    async function* batches() {
      for (let b = 0; b < 30; b++) {
        batchesRead++;
        yield Array.from({ length: 2000 }, (_, i) => b * 2000 + i);
      }
    }
    const stream = await xlsxStream({ sheetName: 'Slow', columns, batches: batches() });
    // Nobody reads: give the writer time to run ahead if it would.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(batchesRead).toBeLessThan(8);
    // Read it all: the whole 60,000 rows arrive.
    const readAt = batchesRead;
    let bytes = 0;
    for await (const part of Readable.from(stream)) bytes += (part as Buffer).length;
    expect(batchesRead).toBe(30);
    expect(readAt).toBeLessThan(batchesRead);
    expect(bytes).toBeGreaterThan(0);
  }, 60_000);
});
