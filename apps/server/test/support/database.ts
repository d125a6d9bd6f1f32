// The database of one test file: an in-memory PGlite cloned from the migrated dump made by
// global-setup (or freshly migrated when run without it), or the shared PostgreSQL test
// database when TEST_DATABASE_URL is set. Factories need no table wiping: their data is unique.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, type Db, openPglite, openPostgres } from '../../src/db/client';

let shared: Promise<Database> | undefined;

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
