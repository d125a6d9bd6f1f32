// Card views are counted without slowing the public page: rows wait in memory and go to
// the database in one multi-row insert every second, at 200 rows, or when the app closes.
//
// The rows go as one JSON parameter that the database unpacks (jsonb_to_recordset), not as
// Drizzle's multi-row insert: building that statement cost ~25 µs of the event loop per row
// (every column of every row mapped and numbered: 1,800 parameters for 200 views), where JSON
// costs ~1.5 µs; with visits spread over thousands of cards, or every visitor new, each
// request is a new view (bench/README.md, public-card).
import { sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import type { cardEvents } from '#db/schema';

export type CardEventRow = typeof cardEvents.$inferInsert;

export interface CardEventBufferOptions {
  flushIntervalMs?: number;
  maxRows?: number;
  onError?: (error: unknown) => void;
}

export class CardEventBuffer {
  private rows: CardEventRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private inFlight = new Set<Promise<void>>();
  private readonly flushIntervalMs: number;
  private readonly maxRows: number;
  private readonly onError: (error: unknown) => void;

  constructor(
    private readonly db: Db,
    options: CardEventBufferOptions = {},
  ) {
    this.flushIntervalMs = options.flushIntervalMs ?? 1_000;
    this.maxRows = options.maxRows ?? 200;
    this.onError = options.onError ?? (() => {});
  }

  /** Queues a row; never waits and never throws. */
  add(row: CardEventRow): void {
    this.rows.push(row);
    if (this.rows.length >= this.maxRows) {
      void this.flush();
      return;
    }
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, this.flushIntervalMs);
      // A pending flush must not keep the process alive; close() flushes anyway.
      this.timer.unref();
    }
  }

  get pending(): number {
    return this.rows.length;
  }

  /** Writes what is queued (and waits for writes already under way). */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = this.rows;
    this.rows = [];
    if (batch.length > 0) {
      const write = insertCardEvents(this.db, batch).then(
        () => undefined,
        (error: unknown) => this.onError(error),
      );
      this.inFlight.add(write);
      void write.finally(() => this.inFlight.delete(write));
    }
    await Promise.all([...this.inFlight]);
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
