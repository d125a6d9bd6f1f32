// Festivals of the Gregorian calendar: fixed days, "the second Sunday of May" and Easter.
const pad = (n: number) => String(n).padStart(2, '0');

export interface FixedRule {
  kind: 'fixed';
  month: number;
  day: number;
}

/** The nth weekday (0 Sunday) of a month. */
export interface WeekdayRule {
  kind: 'weekday';
  month: number;
  weekday: number;
  nth: number;
}

/** Days from Easter Sunday (Good Friday: -2). */
export interface EasterRule {
  kind: 'easter';
  offset: number;
}

export const fixedDay = (year: number, rule: FixedRule) => `${year}-${pad(rule.month)}-${pad(rule.day)}`;

export function weekdayDay(year: number, rule: WeekdayRule): string {
  const first = new Date(Date.UTC(year, rule.month - 1, 1)).getUTCDay();
  const day = 1 + ((rule.weekday - first + 7) % 7) + 7 * (rule.nth - 1);
  return `${year}-${pad(rule.month)}-${pad(day)}`;
}

/** Easter Sunday of the Gregorian calendar (the anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

export function easterDay(year: number, rule: EasterRule): string {
  return new Date(Date.parse(`${easterSunday(year)}T00:00:00Z`) + rule.offset * 86_400_000).toISOString().slice(0, 10);
}
