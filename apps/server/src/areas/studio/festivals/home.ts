// The festivals in the customer's greetings home (docs/product-rules.md#festival-calendar):
// today's and each upcoming day's festivals, with the posts scheduled to them, merged into the
// home greetings.ts builds from dated posts. Regional festivals only for a business in one of
// their states; a business whose state is not known sees them all, labelled with their states.
import { addDays, type TFestivalOnDay, type TGreetingsHome, type TImagePost } from '@cardora/contract';
import { and, inArray, type SQL } from 'drizzle-orm';
import { imagePosts } from '#db/schema';
import { isCustomer } from '#policies/identity';
import type { Services } from '#services';
import { type Caller, managerOf, visibilityOf } from '../image-posts/access';
import { listPosts, postWhere, toImagePost } from '../image-posts/repo';
import { festivalsBetween } from './calendar';
import { businessStateCode } from './repo';
import { festivalOnDay } from './service';

export async function withFestivals(
  services: Services,
  caller: Caller,
  home: TGreetingsHome,
  options: { businessId: string | null; days: number; language?: string },
): Promise<TGreetingsHome> {
  const { db, storage } = services;
  const visibility = visibilityOf(caller);
  const stateCode = options.businessId ? await businessStateCode(db, caller.agency.id, options.businessId) : null;
  const days = festivalsBetween(home.today, addDays(home.today, options.days)).filter(
    ({ festival }) => stateCode === null || festival.states.length === 0 || festival.states.includes(stateCode),
  );
  const keys = [...new Set(days.map((d) => d.festival.key))];
  const where = and(
    postWhere(visibility, { language: options.language }),
    inArray(imagePosts.festivalKey, keys),
  ) as SQL;
  const rows = keys.length > 0 ? await listPosts(db, where, { sort: 'newest', limit: 200, offset: 0 }) : [];
  const manager = managerOf(caller);
  const posts = rows.map((row) => toImagePost(row, manager, storage));

  const festivalsOn = new Map<string, TFestivalOnDay[]>();
  const postsOn = new Map<string, TImagePost[]>();
  for (const { date, festival } of days) {
    festivalsOn.set(date, [...(festivalsOn.get(date) ?? []), festivalOnDay(festival)]);
    const scheduled = posts.filter((post) => post.festivalKey === festival.key);
    postsOn.set(date, [...(postsOn.get(date) ?? []), ...scheduled]);
  }
  const merged = (date: string, dated: TImagePost[]) => {
    const seen = new Set<string>();
    return [...(postsOn.get(date) ?? []), ...dated].filter((post) => !seen.has(post.imageId) && seen.add(post.imageId));
  };

  // Staff see a festival day without posts (to fill it); customers only days with something to send.
  const staff = !isCustomer(caller.principal);
  const upcoming = new Map(home.upcoming.map((day) => [day.date, day.posts]));
  for (const date of festivalsOn.keys()) if (date !== home.today && !upcoming.has(date)) upcoming.set(date, []);
  return {
    ...home,
    todays: merged(home.today, home.todays),
    todaysFestivals: festivalsOn.get(home.today) ?? [],
    upcoming: [...upcoming]
      .map(([date, dated]) => ({ date, posts: merged(date, dated), festivals: festivalsOn.get(date) ?? [] }))
      .filter((day) => day.posts.length > 0 || staff)
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
    stateCode,
  };
}
