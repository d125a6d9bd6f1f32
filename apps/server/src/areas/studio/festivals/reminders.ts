// Reminders to the content teams: festivals 14 and 3 days ahead with no greeting posts yet
// (docs/product-rules.md#festival-calendar). The platform's team (the superadmin agency) hears of
// festivals without a platform post; each agency with greetings on of those with neither a
// platform post nor one of its own. A reminder is recorded in festival_reminders (unique per
// agency, festival, date and lead) in the transaction that rings the bell, so a run repeated the
// same day, or on another replica, sends nothing twice. The e-mail to the agency's admins goes
// after the commit (services.mails: a mail server that is down loses only the e-mail).
//
// The run is a pg-boss job queued for 07:00 IST each day: each run queues the next day's (one
// per day by its singleton key), and the app queues today's when it starts, so a process that
// was down at 07:00 catches up when it is back. pg-boss's own cron is off in this app (lib/jobs).
import {
  addDays,
  agencyAppName,
  FESTIVAL_REMINDER_LEAD_DAYS,
  greetingsManagementPath,
  isPlatformAgency,
  istDateOf,
  istDayStart,
} from '@cardora/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type AgencyRow, agencies, festivalReminders, users } from '#db/schema';
import { notifyFestivalReminder } from '#identity';
import type { Services } from '#services';
import { managingVisibility } from '../image-posts/access';
import { type FestivalDay, festivalsBetween } from './calendar';
import { countFestivalPosts, postsFor } from './repo';

export const REMINDER_JOB = 'festival.reminders';
/** The IST hour the daily run starts. */
const RUN_HOUR_IST = 7;

declare module '../../../lib/jobs/registry' {
  interface JobPayloads {
    'festival.reminders': { istDate: string };
  }
}

export interface ReminderSent {
  agencyId: string;
  festivalKey: string;
  festivalName: string;
  festivalDate: string;
  leadDays: number;
}

/** Agencies whose content team is reminded: the platform, and every agency with greetings on. */
function remindsAgency(agency: AgencyRow): boolean {
  return isPlatformAgency(agency) || agency.configuration.imagePost.enableImagePost;
}

async function remindAgency(services: Services, agency: AgencyRow, today: string): Promise<ReminderSent[]> {
  const sent: ReminderSent[] = [];
  const visibility = managingVisibility(agency);
  const link = greetingsManagementPath({ isSuperadminAgency: isPlatformAgency(agency) }).replace(/^\/panel/, '');
  for (const leadDays of FESTIVAL_REMINDER_LEAD_DAYS) {
    const date = addDays(today, leadDays);
    const due: FestivalDay[] = festivalsBetween(date, date);
    if (due.length === 0) continue;
    const counts = await countFestivalPosts(
      services.db,
      visibility,
      due.map((d) => d.festival.key),
      [date],
    );
    for (const { festival } of due) {
      const posts = postsFor(counts, festival.key, date);
      if (posts.platform + posts.own > 0) continue;
      const at = services.now();
      const inserted = await services.db.transaction(async (tx) => {
        const rows = await tx
          .insert(festivalReminders)
          .values({ agencyId: agency.id, festivalKey: festival.key, festivalDate: date, leadDays, createdAt: at })
          .onConflictDoNothing()
          .returning({ agencyId: festivalReminders.agencyId });
        if (rows.length === 0) return false;
        await notifyFestivalReminder(tx, {
          agencyId: agency.id,
          festivalKey: festival.key,
          festivalName: festival.name,
          festivalDate: date,
          leadDays,
          link: `${link}?tab=festivals`,
          at,
        });
        return true;
      });
      if (inserted) {
        sent.push({
          agencyId: agency.id,
          festivalKey: festival.key,
          festivalName: festival.name,
          festivalDate: date,
          leadDays,
        });
      }
    }
  }
  if (sent.length > 0) mailAdmins(services, agency, sent);
  return sent;
}

/** One e-mail per run to each of the agency's admins with an address, listing the festivals. */
function mailAdmins(services: Services, agency: AgencyRow, sent: ReminderSent[]): void {
  services.mails.schedule(async () => {
    const admins = await services.db
      .select({ email: users.email })
      .from(users)
      .where(
        and(
          eq(users.agencyId, agency.id),
          isNull(users.deletedAt),
          sql`'admin' = any(${users.roles})`,
          sql`${users.email} is not null`,
        ),
      );
    const appName = agencyAppName(agency);
    const lines = sent.map((s) => `- ${s.festivalName}: ${s.festivalDate} (in ${s.leadDays} days)`);
    const text = [
      'These festivals have no greeting posts yet:',
      ...lines,
      '',
      'Add posts in Greetings Management so customers have something to share on the day.',
      '',
      `— ${appName}`,
    ].join('\n');
    for (const admin of admins) {
      if (!admin.email) continue;
      await services.messaging.email.send({
        to: admin.email,
        subject: `Festivals without greeting posts: ${sent.length}`,
        text,
        senderName: appName,
      });
    }
  });
}

/** One day's reminders for every agency; answers what was sent (nothing the second time). */
export async function runFestivalReminders(services: Services): Promise<ReminderSent[]> {
  const today = istDateOf(services.now());
  const rows = await services.db.select().from(agencies);
  const sent: ReminderSent[] = [];
  for (const agency of rows.filter(remindsAgency)) sent.push(...(await remindAgency(services, agency, today)));
  return sent;
}

/** 07:00 IST of the day's run: today's if it is not past, else the next day's. */
export function nextRunAt(now: Date): { istDate: string; at: Date } {
  const today = istDateOf(now);
  const todays = new Date(istDayStart(today).getTime() + RUN_HOUR_IST * 3_600_000);
  if (now.getTime() <= todays.getTime()) return { istDate: today, at: todays };
  const tomorrow = addDays(today, 1);
  return { istDate: tomorrow, at: new Date(istDayStart(tomorrow).getTime() + RUN_HOUR_IST * 3_600_000) };
}

async function queueRun(services: Services, run: { istDate: string; at: Date }): Promise<void> {
  await services.jobs.enqueue(
    REMINDER_JOB,
    { istDate: run.istDate },
    { singletonKey: `festival-reminders:${run.istDate}`, startAfter: run.at },
  );
}

/** The job's handler: today's reminders, then the next day's run queued. */
export async function registerFestivalReminderJob(services: Services): Promise<void> {
  await services.jobs.register(REMINDER_JOB, async () => {
    const sent = await runFestivalReminders(services);
    await queueRun(services, nextRunAt(new Date(services.now().getTime() + 60_000)));
    return { sent: sent.length };
  });
}

/** When the app starts: today's run now if 07:00 IST has passed (a repeat sends nothing twice), else at 07:00. */
export async function scheduleFestivalReminders(services: Services): Promise<void> {
  const now = services.now();
  const next = nextRunAt(now);
  await queueRun(services, next.istDate === istDateOf(now) ? next : { istDate: istDateOf(now), at: now });
}
