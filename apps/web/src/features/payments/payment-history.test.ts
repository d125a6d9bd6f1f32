import { describe, expect, test } from 'vitest';
import { deletePaymentQuestion, PROVIDER_LABELS, recordedByLine } from './payment-history';

// Midday, so the date is the same in every time zone the tests may run in.
const PAID_AT = '2026-09-23T12:00:00.000Z';

describe('payment history', () => {
  test('the delete confirmation names the amount (Indian grouping) and the day it was paid', () => {
    expect(deletePaymentQuestion({ amount: 149_900, paidAt: PAID_AT })).toBe(
      "Delete the ₹1,499 payment of 23 Sep 2026? The business's plan and expiry are recalculated from the payments that remain.",
    );
    expect(deletePaymentQuestion({ amount: 12_345_650, paidAt: PAID_AT })).toMatch(/^Delete the ₹1,23,456\.50 payment/);
  });

  test('manual payments say who recorded them and when; gateway payments say nothing', () => {
    expect(recordedByLine({ provider: 'manual', recordedBy: 'Demo Admin (admin)', paidAt: PAID_AT })).toBe(
      'Recorded by Demo Admin (admin) on 23 Sep 2026',
    );
    expect(recordedByLine({ provider: 'manual', recordedBy: null, paidAt: PAID_AT })).toBe('Recorded on 23 Sep 2026');
    expect(recordedByLine({ provider: 'razorpay', recordedBy: null, paidAt: PAID_AT })).toBeNull();
    expect(recordedByLine({ provider: 'sandbox', recordedBy: null, paidAt: PAID_AT })).toBeNull();
  });

  test('each provider has a name', () => {
    expect(Object.values(PROVIDER_LABELS)).toEqual(['Razorpay', 'Sandbox', 'Manual']);
  });
});
