// A month's documents laid out as GSTR-1 preparation reads them, as plain tables that export.ts
// writes as a workbook, a CSV or (with the PDFs) a zip. Every figure stays integer paise here:
// sums are of paise, and only the writer turns a cell into rupees, once.
//
// - B2B: tax invoices to buyers with a GSTIN, one row each.
// - B2C: tax invoices to buyers without one, summed by place of supply and rate (GSTR-1's
//   B2CS), net of the credit notes against such invoices: GSTR-1 takes B2CS figures net, and
//   its table of unregistered credit notes (CDNUR) is for large inter-state invoices and
//   exports only, which are not issued here.
// - Credit notes: all of them, each with the table it goes to (CDNR for a registered buyer).
// - Receipts: what an issuer without a GSTIN gave; not supplies under GST, listed for completeness.
// - Totals: the GST documents by rate and by place of supply, credit notes subtracted.
// - Documents: every document, one row each, in number order (the CSV is this table).
// docs/product-rules.md#gst-documents
import {
  gstStateName,
  istDateOf,
  TAX_DOCUMENT_TITLES,
  type TaxDocumentKind,
  type TaxDocumentStatus,
} from '@cardora/contract';
import type { TaxDocumentRow } from '#db/schema';

/** A document of the month with what the tables need beside it. */
export interface ExportDocument {
  document: TaxDocumentRow;
  /** What credit notes (of any month) did to an invoice or receipt. */
  status: TaxDocumentStatus;
  /** A credit note: the invoice or receipt it takes back, which may be of an earlier month. */
  original: Pick<TaxDocumentRow, 'kind' | 'number' | 'issuedAt'> | null;
}

/** text: as written; money: integer paise (shown as rupees); rate: a percentage. */
export type CellKind = 'text' | 'money' | 'rate';
export type Cell = string | number | null;

export interface Table {
  name: string;
  columns: readonly { header: string; kind: CellKind }[];
  rows: Cell[][];
  /** Rows shown bold (a total), by index in `rows`. */
  emphasised: readonly number[];
}

interface Column<Row> {
  header: string;
  kind: CellKind;
  value(row: Row): Cell;
}

function table<Row>(name: string, columns: readonly Column<Row>[], rows: readonly Row[], emphasised: number[] = []) {
  return {
    name,
    columns: columns.map(({ header, kind }) => ({ header, kind })),
    rows: rows.map((row) => columns.map((column) => column.value(row))),
    emphasised,
  } satisfies Table;
}

const text = <Row>(header: string, value: (row: Row) => Cell): Column<Row> => ({ header, kind: 'text', value });
const money = <Row>(header: string, value: (row: Row) => number): Column<Row> => ({ header, kind: 'money', value });
const rate = <Row>(header: string, value: (row: Row) => number): Column<Row> => ({ header, kind: 'rate', value });

/** "05-12-2026": the day in India. */
export function gstDate(at: Date): string {
  const [year, month, day] = istDateOf(at).split('-');
  return `${day}-${month}-${year}`;
}

/** "27-Maharashtra", as GSTR-1 names a place of supply. */
export function placeOfSupplyLabel(code: string | null): string {
  if (!code) return '';
  const name = gstStateName(code);
  return name ? `${code}-${name}` : code;
}

const percent = (basisPoints: number) => basisPoints / 100;

export type TaxKind = 'IGST' | 'CGST' | 'SGST';
export const taxOf = (document: Pick<TaxDocumentRow, 'taxLines'>, kind: TaxKind): number =>
  document.taxLines.reduce((sum, line) => (line.kind === kind ? sum + line.amountPaise : sum), 0);

/** The figures the tables add up, in paise. */
export interface Figures {
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
}

const ZERO: Figures = { taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0, totalPaise: 0 };

function figuresOf(document: TaxDocumentRow): Figures {
  return {
    taxablePaise: document.taxablePaise,
    igstPaise: taxOf(document, 'IGST'),
    cgstPaise: taxOf(document, 'CGST'),
    sgstPaise: taxOf(document, 'SGST'),
    totalPaise: document.totalPaise,
  };
}

