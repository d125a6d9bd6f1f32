// Card views are counted without slowing the public page: rows wait in memory and go to
// the database in one multi-row insert every second, at 200 rows, or when the app closes.
import type { Db } from '../../db/client';
import { cardEvents } from '../../db/schema';

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
      const write = this.db
        .insert(cardEvents)
        .values(batch)
        .then(
          () => undefined,
          (error: unknown) => this.onError(error),
        );
      this.inFlight.add(write);
      void write.finally(() => this.inFlight.delete(write));
    }
    await Promise.all([...this.inFlight]);
  }
}
