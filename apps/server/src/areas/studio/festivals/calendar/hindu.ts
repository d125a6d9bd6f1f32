// The Hindu luni-solar and solar calendars, computed (docs/product-rules.md#festival-calendar).
//
// Lunar months are amanta (new moon to new moon) and named by the sidereal sign the Sun is in
// when the month begins: the month that begins with the Sun in Meena is Chaitra (the Sun enters
// Mesha during it), and so on. A month in which the Sun enters no sign begins and ends in the
// same sign: it is adhik (leap) and takes the next month's name; festivals are never kept in it.
// A festival on a tithi is kept on the civil (IST) day whose defining time of day (sunrise,
// midday, afternoon, evening twilight, midnight, moonrise) the tithi covers the most; a tithi
// that covers none of them (kshaya) is kept on the day in which it elapses.
//
// Solar months begin at a sankranti (the Sun entering a sidereal sign); each region counts the
// first day of the month by its own rule (Tamil Nadu: the ingress before sunset; Kerala: before
// three fifths of the daytime; Bengal and Assam: the next day).
import { SearchMoonPhase } from 'astronomy-engine';
import {
  elongation,
  istDate,
  istMidnight,
  moonriseAfterSunset,
  NEW_DELHI,
  nakshatraAt,
  newMoonsBetween,
  normalise,
  type Place,
  plusDays,
  plusMs,
  rashiAt,
  siderealIngress,
  sunrise,
  sunset,
} from './astro';

const DAY_MS = 86_400_000;

export const LUNAR_MONTHS = [
  'chaitra',
  'vaishakha',
  'jyeshtha',
  'ashadha',
  'shravana',
  'bhadrapada',
  'ashvin',
  'kartika',
  'margashirsha',
  'pausha',
  'magha',
  'phalguna',
] as const;
export type LunarMonthName = (typeof LUNAR_MONTHS)[number];

/** Sidereal signs, by the first degree of each (the Sun's sankranti into it). */
export const RASHIS = [
  'mesha',
  'vrishabha',
  'mithuna',
  'karka',
  'simha',
  'kanya',
  'tula',
  'vrishchika',
  'dhanu',
  'makara',
  'kumbha',
  'meena',
] as const;
export type RashiName = (typeof RASHIS)[number];

export interface LunarMonth {
  name: LunarMonthName;
  adhik: boolean;
  /** The new moon it begins with and the one it ends with. */
  start: Date;
  end: Date;
}

const monthsCache = new Map<number, LunarMonth[]>();

/** The amanta months beginning from 40 days before a year to its end. */
export function lunarMonthsOf(year: number): LunarMonth[] {
  const cached = monthsCache.get(year);
  if (cached) return cached;
  const from = new Date(Date.UTC(year, 0, 1) - 40 * DAY_MS);
  const until = new Date(Date.UTC(year + 1, 0, 1) + 35 * DAY_MS);
  const moons = newMoonsBetween(from, until);
  const months: LunarMonth[] = [];
  for (let i = 0; i + 1 < moons.length; i++) {
    const start = moons[i] as Date;
    const end = moons[i + 1] as Date;
    const first = rashiAt(start);
    const name = LUNAR_MONTHS[(first + 1) % 12] as LunarMonthName;
    months.push({ name, adhik: rashiAt(end) === first, start, end });
  }
  monthsCache.set(year, months);
  return months;
}

/** The time of day a tithi festival is kept by. */
export type Moment = 'sunrise' | 'madhyahna' | 'aparahna' | 'pradosh' | 'nishita' | 'moonrise';

const dayCache = new Map<string, { rise: Date; set: Date; nextRise: Date }>();

function dayOf(date: string, place: Place) {
  const key = `${place.name}|${date}`;
  const cached = dayCache.get(key);
  if (cached) return cached;
  const found = { rise: sunrise(date, place), set: sunset(date, place), nextRise: sunrise(plusDays(date, 1), place) };
  if (dayCache.size > 20_000) dayCache.clear();
  dayCache.set(key, found);
  return found;
}

/**
 * The span of a day a tithi must cover: the day's fifths for midday (madhyahna, the third) and
 * afternoon (aparahna, the fourth); pradosh the 144 minutes (three muhurtas) after sunset;
 * nishita the eighth of the night's fifteen muhurtas; sunrise and moonrise are instants.
 */
