// Card views are counted without slowing the public page: rows wait in memory and go to
// the database in one multi-row insert every second, at 200 rows, or when the app closes.
//
// The rows go as one JSON parameter that the database unpacks (jsonb_to_recordset), not as
// Drizzle's multi-row insert: building that statement cost ~25 µs of the event loop per row
// (every column of every row mapped and numbered: 1,800 parameters for 200 views), where JSON
// costs ~1.5 µs; with visits spread over thousands of cards, or every visitor new, each
// request is a new view (bench/README.md, public-card).
//
// While the database does not answer, the rows are held (up to MAX_HELD_ROWS, the oldest given up
// past it) and written once it answers again: cards stay up through an outage
// (docs/product-rules.md#cards-stay-up), and their visits are not lost with it.
import { sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import type { cardEvents } from '#db/schema';
import { isDatabaseUnavailable } from '#lib/db-faults';

export type CardEventRow = typeof cardEvents.$inferInsert;

/** Views held while the database does not answer (~200 bytes each): an hour of a busy server. */
export const MAX_HELD_ROWS = 100_000;
/** How often held rows are tried again. */
export const HELD_RETRY_MS = 2_000;
/** Held rows are written back this many at a time once the database answers. */
const HELD_CHUNK = 5_000;

export interface CardEventBufferOptions {
  flushIntervalMs?: number;
  maxRows?: number;
  /** Rows held at most while the database does not answer (default MAX_HELD_ROWS). */
  maxHeldRows?: number;
  /** How often held rows are tried again (default HELD_RETRY_MS). */
  retryMs?: number;
  onError?: (error: unknown) => void;
}

export class CardEventBuffer {
  private rows: CardEventRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private inFlight = new Set<Promise<unknown>>();
  private readonly flushIntervalMs: number;
  private readonly maxRows: number;
  private readonly maxHeldRows: number;
  private readonly retryMs: number;
  private readonly onError: (error: unknown) => void;
  /**
   * Rows a write gave back because the database did not answer, oldest first. While any are
   * held, new rows join them instead of each batch asking the database again.
   */
  private held: CardEventRow[] = [];
  /** Rows in an insert the database has not answered yet (neither written nor held). */
  private writing = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private retrying: Promise<void> | null = null;
  /** Rows given up because more than maxHeldRows waited. */
  dropped = 0;

  constructor(
    private readonly db: Db,
    options: CardEventBufferOptions = {},
  ) {
    this.flushIntervalMs = options.flushIntervalMs ?? 1_000;
    this.maxRows = options.maxRows ?? 200;
    this.maxHeldRows = options.maxHeldRows ?? MAX_HELD_ROWS;
    this.retryMs = options.retryMs ?? HELD_RETRY_MS;
    this.onError = options.onError ?? (() => {});
  }

  /** Queues a row; never waits and never throws. */
  add(row: CardEventRow): void {
    this.rows.push(row);
    if (this.rows.length >= this.maxRows) {
      void this.writeQueued();
      return;
    }
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.writeQueued();
      }, this.flushIntervalMs);
      // A pending flush must not keep the process alive; close() flushes anyway.
      this.timer.unref();
    }
  }

  /**
   * Rows not written yet: queued, in an insert still under way, and held while the database does
   * not answer. An insert sent just as the database went away counts until it fails and its rows
   * are held, so 0 means written, not merely sent.
   */
  get pending(): number {
    return this.rows.length + this.writing + this.held.length;
  }

  /** Rows held while the database does not answer. */
  get heldRows(): number {
    return this.held.length;
  }

  /**
   * Writes what is held and queued, and waits for writes already under way. Rows the database
   * does not take for want of answering stay held (a later flush or the retry writes them).
   */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.held.length > 0) await this.retryHeld();
    await this.writeQueued();
    await Promise.all([...this.inFlight]);
  }

  private async writeQueued(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = this.rows;
    this.rows = [];
    if (batch.length === 0) return;
    if (this.held.length > 0) {
      // The database did not answer lately: these wait with the rest for the retry.
      this.hold(batch, false);
      return;
    }
    const write = this.write(batch);
    this.inFlight.add(write);
    void write.finally(() => this.inFlight.delete(write));
    await write;
  }

  /** One insert; on a database that does not answer the rows are held, on any other error reported. */
  private async write(batch: CardEventRow[]): Promise<boolean> {
    this.writing += batch.length;
    try {
      await insertCardEvents(this.db, batch);
      return true;
    } catch (error) {
      if (isDatabaseUnavailable(error)) this.hold(batch, true);
      this.onError(error);
      return false;
    } finally {
      this.writing -= batch.length;
    }
  }

  /** The held rows, oldest first, in chunks; stops at the first chunk the database does not take. */
  private retryHeld(): Promise<void> {
    this.retrying ??= (async () => {
      if (this.retryTimer) {
        clearTimeout(this.retryTimer);
        this.retryTimer = null;
      }
      while (this.held.length > 0) {
        const chunk = this.held.splice(0, HELD_CHUNK);
        // A failed chunk is held again (at the front: it is the oldest) and the retry rescheduled.
        if (!(await this.write(chunk))) break;
      }
    })().finally(() => {
      this.retrying = null;
    });
    return this.retrying;
  }

  /**
   * Keeps rows the database could not take, to be tried again; past the bound, the oldest go.
   * `older`: the rows were taken before the ones held now (a write that failed), else after.
   */
  private hold(batch: CardEventRow[], older: boolean): void {
    const all = older ? [...batch, ...this.held] : [...this.held, ...batch];
    const over = all.length - this.maxHeldRows;
    if (over > 0) this.dropped += over;
    this.held = over > 0 ? all.slice(over) : all;
    if (!this.retryTimer) {
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        void this.retryHeld().then(() => this.writeQueued());
      }, this.retryMs);
      this.retryTimer.unref();
    }
  }
}

/** The rows in one statement: the columns card_events has, with its defaults for what a row leaves out. */
function insertCardEvents(db: Db, rows: CardEventRow[]): Promise<unknown> {
  return db.execute(sql`
    insert into card_events (agency_id, card_no, kind, action, target, visitor_hash, greeting_image_id, source, member_id, created_at)
    select "agencyId", "cardNo", "kind", "action", "target", "visitorHash", "greetingImageId",
      coalesce("source", 'card'), "memberId", coalesce("createdAt", now())
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as row(
      "agencyId" uuid, "cardNo" integer, "kind" text, "action" text, "target" text, "visitorHash" text,
      "greetingImageId" uuid, "source" text, "memberId" text, "createdAt" timestamptz
    )`);
}
