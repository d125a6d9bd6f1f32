// The festival calendar (GET /festivals, docs/product-rules.md#festival-calendar): the next days'
// festivals with their post counts, and the festivals a post can be scheduled to with their
// next date.
import { addDays, endpoints, FESTIVAL_CALENDAR_DAYS, istDateOf, type TFestivalCalendarEntry } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#api/endpoint-query';

const festivals = ['festivals'] as const;
export const festivalKeys = {
  all: festivals,
  range: (from: string, to: string) => [...festivals, from, to] as const,
};

/** The calendar changes only with posts: kept a minute. */
const STALE_MS = 60_000;

export function useFestivalCalendar(days: number = FESTIVAL_CALENDAR_DAYS) {
  const from = istDateOf(new Date());
  const to = addDays(from, days);
  return useQuery({
    ...endpointQuery(festivalKeys.range(from, to), endpoints.listFestivals, { query: { from, to } }),
    staleTime: STALE_MS,
  });
}

/** Every festival once, at its next date (a year ahead), for the post form's picker. */
export function useFestivalOptions() {
  const calendar = useFestivalCalendar(366);
  const seen = new Set<string>();
  const options: TFestivalCalendarEntry[] = [];
  for (const festival of calendar.data?.festivals ?? []) {
    if (seen.has(festival.key)) continue;
    seen.add(festival.key);
    options.push(festival);
  }
  return { ...calendar, options };
}
