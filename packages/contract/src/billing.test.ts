import { describe, expect, it } from 'vitest';
import {
  BILLING_MESSAGES,
  billingReach,
  billTotals,
  financialYearOf,
  invoiceNumber,
  istMonthEnd,
  istMonthOf,
  istMonthStart,
  monthBillDue,
  monthsBetween,
  moveOutRefusal,
  outstandingAmount,
  paymentAmountRefusal,
} from './billing';
import type { AdminMenuContext } from './roles';

describe('bill arithmetic', () => {
  it.each([
    [0, 0, { outstanding: 0, overpaid: 0, status: 'open' }],
    [10_000, 0, { outstanding: 10_000, overpaid: 0, status: 'open' }],
    [10_000, 4_000, { outstanding: 6_000, overpaid: 0, status: 'partly-paid' }],
    [10_000, 10_000, { outstanding: 0, overpaid: 0, status: 'paid' }],
    [10_000, 12_000, { outstanding: 0, overpaid: 2_000, status: 'paid' }],
  ] as const)('due %i, paid %i', (due, paid, expected) => {
    expect(billTotals(due, paid)).toEqual({ amountDue: due, amountPaid: paid, ...expected });
  });

  it('charges the cards still in the bill', () => {
    expect(monthBillDue([{ movedOut: false }, { movedOut: true }, { movedOut: false }], 5_000)).toBe(10_000);
    expect(monthBillDue([], 5_000)).toBe(0);
  });

  it('sums what is left on each bill; an overpaid bill does not pay another', () => {
    expect(
      outstandingAmount([
        { amountDue: 10_000, amountPaid: 4_000 },
        { amountDue: 5_000, amountPaid: 8_000 },
        { amountDue: 1_200_000, amountPaid: 0 },
      ]),
    ).toBe(1_206_000);
  });

  it('refuses moving out of a paid bill, and below what was paid', () => {
    const bill = { amountDue: 15_000, amountPaid: 15_000, unitPricePaise: 5_000, invoiceNumber: 'CRD/26-27/000007' };
    expect(moveOutRefusal(bill)).toBe(
      'This bill is paid (invoice CRD/26-27/000007): a card cannot be moved out of a paid bill.',
    );
    expect(moveOutRefusal({ ...bill, amountPaid: 12_000 })).toBe(BILLING_MESSAGES.moveOutBelowPaid(12_000, 10_000));
    expect(moveOutRefusal({ ...bill, amountPaid: 10_000 })).toBeNull();
    expect(moveOutRefusal({ ...bill, amountPaid: 0 })).toBeNull();
  });

  it('takes payments up to what is outstanding', () => {
    expect(paymentAmountRefusal({ amountDue: 10_000, amountPaid: 4_000 }, 6_000)).toBeNull();
    expect(paymentAmountRefusal({ amountDue: 10_000, amountPaid: 4_000 }, 6_100)).toBe(
      'The amount is more than what is outstanding on this bill (₹60).',
    );
    expect(paymentAmountRefusal({ amountDue: 10_000, amountPaid: 10_000 }, 100)).toBe(
      BILLING_MESSAGES.nothingOutstanding,
    );
  });
});

describe('IST months and financial years', () => {
  it('starts a month at midnight IST', () => {
    expect(istMonthStart({ year: 2026, month: 6 }).toISOString()).toBe('2026-05-31T18:30:00.000Z');
    expect(istMonthEnd({ year: 2026, month: 12 }).toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(istMonthOf(new Date('2026-05-31T18:29:59.999Z'))).toEqual({ year: 2026, month: 5 });
    expect(istMonthOf(new Date('2026-05-31T18:30:00.000Z'))).toEqual({ year: 2026, month: 6 });
  });

  it('lists months across a year end', () => {
    expect(monthsBetween({ year: 2025, month: 11 }, { year: 2026, month: 2 })).toEqual([
      { year: 2025, month: 11 },
      { year: 2025, month: 12 },
      { year: 2026, month: 1 },
      { year: 2026, month: 2 },
    ]);
    expect(monthsBetween({ year: 2026, month: 3 }, { year: 2026, month: 2 })).toEqual([]);
  });

  it('runs the financial year April to March, in IST', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
    expect(invoiceNumber('2026-27', 123)).toBe('CRD/26-27/000123');
  });
});

describe('billing reach', () => {
  const ctx = (over: Partial<AdminMenuContext>): AdminMenuContext => ({
    isSuperadminAgency: false,
    isAdmin: false,
    hasAllCardAccess: false,
    hideBilling: false,
    digitalCardOnly: false,
    ...over,
  });
  it.each([
    ['agency admin', ctx({ isAdmin: true }), 'own'],
    ['superadmin agency admin', ctx({ isAdmin: true, isSuperadminAgency: true }), 'any'],
    ['franchisee', ctx({}), null],
    ['franchisee with all-card access', ctx({ hasAllCardAccess: true }), null],
    ['superadmin agency creator', ctx({ isSuperadminAgency: true }), null],
  ] as const)('%s', (_who, context, reach) => {
    expect(billingReach(context)).toBe(reach);
  });
});
