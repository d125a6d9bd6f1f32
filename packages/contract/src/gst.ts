// India's GST as the product's documents need it: the states and their codes, GSTIN checks,
// the tax on a price (inclusive or exclusive, within a state or across states) in whole paise
// with the rounding done once and shown, the amount in words in the Indian system, and
// document numbers. Pure functions, shared by the server (which issues the
// documents) and the web (which checks a GSTIN as it is typed). The rules in words:
// docs/product-rules.md#gst-documents.
import { z } from 'zod';

/** The GST state and union-territory codes (the first two digits of a GSTIN), with their names. */
export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
] as const;

/**
 * Codes a GSTIN may still carry though no state is chosen by them any more: 25 (Daman and Diu,
 * merged into 26 in 2020) and 28 (Andhra Pradesh before 2014; now 37). Old registrations keep them.
 */
const RETIRED_STATE_CODES = ['25', '28'];
const STATE_CODES = new Set<string>([...GST_STATES.map((state) => state.code), ...RETIRED_STATE_CODES]);

/** A regular taxpayer's GSTIN: state code, PAN, entity number, 'Z', check character. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first 14 characters: the GSTN's Luhn mod 36 (every second
 * character's value doubled, each product's base-36 digits summed).
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = BASE36.indexOf(first14[index] ?? '');
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36] as string;
}

export const GSTIN_MESSAGES = {
  format: 'Enter the 15-character GSTIN, like 27AAPFU0939F1ZV.',
  state: 'A GSTIN starts with a state code (01 to 38, or 97); check the first two digits.',
  checkCharacter: 'This GSTIN does not add up: check it for a typing mistake.',
} as const;
export type GstinProblem = keyof typeof GSTIN_MESSAGES;

/** What is wrong with a GSTIN (already trimmed and in capitals), or null when it is valid. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_SHAPE.test(gstin)) return 'format';
  if (!STATE_CODES.has(gstin.slice(0, 2))) return 'state';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'checkCharacter';
  return null;
}

/** A GSTIN as typed: spaces dropped, capitals, then checked (format, state code, check character). */
export const ZGstin = z
  .string()
  .transform((typed) => typed.replace(/\s+/g, '').toUpperCase())
  .superRefine((gstin, context) => {
    const problem = gstinProblem(gstin);
    if (problem) context.addIssue({ code: 'custom', message: GSTIN_MESSAGES[problem] });
  });

/** Rates are in basis points (1800 = 18%), so every figure stays an integer. */
export const BASIS_POINTS = 10_000;
export const DEFAULT_GST_RATE_BASIS_POINTS = 1800;
/** IT design and development services: docs/product-rules.md#gst-documents says why. */
export const DEFAULT_SAC_CODE = '998314';

export type TaxKind = 'CGST' | 'SGST' | 'IGST';
export interface TaxLine {
  kind: TaxKind;
  rateBasisPoints: number;
  amountPaise: number;
}
export interface TaxBreakdown {
  /** The value the tax is charged on. */
  taxablePaise: number;
  lines: TaxLine[];
  /** What rounding to the paisa left over (at most a paisa either way), shown on the document. */
  roundingPaise: number;
  totalPaise: number;
}

/** a ÷ b rounded half up, for non-negative integers. */
function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/**
 * The tax on a price, in whole paise. Within the issuer's state the rate is split evenly into
 * CGST and SGST; across states it is one IGST line. A price that includes GST keeps its total
 * (what the buyer paid): the taxable value is rounded once and the tax lines follow from it,
 * and whatever a paisa of rounding leaves over is its own line. A price without GST is the
 * taxable value, and the total adds the lines. docs/product-rules.md#gst-documents
 */
export function taxBreakdown(input: {
  pricePaise: number;
  rateBasisPoints: number;
  pricesIncludeTax: boolean;
  sameState: boolean;
}): TaxBreakdown {
  const { pricePaise, rateBasisPoints: rate, pricesIncludeTax, sameState } = input;
  if (!Number.isSafeInteger(pricePaise) || pricePaise < 0)
    throw new RangeError('The price is whole paise, not below 0.');
  if (!Number.isInteger(rate) || rate < 0 || rate > BASIS_POINTS)
    throw new RangeError('The rate is 0 to 10000 basis points.');
  const taxablePaise = pricesIncludeTax ? divideRounded(pricePaise * BASIS_POINTS, BASIS_POINTS + rate) : pricePaise;
  const lines: TaxLine[] = sameState
    ? (['CGST', 'SGST'] as const).map((kind) => ({
        kind,
        rateBasisPoints: rate / 2,
        amountPaise: divideRounded(taxablePaise * rate, 2 * BASIS_POINTS),
      }))
    : [{ kind: 'IGST', rateBasisPoints: rate, amountPaise: divideRounded(taxablePaise * rate, BASIS_POINTS) }];
  const taxPaise = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  const totalPaise = pricesIncludeTax ? pricePaise : taxablePaise + taxPaise;
  return { taxablePaise, lines, roundingPaise: totalPaise - taxablePaise - taxPaise, totalPaise };
}

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] as string;
  const unit = n % 10;
  return `${TENS[Math.floor(n / 10)]}${unit ? `-${ONES[unit]}` : ''}`;
}

/** A whole number in words in the Indian system: thousand, lakh (1,00,000), crore (1,00,00,000). */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('A whole number, not below 0.');
  if (n < 100) return belowHundred(n);
  const steps: [number, string][] = [
    [10_000_000, 'Crore'],
    [100_000, 'Lakh'],
    [1_000, 'Thousand'],
    [100, 'Hundred'],
  ];
  for (const [size, name] of steps) {
    if (n >= size) {
      const rest = n % size;
      return `${indianNumberInWords(Math.floor(n / size))} ${name}${rest ? ` ${indianNumberInWords(rest)}` : ''}`;
    }
  }
  return belowHundred(n);
}

/** An amount as a document writes it out: "Rupees One Lakh Eighteen Thousand and Fifty Paise Only". */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError('Whole paise, not below 0.');
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${indianNumberInWords(rupees)}${rest ? ` and ${indianNumberInWords(rest)} Paise` : ''} Only`;
}

/** A series prefix: capitals and digits, 1 to 5 of them, so a number always has room. */
export const ZDocumentPrefix = z
  .string()
  .trim()
  .transform((typed) => typed.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{1,5}$/, 'Use 1 to 5 capital letters or digits, like INV.'));

/** Documents may carry at most 16 characters in their number (letters, digits, '-' and '/'). */
export const DOCUMENT_NUMBER_MAX = 16;

/**
 * A document's number: the series prefix, the financial year (financialYearOf, in billing.ts)
 * and the place in the series, e.g. INV/26-27/000042; at most 16 characters. Throws when the
 * series has no room left.
 */
export function documentNumber(prefix: string, financialYear: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError('A series starts at 1.');
  // '2026-27' (financialYearOf) written short, as the 16 characters leave room for.
  const year = financialYear.slice(2);
  const head = `${prefix}/${year}/`;
  const width = Math.max(0, DOCUMENT_NUMBER_MAX - head.length);
  const number = `${head}${String(sequence).padStart(Math.min(width, 6), '0')}`;
  if (number.length > DOCUMENT_NUMBER_MAX) throw new RangeError(`The series ${prefix} is full for ${year}.`);
  return number;
}