export function momentSpan(date: string, moment: Moment, place: Place): [Date, Date] {
  const { rise, set, nextRise } = dayOf(date, place);
  const daytime = set.getTime() - rise.getTime();
  const night = nextRise.getTime() - set.getTime();
  switch (moment) {
    case 'sunrise':
      return [rise, rise];
    case 'madhyahna':
      return [plusMs(rise, (daytime * 2) / 5), plusMs(rise, (daytime * 3) / 5)];
    case 'aparahna':
      return [plusMs(rise, (daytime * 3) / 5), plusMs(rise, (daytime * 4) / 5)];
    case 'pradosh':
      return [set, plusMs(set, 144 * 60_000)];
    case 'nishita':
      return [plusMs(set, (night * 7) / 15), plusMs(set, (night * 8) / 15)];
    case 'moonrise': {
      const rising = moonriseAfterSunset(date, place);
      return [rising, rising];
    }
  }
}

/** Degrees past the start of tithi `t` (1–30), in [-180, 180): inside the tithi when in [0, 12). */
function pastStart(at: Date, t: number): number {
  return normalise(elongation(at) - 12 * (t - 1) + 180) - 180;
}

const inTithi = (at: Date, t: number) => {
  const past = pastStart(at, t);
  return past >= 0 && past < 12;
};

/** The share of a day's span the tithi covers (0–1), from nine samples. */
function coverage(date: string, t: number, moment: Moment, place: Place): number {
  const [from, to] = momentSpan(date, moment, place);
  const length = to.getTime() - from.getTime();
  if (length === 0) return inTithi(from, t) ? 1 : 0;
  let hits = 0;
  for (let i = 0; i <= 8; i++) if (inTithi(plusMs(from, (length * i) / 8), t)) hits++;
  return hits / 9;
}

export interface TithiRule {
  kind: 'tithi';
  month: LunarMonthName;
  /** 1–15 the bright half, 16–30 the dark half of the amanta month. */
  tithi: number;
  at: Moment;
  /** When the tithi covers the span on two days alike: the first (default) or the second. */
  prefer?: 'first' | 'last';
  place?: Place;
}

/** The IST day of a tithi festival in one lunar month. */
export function tithiDay(month: LunarMonth, rule: TithiRule): string {
  const place = rule.place ?? NEW_DELHI;
  const guess = plusMs(month.start, ((rule.tithi - 0.5) / 30) * (month.end.getTime() - month.start.getTime()));
  const around = istDate(guess);
  let best: { date: string; share: number } | null = null;
  for (let offset = -2; offset <= 2; offset++) {
    const date = plusDays(around, offset);
    const share = coverage(date, rule.tithi, rule.at, place);
    if (share === 0) continue;
    if (!best || share > best.share || (share === best.share && rule.prefer === 'last')) best = { date, share };
  }
  if (best) return best.date;
  // Kshaya: the tithi falls wholly between two of these times of day; kept on the day it elapses.
  for (let offset = -2; offset <= 2; offset++) {
    const date = plusDays(around, offset);
    const [at] = momentSpan(date, rule.at, place);
    const [next] = momentSpan(plusDays(date, 1), rule.at, place);
    if (pastStart(at, rule.tithi) < 0 && pastStart(next, rule.tithi) >= 12) return date;
  }
  return around;
}

