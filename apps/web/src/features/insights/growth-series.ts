// The daily chart's points: a day each up to about three months, a week each beyond, so a
// year's chart stays readable on a phone (the totals are the same either way).
import type { TAdminInsights } from '@cardora/contract';

type Day = TAdminInsights['perDay'][number];

/** More days than this are drawn a week per point. */
export const DAILY_POINTS_MAX = 100;

export interface GrowthSeries {
  unit: 'day' | 'week';
  /** Each point is dated by its first day. */
  points: Day[];
}

export function growthSeries(perDay: Day[]): GrowthSeries {
  if (perDay.length <= DAILY_POINTS_MAX) return { unit: 'day', points: perDay };
  const points: Day[] = [];
  for (let start = 0; start < perDay.length; start += 7) {
    const week = perDay.slice(start, start + 7);
    points.push({
      date: week[0]?.date ?? '',
      businesses: week.reduce((sum, day) => sum + day.businesses, 0),
      cards: week.reduce((sum, day) => sum + day.cards, 0),
    });
  }
  return { unit: 'week', points };
}
