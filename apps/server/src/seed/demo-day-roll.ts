// A demo server is often left running for days, and a demo database is started again on later
// days: its daily posts (Good Morning, Thought of the Day, the agency's weekend offer, the
// greeting video) were dated the day it was seeded, so from the next morning the customer's
// "Today" row would be empty. The demo's daily posts move to the current IST day at every start
// and at every IST midnight (docs/product-rules.md#demo-daily-posts). Festival posts keep their
// dates, and nothing a content admin made is touched: only the demo's own files are matched.
import { istDateOf } from '@cardora/contract';
import { and, inArray, isNotNull, isNull, like, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { imagePosts } from '../db/schema';
import { nextIstRun } from '../lib/ist-schedule';
import { DEMO_DAILY_POST_FILES } from './demo-greetings';
import { GREETING_VIDEO } from './demo-videos-seed';

/** Where the seed stores the demo's posts (`image-posts/<owner>/demo-<file>.<ext>`). */
const DEMO_STORAGE_KEYS = 'image-posts/%/demo-%';

/** Dates the demo's daily posts on `now`'s IST day; answers how many moved. */
export async function rollDemoDailyPosts(db: DbOrTx, now: Date): Promise<number> {
  const today = istDateOf(now);
  const moved = await db
    .update(imagePosts)
    .set({ postDate: today })
    .where(
      and(
        like(imagePosts.storageKey, DEMO_STORAGE_KEYS),
        lt(imagePosts.postDate, today),
        or(
          and(
            isNull(imagePosts.agencyId),
            inArray(imagePosts.originalName, [...DEMO_DAILY_POST_FILES.platform, GREETING_VIDEO.file]),
          ),
          and(isNotNull(imagePosts.agencyId), inArray(imagePosts.originalName, [...DEMO_DAILY_POST_FILES.agency])),
        ),
      ),
    )
    .returning({ id: imagePosts.id });
  return moved.length;
}

/**
 * Rolls the demo's daily posts now and then at each IST midnight until stopped. A failed roll is
 * reported and tried again at the next midnight; the demo keeps serving either way.
 */
export function keepDemoDailyPostsCurrent(
  db: DbOrTx,
  onError: (error: unknown) => void,
  now: () => Date = () => new Date(),
): { stop: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const roll = () => rollDemoDailyPosts(db, now()).catch(onError);
  const scheduleNext = () => {
    if (stopped) return;
    const delay = Math.max(0, nextIstRun(now(), 0).at.getTime() - now().getTime());
    timer = setTimeout(() => void roll().finally(scheduleNext), delay);
    timer.unref();
  };
  void roll().finally(scheduleNext);
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
