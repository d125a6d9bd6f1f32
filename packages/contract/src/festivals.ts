// The festival calendar (docs/product-rules.md#festival-calendar): the shapes of a festival on a
// day, the content team's calendar with its post counts, and the festival a post may be
// scheduled to. The dates themselves are computed on the server (astronomy), never typed here.
import { z } from 'zod';
import { isIsoDate } from './common';

/** national: the Republic's days; religious: all-India festivals; regional: kept in some states; observance: days shops post about. */
export const FESTIVAL_KINDS = ['national', 'religious', 'regional', 'observance'] as const;
export type FestivalKind = (typeof FESTIVAL_KINDS)[number];

/** How far the content team's calendar may look at once. */
export const FESTIVAL_RANGE_MAX_DAYS = 400;
/** The greetings admin's Festival calendar shows this far ahead. */
export const FESTIVAL_CALENDAR_DAYS = 90;
/** Reminders go to the content team this many days before a festival without posts. */
export const FESTIVAL_REMINDER_LEAD_DAYS = [14, 3] as const;

export const FESTIVAL_MESSAGES = {
  unknownFestival: (key: string) => `There is no festival '${key}' in the calendar.`,
  dateAndFestival: 'A post is either on a date or on a festival, not both.',
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  rangeInvalid: "'from' must not be after 'to'.",
  rangeTooLong: `Ask for at most ${FESTIVAL_RANGE_MAX_DAYS} days at once.`,
} as const;

/** A festival's key: lower-case words joined by dashes ('diwali', 'eid-al-fitr'). */
export const ZFestivalKey = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A festival key is lower-case letters and digits joined by dashes.')
  .max(60);

/**
 * ISO 3166-2:IN codes of the states and union territories by their GST code (the state a
 * business's tax details name), for the regional festivals' states.
 */
export const ISO_STATE_OF_GST_CODE: Readonly<Record<string, string>> = {
  '01': 'JK',
  '02': 'HP',
  '03': 'PB',
  '04': 'CH',
  '05': 'UK',
  '06': 'HR',
  '07': 'DL',
  '08': 'RJ',
  '09': 'UP',
  '10': 'BR',
  '11': 'SK',
  '12': 'AR',
  '13': 'NL',
  '14': 'MN',
  '15': 'MZ',
  '16': 'TR',
  '17': 'ML',
  '18': 'AS',
  '19': 'WB',
  '20': 'JH',
  '21': 'OD',
  '22': 'CG',
  '23': 'MP',
  '24': 'GJ',
  '25': 'DH',
  '26': 'DH',
  '27': 'MH',
  '28': 'AP',
  '29': 'KA',
  '30': 'GA',
  '31': 'LD',
  '32': 'KL',
  '33': 'TN',
  '34': 'PY',
  '35': 'AN',
  '36': 'TG',
  '37': 'AP',
  '38': 'LA',
};

/** A festival on a day: its key, names, kind and (regional) states. */
export const ZFestivalOnDay = z.object({
  key: z.string(),
  /** English. */
  name: z.string(),
  /** Hindi (Devanagari). */
  nameHi: z.string(),
  kind: z.enum(FESTIVAL_KINDS),
  /** ISO 3166-2:IN codes where it is regional; empty: all India. */
  states: z.array(z.string()),
});
export type TFestivalOnDay = z.infer<typeof ZFestivalOnDay>;

const ZIsoDate = z.string().refine(isIsoDate, FESTIVAL_MESSAGES.dateInvalid);

/** GET /festivals: from today (IST) for FESTIVAL_CALENDAR_DAYS when not given. */
export const ZFestivalsQuery = z
  .object({ from: ZIsoDate.optional(), to: ZIsoDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: FESTIVAL_MESSAGES.rangeInvalid, path: ['from'] });
export type TFestivalsQuery = z.input<typeof ZFestivalsQuery>;

export const ZFestivalCalendarEntry = ZFestivalOnDay.extend({
  date: z.string(),
  /** Posts scheduled to it or dated on its day that the caller's agency sees: the platform's and the agency's own. */
  posts: z.object({ platform: z.number().int(), own: z.number().int() }),
});
export type TFestivalCalendarEntry = z.infer<typeof ZFestivalCalendarEntry>;

export const ZFestivalCalendar = z.object({
  from: z.string(),
  to: z.string(),
  festivals: z.array(ZFestivalCalendarEntry),
});
export type TFestivalCalendar = z.infer<typeof ZFestivalCalendar>;

/** The name to show: Hindi for a Hindi reader, else English. */
export function festivalName(festival: Pick<TFestivalOnDay, 'name' | 'nameHi'>, language: string | undefined): string {
  return language?.startsWith('hi') ? festival.nameHi : festival.name;
}
