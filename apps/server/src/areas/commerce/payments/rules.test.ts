// The pure parts of payments: renewal arithmetic, recomputation from remaining payments,
// secrets at rest, webhook timing, and the one path exempt from CSRF.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PlanSnapshot } from '#db/schema';
import { DelayedTasks } from '#lib/delayed-tasks';
import { decryptSecret, encryptSecret } from '#lib/secret-box';
import { isProtectedPath } from '#plugins/csrf';
import { NO_FRAMES_HIDDEN } from '#test/factories/payments';
import { addYears, paymentPeriod, rechainPeriods, subscriptionFrom } from './card-payment-record';

const at = (iso: string) => new Date(iso);

describe('addYears', () => {
  it.each([
    ['2025-05-10T08:30:00.000Z', 1, '2026-05-10T08:30:00.000Z'],
    ['2025-05-10T08:30:00.000Z', 2, '2027-05-10T08:30:00.000Z'],
    ['2024-02-29T00:00:00.000Z', 1, '2025-02-28T00:00:00.000Z'],
    ['2024-02-29T00:00:00.000Z', 4, '2028-02-29T00:00:00.000Z'],
  ])('%s + %i years = %s', (from, years, expected) => {
    expect(addYears(at(from), years).toISOString()).toBe(expected);
  });
});

describe('paymentPeriod', () => {
  const now = at('2026-01-15T10:00:00.000Z');

  it('extends an expiry still in the future by the validity', () => {
    const business = { expiryDateForCustomer: at('2026-06-01T00:00:00.000Z'), isFixedExpiryDate: false };
    expect(paymentPeriod(business, now, 1)).toEqual({
      validFrom: at('2026-06-01T00:00:00.000Z'),
      validUntil: at('2027-06-01T00:00:00.000Z'),
      businessExpiry: at('2027-06-01T00:00:00.000Z'),
    });
  });

  it('counts from now when the expiry has passed or there is none', () => {
    for (const expiry of [at('2025-12-31T00:00:00.000Z'), null]) {
      expect(paymentPeriod({ expiryDateForCustomer: expiry, isFixedExpiryDate: false }, now, 2)).toEqual({
        validFrom: now,
        validUntil: at('2028-01-15T10:00:00.000Z'),
        businessExpiry: at('2028-01-15T10:00:00.000Z'),
      });
    }
  });

  it('keeps a fixed expiry', () => {
    const fixed = at('2026-03-31T00:00:00.000Z');
    expect(paymentPeriod({ expiryDateForCustomer: fixed, isFixedExpiryDate: true }, now, 3)).toEqual({
      validFrom: now,
      validUntil: fixed,
      businessExpiry: fixed,
    });
  });
});

