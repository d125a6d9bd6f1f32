import type { TTaxDocument } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import {
  documentSlug,
  gstinAsTyped,
  gstinStateCode,
  istMonth,
  paiseToRupeesText,
  paymentDocument,
  REFUND_FORM_MESSAGES,
  refundFormSchema,
  rupeesToPaise,
  shiftMonth,
} from './documents';

function document(overrides: Partial<TTaxDocument>): TTaxDocument {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'tax-invoice',
    number: 'INV/26-27/000001',
    issuedAt: '2026-09-23T06:30:00.000Z',
    financialYear: '2026-27',
    issuerAgencyId: '00000000-0000-4000-8000-0000000000a1',
    issuerName: 'Demo Agency',
    issuerGstin: '27AAPFU0939F1ZV',
    businessId: '00000000-0000-4000-8000-0000000000b1',
    buyerAgencyId: null,
    buyerName: 'Sharma Tours',
    buyerGstin: null,
    placeOfSupply: '27',
    placeOfSupplyName: 'Maharashtra',
    source: 'card',
    recordNo: 1,
    description: 'Business plan',
    sacCode: '998314',
    taxablePaise: 127_034,
    taxLines: [],
    roundingPaise: 0,
    totalPaise: 149_900,
    paymentMode: 'Online',
    paymentReference: null,
    creditedDocumentId: null,
    creditedDocumentNumber: null,
    reason: null,
    creditedPaise: 0,
    status: 'issued',
    refundablePaise: 149_900,
    checkPath: '/documents/check/abcdefghijkl',
    downloadPath: '/api/v1/tax-documents/00000000-0000-4000-8000-000000000001/pdf',
    ...overrides,
  };
}

describe('documentSlug', () => {
  it('makes a document number fit a test id or file name', () => {
    expect(documentSlug('INV/26-27/000012')).toBe('INV-26-27-000012');
    expect(documentSlug('CN/26-27/000001')).toBe('CN-26-27-000001');
  });
});

describe('paymentDocument', () => {
  const invoice = document({ id: 'a', number: 'INV/26-27/000002', recordNo: 7 });
  const creditNote = document({
    id: 'b',
    kind: 'credit-note',
    number: 'CN/26-27/000001',
    recordNo: 7,
    issuedAt: '2026-09-24T06:30:00.000Z',
  });
  const otherRecord = document({ id: 'c', number: 'INV/26-27/000003', recordNo: 8 });
  const pdfCardSameRecord = document({ id: 'd', number: 'INV/26-27/000004', recordNo: 7, source: 'pdf-card' });

  it("finds the payment's invoice by its source and record, never its credit note", () => {
    expect(
      paymentDocument([creditNote, otherRecord, invoice, pdfCardSameRecord], { source: 'card', recordNo: 7 }),
    ).toBe(invoice);
    expect(paymentDocument([creditNote, invoice], { source: 'pdf-card', recordNo: 7 })).toBeNull();
    expect(paymentDocument([pdfCardSameRecord], { source: 'pdf-card', recordNo: 7 })).toBe(pdfCardSameRecord);
  });

  it('takes the newest when a record has more than one, in any order', () => {
    const older = document({ id: 'e', recordNo: 9, issuedAt: '2026-09-01T00:00:00.000Z', kind: 'receipt' });
    const newer = document({ id: 'f', recordNo: 9, issuedAt: '2026-09-02T00:00:00.000Z' });
    expect(paymentDocument([older, newer], { source: 'card', recordNo: 9 })).toBe(newer);
    expect(paymentDocument([newer, older], { source: 'card', recordNo: 9 })).toBe(newer);
  });

  it('finds nothing in an empty list', () => {
    expect(paymentDocument([], { source: 'card', recordNo: 1 })).toBeNull();
  });
});

describe('months', () => {
  it('files an instant in the month it is in India', () => {
    // 31 Aug 2026, 19:00 UTC is 1 Sep 2026, 00:30 IST.
    expect(istMonth(new Date('2026-08-31T19:00:00.000Z'))).toBe('2026-09');
    expect(istMonth(new Date('2026-08-31T18:29:59.000Z'))).toBe('2026-08');
  });

  it('steps across years', () => {
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-09', -12)).toBe('2025-09');
    expect(shiftMonth('2026-09', 0)).toBe('2026-09');
  });
});

describe('rupees typed for a refund', () => {
  it('reads rupees with up to two digits of paise', () => {
    expect(rupeesToPaise('499')).toBe(49_900);
    expect(rupeesToPaise('499.5')).toBe(49_950);
    expect(rupeesToPaise('499.50')).toBe(49_950);
    expect(rupeesToPaise(' 1,499 ')).toBe(149_900);
    expect(rupeesToPaise('0.01')).toBe(1);
    expect(rupeesToPaise('.5')).toBe(50);
    expect(rupeesToPaise('12.')).toBe(1_200);
  });

  it('refuses what is not an amount', () => {
    for (const typed of ['', '.', 'abc', '1.234', '-5', '1e3', '4 99']) expect(rupeesToPaise(typed), typed).toBeNull();
  });

  it('writes paise back as the field shows them', () => {
    expect(paiseToRupeesText(149_900)).toBe('1499');
    expect(paiseToRupeesText(49_950)).toBe('499.50');
    expect(paiseToRupeesText(1)).toBe('0.01');
  });

  it('is any amount above nothing up to what is left, with a reason', () => {
    const rupees = (paise: number) => `₹${paise / 100}`;
    const schema = refundFormSchema(149_900, rupees);
    expect(schema.parse({ amount: '1499', reason: ' Duplicate payment ' })).toEqual({
      amount: 149_900,
      reason: 'Duplicate payment',
    });
    expect(schema.parse({ amount: '100.25', reason: 'Partly' }).amount).toBe(10_025);
    const messages = (value: { amount: string; reason: string }) =>
      schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ amount: '', reason: 'x' })).toEqual([REFUND_FORM_MESSAGES.amountRequired]);
    expect(messages({ amount: '12.345', reason: 'x' })).toEqual([REFUND_FORM_MESSAGES.amountShape]);
    expect(messages({ amount: '0', reason: 'x' })).toEqual([REFUND_FORM_MESSAGES.amountPositive]);
    expect(messages({ amount: '1499.01', reason: 'x' })).toEqual([REFUND_FORM_MESSAGES.amountTooMuch('₹1499')]);
    expect(messages({ amount: '1', reason: '   ' })).toEqual([REFUND_FORM_MESSAGES.reasonRequired]);
    expect(messages({ amount: '1', reason: 'x'.repeat(201) })).toEqual([REFUND_FORM_MESSAGES.reasonTooLong]);
  });
});

describe('a GSTIN as typed', () => {
  it('drops spaces, takes capitals and stops at 15 characters', () => {
    expect(gstinAsTyped('27aapfu 0939f1zv')).toBe('27AAPFU0939F1ZV');
    expect(gstinAsTyped('27AAPFU0939F1ZVX')).toBe('27AAPFU0939F1ZV');
    expect(gstinAsTyped('')).toBe('');
  });

  it("names the state of its first two digits, when they are one's", () => {
    expect(gstinStateCode('27AAPFU0939F1ZV')).toBe('27');
    expect(gstinStateCode('07')).toBe('07');
    // 25 and 28 are retired codes: a GSTIN may carry them, no state is chosen by them.
    expect(gstinStateCode('25AAPFU0939F1ZV')).toBeNull();
    expect(gstinStateCode('99AAPFU0939F1ZV')).toBeNull();
    expect(gstinStateCode('2')).toBeNull();
    expect(gstinStateCode(null)).toBeNull();
  });
});
