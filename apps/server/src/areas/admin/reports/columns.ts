// A report's columns, defined once and written as CSV (#lib/csv) or as an Excel workbook (xlsx.ts):
// each column has the contract's header, a type, and how a row gives its value. The type is all
// a format needs to know: a new column (say a payment's mode or reference) is a header in the
// contract and one line here, and both files have it. On PostgreSQL the CSV of the two project
// reports comes from COPY, whose statements (copy.ts) spell the same columns in SQL: a column
// added here is added there too, and copy.pg.test.ts holds both to the same bytes.
// docs/product-rules.md#reports-as-spreadsheets
import { IST_OFFSET_MINUTES } from '@cardora/contract';
import { type CsvValue, csvRow, istDateTime, rupeesText } from '#lib/csv';

/**
 * - text: words as they are (booleans too, as the CSV shows them: Yes/No, Enabled/Disabled).
 * - phone: a phone number kept as the text it is ('+919876543210'), never a number.
 * - integer: a count or number; a word in its place (Card Limit's "Plan") stays a word.
 * - money: integer paise; the files show rupees with two decimals.
 * - dateTime: a moment, shown in IST: a Date, or the database's IST text "YYYY-MM-DD HH:MM".
 */
export type ColumnType = 'text' | 'phone' | 'integer' | 'money' | 'dateTime';

export type ColumnValue = string | number | Date | null | undefined;

export interface ColumnDef<Row> {
  type: ColumnType;
  value(row: Row): ColumnValue;
}

export interface ReportColumn<Row> extends ColumnDef<Row> {
  header: string;
}

export const text = <Row>(value: (row: Row) => ColumnValue): ColumnDef<Row> => ({ type: 'text', value });
export const phone = <Row>(value: (row: Row) => ColumnValue): ColumnDef<Row> => ({ type: 'phone', value });
export const integer = <Row>(value: (row: Row) => ColumnValue): ColumnDef<Row> => ({ type: 'integer', value });
export const money = <Row>(value: (row: Row) => ColumnValue): ColumnDef<Row> => ({ type: 'money', value });
export const dateTime = <Row>(value: (row: Row) => ColumnValue): ColumnDef<Row> => ({ type: 'dateTime', value });

/**
 * The contract's headers in their order, each given its definition: a header without one (or a
 * definition for no header) does not compile.
 */
export function reportColumns<Row, const Headers extends readonly string[]>(
  headers: Headers,
  defs: { [Header in Headers[number]]: ColumnDef<Row> },
): ReportColumn<Row>[] {
  return headers.map((header) => {
    const def: ColumnDef<Row> = defs[header as Headers[number]];
    return { header, type: def.type, value: def.value };
  });
}

/** A value as the CSV writes it (csvCell then neutralises and quotes it). */
export function csvValue(type: ColumnType, value: ColumnValue): CsvValue {
  if (type === 'money' && typeof value === 'number') return rupeesText(value);
  return value;
}

/** One row as a CSV record. */
export function csvLine<Row>(columns: readonly ReportColumn<Row>[], row: Row): string {
  return csvRow(columns.map((column) => csvValue(column.type, column.value(row))));
}

const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const IST_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/;

/**
 * A moment as the Date Excel should show: a spreadsheet date has no time zone, and exceljs
 * writes a Date's UTC fields, so the IST wall-clock time goes in as if it were UTC.
 */
export function istWallClock(value: Date | string): Date | null {
  if (value instanceof Date) return new Date(value.getTime() + IST_OFFSET_MS);
  const match = IST_TEXT.exec(value);
  return match ? new Date(`${match[1]}T${match[2]}:00Z`) : null;
}

/** A value as the workbook's cell holds it: strings stay strings, never a formula. */
export function xlsxValue(type: ColumnType, value: ColumnValue): string | number | Date | null {
  if (value === null || value === undefined || value === '') return null;
  switch (type) {
    case 'text':
    case 'phone':
      return value instanceof Date ? istDateTime(value) : String(value);
    case 'integer':
      return value instanceof Date ? istDateTime(value) : value;
    case 'money':
      return typeof value === 'number' ? value / 100 : String(value);
    case 'dateTime':
      if (typeof value === 'number') return value;
      return istWallClock(value) ?? value;
  }
}
