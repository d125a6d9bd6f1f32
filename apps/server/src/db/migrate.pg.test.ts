// Migrations on PostgreSQL run without the request limits (statement and reply timeouts): a
// backfill over a million rows takes tens of seconds, and a server that cannot finish its
// migrations cannot start. Here the pool's limit is 1 ms, which every migration exceeds.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, POSTGRES_TIMEOUTS } from './client';

const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const name = `cardora_migrate_${process.pid}_${Date.now()}`;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

afterAll(() => admin((client) => client.query(`drop database if exists ${name} with (force)`)));

describe('migrations on PostgreSQL', () => {
  it('run to the end however long a statement takes, whatever the request limits', async () => {
    await admin((client) => client.query(`create database ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString(), 2, { ...POSTGRES_TIMEOUTS, statementMs: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    const direct = new pg.Client({ connectionString: url.toString() });
    await direct.connect();
    try {
      const applied = await direct.query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
      expect(Number(applied.rows[0]?.n)).toBeGreaterThan(20);
      const agencies = await direct.query("select to_regclass('public.agencies') as t");
      expect(agencies.rows[0]?.t).toBe('agencies');
    } finally {
      await direct.end();
    }
  });
});
