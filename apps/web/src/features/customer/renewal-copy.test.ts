import { describe, expect, test } from 'vitest';
import { formattersFor } from '#i18n/format';
import { testT } from '#i18n/test-i18n';
import { renewalCopy } from './renewal-copy';

// Local noon, so the start-of-day arithmetic does not depend on the machine's time zone.
const NOW = new Date(2026, 10, 22, 12, 0, 0);
const inDays = (days: number) => new Date(2026, 10, 22 + days, 9, 0, 0).toISOString();
const english = { t: testT('en', 'customer'), date: formattersFor('en-IN').date };
const hindi = { t: testT('hi', 'customer'), date: formattersFor('hi-IN').date };

describe('renewalCopy: the home and drawer banner', () => {
  test('expiring soon: the days left, Renew', () => {
    expect(renewalCopy({ paymentStatus: 1, expiryDateForCustomer: inDays(5) }, english, NOW)).toMatchObject({
      kind: 'expiring',
      severity: 'warning',
      title: 'Your plan ends in 5 days',
      action: 'Renew',
    });
    expect(renewalCopy({ paymentStatus: 1, expiryDateForCustomer: inDays(1) }, english, NOW)?.title).toBe(
      'Your plan ends in 1 day',
    );
  });

  test('on the threshold (15 days) it shows; a day more and it does not', () => {
    expect(renewalCopy({ paymentStatus: 1, expiryDateForCustomer: inDays(15) }, english, NOW)?.kind).toBe('expiring');
    expect(renewalCopy({ paymentStatus: 1, expiryDateForCustomer: inDays(16) }, english, NOW)).toBeNull();
  });

  test('expired: the day it ended, as the panel writes dates', () => {
    expect(renewalCopy({ paymentStatus: 1, expiryDateForCustomer: inDays(-3) }, english, NOW)).toMatchObject({
      kind: 'expired',
      severity: 'error',
      title: 'Your plan ended on 19 Nov 2026',
      action: 'Renew',
    });
  });

  test('free: an upgrade nudge', () => {
    expect(renewalCopy({ paymentStatus: 0, expiryDateForCustomer: null }, english, NOW)).toMatchObject({
      kind: 'free',
      severity: 'info',
      title: 'You are on the free plan',
      action: 'Upgrade',
    });
  });

  test('paid with time left: no banner', () => {
    expect(renewalCopy({ paymentStatus: 1, expiryDateForCustomer: inDays(200) }, english, NOW)).toBeNull();
  });

  test('in Hindi: the days and the date in Hindi, the figures kept', () => {
    expect(renewalCopy({ paymentStatus: 1, expiryDateForCustomer: inDays(5) }, hindi, NOW)).toMatchObject({
      title: 'आपका प्लान 5 दिन में खत्म होगा',
      action: 'रिन्यू करें',
    });
    expect(renewalCopy({ paymentStatus: 1, expiryDateForCustomer: inDays(-3) }, hindi, NOW)?.title).toBe(
      'आपका प्लान 19 नव॰ 2026 को खत्म हो गया',
    );
  });
});
