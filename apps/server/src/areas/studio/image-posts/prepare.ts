// Greetings prepared ahead of their day (docs/product-rules.md#greetings-prepared). On a festival
// morning every shop opens its greetings within the same hour; drawing each business's frame
// then (satori + resvg, ~180 ms) and compositing each post (~40 ms) would queue thousands of
// renders on a few cores. So the night before, in the quiet hours, the job 'image-post.prepare'
// walks the active businesses and stores each one's greetings of the day under the very key a
// download reads (greetings.ts renderKey): the morning's download is a storage read and the
// count. Nothing is counted here: a download counts when the customer asks for it.
//
// Which businesses: those a render would serve (greetings in a running plan, turned on, a
// published card) that are active — a greeting downloaded in the last ACTIVE_DAYS days, or the
// business or its card changed in that time. Which posts: the day's own (dated that day, or on
// the festival of that day) the business's home leads with, at most POSTS_PER_BUSINESS, images
// only, in the business's saved frame and kind. A business whose profile changes after the
// night gets a new version and is drawn on demand, as any other day.
import {
  addDays,
  GREETING_PREPARATION_MESSAGES,
  isPlatformAgency,
  istDateOf,
  PREPARE_DAYS_AHEAD,
  type TPrepareGreetingsAccepted,
  type TPrepareGreetingsBody,
  type TPrepareGreetingsCounts,
  type TPrepareGreetingsStatus,
  ZPrepareGreetingsCounts,
} from '@cardora/contract';
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { agencies, type BusinessRow, businesses, cards, imagePostDownloads } from '#db/schema';
import { notFound, validationFailed } from '#lib/errors';
import { nextIstRun } from '#lib/ist-schedule';
import type { JobQueue } from '#lib/jobs/index';
import type { Services } from '#services';
import type { Caller } from './access';
import { type PreparedGreeting, prepareBusinessGreetings } from './greetings';

export const PREPARE_JOB = 'image-post.prepare';
/** A business counts as active when it did something with greetings or its card this recently. */
export const ACTIVE_DAYS = 45;
/** The day's posts drawn per business: a home leads with a few; the rest are drawn on demand. */
export const POSTS_PER_BUSINESS = 6;
/** Businesses read per query while walking them. */
const PAGE = 200;
/**
 * Businesses prepared at once. A greeting's frame is drawn on the main thread (satori, resvg) and
 * composited and encoded by sharp on libuv's threads, so two at a time keep two cores busy in the
 * quiet hours; more would only queue behind each other.
 */
export const BUSINESSES_AT_ONCE = 2;
/** When the nightly run starts: 01:30 IST, hours before shops open and after the day has begun. */
const NIGHTLY_IST_MINUTES = 90;

interface PreparePayload {
  /** The agency that asked (its staff may read the job), or the platform's for the nightly run. */
  agencyId: string;
  /** Every agency (the platform's admins and the nightly run), else the asking agency's businesses. */
  allAgencies: boolean;
  /** The IST day. */
  date: string;
  /** Queued by the nightly schedule: queue the next night's when done. */
  nightly?: boolean;
}

declare module '../../../lib/jobs/registry' {
  interface JobPayloads {
    'image-post.prepare': PreparePayload;
  }
}

/** POST /image-post/prepare: queue the day's preparation (one at a time per agency and day). */
export async function queuePreparation(
  services: Services,
  caller: Caller,
  body: TPrepareGreetingsBody,
): Promise<TPrepareGreetingsAccepted> {
  const today = istDateOf(services.now());
  const date = body.date ?? today;
  if (date < today || date > addDays(today, PREPARE_DAYS_AHEAD)) {
    throw validationFailed('date', GREETING_PREPARATION_MESSAGES.dateOutOfRange);
  }
  const allAgencies = isPlatformAgency(caller.agency);
  const jobId = await services.jobs.enqueue(
    PREPARE_JOB,
    { agencyId: caller.agency.id, allAgencies, date },
    { singletonKey: `${caller.agency.id}:${date}` },
  );
  return { jobId, date };
}

/** GET /image-post/prepare/{jobId}: this agency's preparation only, else 404. */
export async function preparationStatus(
  jobs: JobQueue,
  caller: Caller,
  jobId: string,
): Promise<TPrepareGreetingsStatus> {
  const status = await jobs.status(PREPARE_JOB, jobId).catch(() => null);
  if (!status || status.data.agencyId !== caller.agency.id) {
    throw notFound(GREETING_PREPARATION_MESSAGES.unknownJob);
  }
  const counts: TPrepareGreetingsCounts =
    status.state === 'completed'
      ? ZPrepareGreetingsCounts.parse(status.output)
      : { businesses: 0, rendered: 0, alreadyStored: 0, failed: 0 };
  return {
    jobId: status.id,
    date: status.data.date,
    state: status.state,
    progress: status.progress,
    ...counts,
    error: status.error ?? null,
  };
}