describe('subscriptionFrom (after a deletion)', () => {
  const limits = (pdfCardLimit: number): PlanSnapshot['limits'] => ({
    digitalCardIncluded: true,
    digitalCardLimit: 1,
    greetingImagesIncluded: false,
    greetingImagesLimit: 0,
    greetingVideosIncluded: false,
    greetingVideosLimit: 0,
    pdfCardIncluded: pdfCardLimit > 0,
    pdfCardLimit,
    promotionalVideoIncluded: false,
    promotionalVideoLimit: 0,
  });
  let nextRecordNo = 1;
  /** A payment as stored: paid at `paidAt` for `years`, with the period it was recorded with. */
  const record = (paidAt: string, years: number, pdf = 0, recordedUntil?: string) => ({
    recordNo: nextRecordNo++,
    paidAt: at(paidAt),
    validFrom: at(paidAt),
    validUntil: recordedUntil ? at(recordedUntil) : addYears(at(paidAt), years),
    planSnapshot: {
      name: 'P',
      pricePaise: 100,
      validityYears: years,
      limits: limits(pdf),
      frameVisibility: NO_FRAMES_HIDDEN,
    },
  });
  const now = at('2026-01-01T00:00:00.000Z');
  const flexible = { expiryDateForCustomer: at('2030-01-01T00:00:00.000Z'), isFixedExpiryDate: false };

  it('lays the remaining payments end to end again: the newest plan, the chained expiry, paid while it lasts', () => {
    const state = subscriptionFrom(
      flexible,
      [record('2025-06-01T00:00:00.000Z', 1, 0), record('2025-09-01T00:00:00.000Z', 2, 2)],
      now,
    );
    // 1 year from June 2025, then 2 years from where that ends.
    expect(state).toEqual({
      expiryDateForCustomer: at('2028-06-01T00:00:00.000Z'),
      paymentStatus: 1,
      isSubscriptionActive: true,
      planLimits: limits(2),
      frameVisibility: NO_FRAMES_HIDDEN,
    });
  });

  it('moves a renewal back when the payment it was chained after is deleted', () => {
    // Paid 1 year in June 2025 and renewed 2 years in September (recorded as June 2026 -> June 2028);
    // deleting the June payment leaves 2 years from September 2025, not the old June 2028.
    const renewal = record('2025-09-01T00:00:00.000Z', 2, 0, '2028-06-01T00:00:00.000Z');
    const [period] = rechainPeriods([renewal]);
    expect(period?.validFrom).toEqual(at('2025-09-01T00:00:00.000Z'));
    expect(period?.validUntil).toEqual(at('2027-09-01T00:00:00.000Z'));
    expect(subscriptionFrom(flexible, [renewal], now).expiryDateForCustomer).toEqual(at('2027-09-01T00:00:00.000Z'));
  });

  it('starts a payment made after the previous one ended from its own date', () => {
    const periods = rechainPeriods([record('2020-01-01T00:00:00.000Z', 1), record('2024-03-01T00:00:00.000Z', 1)]);
    expect(periods.map((p) => p.validUntil)).toEqual([at('2021-01-01T00:00:00.000Z'), at('2025-03-01T00:00:00.000Z')]);
  });

  it('orders by payment date whatever order the rows come in', () => {
    const first = record('2025-01-01T00:00:00.000Z', 1, 1);
    const second = record('2025-02-01T00:00:00.000Z', 1, 3);
    const state = subscriptionFrom(flexible, [second, first], now);
    expect(state.expiryDateForCustomer).toEqual(at('2027-01-01T00:00:00.000Z'));
    expect(state.planLimits).toEqual(limits(3));
  });

  it('is unpaid when the chain has ended, and empty when no payment remains', () => {
    expect(subscriptionFrom(flexible, [record('2024-06-01T00:00:00.000Z', 1)], now)).toMatchObject({
      expiryDateForCustomer: at('2025-06-01T00:00:00.000Z'),
      paymentStatus: 0,
      isSubscriptionActive: false,
    });
    expect(subscriptionFrom(flexible, [], now)).toEqual({
      expiryDateForCustomer: null,
      paymentStatus: 0,
      isSubscriptionActive: false,
      planLimits: null,
      frameVisibility: null,
    });
  });

  it('keeps a fixed expiry', () => {
    const fixed = { expiryDateForCustomer: at('2029-01-01T00:00:00.000Z'), isFixedExpiryDate: true };
    expect(subscriptionFrom(fixed, [], now).expiryDateForCustomer).toEqual(at('2029-01-01T00:00:00.000Z'));
    expect(subscriptionFrom(fixed, [record('2025-06-01T00:00:00.000Z', 1)], now).expiryDateForCustomer).toEqual(
      at('2029-01-01T00:00:00.000Z'),
    );
  });
});

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('round-trips, with a fresh IV each time', () => {
    const a = encryptSecret(key, 'rzp-secret', 'agency:1:keySecret');
    const b = encryptSecret(key, 'rzp-secret', 'agency:1:keySecret');
    expect(a).not.toBe(b);
    expect(a).not.toContain('rzp-secret');
    expect(decryptSecret(key, a, 'agency:1:keySecret')).toBe('rzp-secret');
  });

  it('refuses another key, other associated data, a tampered or malformed value', () => {
    const sealed = encryptSecret(key, 'rzp-secret', 'agency:1:keySecret');
    expect(decryptSecret(randomBytes(32), sealed, 'agency:1:keySecret')).toBeNull();
    expect(decryptSecret(key, sealed, 'agency:2:keySecret')).toBeNull();
    const parts = sealed.split('.');
    const tampered = [...parts.slice(0, 3), Buffer.from('other-secret').toString('base64url')].join('.');
    expect(decryptSecret(key, tampered, 'agency:1:keySecret')).toBeNull();
    expect(decryptSecret(key, 'plain text', 'agency:1:keySecret')).toBeNull();
  });
});

describe('DelayedTasks', () => {
  it('runs a task after its delay, and flush runs waiting ones at once and waits for them', async () => {
    const done: string[] = [];
    const tasks = new DelayedTasks(10, () => {});
    tasks.schedule(async () => {
      done.push('soon');
    });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(done).toEqual(['soon']);
    const slow = new DelayedTasks(60_000, () => {});
    slow.schedule(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      done.push('flushed');
    });
    expect(slow.size).toBe(1);
    await slow.flush();
    expect(done).toEqual(['soon', 'flushed']);
    expect(slow.size).toBe(0);
  });

  it('reports a failing task and carries on', async () => {
    const errors: unknown[] = [];
    const tasks = new DelayedTasks(60_000, (error) => errors.push(error));
    tasks.schedule(async () => {
      throw new Error('boom');
    });
    await tasks.flush();
    expect(errors).toHaveLength(1);
  });
});

describe('CSRF', () => {
  it('exempts exactly the payment webhook path', () => {
    expect(isProtectedPath('/api/v1/payments/webhook')).toBe(false);
    expect(isProtectedPath('/api/v1/payments/webhook/')).toBe(true);
    expect(isProtectedPath('/api/v1/payments/webhooks')).toBe(true);
    expect(isProtectedPath('/api/v1/card-payment/gateway')).toBe(true);
  });
});
