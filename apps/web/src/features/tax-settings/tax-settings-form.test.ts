import { defaultTaxSettings, GSTIN_MESSAGES, TAX_MESSAGES, ZTaxSettings } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import {
  firstInvoiceNumber,
  GSTIN_EMPTY_HINT,
  gstinAsTyped,
  gstinStatus,
  prefixAsTyped,
  priceExample,
  RATE_OPTIONS,
  STATE_OPTIONS,
  sacCodeHint,
  stateOfGstin,
  taxSettingsFormOf,
} from './tax-settings-form';

describe('the tax settings form', () => {
  it('starts from the defaults with no state chosen, which the contract asks for on save', () => {
    const values = taxSettingsFormOf(defaultTaxSettings('Demo Agency'));
    expect(values).toMatchObject({ legalName: 'Demo Agency', gstin: '', stateCode: '', sacCode: '998314' });
    const parsed = ZTaxSettings.safeParse({ ...values, address: 'Pune' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['stateCode', TAX_MESSAGES.stateRequired],
    ]);
    expect(ZTaxSettings.parse({ ...values, address: 'Pune', stateCode: '27' }).gstin).toBeNull();
  });

  it('lists the states as "code · name" and the rates as percentages', () => {
    expect(STATE_OPTIONS).toContainEqual({ value: '27', label: '27 · Maharashtra' });
    expect(RATE_OPTIONS.map((option) => option.label)).toEqual(['0%', '5%', '12%', '18%', '28%']);
  });
});

describe('a GSTIN as it is typed', () => {
  it('is kept in capitals without spaces', () => {
    expect(gstinAsTyped(' 27aapfu 0939f1zv')).toBe('27AAPFU0939F1ZV');
  });

  it('chooses the state by its first two digits once they are a state code', () => {
    expect(stateOfGstin('')).toBeNull();
    expect(stateOfGstin('2')).toBeNull();
    expect(stateOfGstin('27')).toBe('27');
    expect(stateOfGstin('29AAB')).toBe('29');
    // Retired codes are valid in a GSTIN but no state is chosen by them.
    expect(stateOfGstin('28AAB')).toBeNull();
    expect(stateOfGstin('99')).toBeNull();
  });

  it('says what is wrong as soon as it can, and the check character once all 15 are typed', () => {
    expect(gstinStatus('')).toEqual({ tone: 'hint', text: GSTIN_EMPTY_HINT });
    expect(gstinStatus('27AAP')).toEqual({ tone: 'hint', text: '5 of 15 characters.' });
    expect(gstinStatus('2A')).toEqual({ tone: 'error', text: GSTIN_MESSAGES.format });
    expect(gstinStatus('27AAPFU0939F1ZVX')).toEqual({ tone: 'error', text: GSTIN_MESSAGES.format });
    expect(gstinStatus('99')).toEqual({ tone: 'error', text: GSTIN_MESSAGES.state });
    expect(gstinStatus('28AAPFU').tone).toBe('hint');
    expect(gstinStatus('27AAPFU0939F1ZA')).toEqual({ tone: 'error', text: GSTIN_MESSAGES.checkCharacter });
    expect(gstinStatus('27AAPFU0939F1ZV')).toEqual({
      tone: 'valid',
      text: 'Valid GSTIN (Maharashtra): documents will be tax invoices.',
    });
  });
});

describe('the worked example under "Prices include GST"', () => {
  it('keeps a ₹499 price and splits it when prices include GST', () => {
    expect(priceExample(1800, true)).toBe('A ₹499 plan costs ₹499: the invoice shows ₹422.88 + ₹76.12 GST.');
    expect(priceExample(500, true)).toBe('A ₹499 plan costs ₹499: the invoice shows ₹475.24 + ₹23.76 GST.');
    expect(priceExample(0, true)).toBe('A ₹499 plan costs ₹499: the invoice shows ₹499 + ₹0 GST.');
  });

  it('adds GST on top when prices exclude it', () => {
    expect(priceExample(1800, false)).toBe(
      'GST is added on top: a ₹499 plan costs ₹588.82, and the invoice shows ₹499 + ₹89.82 GST.',
    );
  });

  it('names a paisa of rounding when the split leaves one', () => {
    // ₹1 at 5%: ₹0.95 taxable, CGST and SGST ₹0.02 each, ₹0.01 over.
    expect(priceExample(500, true, 100)).toBe(
      'A ₹1 plan costs ₹1: the invoice shows ₹0.95 + ₹0.04 GST and ₹0.01 rounding.',
    );
  });

  it('does not work a rate the contract refuses', () => {
    expect(priceExample(1000, true)).toBe('A ₹499 plan costs ₹499, GST included.');
  });
});

describe('the invoice number prefix', () => {
  const april2026 = new Date('2026-04-01T00:00:00+05:30');
  it('previews the first number of the financial year', () => {
    expect(firstInvoiceNumber('INV', april2026)).toBe('INV/26-27/000001');
    expect(firstInvoiceNumber('INV', new Date('2026-03-31T23:59:00+05:30'))).toBe('INV/25-26/000001');
    expect(firstInvoiceNumber('ABCDE', april2026)).toBe('ABCDE/26-27/0001');
  });

  it('previews nothing for a prefix the contract refuses', () => {
    expect(firstInvoiceNumber('', april2026)).toBeNull();
    expect(firstInvoiceNumber('ABCDEF', april2026)).toBeNull();
    expect(firstInvoiceNumber('RCT', april2026)).toBeNull();
    expect(firstInvoiceNumber('CN', april2026)).toBeNull();
    expect(firstInvoiceNumber('IN-V', april2026)).toBeNull();
  });

  it('is typed in capitals', () => {
    expect(prefixAsTyped('in v')).toBe('INV');
  });
});

it('names the SAC codes an agency is likely to use', () => {
  expect(sacCodeHint('998314')).toBe('IT design and development services');
  expect(sacCodeHint('998315')).toBe('Hosting and IT infrastructure provisioning');
  expect(sacCodeHint('12')).toBe('6 digits; 998314 is IT design and development services');
});
