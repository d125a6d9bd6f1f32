// CPU cost of the documents every payment gets (how to run it: bench/README.md, "Measure
// scripts"; RUNS=n to change the count): one A4 PDF (a tax invoice with a Hindi buyer name and
// its QR, as the download and the month's zip draw it), and a month's export of DOCS documents
// (the GSTR-1 tables, then the xlsx and the csv written from them).
import { type TTaxDocument, taxBreakdown } from '@cardora/contract';
import { csvOf, workbookOf } from '../../apps/server/src/areas/commerce/documents/export';
import { type ExportDocument, monthTables } from '../../apps/server/src/areas/commerce/documents/export-sheets';
import { renderDocumentPdf } from '../../apps/server/src/areas/commerce/documents/pdf';
import { toDocumentView } from '../../apps/server/src/areas/commerce/documents/service';
import type { TaxDocumentRow } from '../../apps/server/src/db/schema';

const RUNS = Number(process.env.RUNS ?? 20);
const DOCS = Number(process.env.DOCS ?? 1000);
const STATES = ['27', '27', '27', '29', '07', '33'];

function documentRow(i: number): TaxDocumentRow {
  const buyerState = STATES[i % STATES.length] ?? '27';
  const b2b = i % 3 === 0;
  const tax = taxBreakdown({
    pricePaise: 49_900 + (i % 7) * 50_000,
    rateBasisPoints: 1800,
    pricesIncludeTax: true,
    sameState: buyerState === '27',
  });
  const issuedAt = new Date(Date.UTC(2026, 11, 1 + (i % 28), 6, 30));
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    issuerAgencyId: '00000000-0000-4000-8000-00000000a001',
    kind: 'tax-invoice',
    series: 'INV',
    financialYear: '2026-27',
    sequence: i + 1,
    number: `INV/26-27/${String(i + 1).padStart(6, '0')}`,
    checkCode: 'Hk29aQ7mPzR4tL8wXy3d',
    issuedAt,
    issuer: {
      legalName: 'Demo Agency Private Limited',
      gstin: '27AAPFU0939F1ZV',
      address: '402 Lotus Business Park, Baner Road, Pune, Maharashtra 411045',
      stateCode: '27',
      brandName: 'Demo Agency',
      logoUrl: null,
      primaryColour: '#3730a3',
    },
    buyer: {
      name: i % 2 === 0 ? 'शर्मा जनरल स्टोर' : `Shop number ${i}`,
      gstin: b2b ? '29AAGCB7383J1Z4' : null,
      address: '12, गांधी चौक, जयपुर, राजस्थान 302001',
      stateCode: b2b ? '29' : buyerState,
      phoneNumber: '+91 94140 12345',
      email: null,
    },
    businessId: '00000000-0000-4000-8000-00000000b001',
    buyerAgencyId: null,
    placeOfSupply: b2b ? '29' : buyerState,
    source: 'card',
    recordNo: i + 1,
    paymentMode: 'Online (Razorpay)',
    paymentReference: `pay_Bench${String(i).padStart(9, '0')}`,
    provider: 'razorpay',
    providerPaymentId: `pay_Bench${String(i).padStart(9, '0')}`,
    description: 'Business plan, 1 year',
    sacCode: '998314',
    taxablePaise: tax.taxablePaise,
    taxLines: tax.lines,
    rateBasisPoints: 1800,
    roundingPaise: tax.roundingPaise,
    totalPaise: tax.totalPaise,
    creditedDocumentId: null,
    reason: null,
    createdAt: issuedAt,
  };
}

function cpuMsSince(start: NodeJS.CpuUsage, runs: number): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / runs;
}

async function measurePdf() {
  const draw = async (i: number) => {
    const document = documentRow(i);
    const view: TTaxDocument = toDocumentView(document, 0, null);
    return renderDocumentPdf({
      document,
      view,
      checkUrl: `https://demo.cardora.app/documents/check/${document.checkCode}`,
    });
  };
  await draw(0);
  const start = process.cpuUsage();
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) bytes += (await draw(i)).length;
  return { step: 'one invoice PDF (A4, Hindi buyer, QR)', cpuMs: cpuMsSince(start, RUNS), kb: bytes / RUNS / 1024 };
}

async function measureExport() {
  const items: ExportDocument[] = Array.from({ length: DOCS }, (_, i) => ({
    document: documentRow(i),
    status: 'issued',
    original: null,
  }));
  const start = process.cpuUsage();
  const tables = monthTables(items);
  const xlsx = await workbookOf(tables);
  const documentsTable = tables.find((table) => table.name === 'Documents') ?? tables[0];
  const csv = documentsTable ? csvOf(documentsTable) : '';
  return {
    step: `a month of ${DOCS} documents: tables, xlsx and csv`,
    cpuMs: cpuMsSince(start, 1),
    kb: (xlsx.length + Buffer.byteLength(csv)) / 1024,
  };
}

const rows = [await measurePdf(), await measureExport()];
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ runs: RUNS, docs: DOCS, rows }));
} else {
  for (const row of rows)
    console.log(`${row.step.padEnd(52)} ${row.cpuMs.toFixed(1).padStart(8)} ms ${row.kb.toFixed(1).padStart(8)} KiB`);
}
