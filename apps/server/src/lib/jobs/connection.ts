// How pg-boss reaches the database: its `db` option, an object with executeSql(text, values).
// Ours rather than pg-boss's own pool, so that a failed multi-statement script is rolled back
// (pg-boss runs schema creation, migrations and maintenance as `BEGIN; …; COMMIT;` strings, and
// an error in the middle leaves the connection inside an aborted transaction) and so that
// stop() decides when the connection goes away.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import plans from 'pg-boss/src/plans.js';

export type JobsRow = Record<string, unknown>;

export interface JobsDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: JobsRow[] }>;
  /** Waits for the calls already made; the PostgreSQL adapter then closes its pool. */
  close(): Promise<void>;
}

/** A call still waiting after this long most likely waits for a transaction that awaits it. */
export const PGLITE_STALL_MS = 10_000;

/**
 * PGlite is one connection. Calls run one at a time, in order (a promise chain). SQL without
 * parameters goes through `exec` (pg-boss's multi-statement scripts) inside PGlite's own
 * transaction(), so an error anywhere in the script is rolled back while PGlite still holds its
 * transaction lock; SQL with parameters goes through `query`. Both take PGlite's transaction
 * lock, which a Drizzle transaction holds from BEGIN to COMMIT, so job statements never run in
 * the middle of one (jobs.test.ts checks it) — and a db.transaction() callback that awaits
 * enqueue() waits for itself forever: enqueue after the commit. `onStall` names that case.
 */
export function pgliteJobsDb(client: PGlite, onStall: (text: string) => void = () => {}): JobsDb {
  let tail: Promise<unknown> = Promise.resolve();
  const run = async (text: string, values?: unknown[]): Promise<{ rows: JobsRow[] }> => {
    const stall = setTimeout(() => onStall(text), PGLITE_STALL_MS);
    stall.unref();
    try {
      if (!values || values.length === 0) {
        const results = await client.transaction((tx) => tx.exec(text));
        return { rows: lastRows(results) };
      }
      const result = await client.query<JobsRow>(text, values);
      return { rows: result.rows };
    } finally {
      clearTimeout(stall);
    }
  };
  return {
    executeSql(text, values) {
      const result = tail.then(() => run(text, values));
      tail = result.catch(() => undefined);
      return result;
    },
    close: async () => {
      await tail;
    },
  };
}

/** A small pool of its own (job polling never waits behind, or starves, the app's requests). */
export function postgresJobsDb(url: string, max: number): JobsDb {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await pool.query<JobsRow>(text, values)).rows };
      const client = await pool.connect();
      try {
        const result: pg.QueryResult<JobsRow> | pg.QueryResult<JobsRow>[] = await client.query<JobsRow>(text);
        return { rows: lastRows(Array.isArray(result) ? result : [result]) };
      } catch (error) {
        // An error inside the script's BEGIN…COMMIT leaves this connection in an aborted transaction.
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** What pg-boss reads from an outcome statement: how many jobs it changed (none). */
const NOTHING_RECORDED = { rows: [{ count: 0 }] };

/**
 * pg-boss records a job's outcome (complete, or fail for a retry) without awaiting it (watch's
 * onFetch in its manager.js), so a rejection there is an unhandled rejection, and that ends a
 * Node process: one lost connection while a render finishes would take the server down. A
 * failed outcome only leaves the job active, and pg-boss's maintenance fails it for a retry when
 * it expires; so the failure is reported and the statement answered as having changed no job.
 * Once the connection is closed (the queue stopped, running jobs already failed for a retry) a
 * late outcome is dropped without a word. Every other statement is awaited by pg-boss and still
 * rejects.
 */
export function withUnawaitedOutcomes(db: JobsDb, schema: string, onError: (error: unknown) => void): JobsDb {
  const outcomes = new Set([plans.completeJobs(schema), plans.failJobsById(schema)]);
  let closed = false;
  return {
    executeSql(text, values) {
      if (!outcomes.has(text)) return db.executeSql(text, values);
      if (closed) return Promise.resolve(NOTHING_RECORDED);
      return db.executeSql(text, values).catch((error: unknown) => {
        if (!closed) onError(error);
        return NOTHING_RECORDED;
      });
    },
    close() {
      closed = true;
      return db.close();
    },
  };
}

/** pg-boss reads the rows of a script's last statement (as node-postgres answers it). */
function lastRows(results: readonly { rows: JobsRow[] }[]): JobsRow[] {
  return results.at(-1)?.rows ?? [];
}
