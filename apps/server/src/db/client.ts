// One typed database handle over either driver: PGlite (embedded, the default) or a
// node-postgres pool when DATABASE_URL is set. Services only see `Db`.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm/relations';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: repo functions accept both. */
export type DbOrTx = Db | Tx;

/** What the job queue (pg-boss, lib/jobs) needs from each driver. */
export type JobsConnection = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * What the job queue (pg-boss) talks through: the PGlite instance itself (one connection,
   * shared with Drizzle), or the server's URL for a small pool of its own. Absent on test doubles.
   */
  jobsConnection?: JobsConnection;
  /** PGlite only: a tarball of the data directory (tests clone a migrated database from it; backups gzip it). */
  dumpDataDir(compression?: 'none' | 'gzip'): Promise<Blob>;
  migrate(): Promise<void>;
  /** Runs `select 1`; rejects when the database is unreachable. */
  ping(): Promise<void>;
  /**
   * PostgreSQL only: a client of the pool for what Drizzle cannot do (COPY … TO STDOUT for the
   * CSV reports). The caller must release it, with `release(true)` when it may be mid-statement.
   */
  connect?(): Promise<pg.PoolClient>;
  /** PostgreSQL only: the pool's connections now (the metrics). */
  poolStats?(): { max: number; total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** src/db/ when run from source, dist/ (with drizzle/ copied beside main.js) when bundled. */
export function migrationsFolder(): string {
  const candidates = [
    fileURLToPath(new URL('./drizzle', import.meta.url)),
    fileURLToPath(new URL('../../drizzle', import.meta.url)),
  ];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Drizzle migrations not found; looked in ${candidates.join(', ')}`);
  return found;
}

/**
 * PGlite in a directory, or in memory when `dir` is undefined (tests); `from` starts an
 * in-memory database from a dump made by dumpDataDir().
 */
export async function openPglite(dir?: string, from?: Blob): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  // pg_trgm: the trigram indexes of the business search (migration 0005).
  const extensions = { pg_trgm };
  const client = dir
    ? await PGlite.create(dir, { extensions })
    : from
      ? await PGlite.create({ loadDataDir: from, extensions })
      : await PGlite.create({ extensions });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    jobsConnection: { kind: 'pglite', client },
    dumpDataDir: (compression = 'none') => client.dumpDataDir(compression),
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/**
 * Time limits against a database that stalls or vanishes: waiting for a pooled
 * connection, a statement on the server, and (client side, for a server that stopped answering
 * altogether) a query's reply. Errors past them answer 503 (lib/db-faults.ts).
 */
export const POSTGRES_TIMEOUTS = {
  connectMs: 3_000,
  statementMs: 10_000,
  queryMs: 12_000,
  idleInTransactionMs: 30_000,
};

export async function openPostgres(
  url: string,
  max = 10,
  timeouts: typeof POSTGRES_TIMEOUTS = POSTGRES_TIMEOUTS,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    keepAlive: true,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    jobsConnection: { kind: 'postgres', url },
    dumpDataDir: () => Promise.reject(new Error('dumpDataDir is PGlite only')),
    migrate: () => migratePostgres(url, timeouts.connectMs),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    connect: () => pool.connect(),
    poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * Migrations on a connection of their own, without the pool's statement and reply limits: a
 * migration backfills tables of any size (0025's UPDATE of every card took ~50 s at a million
 * cards, past the 10 s every request is held to, so the server could not start).
 */
async function migratePostgres(url: string, connectMs: number): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectMs, statement_timeout: 0 });
  await client.connect();
  try {
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.end();
  }
}

export function openDatabase(options: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(join(options.dataDir, 'db'));
}
