// Which kept card pages may have changed since they were last checked, as the database wrote
// it down (card_page_changes, migration 0029: its triggers log every change to a card, its
// business, its agency or a business category name, whatever made it). The process reads the
// new rows at most once per `maxAgeMs` and turns each into a count: one per card (in
// CARD_BUCKETS buckets by card_no, so memory stays bounded whatever the number of cards), one
// per agency and one for everything. A page remembers the sum of its three counts when it was
// last checked (`stamp`); while the sum is unchanged, nothing it is made of has changed and it
// is sent without asking the database. A changed sum means "may have changed": the route then
// checks the card's version (publicCardVersion), which decides.
//
// Reading the log without missing a row: ids are taken when a row is inserted, but rows become
// visible when their transaction commits, so a later read may find rows below ids already seen.
// Every read takes the oldest transaction still running at that moment (pg_snapshot_xmin of the
// read's own snapshot): any row the read could not see belongs to that transaction or a later
// one, so the next read asks for every row of a transaction at or past it again. Rows seen twice
// are skipped by id.
import { sql } from 'drizzle-orm';
import type { Db } from '#db/client';

/** Buckets of each agency's cards: an edit makes 1/CARD_BUCKETS of the agency's kept pages check. */
export const CARD_BUCKETS = 1024;
/** The agency id of a row about every agency (migration 0029). */
const EVERY_AGENCY = '00000000-0000-0000-0000-000000000000';
/**
 * Rows read at most in one go: past it (a bulk load, a migration's backfill) every page is taken
 * as changed, which costs each page one check instead of reading thousands of rows.
 */
export const MAX_CHANGES_PER_READ = 10_000;
/** Rows are deleted this long after they were written (by any reader, about every PRUNE_EVERY_MS). */
const KEEP_CHANGES_MS = 3_600_000;
const PRUNE_EVERY_MS = 600_000;
/**
 * A process that has not read the log for this long (idle, or its clock moved: tests) may have
 * missed rows already deleted: every page is taken as changed.
 */
const RESYNC_AFTER_MS = KEEP_CHANGES_MS / 2;

/** One agency's counts; `stamp(bucket)` is what a page of that bucket remembers. */
export class AgencyPageClock {
  /** Changes to the whole agency. */
  whole = 0;
  readonly buckets = new Uint32Array(CARD_BUCKETS);

  constructor(private readonly everything: { count: number }) {}

  stamp(bucket: number): number {
    return this.everything.count + this.whole + this.changesOf(bucket);
  }

  /** Changes to the cards of one bucket. */
  changesOf(bucket: number): number {
    return this.buckets[bucket] ?? 0;
  }
}

export function bucketOf(cardNo: number): number {
  return cardNo & (CARD_BUCKETS - 1);
}

interface ChangesRead {
  horizon: string;
  changes: [id: string, agencyId: string, cardNo: number | null][];
}

export class CardPageClock {
  private readonly everything = { count: 0 };
  private readonly agencies = new Map<string, AgencyPageClock>();
  /** Rows applied so far (of any agency): a check compares it across its own reads. */
  private applied = 0;
  /** xid8 (as text) of the oldest transaction running at the last read; null before the first. */
  private horizon: string | null = null;
  /** Ids read last time: rows at or past the horizon are read again, and applied once. */
  private seen = new Set<string>();
  private readAt = Number.NEGATIVE_INFINITY;
  private prunedAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | null = null;
  private failedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    /** How old the last read may be for `isCurrent` to answer. */
    private readonly maxAgeMs: number,
    private readonly onPruneError: (error: unknown) => void = () => {},
  ) {}

  /** Whether the counts are recent enough to answer for pages (else: `refresh()` first). */
  get isCurrent(): boolean {
    const age = this.now() - this.readAt;
    // A clock set back (tests) makes the last read look young for as long: read again.
    return age >= 0 && age < this.maxAgeMs;
  }

  /** Changes applied so far: unchanged across a page's check, nothing came in during it. */
  get generation(): number {
    return this.applied;
  }

  /** The agency's counts (made on first use: an agency nobody asked for has nothing to change). */
  of(agencyId: string): AgencyPageClock {
    let clock = this.agencies.get(agencyId);
    if (!clock) {
      clock = new AgencyPageClock(this.everything);
      this.agencies.set(agencyId, clock);
    }
    return clock;
  }

  /**
   * Starts a read in the background once the last is three quarters of `maxAgeMs` old, so that
   * under a steady stream of visits it is never stale (a failed one is left to the next read
   * that `refresh()` makes when it is).
   */
  refreshAhead(): void {
    const at = this.now();
    if (this.reading !== null || at - this.readAt < (this.maxAgeMs * 3) / 4) return;
    // After a failed read, not again from here for a while (the database may be down).
    if (at - this.failedAt >= 0 && at - this.failedAt < this.maxAgeMs) return;
    this.refresh().catch(() => {
      this.failedAt = at;
    });
  }

  /** Reads the new rows (one read for everyone asking meanwhile). */
  refresh(): Promise<void> {
    this.reading ??= this.read().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async read(): Promise<void> {
    const startedAt = this.now();
    const { rows } = (await this.db.execute(sql`
      select pg_snapshot_xmin(pg_current_snapshot())::text as "horizon",
        coalesce((
          select json_agg(json_build_array(c."id"::text, c."agency_id", c."card_no") order by c."id")
          from (
            select "id", "agency_id", "card_no" from "card_page_changes"
            where "tx" >= ${this.horizon === null ? sql`pg_snapshot_xmin(pg_current_snapshot())` : sql`${this.horizon}::xid8`}
            order by "id" limit ${MAX_CHANGES_PER_READ + 1}
          ) c
        ), '[]'::json) as "changes"`)) as unknown as { rows: ChangesRead[] };
    const read = rows[0];
    if (!read) throw new Error('card_page_changes: no answer');
    const changes =
      typeof read.changes === 'string' ? (JSON.parse(read.changes) as ChangesRead['changes']) : read.changes;
    // A first read, a gap longer than rows are kept, or more rows than are worth reading: all changed.
    if (this.horizon === null || startedAt - this.readAt > RESYNC_AFTER_MS || changes.length > MAX_CHANGES_PER_READ) {
      this.everything.count++;
      this.applied++;
    }
    // The first read applies nothing (everything moved above) but remembers the rows it saw: the
    // horizon it keeps is the oldest transaction running anywhere on the server (another
    // database's too), so the next read meets those rows again and must not count them twice.
    const first = this.horizon === null;
    const seen = new Set<string>();
    for (const [id, agencyId, cardNo] of changes) {
      seen.add(id);
      if (first || this.seen.has(id)) continue;
      this.applied++;
      if (agencyId === EVERY_AGENCY) {
        this.everything.count++;
        continue;
      }
      const clock = this.agencies.get(agencyId);
      if (!clock) continue;
      if (cardNo === null) clock.whole++;
      else {
        const bucket = bucketOf(cardNo);
        clock.buckets[bucket] = clock.changesOf(bucket) + 1;
      }
    }
    this.seen = seen;
    this.horizon = read.horizon;
    this.readAt = startedAt;
    if (startedAt - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = startedAt;
      this.db
        .execute(
          sql`delete from "card_page_changes" where "at" < clock_timestamp() - ${`${KEEP_CHANGES_MS} milliseconds`}::interval`,
        )
        .catch(this.onPruneError);
    }
  }
}
