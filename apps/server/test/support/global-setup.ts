// Vitest globalSetup for the server project, run once per `vitest run`:
// - TEST_DATABASE_URLS / TEST_DATABASE_URL set: migrate those PostgreSQL databases once (one
//   per worker; a worker's files share its database, see database.ts).
// - otherwise: build one migrated PGlite and dump it, so each test file starts its own
//   in-memory copy in ~0.5 s instead of running initdb and migrations (~2.5 s).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/client';
import { prepareJobsSchema } from '../../src/lib/jobs';
import { postgresTestUrls } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const urls = postgresTestUrls();
  if (urls.length > 0) {
    await Promise.all(
      urls.map(async (url) => {
        const database = await openPostgres(url, 1);
        try {
          await database.migrate();
          await prepareJobsSchema(database);
        } finally {
          await database.close();
        }
      }),
    );
    project.provide('pgliteDumpPath', null);
    return () => {};
  }
  const database = await openPglite();
  await database.migrate();
  // pg-boss's tables too (~0.15–0.7 s a file otherwise, at the first test app's start).
  await prepareJobsSchema(database);
  const dump = await database.dumpDataDir();
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'cardora-pglite-'));
  const path = join(dir, 'migrated.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