/** The businesses a preparation walks, a page at a time by id. */
async function activeBusinesses(
  services: Services,
  payload: PreparePayload,
  after: string | null,
): Promise<BusinessRow[]> {
  const since = new Date(services.now().getTime() - ACTIVE_DAYS * 86_400_000);
  const recentDownload = sql`exists (select 1 from ${imagePostDownloads} d
    where d.business_id = ${businesses.id} and d.created_at >= ${since.toISOString()})`;
  const rows = await services.db
    .select({ business: businesses })
    .from(businesses)
    .innerJoin(cards, and(eq(cards.businessId, businesses.id), eq(cards.agencyId, businesses.agencyId)))
    .where(
      and(
        payload.allAgencies ? undefined : eq(businesses.agencyId, payload.agencyId),
        eq(businesses.imagePostEnabled, true),
        isNotNull(cards.cardId),
        eq(cards.status, 'active'),
        after ? gt(businesses.id, after) : undefined,
        sql`(${recentDownload} or ${businesses.createdAt} >= ${since.toISOString()} or ${cards.updatedAt} >= ${since.toISOString()})`,
      ),
    )
    .orderBy(asc(businesses.id))
    .limit(PAGE);
  return rows.map((row) => row.business);
}

/** The job: every active business's greetings of the day, drawn and stored when missing. */
export async function runPreparation(
  services: Services,
  payload: PreparePayload,
  reportProgress: (percent: number, message?: string) => Promise<void>,
  signal?: AbortSignal,
): Promise<TPrepareGreetingsCounts> {
  const counts: TPrepareGreetingsCounts = { businesses: 0, rendered: 0, alreadyStored: 0, failed: 0 };
  const agencyRows = await services.db
    .select()
    .from(agencies)
    .where(payload.allAgencies ? undefined : eq(agencies.id, payload.agencyId));
  const agencyById = new Map(agencyRows.map((agency) => [agency.id, agency]));
  const [total] = await services.db
    .select({ n: sql<number>`count(*)::int` })
    .from(businesses)
    .where(
      and(
        payload.allAgencies ? undefined : eq(businesses.agencyId, payload.agencyId),
        inArray(businesses.agencyId, [...agencyById.keys()]),
      ),
    );
  let after: string | null = null;
  let walked = 0;
  for (;;) {
    signal?.throwIfAborted();
    const page = await activeBusinesses(services, payload, after);
    if (page.length === 0) break;
    await eachAtMost(page, BUSINESSES_AT_ONCE, async (business) => {
      const agency = agencyById.get(business.agencyId);
      if (!agency) return;
      const outcome: PreparedGreeting[] = await prepareBusinessGreetings(services, agency, business, payload.date, {
        maxPosts: POSTS_PER_BUSINESS,
      }).catch(() => [{ outcome: 'failed' as const }]);
      if (outcome.length > 0) counts.businesses += 1;
      for (const one of outcome) {
        if (one.outcome === 'rendered') counts.rendered += 1;
        else if (one.outcome === 'stored') counts.alreadyStored += 1;
        else counts.failed += 1;
      }
    });
    walked += page.length;
    after = page.at(-1)?.id ?? null;
    await reportProgress(Math.min(99, Math.round((walked / Math.max(1, total?.n ?? walked)) * 100)));
  }
  return counts;
}

/** `work` on every item, at most `limit` running at once; settles when all have. */
async function eachAtMost<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** 01:30 IST of the day after `now`'s IST day, as an instant, and that day. */
export function nextNightlyRun(now: Date): { at: Date; date: string } {
  return nextIstRun(now, NIGHTLY_IST_MINUTES);
}

/** Queues the next nightly run (once: its singleton key names the day), as the platform's. */
export async function scheduleNightlyPreparation(services: Services): Promise<void> {
  const [platform] = await services.db
    .select({ id: agencies.id })
    .from(agencies)
    .where(sql`'superadmin' = any(${agencies.roles})`)
    .limit(1);
  if (!platform) return;
  const platformAgencyId = platform.id;
  const next = nextNightlyRun(services.now());
  await services.jobs.enqueue(
    PREPARE_JOB,
    { agencyId: platformAgencyId, allAgencies: true, date: next.date, nightly: true },
    { singletonKey: `nightly:${next.date}`, startAfter: next.at },
  );
}

export async function registerPreparationJob(services: Services): Promise<void> {
  // One at a time: it shares the cores with the customers' own renders.
  await services.jobs.register(
    PREPARE_JOB,
    async (job) => {
      const counts = await runPreparation(services, job.data, job.reportProgress, job.signal);
      if (job.data.nightly) await scheduleNightlyPreparation(services);
      return counts;
    },
    { concurrency: 1, retryLimit: 1, expireInSeconds: 4 * 3600 },
  );
}
