import { describe, expect, test } from 'vitest';
import { formattersFor } from '#i18n/format';
import { testT } from '#i18n/test-i18n';
import { deletePaymentLabel, deletePaymentQuestion, PROVIDER_LABELS, recordedByLine } from './payment-history';

// Midday, so the date is the same in every time zone the tests may run in.
const PAID_AT = '2026-11-23T12:00:00.000Z';
/** What a reader sees: no-break spaces read as spaces. */
const read = (text: string | null) => text?.replaceAll('\u00a0', ' ') ?? null;
const english = { t: testT('en', 'plans'), ...formattersFor('en-IN') };
const hindi = { t: testT('hi', 'plans'), ...formattersFor('hi-IN') };

describe('payment history', () => {
  test('the delete confirmation names the amount (Indian grouping) and the day it was paid', () => {
    const question = deletePaymentQuestion({ amount: 149_900, paidAt: PAID_AT }, english);
    expect(read(question)).toBe(
      "Delete the ₹1,499 payment of 23 Nov 2026? The business's plan and expiry are recalculated from the payments that remain.",
    );
    // The date never breaks across lines.
    expect(question).toContain('23\u00a0Nov\u00a02026?');
    expect(read(deletePaymentQuestion({ amount: 12_345_650, paidAt: PAID_AT }, english))).toMatch(
      /^Delete the ₹1,23,456\.50 payment of 23 Nov 2026\?/,
    );
    expect(deletePaymentLabel({ amount: 149_900, paidAt: PAID_AT }, english)).toBe(
      'Delete the ₹1,499 payment of 23 Nov 2026',
    );
  });

  test('manual payments say who recorded them and when; gateway payments say nothing', () => {
    const line = recordedByLine({ provider: 'manual', recordedBy: 'Demo Admin (admin)', paidAt: PAID_AT }, english);
    expect(read(line)).toBe('Recorded by Demo Admin (admin) on 23 Nov 2026');
    // "on 23 Nov 2026" wraps as one piece.
    expect(line).toContain('on\u00a023\u00a0Nov\u00a02026');
    expect(read(recordedByLine({ provider: 'manual', recordedBy: null, paidAt: PAID_AT }, english))).toBe(
      'Recorded on 23 Nov 2026',
    );
    expect(recordedByLine({ provider: 'razorpay', recordedBy: null, paidAt: PAID_AT }, english)).toBeNull();
    expect(recordedByLine({ provider: 'sandbox', recordedBy: null, paidAt: PAID_AT }, english)).toBeNull();
  });

  test('in Hindi: the words in Hindi, the amount and the date in Indian style', () => {
    expect(read(recordedByLine({ provider: 'manual', recordedBy: 'Demo Admin (admin)', paidAt: PAID_AT }, hindi))).toBe(
      'Demo Admin (एडमिन) ने 23 नव॰ 2026 को दर्ज किया',
    );
    expect(read(deletePaymentLabel({ amount: 12_345_650, paidAt: PAID_AT }, hindi))).toBe(
      '23 नव॰ 2026 को हुआ ₹1,23,456.50 का भुगतान डिलीट करें',
    );
  });

  test('each provider has a name', () => {
    expect(Object.values(PROVIDER_LABELS)).toEqual(['Razorpay', 'Sandbox', 'Manual']);
  });
});
