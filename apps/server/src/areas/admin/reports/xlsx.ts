// A report as an Excel workbook, streamed: exceljs' WorkbookWriter zips the sheet while rows are
// committed, so rows go out as they come from the same keyset batches the CSV is written from,
// and memory stays flat whatever the row count. Cells are typed by their column
// (columns.ts): text and phone numbers as strings (never a formula, never a number), money as
// rupees, moments as dates in IST. docs/product-rules.md#reports-as-spreadsheets
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type ColumnType, type ReportColumn, xlsxValue } from './columns';

/**
 * Rupees with Indian grouping (12,34,567.00): Excel's own grouping is by thousands whatever the
 * commas in the format, so lakhs and crores are conditional sections with literal commas.
 */
export const RUPEES_FORMAT = '[>=10000000]"₹"##\\,##\\,##\\,##0.00;[>=100000]"₹"##\\,##\\,##0.00;"₹"#,##0.00';
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';

const NUMBER_FORMATS: Partial<Record<ColumnType, string>> = {
  money: RUPEES_FORMAT,
  dateTime: DATE_TIME_FORMAT,
  integer: '0',
  // Text, so a number typed into the column in Excel stays as typed as well.
  phone: '@',
};

const MIN_WIDTHS: Record<ColumnType, number> = { text: 10, phone: 16, integer: 8, money: 14, dateTime: 17 };
const MAX_WIDTH = 50;

/** About how many characters a cell shows. */
function shownLength(value: ReturnType<typeof xlsxValue>, type: ColumnType): number {
  if (value === null) return 0;
  if (value instanceof Date) return 16;
  if (typeof value === 'number') return String(Math.trunc(value)).length + (type === 'money' ? 6 : 0);
  return value.length;
}

/**
 * Wide enough for the header and what the first batch holds (a sample: the file is written
 * before the rest is read), within what the type needs at least and a page at most.
 */
function widthsOf<Row>(columns: readonly ReportColumn<Row>[], sample: readonly Row[]): number[] {
  return columns.map((column) => {
    let widest = column.header.length;
    for (const row of sample)
      widest = Math.max(widest, shownLength(xlsxValue(column.type, column.value(row)), column.type));
    return Math.min(Math.max(widest + 2, MIN_WIDTHS[column.type]), MAX_WIDTH);
  });
}

/** A stream that can say it is full: `drain` when it has room again, `close` when gone. */
type Backlog = NodeJS.EventEmitter & { destroyed?: boolean; _writableState?: { length: number } };

/**
 * Where committed rows can pile up: the sheet's XML waits in the stream exceljs hands to the
 * zip (its StreamBuf writes to it without waiting), until the zip has deflated and the response
 * taken what came before. exceljs keeps that stream in the sheet's `stream.pipes`; should a
 * later version not, the response alone is waited for.
 */
function zipInputsOf(sheet: ExcelJS.Worksheet): Backlog[] {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown } }).stream?.pipes;
  return Array.isArray(pipes) ? (pipes as Backlog[]) : [];
}

/** Bytes of sheet XML the zip may hold before the writer waits for it. */
const ZIP_BACKLOG_BYTES = 1 << 20;

/** Resolves when `stream` emits drain, or it or the response is gone. */
function drained(stream: Backlog, out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      out.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
    out.on('close', done);
  });
}

/** Resolves when the zip has deflated what was committed and the response can take more (or has gone). */
async function room(out: PassThrough, zipInputs: Backlog[]): Promise<void> {
  for (const input of zipInputs) {
    if (!out.destroyed && !input.destroyed && (input._writableState?.length ?? 0) > ZIP_BACKLOG_BYTES) {
      await drained(input, out);
    }
  }
  if (out.writableNeedDrain && !out.destroyed) await drained(out, out);
}

/**
 * The workbook of `batches` as a byte stream. The first batch is read before the stream is
 * returned, so a failing query is still the caller's JSON error; a failure later ends the
 * stream with it (the download breaks, as the CSV's does). The writer waits whenever the
 * response is full, so a slow client holds at most a batch in memory; when the response is
 * gone, reading stops.
 */
export async function xlsxStream<Row>(options: {
  sheetName: string;
  columns: readonly ReportColumn<Row>[];
  batches: AsyncIterable<Row[]>;
}): Promise<Readable> {
  const { columns } = options;
  const batches = options.batches[Symbol.asyncIterator]();
  let next = await batches.next();

  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(options.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = widthsOf(columns, next.done ? [] : next.value);
  sheet.columns = columns.map((column, i) => {
    const numFmt = NUMBER_FORMATS[column.type];
    return { width: widths[i], ...(numFmt ? { style: { numFmt } } : {}) };
  });
  const header = sheet.addRow(columns.map((column) => column.header));
  header.eachCell((cell) => {
    // The header is words, whatever the column's format.
    cell.style = { font: { bold: true } };
  });
  header.commit();
  const zipInputs = zipInputsOf(sheet);

  const write = async () => {
    while (!next.done) {
      for (const row of next.value) {
        sheet.addRow(columns.map((column) => xlsxValue(column.type, column.value(row)))).commit();
      }
      await room(out, zipInputs);
      if (out.destroyed) {
        await batches.return?.();
        return;
      }
      next = await batches.next();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
