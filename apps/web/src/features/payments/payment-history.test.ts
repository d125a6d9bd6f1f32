import { describe, expect, test } from 'vitest';
import { deletePaymentLabel, deletePaymentQuestion, PROVIDER_LABELS, recordedByLine } from './payment-history';

// Midday, so the date is the same in every time zone the tests may run in.
const PAID_AT = '2026-09-23T12:00:00.000Z';
/** What a reader sees: no-break spaces read as spaces. */
const read = (text: string | null) => text?.replaceAll('\u00a0', ' ') ?? null;

describe('payment history', () => {
  test('the delete confirmation names the amount (Indian grouping) and the day it was paid', () => {
    const question = deletePaymentQuestion({ amount: 149_900, paidAt: PAID_AT });
    expect(read(question)).toBe(
      "Delete the ₹1,499 payment of 23 Sep 2026? The business's plan and expiry are recalculated from the payments that remain.",
    );
    // The date never breaks across lines.
    expect(question).toContain('23\u00a0Sep\u00a02026?');
    expect(read(deletePaymentQuestion({ amount: 12_345_650, paidAt: PAID_AT }))).toMatch(
      /^Delete the ₹1,23,456\.50 payment of 23 Sep 2026\?/,
    );
    expect(deletePaymentLabel({ amount: 149_900, paidAt: PAID_AT })).toBe('Delete the ₹1,499 payment of 23 Sep 2026');
  });

  test('manual payments say who recorded them and when; gateway payments say nothing', () => {
    const line = recordedByLine({ provider: 'manual', recordedBy: 'Demo Admin (admin)', paidAt: PAID_AT });
    expect(read(line)).toBe('Recorded by Demo Admin (admin) on 23 Sep 2026');
    // "on 23 Sep 2026" wraps as one piece.
    expect(line).toContain('on\u00a023\u00a0Sep\u00a02026');
    expect(read(recordedByLine({ provider: 'manual', recordedBy: null, paidAt: PAID_AT }))).toBe(
      'Recorded on 23 Sep 2026',
    );
    expect(recordedByLine({ provider: 'razorpay', recordedBy: null, paidAt: PAID_AT })).toBeNull();
    expect(recordedByLine({ provider: 'sandbox', recordedBy: null, paidAt: PAID_AT })).toBeNull();
  });

  test('each provider has a name', () => {
    expect(Object.values(PROVIDER_LABELS)).toEqual(['Razorpay', 'Sandbox', 'Manual']);
  });
});
