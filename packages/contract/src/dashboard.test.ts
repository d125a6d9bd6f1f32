import { describe, expect, it } from 'vitest';
import { isBusinessExpired, isBusinessExpiringSoon } from './business-state';
import { isIsoDate } from './common';
import {
  addDays,
  businessStateBounds,
  DASHBOARD_MESSAGES,
  datesInRange,
  daysInRange,
  INSIGHTS_MAX_RANGE_DAYS,
  insightsPresetRange,
  insightsRangeProblem,
  istDateOf,
  istDayStart,
  monthsInRange,
  ZAdminInsightsQuery,
} from './dashboard';

const ist = (wall: string) => new Date(`${wall}+05:30`);

describe('the IST calendar', () => {
  it('reads real dates only', () => {
    expect(isIsoDate('2026-06-15')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-6-1')).toBe(false);
    expect(isIsoDate('15-06-2026')).toBe(false);
  });

  it('puts an instant on its IST day', () => {
    // 18:29 UTC is 23:59 IST; 18:30 UTC is midnight IST, the next day.
    expect(istDateOf(new Date('2026-06-15T18:29:59Z'))).toBe('2026-06-15');
    expect(istDateOf(new Date('2026-06-15T18:30:00Z'))).toBe('2026-06-16');
    expect(istDayStart('2026-06-16').toISOString()).toBe('2026-06-15T18:30:00.000Z');
  });

  it('counts and lists days and months, ends included', () => {
    expect(daysInRange('2026-06-15', '2026-06-15')).toBe(1);
    expect(daysInRange('2026-01-01', '2026-12-31')).toBe(365);
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(datesInRange('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(monthsInRange('2025-11-20', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsInRange('2026-06-01', '2026-06-30')).toEqual(['2026-06']);
  });
});

describe('Insights ranges', () => {
  it('presets end today in IST; the financial year starts on 1 April', () => {
    // 20:00 UTC on 31 March is 01:30 IST on 1 April: a new financial year in India.
    const now = new Date('2026-03-31T20:00:00Z');
    expect(insightsPresetRange('7d', now)).toEqual({ from: '2026-03-26', to: '2026-04-01' });
    expect(insightsPresetRange('30d', now)).toEqual({ from: '2026-03-03', to: '2026-04-01' });
    expect(insightsPresetRange('90d', now)).toEqual({ from: '2026-01-02', to: '2026-04-01' });
    expect(insightsPresetRange('fy', now)).toEqual({ from: '2026-04-01', to: '2026-04-01' });
    expect(insightsPresetRange('fy', ist('2027-03-31T23:00'))).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(insightsPresetRange('fy', ist('2026-11-05T10:00'))).toEqual({ from: '2026-04-01', to: '2026-11-05' });
    for (const preset of ['7d', '30d', '90d', 'fy'] as const) {
      const range = insightsPresetRange(preset, ist('2027-03-31T23:00'));
      expect(insightsRangeProblem(range.from, range.to), preset).toBeNull();
    }
  });

  it('refuses a reversed, too long or unreal range, on the field to fix', () => {
    expect(insightsRangeProblem('2026-06-15', '2026-06-15')).toBeNull();
    expect(insightsRangeProblem('2025-06-15', addDays('2025-06-15', INSIGHTS_MAX_RANGE_DAYS - 1))).toBeNull();
    expect(insightsRangeProblem('2025-06-15', addDays('2025-06-15', INSIGHTS_MAX_RANGE_DAYS))).toEqual({
      field: 'to',
      message: DASHBOARD_MESSAGES.rangeTooLong(INSIGHTS_MAX_RANGE_DAYS),
    });
    expect(insightsRangeProblem('2026-06-16', '2026-06-15')).toEqual({
      field: 'from',
      message: DASHBOARD_MESSAGES.fromAfterTo,
    });
    expect(insightsRangeProblem('2026-02-30', '2026-03-15')).toEqual({
      field: 'from',
      message: DASHBOARD_MESSAGES.dateInvalid,
    });
  });

  it('the query schema says the same, with the path of the field', () => {
    const issues = (query: Record<string, string>) =>
      ZAdminInsightsQuery.safeParse(query).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(ZAdminInsightsQuery.safeParse({ from: '2026-06-01', to: '2026-06-30' }).success).toBe(true);
    expect(issues({ to: '2026-06-30' })).toEqual([['from', DASHBOARD_MESSAGES.fromRequired]]);
    expect(issues({ from: '2026-06-01' })).toEqual([['to', DASHBOARD_MESSAGES.toRequired]]);
    expect(issues({ from: 'yesterday', to: '2026-06-30' })).toEqual([['from', DASHBOARD_MESSAGES.dateInvalid]]);
    expect(issues({ from: '2026-07-01', to: '2026-06-30' })).toEqual([['from', DASHBOARD_MESSAGES.fromAfterTo]]);
    expect(issues({ from: '2024-01-01', to: '2026-06-30' })).toEqual([
      ['to', DASHBOARD_MESSAGES.rangeTooLong(INSIGHTS_MAX_RANGE_DAYS)],
    ]);
    expect(issues({ from: '2026-06-01', to: '2026-06-30', agencyId: 'not-a-uuid' })?.[0]?.[0]).toBe('agencyId');
  });
});

describe('businessStateBounds (the business state as instants)', () => {
  it('agrees with isBusinessExpired and isBusinessExpiringSoon, expiry by expiry', () => {
    // The contract's rules take the start of day in the local zone; the bounds are given the
    // same offset. January: no zone changes its clocks, so one offset holds for the month.
    const offset = -new Date(2026, 0, 15).getTimezoneOffset();
    const nows = [
      new Date(2026, 0, 10, 12, 0),
      new Date(2026, 0, 10, 0, 0, 0, 0),
      new Date(2026, 0, 10, 0, 0, 0, 1),
      new Date(2026, 0, 10, 23, 59, 59, 999),
    ];
    for (const now of nows) {
      for (const threshold of [1, 15]) {
        const bounds = businessStateBounds(now, threshold, offset);
        for (let minutes = -3 * 1440; minutes <= 20 * 1440; minutes += 30) {
          const expiry = new Date(now.getTime() + minutes * 60_000);
          const label = `now ${now.toISOString()} expiry ${expiry.toISOString()} threshold ${threshold}`;
          expect(expiry < bounds.expiredBefore, label).toBe(isBusinessExpired(expiry, now));
          expect(expiry >= bounds.expiringSoonFrom && expiry < bounds.expiringSoonBefore, label).toBe(
            isBusinessExpiringSoon(expiry, now, threshold),
          );
        }
      }
    }
  });

  it('takes IST days by default', () => {
    const bounds = businessStateBounds(ist('2026-06-15T10:00'), 15);
    expect(bounds.expiredBefore.toISOString()).toBe(ist('2026-06-16T00:00').toISOString());
    expect(bounds.expiringSoonFrom.toISOString()).toBe(ist('2026-06-16T00:00').toISOString());
    expect(bounds.expiringSoonBefore.toISOString()).toBe(ist('2026-07-01T00:00').toISOString());
    // At 00:00 IST the day that starts is not yet "before now".
    expect(businessStateBounds(ist('2026-06-15T00:00'), 15).expiredBefore.toISOString()).toBe(
      ist('2026-06-15T00:00').toISOString(),
    );
  });
});
