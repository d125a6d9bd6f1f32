// CSV for Excel (RFC 4180): every cell quoted when it holds a quote, comma or line break;
// cells a spreadsheet would read as a formula (= + - @, tab, CR) start with an apostrophe
// (OWASP "CSV injection"); dates in IST; money in rupees from integer paise; the file starts
// with a UTF-8 BOM. The reports and the GST documents' export write their CSVs with it.

import { IST_OFFSET_MINUTES } from '@cardora/contract';

export const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | boolean | Date | null | undefined;

/** One cell: neutralised, then quoted when it must be. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? istDateTime(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record with its CRLF line end. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;

/** "2026-11-22 14:05" in Asia/Kolkata (UTC+05:30 all year, no daylight saving). */
export function istDateTime(date: Date): string {
  return new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** Rupees with two decimals from integer paise: 123456 → "1234.56", -5 → "-0.05". */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(paise));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