/** The days of a tithi festival in a Gregorian year (once, or twice when the lunar year slips). */
export function tithiDaysIn(year: number, rule: TithiRule): string[] {
  const out: string[] = [];
  for (const month of lunarMonthsOf(year)) {
    if (month.adhik || month.name !== rule.month) continue;
    const date = tithiDay(month, rule);
    if (date.startsWith(`${year}-`)) out.push(date);
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Solar months.

/**
 * How a region counts the first day of a solar month from the sankranti: `sunset` (Tamil Nadu,
 * and north India's Makar Sankranti: before sunset that day, else the next), `kerala` (before
 * three fifths of the daytime that day, else the next), `nextDay` (Bengal and Assam: the day
 * after), `sameDay` (Punjab's Vaisakhi: the civil day of the ingress).
 */
export type SolarDayRule = 'sameDay' | 'sunset' | 'kerala' | 'nextDay';

const ingressCache = new Map<string, Date | null>();

/** The sankranti into a sign in a Gregorian year (each sign is entered once a year). */
export function sankrantiIn(year: number, rashi: RashiName): Date | null {
  const key = `${year}|${rashi}`;
  if (ingressCache.has(key)) return ingressCache.get(key) ?? null;
  const target = RASHIS.indexOf(rashi) * 30;
  let found: Date | null = null;
  // Search month by month from 1 January (IST) for the ingress.
  for (let start = istMidnight(`${year}-01-01`); start.getUTCFullYear() <= year && !found; ) {
    found = siderealIngress(target, start);
    start = plusMs(start, 35 * DAY_MS);
  }
  if (found && istDate(found).slice(0, 4) !== String(year)) found = null;
  ingressCache.set(key, found);
  return found;
}

/** The first day of a solar month by a region's rule, from its sankranti. */
export function solarMonthStart(ingress: Date, rule: SolarDayRule, place: Place): string {
  const date = istDate(ingress);
  if (rule === 'sameDay') return date;
  if (rule === 'nextDay') return plusDays(date, 1);
  const { rise, set } = dayOf(date, place);
  const limit = rule === 'sunset' ? set : plusMs(rise, ((set.getTime() - rise.getTime()) * 3) / 5);
  return ingress < limit ? date : plusDays(date, 1);
}

export interface SankrantiRule {
  kind: 'sankranti';
  rashi: RashiName;
  day: SolarDayRule;
  place?: Place;
  /** Days after the month's first day (Lohri, the eve of Makar Sankranti: -1). */
  plus?: number;
}

export function sankrantiDaysIn(year: number, rule: SankrantiRule): string[] {
  const ingress = sankrantiIn(year, rule.rashi);
  if (!ingress) return [];
  const date = plusDays(solarMonthStart(ingress, rule.day, rule.place ?? NEW_DELHI), rule.plus ?? 0);
  return date.startsWith(`${year}-`) ? [date] : [];
}

export interface NakshatraRule {
  kind: 'nakshatra';
  /** The solar month (by its sign) and the region's way of counting its days. */
  rashi: RashiName;
  day: SolarDayRule;
  /** 1 Ashwini … 22 Shravana (Thiruvonam) … 27 Revati. */
  nakshatra: number;
  place: Place;
}

/**
 * The day in a solar month whose sunrise the Moon's nakshatra holds. The festival's days before
 * it must fall in the month too (Onam's ten days from Atham): a nakshatra in the month's first
 * nine days does not count when it comes again later in the month (the Moon goes round in 27.3).
 */
export function nakshatraDaysIn(year: number, rule: NakshatraRule): string[] {
  const index = RASHIS.indexOf(rule.rashi);
  const ingress = sankrantiIn(year, rule.rashi);
  const next = sankrantiIn(year, RASHIS[(index + 1) % 12] as RashiName);
  if (!ingress || !next) return [];
  const first = solarMonthStart(ingress, rule.day, rule.place);
  const after = solarMonthStart(next, rule.day, rule.place);
  const matches: string[] = [];
  const after1 = (n: number) => (n % 27) + 1;
  for (let date = first; date < after; date = plusDays(date, 1)) {
    const today = nakshatraAt(dayOf(date, rule.place).rise);
    const tomorrow = nakshatraAt(dayOf(plusDays(date, 1), rule.place).rise);
    // A nakshatra shorter than a day may hold no sunrise: then the day it runs through.
    const skipped = after1(today) === rule.nakshatra && tomorrow === after1(rule.nakshatra);
    if (today === rule.nakshatra || skipped) matches.push(date);
  }
  const chosen = matches.find((date) => date >= plusDays(first, 9)) ?? matches.at(-1);
  return chosen?.startsWith(`${year}-`) ? [chosen] : [];
}

// ---------------------------------------------------------------------------------------
// Holi.

/**
 * Holika Dahan: the evening of Phalguna Purnima. The first evening the Purnima covers, unless
 * that evening is under Bhadra (the Purnima's first half) and the Purnima lasts on the next day
 * to within 90 minutes of sunset: then the next evening. This follows the panchangs' Bhadra
 * rules closely enough for the years we checked (2023–2028, see the tests). Holi's colours are
 * the next day.
 */
export function holikaDahanIn(year: number): string[] {
  const out: string[] = [];
  for (const month of lunarMonthsOf(year)) {
    if (month.adhik || month.name !== 'phalguna') continue;
    const first = tithiDay(month, { kind: 'tithi', month: 'phalguna', tithi: 15, at: 'pradosh' });
    const evening = dayOf(first, NEW_DELHI).set;
    const underBhadra = elongation(evening) < 174;
    const ends = SearchMoonPhase(180, evening, 3)?.date;
    const nextSunset = dayOf(plusDays(first, 1), NEW_DELHI).set;
    const late = ends !== undefined && ends.getTime() >= nextSunset.getTime() - 90 * 60_000;
    const date = underBhadra && late ? plusDays(first, 1) : first;
    if (date.startsWith(`${year}-`)) out.push(date);
  }
  return out;
}