/** A credit note takes its figures away; an invoice or receipt adds them. */
export const signOf = (document: Pick<TaxDocumentRow, 'kind'>): 1 | -1 => (document.kind === 'credit-note' ? -1 : 1);

function plus(sum: Figures, document: TaxDocumentRow): Figures {
  const sign = signOf(document);
  const figures = figuresOf(document);
  return {
    taxablePaise: sum.taxablePaise + sign * figures.taxablePaise,
    igstPaise: sum.igstPaise + sign * figures.igstPaise,
    cgstPaise: sum.cgstPaise + sign * figures.cgstPaise,
    sgstPaise: sum.sgstPaise + sign * figures.sgstPaise,
    totalPaise: sum.totalPaise + sign * figures.totalPaise,
  };
}

/**
 * A supply under GST: a tax invoice, or a credit note against one. Receipts (and credit notes
 * against them) come from an issuer without a GSTIN. A credit note whose original was not found
 * goes by its own tax lines.
 */
export function isGstDocument(item: ExportDocument): boolean {
  const { document, original } = item;
  if (document.kind !== 'credit-note') return document.kind === 'tax-invoice';
  return original ? original.kind === 'tax-invoice' : document.taxLines.length > 0;
}

const isRegistered = (item: ExportDocument) => item.document.buyer.gstin !== null;

const KIND_ORDER: Record<TaxDocumentKind, number> = { 'tax-invoice': 0, receipt: 1, 'credit-note': 2 };

/** Invoices, then receipts, then credit notes, each series in its numbers' order. */
export function inNumberOrder(items: readonly ExportDocument[]): ExportDocument[] {
  return [...items].sort((a, b) => {
    const x = a.document;
    const y = b.document;
    return (
      KIND_ORDER[x.kind] - KIND_ORDER[y.kind] ||
      x.series.localeCompare(y.series) ||
      x.financialYear.localeCompare(y.financialYear) ||
      x.sequence - y.sequence
    );
  });
}

const STATUS_WORDS: Record<TaxDocumentStatus, string> = {
  issued: 'Issued',
  'partly-credited': 'Partly credited',
  cancelled: 'Cancelled',
};

const originalNumber = (item: ExportDocument) => item.original?.number ?? null;

/** The Documents sheet's columns, which are also the CSV's. */
const DOCUMENT_COLUMNS: Column<ExportDocument>[] = [
  text('Number', (r) => r.document.number),
  text('Type', (r) => TAX_DOCUMENT_TITLES[r.document.kind]),
  text('Date', (r) => gstDate(r.document.issuedAt)),
  text('Buyer', (r) => r.document.buyer.name),
  text('Buyer GSTIN', (r) => r.document.buyer.gstin),
  text('Place of supply', (r) => placeOfSupplyLabel(r.document.placeOfSupply)),
  text('SAC code', (r) => r.document.sacCode),
  rate('Rate %', (r) => percent(r.document.rateBasisPoints)),
  money('Taxable value', (r) => r.document.taxablePaise),
  money('IGST', (r) => taxOf(r.document, 'IGST')),
  money('CGST', (r) => taxOf(r.document, 'CGST')),
  money('SGST', (r) => taxOf(r.document, 'SGST')),
  money('Rounding', (r) => r.document.roundingPaise),
  money('Total', (r) => r.document.totalPaise),
  text('Against document', originalNumber),
  text('Reason', (r) => r.document.reason),
  text('Status', (r) => STATUS_WORDS[r.status]),
  text('Payment mode', (r) => r.document.paymentMode),
  text('Payment reference', (r) => r.document.paymentReference),
  text('Description', (r) => r.document.description),
];

export function documentsTable(items: readonly ExportDocument[]): Table {
  return table('Documents', DOCUMENT_COLUMNS, inNumberOrder(items));
}

