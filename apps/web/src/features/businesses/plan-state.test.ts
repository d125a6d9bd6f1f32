import { describe, expect, test } from 'vitest';
import { formattersFor } from '#i18n/format';
import { testT } from '#i18n/test-i18n';
import { formatDate } from '#lib/format';
import { type PlanState, planStateIn, planStateOf } from './plan-state';

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

describe('planStateIn: the same state in the panel language', () => {
  const states = [
    planStateOf({ paymentStatus: 0, expiryDateForCustomer: null }, NOW),
    planStateOf({ paymentStatus: 1, expiryDateForCustomer: inDays(400) }, NOW),
    planStateOf({ paymentStatus: 1, expiryDateForCustomer: inDays(5) }, NOW),
    planStateOf({ paymentStatus: 1, expiryDateForCustomer: inDays(1) }, NOW),
    planStateOf({ paymentStatus: 1, expiryDateForCustomer: inDays(-3) }, NOW),
    planStateOf({ paymentStatus: 1, expiryDateForCustomer: null }, NOW),
  ];

  test("in English, with the same dates, it says planStateOf's words (staff messages use those)", () => {
    const t = testT('en', 'customer');
    for (const state of states) expect(planStateIn(state, t, formatDate)).toEqual(state);
  });

  test('in Hindi: the days left and the date in Hindi', () => {
    const t = testT('hi', 'customer');
    const hindiDate = formattersFor('hi-IN').date;
    expect(planStateIn(states[2] as PlanState, t, hindiDate)).toMatchObject({
      label: '5 दिन बाकी',
      summary: 'पेड · 5 दिन बाकी',
    });
    expect(planStateIn(states[0] as PlanState, t, hindiDate)).toMatchObject({ label: 'फ़्री', summary: 'फ़्री प्लान' });
    expect(planStateIn(states[4] as PlanState, t, hindiDate).expiry).toBe('19 नव॰ 2026 को खत्म');
  });
});
