// The nightly jobs (the greetings' preparation, the backup) run at a fixed time of India's day.
import { addDays, istDateOf } from '@cardora/contract';

const IST_OFFSET_MS = 330 * 60_000;

/** The next `istMinutes` past midnight IST after `now`, as an instant, and its IST day. */
export function nextIstRun(now: Date, istMinutes: number): { at: Date; date: string } {
  const today = istDateOf(now);
  const startOf = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS);
  const todayRun = new Date(startOf(today).getTime() + istMinutes * 60_000);
  if (todayRun.getTime() > now.getTime()) return { at: todayRun, date: today };
  const tomorrow = addDays(today, 1);
  return { at: new Date(startOf(tomorrow).getTime() + istMinutes * 60_000), date: tomorrow };
}
