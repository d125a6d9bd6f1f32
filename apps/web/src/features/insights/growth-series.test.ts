import { addDays, datesInRange } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { DAILY_POINTS_MAX, growthSeries } from './growth-series';

const days = (from: string, count: number) =>
  datesInRange(from, addDays(from, count - 1)).map((date, i) => ({ date, businesses: i % 3, cards: 1 }));

describe('the growth chart points', () => {
  it('keeps a point per day up to about three months', () => {
    const perDay = days('2026-08-01', DAILY_POINTS_MAX);
    expect(growthSeries(perDay)).toEqual({ unit: 'day', points: perDay });
  });

  it('adds longer ranges up by week, dated by their first day, the last week possibly short', () => {
    const perDay = days('2026-04-01', 366);
    const series = growthSeries(perDay);
    expect(series.unit).toBe('week');
    expect(series.points).toHaveLength(53);
    expect(series.points[0]).toEqual({ date: '2026-04-01', businesses: 0 + 1 + 2 + 0 + 1 + 2 + 0, cards: 7 });
    expect(series.points[1]?.date).toBe('2026-04-08');
    expect(series.points[52]).toMatchObject({ date: addDays('2026-04-01', 364), cards: 2 });
    const total = (points: { businesses: number }[]) => points.reduce((sum, p) => sum + p.businesses, 0);
    expect(total(series.points)).toBe(total(perDay));
  });
});
