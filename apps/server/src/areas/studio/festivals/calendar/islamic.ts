// The Hijri dates of Islamic festivals (docs/product-rules.md#festival-calendar). The Umm al-Qura
// calendar (Saudi Arabia's, as Intl/ICU computes it) names each Gregorian day's Hijri date;
// India begins its months on the crescent seen from India, usually one day after Arabia, so a
// festival is kept on the Umm al-Qura date plus INDIA_HIJRI_OFFSET_DAYS. The committees' sighting
// can still move it by a day: the content team should post the day before as well.
import { plusDays } from './astro';

/** India usually sights the new crescent one evening after Saudi Arabia. */
export const INDIA_HIJRI_OFFSET_DAYS = 1;

const hijri = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The Umm al-Qura date of a Gregorian day: month 1 Muharram … 9 Ramadan, 10 Shawwal, 12 Dhu al-Hijjah. */
export function hijriOf(date: string): { year: number; month: number; day: number } {
  const parts = hijri.formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? Number.NaN);
  return { year: part('year'), month: part('month'), day: part('day') };
}

export interface HijriRule {
  kind: 'hijri';
  month: number;
  day: number;
}

const yearCache = new Map<number, { date: string; month: number; day: number }[]>();

/** Each Indian day of a Gregorian year with Arabia's Hijri date of the day before (the offset). */
function yearOf(year: number) {
  const cached = yearCache.get(year);
  if (cached) return cached;
  const days: { date: string; month: number; day: number }[] = [];
  for (let date = `${year}-01-01`; date.startsWith(`${year}-`); date = plusDays(date, 1)) {
    days.push({ date, ...hijriOf(plusDays(date, -INDIA_HIJRI_OFFSET_DAYS)) });
  }
  yearCache.set(year, days);
  return days;
}

/** The Indian days of a Hijri date in a Gregorian year (twice in some years). */
export function hijriDaysIn(year: number, rule: HijriRule): string[] {
  return yearOf(year)
    .filter((d) => d.month === rule.month && d.day === rule.day)
    .map((d) => d.date);
}
