// The connection under pg-boss: a failed multi-statement script leaves the connection usable,
// and job statements never run inside a Drizzle transaction on the same (PGlite) connection.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import plans from 'pg-boss/src/plans.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestDatabase } from '#test/support/database';
import { openTestQueue, sleep, waitFor } from '#test/support/jobs';
import { type JobsDb, pgliteJobsDb, postgresJobsDb, withUnawaitedOutcomes } from './connection';
import { JOBS_SCHEMA } from './queue';

interface TestJobs {
  echo: { n: number };
}

// A table of this file's own (dropped after): rows tell which statements committed.
const probe = `jobs_probe_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
let jobsDb: JobsDb;

beforeAll(async () => {
  const database = await getTestDatabase();
  await database.db.execute(sql.raw(`CREATE TABLE ${probe} (n int NOT NULL)`));
  const connection = database.jobsConnection;
  if (!connection) throw new Error('the test database offers no jobs connection');
  jobsDb = connection.kind === 'pglite' ? pgliteJobsDb(connection.client) : postgresJobsDb(connection.url, 2);
});

afterAll(async () => {
  await jobsDb.close();
  const database = await getTestDatabase();
  await database.db.execute(sql.raw(`DROP TABLE ${probe}`));
});

async function probeRows(): Promise<number[]> {
  const { rows } = await jobsDb.executeSql(`SELECT n FROM ${probe} ORDER BY n`);
  return rows.map((row) => Number(row.n));
}

async function clearProbe(): Promise<void> {
  const database = await getTestDatabase();
  await database.db.execute(sql.raw(`DELETE FROM ${probe}`));
}

class Rollback extends Error {}

describe('the jobs connection', () => {
  it('rolls back a script that fails between its BEGIN and COMMIT, and stays usable', async () => {
    await clearProbe();
    await expect(jobsDb.executeSql(`BEGIN; INSERT INTO ${probe} VALUES (1); SELECT 1 / 0; COMMIT;`)).rejects.toThrow(
      /division by zero/,
    );
    // Left inside the aborted transaction, the next statement would fail ("current transaction is aborted").
    expect((await jobsDb.executeSql('SELECT $1::int AS n', [5])).rows).toEqual([{ n: 5 }]);
    expect(await probeRows()).toEqual([]);
  });

  it("answers the rows of a script's last statement, and of a query with parameters", async () => {
    expect((await jobsDb.executeSql('SELECT 1 AS a; SELECT 2 AS b')).rows).toEqual([{ b: 2 }]);
    const { rows } = await jobsDb.executeSql('SELECT $1::jsonb AS j, $2::uuid[] AS u, $3::int AS n', [
      { progress: { percent: 40 } },
      ['5ecc8800-b8f5-41bd-a190-63ef572b9eb1'],
      undefined,
    ]);
    expect(rows).toEqual([{ j: { progress: { percent: 40 } }, u: ['5ecc8800-b8f5-41bd-a190-63ef572b9eb1'], n: null }]);
  });

  it('a pg-boss script sent during a Drizzle transaction is not part of it', async () => {
    await clearProbe();
    const database = await getTestDatabase();
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`INSERT INTO ${probe} VALUES (1)`));
      await sleep(100); // the script below is sent now
      await tx.execute(sql.raw(`INSERT INTO ${probe} VALUES (2)`));
      throw new Rollback();
    });
    await sleep(10);
    // Run inside the open transaction, its COMMIT would commit rows 1 (and its own 9) early.
    const script = jobsDb.executeSql(`BEGIN; INSERT INTO ${probe} VALUES (9); COMMIT;`);
    await expect(transaction).rejects.toBeInstanceOf(Rollback);
    await script;
    expect(await probeRows()).toEqual([9]);
  });
});

describe('jobs beside Drizzle transactions', () => {
  it('sends, work and progress during a rolled-back transaction neither join it nor break it', async () => {
    await clearProbe();
    const database = await getTestDatabase();
    const queue = await openTestQueue<TestJobs>();
    await queue.register('echo', async (job) => {
      await job.reportProgress(50, 'half');
      return job.data.n;
    });
    await queue.start();
    const transactions = [1, 2, 3].map((n) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`INSERT INTO ${probe} VALUES (${n})`));
        await sleep(30);
        await tx.execute(sql.raw(`INSERT INTO ${probe} VALUES (${n * 10})`));
        if (n === 2) throw new Rollback();
      }),
    );
    const sends = Promise.all(Array.from({ length: 6 }, (_, n) => queue.enqueue('echo', { n })));
    const outcomes = await Promise.allSettled(transactions);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const ids = await sends;
    for (const [n, id] of ids.entries()) {
      expect(
        await waitFor(
          () => queue.status('echo', id),
          (status) => status?.state === 'completed',
        ),
      ).toMatchObject({
        output: n,
      });
    }
    expect(await probeRows()).toEqual([1, 3, 10, 30]);
  });
});

describe('the outcomes pg-boss records without awaiting (withUnawaitedOutcomes)', () => {
  const complete = plans.completeJobs(JOBS_SCHEMA);
  const fail = plans.failJobsById(JOBS_SCHEMA);

  /** A connection that has lost its server: every statement rejects. */
  function lostConnection(): JobsDb & { sent: string[] } {
    const sent: string[] = [];
    return {
      sent,
      executeSql: async (text) => {
        sent.push(text);
        throw new Error('Connection terminated unexpectedly');
      },
      close: async () => {},
    };
  }

  it('answers a failed complete or fail as no job changed and reports it; every other statement still rejects', async () => {
    const inner = lostConnection();
    const reported: unknown[] = [];
    const db = withUnawaitedOutcomes(inner, JOBS_SCHEMA, (error) => reported.push(error));
    // pg-boss reads rows[0].count of the answer (mapCommandResponse): a row must be there.
    await expect(db.executeSql(complete, ['q', ['id'], null])).resolves.toEqual({ rows: [{ count: 0 }] });
    await expect(db.executeSql(fail, ['q', ['id'], null])).resolves.toEqual({ rows: [{ count: 0 }] });
    expect(reported.map((error) => (error as Error).message)).toEqual([
      'Connection terminated unexpectedly',
      'Connection terminated unexpectedly',
    ]);
    await expect(db.executeSql('SELECT $1::int AS n', [1])).rejects.toThrow('Connection terminated unexpectedly');
    expect(reported).toHaveLength(2);
    expect(inner.sent).toEqual([complete, fail, 'SELECT $1::int AS n']);
  });

  it('drops an outcome that arrives after close without a word', async () => {
    const inner = lostConnection();
    const reported: unknown[] = [];
    const db = withUnawaitedOutcomes(inner, JOBS_SCHEMA, (error) => reported.push(error));
    await db.close();
    await expect(db.executeSql(complete, ['q', ['id'], null])).resolves.toEqual({ rows: [{ count: 0 }] });
    expect(inner.sent).toEqual([]);
    expect(reported).toEqual([]);
  });

  it('passes outcomes through on a working connection', async () => {
    const db = withUnawaitedOutcomes(jobsDb, JOBS_SCHEMA, () => {
      throw new Error('nothing should be reported');
    });
    const { rows } = await db.executeSql(complete, ['no-such-queue', [randomUUID()], null]);
    expect(Number(rows[0]?.count)).toBe(0);
  });
});
