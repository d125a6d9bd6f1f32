import { describe, expect, test } from 'vitest';
import { planStateOf } from './plan-state';

// Local noon, so the start-of-day arithmetic does not depend on the machine's time zone.
const NOW = new Date(2026, 10, 22, 12, 0, 0);
const inDays = (days: number) => new Date(2026, 10, 22 + days, 9, 0, 0).toISOString();

describe('planStateOf', () => {
  test('unpaid without an expiry is Free', () => {
    expect(planStateOf({ paymentStatus: 0, expiryDateForCustomer: null }, NOW)).toMatchObject({
      kind: 'free',
      label: 'Free',
      expiry: null,
    });
  });

  test('paid with an expiry far away shows the date', () => {
    const state = planStateOf({ paymentStatus: 1, expiryDateForCustomer: inDays(400) }, NOW);
    expect(state.kind).toBe('paid');
    expect(state.label).toBe('Paid');
    expect(state.expiry).toMatch(/^Expires \d{1,2} [A-Z][a-z]{2} 2027$/);
  });

  test('paid and within the threshold is expiring soon, with the days left', () => {
    expect(planStateOf({ paymentStatus: 1, expiryDateForCustomer: inDays(5) }, NOW)).toMatchObject({
      kind: 'expiring',
      label: 'Expiring in 5 days',
    });
    expect(planStateOf({ paymentStatus: 1, expiryDateForCustomer: inDays(1) }, NOW).label).toBe('Expiring in 1 day');
  });

  test('a past expiry is Expired, paid or not', () => {
    expect(planStateOf({ paymentStatus: 1, expiryDateForCustomer: inDays(-3) }, NOW).kind).toBe('expired');
    expect(planStateOf({ paymentStatus: 0, expiryDateForCustomer: inDays(-3) }, NOW).label).toBe('Expired');
  });
});
