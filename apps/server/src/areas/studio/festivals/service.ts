// The festival calendar for the content team and the festival a post is scheduled to
// (docs/product-rules.md#festival-calendar).
import {
  addDays,
  daysInRange,
  FESTIVAL_CALENDAR_DAYS,
  FESTIVAL_MESSAGES,
  FESTIVAL_RANGE_MAX_DAYS,
  istDateOf,
  type TFestivalCalendar,
  type TFestivalOnDay,
  type TFestivalsQuery,
} from '@cardora/contract';
import { validationFailed } from '#lib/errors';
import type { Services } from '#services';
import { type Caller, managingVisibility } from '../image-posts/access';
import { type Festival, festivalByKey, festivalsBetween } from './calendar';
import { countFestivalPosts, postsFor } from './repo';

export const festivalOnDay = (festival: Festival): TFestivalOnDay => ({
  key: festival.key,
  name: festival.name,
  nameHi: festival.nameHi,
  kind: festival.kind,
  states: [...festival.states],
});

/** A post's festival: a key of the calendar (400 on festivalKey otherwise), never together with a date. */
export function checkFestivalOfPost(fields: { festivalKey: string | null; date: string | null }): void {
  if (fields.festivalKey === null) return;
  if (!festivalByKey(fields.festivalKey)) {
    throw validationFailed('festivalKey', FESTIVAL_MESSAGES.unknownFestival(fields.festivalKey));
  }
  if (fields.date !== null) throw validationFailed('festivalKey', FESTIVAL_MESSAGES.dateAndFestival);
}

/** GET /festivals: the festivals in the range with the posts each has (the platform's and the caller agency's own). */
export async function listFestivalCalendar(
  services: Services,
  caller: Caller,
  query: TFestivalsQuery,
): Promise<TFestivalCalendar> {
  const today = istDateOf(services.now());
  const from = query.from ?? today;
  const to = query.to ?? addDays(from, FESTIVAL_CALENDAR_DAYS);
  if (daysInRange(from, to) > FESTIVAL_RANGE_MAX_DAYS) throw validationFailed('to', FESTIVAL_MESSAGES.rangeTooLong);
  const days = festivalsBetween(from, to);
  const counts = await countFestivalPosts(
    services.db,
    managingVisibility(caller.agency),
    [...new Set(days.map((d) => d.festival.key))],
    [...new Set(days.map((d) => d.date))],
  );
  return {
    from,
    to,
    festivals: days.map(({ date, festival }) => ({
      ...festivalOnDay(festival),
      date,
      posts: postsFor(counts, festival.key, date),
    })),
  };
}
