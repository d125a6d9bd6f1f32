// The sky the festival calendar reads (docs/product-rules.md#festival-calendar): the Sun's and
// the Moon's longitudes from astronomy-engine (VSOP87 and the ELP lunar theory, good to arc
// seconds), sidereal longitudes with the Lahiri (Chitrapaksha) ayanamsa, sunrise and sunset at a
// place in India, tithi, nakshatra and new moons. Nothing here knows a festival.
import {
  Body,
  EclipticGeoMoon,
  MoonPhase,
  Observer,
  SearchMoonPhase,
  SearchRiseSet,
  SunPosition,
} from 'astronomy-engine';

const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;

/** A place the day's sunrise, sunset and moonrise are reckoned at. */
export interface Place {
  name: string;
  latitude: number;
  longitude: number;
}

/** Drik panchangs for all India are usually printed for New Delhi. */
export const NEW_DELHI: Place = { name: 'New Delhi', latitude: 28.6139, longitude: 77.209 };
/** Kerala's calendar (Onam, Vishu). */
export const THIRUVANANTHAPURAM: Place = { name: 'Thiruvananthapuram', latitude: 8.5241, longitude: 76.9366 };
/** Tamil Nadu's calendar (Pongal, Puthandu). */
export const CHENNAI: Place = { name: 'Chennai', latitude: 13.0827, longitude: 80.2707 };

export const normalise = (degrees: number) => ((degrees % 360) + 360) % 360;

/** 00:00 IST of an ISO date. */
export function istMidnight(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - IST_MS);
}

/** The IST calendar date of an instant. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_MS).toISOString().slice(0, 10);
}

export const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const plusMs = (at: Date, ms: number) => new Date(at.getTime() + ms);

/**
 * The Lahiri ayanamsa in degrees: 23°51'11" at J2000.0 (the value of the Indian Calendar
 * Reform Committee's Chitrapaksha ayanamsa carried to 2000), growing with the general precession
 * in longitude (5028.80"/century + 1.11"/century²). Within a few arc seconds of the tables
 * panchangs print: a minute of the Sun's motion.
 */
export function lahiriAyanamsa(at: Date): number {
  const centuries = (at.getTime() - Date.UTC(2000, 0, 1, 12)) / (36525 * DAY_MS);
  return 23.853056 + (5028.796 * centuries + 1.1054 * centuries * centuries) / 3600;
}

/** The Sun's apparent ecliptic longitude of date (tropical). */
export const sunLongitude = (at: Date) => SunPosition(at).elon;
/** The Moon's geocentric ecliptic longitude of date (tropical). */
export const moonLongitude = (at: Date) => EclipticGeoMoon(at).lon;

export const siderealSun = (at: Date) => normalise(sunLongitude(at) - lahiriAyanamsa(at));
export const siderealMoon = (at: Date) => normalise(moonLongitude(at) - lahiriAyanamsa(at));

/** Moon − Sun in [0, 360): 0 new moon, 180 full moon. */
export const elongation = (at: Date) => MoonPhase(at);

/** The tithi in force: 1–15 the bright half (15 = purnima), 16–30 the dark half (30 = amavasya). */
export const tithiAt = (at: Date) => Math.floor(elongation(at) / 12) + 1;

/** The nakshatra the Moon is in: 1 Ashwini … 22 Shravana (Thiruvonam) … 27 Revati. */
export const nakshatraAt = (at: Date) => Math.floor(siderealMoon(at) / (360 / 27)) + 1;

/** The sidereal sign the Sun is in: 0 Mesha … 4 Simha … 9 Makara … 11 Meena. */
export const rashiAt = (at: Date) => Math.floor(siderealSun(at) / 30);

function observer(place: Place): Observer {
  return new Observer(place.latitude, place.longitude, 0);
}

/** Sunrise on an IST date at a place (India has no polar day: always found). */
export function sunrise(date: string, place: Place): Date {
  const found = SearchRiseSet(Body.Sun, observer(place), +1, istMidnight(date), 1);
  if (!found) throw new Error(`no sunrise at ${place.name} on ${date}`);
  return found.date;
}

export function sunset(date: string, place: Place): Date {
  const found = SearchRiseSet(Body.Sun, observer(place), -1, istMidnight(date), 1);
  if (!found) throw new Error(`no sunset at ${place.name} on ${date}`);
  return found.date;
}

/** The first moonrise after the IST date's sunset (the evening a Karva Chauth fast ends). */
export function moonriseAfterSunset(date: string, place: Place): Date {
  const found = SearchRiseSet(Body.Moon, observer(place), +1, sunset(date, place), 1);
  if (!found) throw new Error(`no moonrise at ${place.name} after sunset on ${date}`);
  return found.date;
}

/** The new moons (conjunctions) from `from` up to `until`, in order. */
export function newMoonsBetween(from: Date, until: Date): Date[] {
  const out: Date[] = [];
  let cursor = from;
  for (;;) {
    const found = SearchMoonPhase(0, cursor, 40);
    if (!found || found.date > until) return out;
    out.push(found.date);
    cursor = plusMs(found.date, DAY_MS);
  }
}

/**
 * The instant the Sun enters a sidereal longitude (a sankranti: 0 Mesha, 270 Makara, 120 Simha)
 * between `from` and 40 days later; bisection on the sidereal longitude (the Sun never goes back).
 */
export function siderealIngress(targetDegrees: number, from: Date): Date | null {
  const ahead = (at: Date) => normalise(siderealSun(at) - targetDegrees + 180) - 180;
  let low = from;
  let high = plusMs(from, 40 * DAY_MS);
  if (ahead(low) >= 0 || ahead(high) < 0) return null;
  while (high.getTime() - low.getTime() > 30_000) {
    const middle = new Date((low.getTime() + high.getTime()) / 2);
    if (ahead(middle) < 0) low = middle;
    else high = middle;
  }
  return high;
}
