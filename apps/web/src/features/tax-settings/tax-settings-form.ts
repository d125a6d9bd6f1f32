// The tax settings form's pure parts: its values from the server's answer, the state a GSTIN
// names, the worked example under "Prices include GST" and the invoice number a prefix gives.
// docs/product-rules.md#gst-documents
import {
  CREDIT_NOTE_PREFIX,
  DEFAULT_SAC_CODE,
  documentNumber,
  financialYearOf,
  GST_RATES_BASIS_POINTS,
  GST_STATES,
  GSTIN_MESSAGES,
  gstinCheckCharacter,
  gstinProblem,
  gstStateName,
  RECEIPT_PREFIX,
  type TTaxSettingsInput,
  type TTaxSettingsResponse,
  taxBreakdown,
} from '@cardora/contract';
import { formatPaise } from '#lib/format';

export type TaxSettingsFormInput = TTaxSettingsInput;

/** The form starts from what is saved, or the defaults the server answers with until then. */
export function taxSettingsFormOf(settings: TTaxSettingsResponse['settings']): TaxSettingsFormInput {
  return {
    legalName: settings.legalName,
    gstin: settings.gstin ?? '',
    address: settings.address,
    // No state yet is an empty choice: the contract asks for one on save.
    stateCode: settings.stateCode ?? '',
    pricesIncludeTax: settings.pricesIncludeTax,
    rateBasisPoints: settings.rateBasisPoints,
    sacCode: settings.sacCode,
    invoicePrefix: settings.invoicePrefix,
  };
}

/** "27 · Maharashtra": the code leads because it is what a GSTIN starts with. */
export const STATE_OPTIONS = GST_STATES.map((state) => ({ value: state.code, label: `${state.code} · ${state.name}` }));

export const RATE_OPTIONS = GST_RATES_BASIS_POINTS.map((rate) => ({ value: rate, label: `${rate / 100}%` }));

/** A GSTIN as typed into the field: capitals, no spaces (how the contract reads it anyway). */
export function gstinAsTyped(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/**
 * The state a GSTIN being typed names, once its first two digits are a state's code; null
 * before that, or for a retired code no state is chosen by (25, 28).
 */
export function stateOfGstin(gstin: string): string | null {
  const code = gstin.slice(0, 2);
  return GST_STATES.some((state) => state.code === code) ? code : null;
}

/** The place of each character in a GSTIN: state code, PAN, entity number, 'Z', check character. */
const GSTIN_PLACES = [
  /\d/,
  /\d/,
  /[A-Z]/,
  /[A-Z]/,
  /[A-Z]/,
  /[A-Z]/,
  /[A-Z]/,
  /\d/,
  /\d/,
  /\d/,
  /\d/,
  /[A-Z]/,
  /[1-9A-Z]/,
  /Z/,
  /[0-9A-Z]/,
];

/** Whether a GSTIN's first two digits are a code it may start with (retired codes included). */
function knownStateCode(code: string): boolean {
  // The contract's own check, on a made-up GSTIN that is right but for its state code.
  const first14 = `${code}AAAAA0000A1Z`;
  return gstinProblem(`${first14}${gstinCheckCharacter(first14)}`) === null;
}

export interface GstinStatus {
  /** hint: nothing wrong yet; error: the GSTIN cannot be right; valid: it adds up. */
  tone: 'hint' | 'error' | 'valid';
  text: string;
}

export const GSTIN_EMPTY_HINT = 'Leave empty if not registered: documents will be receipts without GST.';

/**
 * The line under the GSTIN while it is typed: a character in a place no GSTIN has one, or a
 * state code that does not exist, is said at once; the check character once all 15 are there.
 */
export function gstinStatus(gstin: string): GstinStatus {
  if (gstin === '') return { tone: 'hint', text: GSTIN_EMPTY_HINT };
  const misplaced = [...gstin].some((character, index) => !GSTIN_PLACES[index]?.test(character));
  if (misplaced) return { tone: 'error', text: GSTIN_MESSAGES.format };
  if (gstin.length >= 2 && !knownStateCode(gstin.slice(0, 2))) return { tone: 'error', text: GSTIN_MESSAGES.state };
  if (gstin.length < 15) return { tone: 'hint', text: `${gstin.length} of 15 characters.` };
  const problem = gstinProblem(gstin);
  if (problem) return { tone: 'error', text: GSTIN_MESSAGES[problem] };
  const state = gstStateName(gstin.slice(0, 2));
  return { tone: 'valid', text: `Valid GSTIN${state ? ` (${state})` : ''}: documents will be tax invoices.` };
}

/** The plan price the example under "Prices include GST" is worked on. */
export const EXAMPLE_PRICE_PAISE = 49_900;

/**
 * What "Prices include GST" means at this rate, worked on a ₹499 plan sold within the issuer's
 * state (CGST + SGST), the way a document works it out.
 */
export function priceExample(
  rateBasisPoints: number,
  pricesIncludeTax: boolean,
  pricePaise = EXAMPLE_PRICE_PAISE,
): string {
  const price = formatPaise(pricePaise);
  if (!(GST_RATES_BASIS_POINTS as readonly number[]).includes(rateBasisPoints)) {
    return pricesIncludeTax ? `A ${price} plan costs ${price}, GST included.` : `GST is added on top of ${price}.`;
  }
  const breakdown = taxBreakdown({ pricePaise, rateBasisPoints, pricesIncludeTax, sameState: true });
  const taxPaise = breakdown.lines.reduce((sum, line) => sum + line.amountPaise, 0);
  const rounding = breakdown.roundingPaise ? ` and ${formatPaise(Math.abs(breakdown.roundingPaise))} rounding` : '';
  const split = `${formatPaise(breakdown.taxablePaise)} + ${formatPaise(taxPaise)} GST${rounding}`;
  return pricesIncludeTax
    ? `A ${price} plan costs ${price}: the invoice shows ${split}.`
    : `GST is added on top: a ${price} plan costs ${formatPaise(breakdown.totalPaise)}, and the invoice shows ${split}.`;
}

/** The prefix as typed: capitals, no spaces. */
export function prefixAsTyped(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/**
 * The first invoice number of this financial year with this prefix (INV/26-27/000001), or null
 * while the prefix is not one the contract takes.
 */
export function firstInvoiceNumber(prefix: string, now: Date): string | null {
  if (!/^[A-Z0-9]{1,5}$/.test(prefix) || prefix === RECEIPT_PREFIX || prefix === CREDIT_NOTE_PREFIX) return null;
  return documentNumber(prefix, financialYearOf(now), 1);
}

/** What the SAC code's line says: the two codes an agency is likely to use, by name. */
export function sacCodeHint(sacCode: string): string {
  if (sacCode === DEFAULT_SAC_CODE) return 'IT design and development services';
  if (sacCode === '998315') return 'Hosting and IT infrastructure provisioning';
  return `6 digits; ${DEFAULT_SAC_CODE} is IT design and development services`;
}
