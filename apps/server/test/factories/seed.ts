// The seed's tests run the demo world on a fresh database of their own (not the shared test
// database): migrated, seeded once, and served by the real app.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { TEST_ENV } from '#test/support/app';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { type Database, openPglite } from '../../src/db/client';
import { LocalDiskStorage } from '../../src/lib/storage';
import { seedDemoWorld } from '../../src/seed/demo';

export interface SeededDemo {
  config: Config;
  database: Database;
  app: Awaited<ReturnType<typeof buildApp>>;
  /** Where the seed stored the demo's images. */
  uploadsDir: string;
  close(): Promise<void>;
}

/** A fresh embedded database with the demo world seeded into it, and the app over it. */
export async function openSeededDemo(uploadsPrefix: string): Promise<SeededDemo> {
  const database = await openPglite();
  await database.migrate();
  const uploadsDir = mkdtempSync(join(tmpdir(), uploadsPrefix));
  const storage = new LocalDiskStorage(uploadsDir);
  // Served as a demo is (SEED_DEMO on): the demo agency's host serves its sample invitation.
  const config = loadConfig({ ...TEST_ENV, REDIS_URL: undefined, SEED_DEMO: 'true' });
  expect(await seedDemoWorld(database.db, storage, config)).toBe(true);
  const app = await buildApp(config, { database, storage });
  return {
    config,
    database,
    app,
    uploadsDir,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