function b2bTable(items: readonly ExportDocument[]): Table {
  const invoices = inNumberOrder(items).filter((r) => r.document.kind === 'tax-invoice' && isRegistered(r));
  return table<ExportDocument>(
    'B2B',
    [
      text('GSTIN of recipient', (r) => r.document.buyer.gstin),
      text('Receiver name', (r) => r.document.buyer.name),
      text('Invoice number', (r) => r.document.number),
      text('Invoice date', (r) => gstDate(r.document.issuedAt)),
      money('Invoice value', (r) => r.document.totalPaise),
      text('Place of supply', (r) => placeOfSupplyLabel(r.document.placeOfSupply)),
      text('Reverse charge', () => 'N'),
      rate('Rate %', (r) => percent(r.document.rateBasisPoints)),
      money('Taxable value', (r) => r.document.taxablePaise),
      money('IGST', (r) => taxOf(r.document, 'IGST')),
      money('CGST', (r) => taxOf(r.document, 'CGST')),
      money('SGST', (r) => taxOf(r.document, 'SGST')),
      money('Cess', () => 0),
    ],
    invoices,
  );
}

interface Group {
  placeOfSupply: string | null;
  rateBasisPoints: number;
  figures: Figures;
}

/** Documents summed (credit notes subtracted) by a key, in the keys' order. */
function groupBy(
  items: readonly ExportDocument[],
  keyOf: (document: TaxDocumentRow) => { key: string; placeOfSupply: string | null; rateBasisPoints: number },
): Group[] {
  const groups = new Map<string, Group>();
  for (const { document } of items) {
    const { key, placeOfSupply, rateBasisPoints } = keyOf(document);
    const group = groups.get(key) ?? { placeOfSupply, rateBasisPoints, figures: ZERO };
    groups.set(key, { ...group, figures: plus(group.figures, document) });
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, group]) => group);
}

/** A sortable key: a state code, then a rate padded so "5%" comes before "18%". */
const rateKey = (basisPoints: number) => String(basisPoints).padStart(6, '0');

function b2cTable(items: readonly ExportDocument[]): Table {
  const unregistered = items.filter((r) => isGstDocument(r) && !isRegistered(r));
  const groups = groupBy(unregistered, (d) => ({
    key: `${d.placeOfSupply ?? ''}|${rateKey(d.rateBasisPoints)}`,
    placeOfSupply: d.placeOfSupply,
    rateBasisPoints: d.rateBasisPoints,
  }));
  return table<Group>(
    'B2C',
    [
      text('Type', () => 'OE'),
      text('Place of supply', (g) => placeOfSupplyLabel(g.placeOfSupply)),
      rate('Rate %', (g) => percent(g.rateBasisPoints)),
      money('Taxable value', (g) => g.figures.taxablePaise),
      money('IGST', (g) => g.figures.igstPaise),
      money('CGST', (g) => g.figures.cgstPaise),
      money('SGST', (g) => g.figures.sgstPaise),
      money('Cess', () => 0),
    ],
    groups,
  );
}

/** Where a credit note goes in GSTR-1. */
function creditNoteTable(item: ExportDocument): string {
  if (!isGstDocument(item)) return 'None (receipt, not GST)';
  return isRegistered(item) ? 'CDNR' : 'B2CS (net in B2C)';
}

function creditNotesTable(items: readonly ExportDocument[]): Table {
  const notes = inNumberOrder(items).filter((r) => r.document.kind === 'credit-note');
  return table<ExportDocument>(
    'Credit notes',
    [
      text('Note number', (r) => r.document.number),
      text('Note date', (r) => gstDate(r.document.issuedAt)),
      text('GSTR-1 table', creditNoteTable),
      text('Original document', originalNumber),
      text('Original date', (r) => (r.original ? gstDate(r.original.issuedAt) : null)),
      text('Buyer GSTIN', (r) => r.document.buyer.gstin),
      text('Buyer', (r) => r.document.buyer.name),
      text('Place of supply', (r) => placeOfSupplyLabel(r.document.placeOfSupply)),
      text('Note type', () => 'C'),
      rate('Rate %', (r) => percent(r.document.rateBasisPoints)),
      money('Note value', (r) => r.document.totalPaise),
      money('Taxable value', (r) => r.document.taxablePaise),
      money('IGST', (r) => taxOf(r.document, 'IGST')),
      money('CGST', (r) => taxOf(r.document, 'CGST')),
      money('SGST', (r) => taxOf(r.document, 'SGST')),
      money('Cess', () => 0),
      text('Reason', (r) => r.document.reason),
    ],
    notes,
  );
}

