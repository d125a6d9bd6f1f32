// The database of one test file: an in-memory PGlite cloned from the migrated dump made by
// global-setup (or freshly migrated when run without it), or the shared PostgreSQL test
// database of this worker when TEST_DATABASE_URL(S) is set. Factories need no table wiping: their data is unique.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, type Db, openPglite, openPostgres } from '../../src/db/client';

let shared: Promise<Database> | undefined;

/** The PostgreSQL test databases of this run (`npm run test:pg` makes one per worker); empty on PGlite. */
export function postgresTestUrls(): string[] {
  const list = (process.env.TEST_DATABASE_URLS ?? '').split(' ').filter(Boolean);
  if (list.length > 0) return list;
  return process.env.TEST_DATABASE_URL ? [process.env.TEST_DATABASE_URL] : [];
}

/**
 * Points TEST_DATABASE_URL at this worker's own database (VITEST_POOL_ID is 1..maxWorkers), so
 * two workers never share a job queue: a job one worker's app enqueued would otherwise be
 * worked by the other's, with its own clock and services. Run first in every file (per-file.ts).
 */
export function pickWorkerDatabase(): void {
  const urls = postgresTestUrls();
  if (urls.length < 2) return;
  const worker = Math.max(1, Number(process.env.VITEST_POOL_ID) || 1);
  process.env.TEST_DATABASE_URL = urls[(worker - 1) % urls.length];
}

async function open(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return openPostgres(url, 4);
  const dumpPath = inject('pgliteDumpPath');
  if (dumpPath) return openPglite(undefined, new Blob([readFileSync(dumpPath)]));
  const database = await openPglite();
  await database.migrate();
  return database;
}

export function getTestDatabase(): Promise<Database> {
  shared ??= open();
  return shared;
}

export async function getTestDb(): Promise<Db> {
  return (await getTestDatabase()).db;
}

/** Closes the file's database; run after each test file (test/per-file.ts). */
export async function closeTestDatabase(): Promise<void> {
  if (!shared) return;
  const database = await shared;
  shared = undefined;
  await database.close();
}
