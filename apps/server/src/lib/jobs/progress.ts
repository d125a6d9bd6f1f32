// Progress of a running job, written into its pg-boss row. pg-boss has no progress API, and a
// table of our own would need a migration and a join on every status read; the job row's
// `output` column is free while the job runs (pg-boss writes it only when the job completes or
// fails), so status() reads progress from the same row as the state, and completion replaces it
// with the handler's result. The UPDATE touches only an active job, so a late write can never
// overwrite a result or an error.
import type { JobsDb } from './connection';

export interface ProgressValue {
  percent: number;
  message?: string;
}

export function progressSql(schema: string): string {
  return `UPDATE ${schema}.job SET output = $3::jsonb WHERE name = $1 AND id = $2 AND state = 'active'`;
}

/**
 * One writer per running job. Reports arrive as fast as a renderer emits them (ffmpeg: several a
 * second); at most one write is in flight, later reports replace the one waiting, and a repeat of
 * the last written value is skipped, so a chatty handler costs one row update at a time.
 */
export class ProgressWriter {
  private latest: ProgressValue | undefined;
  private written = '';
  private flight: Promise<void> | undefined;

  constructor(
    private readonly db: JobsDb,
    private readonly sql: string,
    private readonly queue: string,
    private readonly jobId: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Resolves when this value (or a later one) is stored; a failed write is reported, not thrown. */
  report(percent: number, message?: string): Promise<void> {
    if (!Number.isFinite(percent)) throw new Error(`progress must be a number, got ${percent}`);
    const clamped = Math.round(Math.min(100, Math.max(0, percent)));
    this.latest = message === undefined ? { percent: clamped } : { percent: clamped, message };
    if (!this.flight) this.flight = this.pump();
    return this.flight;
  }

  /** Waits for the write in flight, so completion lands after the last progress. */
  async settled(): Promise<void> {
    await this.flight;
  }

  private async pump(): Promise<void> {
    // Yield first, so report() has stored this promise before the loop can finish and clear it.
    await Promise.resolve();
    try {
      for (;;) {
        const value = this.latest;
        const key = JSON.stringify(value);
        if (!value || key === this.written) return;
        try {
          await this.db.executeSql(this.sql, [this.queue, this.jobId, { progress: value }]);
        } catch (error) {
          this.onError(error);
        }
        this.written = key;
      }
    } finally {
      this.flight = undefined;
    }
  }
}
