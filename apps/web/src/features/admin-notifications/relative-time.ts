import { formatDate } from '#lib/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago, the way a notification list says it: "Just now", "5 min ago", "3 h ago",
 * "Yesterday", "4 days ago", then the date ("23 Sep 2027"). A time a little in the future (a
 * clock ahead of the browser's) is "Just now".
 */
export function relativeTime(iso: string, now: Date): string {
  const then = new Date(iso);
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const days = calendarDaysBetween(then, now);
  if (days <= 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return formatDate(then);
}

/** Whole local calendar days from `from` to `to` (so 23:50 yesterday is "Yesterday" at 00:10). */
function calendarDaysBetween(from: Date, to: Date): number {
  const start = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((end.getTime() - start.getTime()) / DAY);
}

/** The bell's accessible description of the unread count. */
export function unreadLabel(count: number): string {
  if (count === 0) return 'No unread notifications';
  return count === 1 ? '1 unread notification' : `${count} unread notifications`;
}