function receiptsTable(items: readonly ExportDocument[]): Table {
  const receipts = inNumberOrder(items).filter((r) => r.document.kind === 'receipt');
  return table<ExportDocument>(
    'Receipts',
    [
      text('Receipt number', (r) => r.document.number),
      text('Date', (r) => gstDate(r.document.issuedAt)),
      text('Buyer', (r) => r.document.buyer.name),
      money('Amount', (r) => r.document.totalPaise),
      text('Status', (r) => STATUS_WORDS[r.status]),
      text('Payment mode', (r) => r.document.paymentMode),
      text('Payment reference', (r) => r.document.paymentReference),
      text('Description', (r) => r.document.description),
    ],
    receipts,
  );
}

/** The Totals sheet's sections and the label of its grand total row. */
export const TOTALS = {
  byRate: 'By rate',
  byPlace: 'By place of supply',
  total: 'Total',
  allGst: 'All GST documents',
  receipts: 'Not GST',
  receiptsKey: 'Receipts, less their credit notes',
} as const;

interface TotalsRow {
  section: string;
  key: string;
  figures: Figures;
}

/** The GST documents of the month, credit notes subtracted: by rate, by place of supply, in all. */
export function monthTotals(items: readonly ExportDocument[]) {
  const gst = items.filter(isGstDocument);
  const byRate = groupBy(gst, (d) => ({
    key: rateKey(d.rateBasisPoints),
    placeOfSupply: null,
    rateBasisPoints: d.rateBasisPoints,
  }));
  const byPlace = groupBy(gst, (d) => ({
    key: d.placeOfSupply ?? '',
    placeOfSupply: d.placeOfSupply,
    rateBasisPoints: 0,
  }));
  const all = gst.reduce((sum, item) => plus(sum, item.document), ZERO);
  const receipts = items.filter((item) => !isGstDocument(item)).reduce((sum, item) => plus(sum, item.document), ZERO);
  return { byRate, byPlace, all, receipts };
}

function totalsTable(items: readonly ExportDocument[]): Table {
  const totals = monthTotals(items);
  const rows: TotalsRow[] = [
    ...totals.byRate.map((g) => ({
      section: TOTALS.byRate,
      key: `${percent(g.rateBasisPoints)}%`,
      figures: g.figures,
    })),
    ...totals.byPlace.map((g) => ({
      section: TOTALS.byPlace,
      key: placeOfSupplyLabel(g.placeOfSupply),
      figures: g.figures,
    })),
    { section: TOTALS.total, key: TOTALS.allGst, figures: totals.all },
    { section: TOTALS.receipts, key: TOTALS.receiptsKey, figures: totals.receipts },
  ];
  return table<TotalsRow>(
    'Totals',
    [
      text('Section', (r) => r.section),
      text('Rate or place of supply', (r) => r.key),
      money('Taxable value', (r) => r.figures.taxablePaise),
      money('IGST', (r) => r.figures.igstPaise),
      money('CGST', (r) => r.figures.cgstPaise),
      money('SGST', (r) => r.figures.sgstPaise),
      money('Total', (r) => r.figures.totalPaise),
    ],
    rows,
    [rows.length - 2],
  );
}

/** The workbook's sheets, in the order an accountant goes through them. */
export function monthTables(items: readonly ExportDocument[]): Table[] {
  return [
    b2bTable(items),
    b2cTable(items),
    creditNotesTable(items),
    receiptsTable(items),
    totalsTable(items),
    documentsTable(items),
  ];
}
