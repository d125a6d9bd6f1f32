// The festival calendar's entry points: which festivals fall between two IST dates, and the next
// date of one (docs/product-rules.md#festival-calendar). Dates are computed per Gregorian year and
// kept in memory (a year's calendar does not change).

import { plusDays } from './astro';
import { FESTIVALS, type Festival, type FestivalRule, festivalByKey } from './catalogue';
import { easterDay, fixedDay, weekdayDay } from './gregorian';
import { holikaDahanIn, nakshatraDaysIn, sankrantiDaysIn, tithiDaysIn } from './hindu';
import { hijriDaysIn } from './islamic';

export { FESTIVALS, type Festival, festivalByKey } from './catalogue';
export { INDIA_HIJRI_OFFSET_DAYS } from './islamic';

function datesOf(rule: FestivalRule, year: number): string[] {
  switch (rule.kind) {
    case 'tithi':
      return tithiDaysIn(year, rule);
    case 'sankranti':
      return sankrantiDaysIn(year, rule);
    case 'nakshatra':
      return nakshatraDaysIn(year, rule);
    case 'holi':
      return holikaDahanIn(year).map((date) => plusDays(date, rule.plus));
    case 'hijri':
      return hijriDaysIn(year, rule);
    case 'fixed':
      return [fixedDay(year, rule)];
    case 'weekday':
      return [weekdayDay(year, rule)];
    case 'easter':
      return [easterDay(year, rule)];
  }
}

const yearCache = new Map<number, Map<string, string[]>>();

/** Every festival's dates in a Gregorian year (a festival may fall twice, or shift into the next year). */
export function festivalDatesOf(year: number): Map<string, string[]> {
  const cached = yearCache.get(year);
  if (cached) return cached;
  const dates = new Map<string, string[]>();
  for (const festival of FESTIVALS) {
    // Holi's colours fall a day after Holika Dahan, which may be 31 December in theory: keep to the year.
    dates.set(
      festival.key,
      datesOf(festival.rule, year).filter((date) => date.startsWith(`${year}-`)),
    );
  }
  yearCache.set(year, dates);
  return dates;
}

export interface FestivalDay {
  date: string;
  festival: Festival;
}

/** The festivals from one IST date to another (both included), by date and then catalogue order. */
export function festivalsBetween(fromIstDate: string, toIstDate: string): FestivalDay[] {
  const out: FestivalDay[] = [];
  if (fromIstDate > toIstDate) return out;
  const first = Number(fromIstDate.slice(0, 4));
  const last = Number(toIstDate.slice(0, 4));
  for (let year = first; year <= last; year++) {
    const dates = festivalDatesOf(year);
    for (const festival of FESTIVALS) {
      for (const date of dates.get(festival.key) ?? []) {
        if (date >= fromIstDate && date <= toIstDate) out.push({ date, festival });
      }
    }
  }
  const order = new Map(FESTIVALS.map((f, i) => [f.key, i]));
  return out.sort((a, b) =>
    a.date === b.date ? (order.get(a.festival.key) ?? 0) - (order.get(b.festival.key) ?? 0) : a.date < b.date ? -1 : 1,
  );
}

/** The festival's next date on or after an IST date (null: unknown key). */
export function nextDateOf(key: string, fromIstDate: string): string | null {
  if (!festivalByKey(key)) return null;
  const year = Number(fromIstDate.slice(0, 4));
  for (let y = year; y <= year + 2; y++) {
    const found = (festivalDatesOf(y).get(key) ?? []).find((date) => date >= fromIstDate);
    if (found) return found;
  }
  return null;
}
