// A month's documents for the accountant (GET /tax-documents/export): the workbook GSTR-1 is
// prepared from (export-sheets.ts lays out its tables), its Documents sheet as a CSV, or a zip
// of every document's PDF with the workbook. The month's rows are read once, before the first
// byte, so a failing query is still the JSON error; the zip then renders one PDF at a time as
// the download takes them. docs/product-rules.md#gst-documents
import { Readable } from 'node:stream';
import { IST_OFFSET_MINUTES, type TTaxDocument, XLSX_CONTENT_TYPE } from '@cardora/contract';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { DbOrTx } from '#db/client';
import { type AgencyRow, type TaxDocumentRow, taxDocuments } from '#db/schema';
import { BOM, csvRow, rupeesText } from '#lib/csv';
import type { FileAnswer } from '#lib/define-route';
import type { Services } from '#services';
import {
  type Cell,
  type CellKind,
  documentsTable,
  type ExportDocument,
  inNumberOrder,
  monthTables,
  type Table,
} from './export-sheets';
import { documentFileName, exportFileName } from './file-names';
import { renderDocumentPdf } from './pdf';
import { checkUrl, documentViews, monthDocuments } from './service';

/** Rupees with thousands separators and two decimals, as GSTR-1's own templates show them. */
export const MONEY_FORMAT = '#,##0.00';

const MIN_WIDTH: Record<CellKind, number> = { text: 8, money: 14, rate: 7 };
const MAX_WIDTH = 50;

/** About how many characters a cell shows. */
function shownLength(kind: CellKind, value: Cell): number {
  if (value === null) return 0;
  // Rupees: the digits, a separator every three, the decimals.
  if (kind === 'money' && typeof value === 'number') return String(Math.trunc(Math.abs(value) / 100)).length * 1.4 + 4;
  return String(value).length;
}

/** A cell as the workbook holds it: money turned from paise into rupees here, once. */
function xlsxCell(kind: CellKind, value: Cell): string | number | null {
  if (kind === 'money' && typeof value === 'number') return value / 100;
  // Text stays a string (never a formula: exceljs writes strings as strings).
  return value === '' ? null : value;
}

/** The tables as one workbook: bold frozen headers, columns as wide as what they hold. */
export async function workbookOf(tables: readonly Table[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const data of tables) {
    const sheet = workbook.addWorksheet(data.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = data.columns.map((column, index) => {
      const widest = data.rows.reduce(
        (most, row) => Math.max(most, shownLength(column.kind, row[index] ?? null)),
        column.header.length,
      );
      return {
        width: Math.min(Math.max(Math.ceil(widest) + 2, MIN_WIDTH[column.kind]), MAX_WIDTH),
        ...(column.kind === 'money' ? { style: { numFmt: MONEY_FORMAT } } : {}),
      };
    });
    const header = sheet.addRow(data.columns.map((column) => column.header));
    // The header is words, whatever the column's format.
    header.eachCell((cell) => {
      cell.style = { font: { bold: true } };
    });
    for (const row of data.rows) {
      sheet.addRow(row.map((value, index) => xlsxCell(data.columns[index]?.kind ?? 'text', value)));
    }
    for (const index of data.emphasised) {
      // A style of its own: exceljs' cells share their column's style object.
      sheet.getRow(index + 2).eachCell((cell) => {
        cell.style = { ...cell.style, font: { bold: true } };
      });
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The Documents table as CSV: UTF-8 with a BOM, CRLF, cells neutralised as the reports' are. */
export function csvOf(data: Table): string {
  const lines = [BOM + csvRow(data.columns.map((column) => column.header))];
  for (const row of data.rows) {
    lines.push(
      csvRow(
        row.map((value, index) =>
          data.columns[index]?.kind === 'money' && typeof value === 'number' ? rupeesText(value) : value,
        ),
      ),
    );
  }
  return lines.join('');
}

/** The invoices and receipts the month's credit notes take back, from whatever month. */
async function originalsOf(db: DbOrTx, issuerAgencyId: string, rows: readonly TaxDocumentRow[]) {
  const originals = new Map<string, Pick<TaxDocumentRow, 'kind' | 'number' | 'issuedAt'>>(rows.map((r) => [r.id, r]));
  const missing = [
    ...new Set(rows.map((r) => r.creditedDocumentId).filter((id): id is string => id !== null && !originals.has(id))),
  ];
  if (missing.length > 0) {
    const found = await db
      .select({
        id: taxDocuments.id,
        kind: taxDocuments.kind,
        number: taxDocuments.number,
        issuedAt: taxDocuments.issuedAt,
      })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.issuerAgencyId, issuerAgencyId), inArray(taxDocuments.id, missing)));
    for (const original of found) originals.set(original.id, original);
  }
  return originals;
}

/** A zip entry's time is a wall-clock time with no zone; JSZip writes a Date's UTC fields. */
const istWallClock = (at: Date) => new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000);

/**
 * Every PDF of the month, then the workbook, as a zip streamed while it is made. The PDFs are
 * already compressed and so is the workbook: the entries are stored, not deflated again. Each
 * PDF is drawn only when the zip reaches it, so memory holds one at a time.
 */
function zipOf(
  services: Services,
  items: readonly ExportDocument[],
  views: ReadonlyMap<string, TTaxDocument>,
  workbook: { name: string; bytes: Buffer },
): Readable {
  const zip = new JSZip();
  for (const { document } of inNumberOrder(items)) {
    const view = views.get(document.id);
    if (!view) throw new Error(`document ${document.id} has no view`);
    const pdf = async function* () {
      yield await renderDocumentPdf({ document, view, checkUrl: await checkUrl(services, document) });
    };
    zip.file(documentFileName(document.kind, document.number), Readable.from(pdf()), {
      binary: true,
      date: istWallClock(document.issuedAt),
    });
  }
  zip.file(workbook.name, workbook.bytes, { date: istWallClock(services.now()) });
  const stream = zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'STORE' });
  // JSZip's stream is an older kind of stream: wrapped, it waits for the response as it fills,
  // and an error drawing a PDF ends the download with it.
  return new Readable().wrap(stream);
}

export async function exportMonth(
  services: Services,
  issuer: AgencyRow,
  month: string,
  format: 'xlsx' | 'csv' | 'zip',
): Promise<FileAnswer> {
  const rows = await monthDocuments(services.db, issuer.id, month);
  const [views, originals] = await Promise.all([
    documentViews(services.db, rows),
    originalsOf(services.db, issuer.id, rows),
  ]);
  const viewOf = new Map(views.map((view) => [view.id, view]));
  const items: ExportDocument[] = rows.map((document) => ({
    document,
    status: viewOf.get(document.id)?.status ?? 'issued',
    original: document.creditedDocumentId ? (originals.get(document.creditedDocumentId) ?? null) : null,
  }));
  if (format === 'csv') {
    return {
      body: csvOf(documentsTable(items)),
      contentType: 'text/csv; charset=utf-8',
      fileName: exportFileName(issuer.slug, month, 'csv'),
      disposition: 'attachment',
    };
  }
  const workbook = { name: exportFileName(issuer.slug, month, 'xlsx'), bytes: await workbookOf(monthTables(items)) };
  if (format === 'xlsx') {
    return { body: workbook.bytes, contentType: XLSX_CONTENT_TYPE, fileName: workbook.name, disposition: 'attachment' };
  }
  return {
    body: zipOf(services, items, viewOf, workbook),
    contentType: 'application/zip',
    fileName: exportFileName(issuer.slug, month, 'zip'),
    disposition: 'attachment',
  };
}
