import { describe, expect, test } from 'vitest';
import { renewalCopy } from './renewal-copy';

// Local noon, so the start-of-day arithmetic does not depend on the machine's time zone.
const NOW = new Date(2026, 10, 22, 12, 0, 0);
const inDays = (days: number) => new Date(2026, 10, 22 + days, 9, 0, 0).toISOString();

describe('renewalCopy: the home and drawer banner', () => {
  test('expiring soon: the days left, Renew', () => {
    expect(renewalCopy({ paymentStatus: 1, expiryDateForCustomer: inDays(5) }, NOW)).toMatchObject({
      kind: 'expiring',
      severity: 'warning',
      title: 'Your plan ends in 5 days',
      action: 'Renew',
    });
    expect(renewalCopy({ paymentStatus: 1, expiryDateForCustomer: inDays(1) }, NOW)?.title).toBe(
      'Your plan ends in 1 day',
    );
  });

  test('on the threshold (15 days) it shows; a day more and it does not', () => {
    expect(renewalCopy({ paymentStatus: 1, expiryDateForCustomer: inDays(15) }, NOW)?.kind).toBe('expiring');
    expect(renewalCopy({ paymentStatus: 1, expiryDateForCustomer: inDays(16) }, NOW)).toBeNull();
  });

  test('expired: the day it ended, as the panel writes dates', () => {
    expect(renewalCopy({ paymentStatus: 1, expiryDateForCustomer: inDays(-3) }, NOW)).toMatchObject({
      kind: 'expired',
      severity: 'error',
      title: 'Your plan ended on 19 Nov 2026',
      action: 'Renew',
    });
  });

  test('free: an upgrade nudge', () => {
    expect(renewalCopy({ paymentStatus: 0, expiryDateForCustomer: null }, NOW)).toMatchObject({
      kind: 'free',
      severity: 'info',
      title: 'You are on the free plan',
      action: 'Upgrade',
    });
  });

  test('paid with time left: no banner', () => {
    expect(renewalCopy({ paymentStatus: 1, expiryDateForCustomer: inDays(200) }, NOW)).toBeNull();
  });
});
