// The demo's greeting library: what each post says and looks like, and when it shows. The
// artwork is our own text-free scenes (areas/cards/media/art/, no stock photos): generated once
// into apps/server/seed-assets/greetings/ by `npx tsx src/seed/generate-demo-greetings.ts` (run
// from apps/server) and committed, so seeding a new database copies small files instead of
// spending seconds of CPU a poster on every first start.
import type { DemoPostDate } from './demo-greetings-types';

export { DEMO_GREETINGS } from './demo-greetings-library-v2';
export type { DemoGreeting, DemoPostDate, DemoTextBox, DemoTextLayer } from './demo-greetings-types';

/** The IST date a post is shown on, or null (any day); undefined: its dates are all past. */
export function demoPostDate(date: DemoPostDate, istToday: string): string | null | undefined {
  switch (date.kind) {
    case 'any':
      return null;
    case 'today':
      return istToday;
    case 'on':
      return date.dates.find((day) => day >= istToday);
    case 'yearly': {
      const year = Number(istToday.slice(0, 4));
      const monthDay = `${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
      const thisYear = `${year}-${monthDay}`;
      return thisYear >= istToday ? thisYear : `${year + 1}-${monthDay}`;
    }
  }
}
