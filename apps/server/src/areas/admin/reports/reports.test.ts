// The CSV reports: parsed back with an RFC 4180 parser — BOM, header, IST
// dates, formula neutralisation, quoting, the tables' filters — streamed in batches, and
// errors before streaming as the JSON envelope.
import {
  BUSINESS_REPORT_COLUMNS,
  DIGITAL_CARD_REPORT_COLUMNS,
  endpoints,
  MESSAGES,
  ZReportQuery,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses } from '#db/schema';
import { csvCell, istDateTime } from '#lib/csv';
import { createPlan, payThroughSandbox } from '#test/factories/payments';
import { hostileReportWorld, insertBulkBusinesses, reportRefusals } from '#test/factories/reports';
import { signIn, testAppPerFile } from '#test/support/app';
import type { TestResponse } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createBusiness } from '#test/support/factories';
import { businessReportChunks, REPORT_CHUNK_ROWS } from './repo';

const t = testAppPerFile();

/** RFC 4180: records split on CRLF outside quotes, "" inside quotes is a quote. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || record.length > 0) throw new Error('the last record has no CRLF');
  return records;
}

function csvOf(res: TestResponse): { header: string[]; rows: Record<string, string>[] } {
  expect(res.status, res.text).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.text.startsWith('\uFEFF')).toBe(true);
  const [header, ...records] = parseCsv(res.text.slice(1));
  if (!header) throw new Error('no header');
  for (const r of records) expect(r.length).toBe(header.length);
  return { header, rows: records.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? '']))) };
}

async function reportWorld() {
  const { agency, admin, owner } = await hostileReportWorld(t, 'Ravi, "RK" Kumar');
  await createBusiness({ user: owner, businessName: '-2+3', createdAt: new Date('2026-11-22T08:37:00Z') });
  await createBusiness({
    user: owner,
    businessName: 'Line one\r\nline two, with "quotes"',
    createdAt: new Date('2026-11-22T08:38:00Z'),
  });
  await createBusiness({ user: owner, businessName: '\tTabbed', createdAt: new Date('2026-11-22T08:39:00Z') });
  return { agency, admin, owner };
}

describe('GET /reports/project-report/business', () => {
  it('is an attachment with a dated name, a BOM, the header and every business newest first', async () => {
    const { admin } = await reportWorld();
    const res = await admin.call(endpoints.businessReport);
    const csv = csvOf(res);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="business-report-${istDateTime(t.clock.now()).slice(0, 10)}.csv"`,
    );
    expect(csv.header).toEqual([...BUSINESS_REPORT_COLUMNS]);
    expect(csv.rows.map((r) => r['Business Name'])).toEqual([
      "'\tTabbed",
      'Line one\r\nline two, with "quotes"',
      "'-2+3",
      "'+cmd|calc",
      `'=HYPERLINK("http://evil")`,
    ]);
    const evil = csv.rows.at(-1);
    expect(evil).toMatchObject({
      'Owner Name': 'Ravi, "RK" Kumar',
      'Registered Phone Number': "'+919876512345",
      'Card ID': 'evil-card',
      'Card Status': 'active',
      Done: 'Yes',
      Subscribed: 'Yes',
      'Expiry Date (IST)': '2027-04-01 00:00',
      'Created At (IST)': '2026-11-22 14:05',
      'Date Type': 'Flexible',
      'Image Posts': 'Enabled',
    });
  });

  it("names how the business's latest plan payment was paid, and its reference (docs/product-rules.md#manual-payment-mode)", async () => {
    const { agency, admin, owner } = await reportWorld();
    const plan = await createPlan(t, agency);
    const online = await createBusiness({ user: owner, businessName: 'Online Co' });
    const byHand = await createBusiness({ user: owner, businessName: 'Cheque Co' });
    const customer = t.client(agency);
    await signIn(customer, owner);
    await payThroughSandbox(t, customer, online.id, plan.id);
    const recorded = await admin.call(endpoints.makeCardPayment, {
      body: {
        businessId: byHand.id,
        subscriptionPlanId: plan.id,
        isManualUpdate: true,
        paymentMode: 'cheque',
        paymentReference: '-004512',
      },
    });
    expect(recorded.status, recorded.text).toBe(200);
    const csv = csvOf(await admin.call(endpoints.businessReport));
    const row = (name: string) => csv.rows.find((r) => r['Business Name'] === name);
    expect(row('Online Co')).toMatchObject({ 'Payment mode': 'Online (sandbox gateway)', Reference: '' });
    // A reference is the customer's words: neutralised like every other cell.
    expect(row('Cheque Co')).toMatchObject({ 'Payment mode': 'Cheque', Reference: "'-004512" });
    expect(row("'-2+3")).toMatchObject({ 'Payment mode': '', Reference: '' });
  });

  it("applies the table's filters and search", async () => {
    const { admin } = await reportWorld();
    const paid = csvOf(await admin.call(endpoints.businessReport, { query: { subscribed: 'subscribed' } }));
    expect(paid.rows.map((r) => r['Card ID'])).toEqual(['evil-card']);
    const searched = csvOf(
      await admin.call(endpoints.businessReport, { query: { searchKey: 'businessName', search: 'line two' } }),
    );
    expect(searched.rows).toHaveLength(1);
    const none = csvOf(
      await admin.call(endpoints.businessReport, { query: { done: 'done', subscribed: 'not-subscribed' } }),
    );
    expect(none.rows).toEqual([]);
  });

  it('a bad filter answers the JSON error envelope before any CSV', async () => {
    const { admin } = await reportWorld();
    const res = await admin.call(endpoints.businessReport, { query: { done: 'maybe' } });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.error().fields).toHaveProperty('done');
  });

  it('streams: no Content-Length, and the rows come in keyset batches that join up exactly', async () => {
    const { agency, admin, owner } = await reportWorld();
    // 2,500 more businesses with identical created_at, so the keyset's id tie-break matters.
    await insertBulkBusinesses(t, agency, owner, 2500);
    const res = await admin.call(endpoints.businessReport);
    expect(res.headers['content-length']).toBeUndefined();
    const csv = csvOf(res);
    expect(csv.rows).toHaveLength(2505);
    expect(new Set(csv.rows.map((r) => r['Business ID'])).size).toBe(2505);

    const chunks: string[] = [];
    const reach = eq(businesses.agencyId, agency.id);
    for await (const chunk of businessReportChunks(t.db, agency.id, reach, ZReportQuery.parse({}), 400))
      chunks.push(chunk);
    // ceil(2505 / 400) = 7 batches; each batch is sent in chunks of at most REPORT_CHUNK_ROWS
    // rows (the first chunk also holds the header): 6 full batches of 2 chunks, then 1.
    expect(REPORT_CHUNK_ROWS).toBe(256);
    expect(chunks).toHaveLength(13);
    const rowsPerChunk = chunks.map((chunk) => parseCsv(chunk.replace(/^\uFEFF/, '')).length);
    expect(rowsPerChunk).toEqual([257, 144, ...Array.from({ length: 5 }, () => [256, 144]).flat(), 105]);
    expect(chunks.join('')).toBe(res.text);
  });
});

describe('GET /reports/project-report/digital-card', () => {
  it('lists the cards with their business, neutralised and in IST', async () => {
    const { admin } = await reportWorld();
    const res = await admin.call(endpoints.digitalCardReport);
    const csv = csvOf(res);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="digital-card-report-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.header).toEqual([...DIGITAL_CARD_REPORT_COLUMNS]);
    expect(csv.rows).toHaveLength(1);
    expect(csv.rows[0]).toMatchObject({
      'Card ID': 'evil-card',
      'Company Name': "'@SUM(A1)",
      'Business Name': `'=HYPERLINK("http://evil")`,
      'Card Limit': 'Plan',
      Subscribed: 'Yes',
      'Registered Phone Number': "'+919876512345",
    });
    expect(csv.rows[0]?.['Created At (IST)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('applies the filters', async () => {
    const { admin } = await reportWorld();
    const inactive = csvOf(await admin.call(endpoints.digitalCardReport, { query: { status: 'inactive' } }));
    expect(inactive.rows).toEqual([]);
  });
});

describe('csv cells', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+91', "'+91"],
    ['-5', "'-5"],
    ['@x', "'@x"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['plain', 'plain'],
    [null, ''],
    [42, '42'],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('dates are IST', () => {
    expect(istDateTime(new Date('2026-11-22T08:35:00Z'))).toBe('2026-11-22 14:05');
    expect(istDateTime(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01 00:00');
  });
});

describe('report access', () => {
  it('a customer is 403 as JSON; signed out is 401', async () => {
    const { customer: res, anonymous } = await reportRefusals(t);
    expectError(res, 403, MESSAGES.forbidden);
    expect(anonymous.status).toBe(401);
  });
});
