// The nightly backup (docs/operations.md#backups): with BACKUP_DIR set, every night at 02:30 IST
// one archive (archive.ts) goes into that directory as cardora-<IST date>.tar, and only the newest
// BACKUP_KEEP are kept. On the embedded database the dump is made by the server itself, which
// holds it open; on PostgreSQL by pg_dump.
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '#config';
import type { Database } from '#db/client';
import type { Clock } from '#lib/clock';
import type { DatabaseReadiness } from '#lib/database-readiness';
import { nextIstRun } from '#lib/ist-schedule';
import type { JobQueue } from '#lib/jobs/index';
import { backup } from './archive';

/** What the nightly backup needs of the app's services. */
export interface BackupDeps {
  config: Config;
  database: Database;
  jobs: JobQueue;
  now: Clock;
}

export const BACKUP_JOB = 'backup.nightly';
/** 02:30 IST: after the greetings' preparation (01:30), before the shops open. */
const BACKUP_IST_MINUTES = 150;
const ARCHIVE = /^cardora-(\d{4}-\d{2}-\d{2})\.tar$/;

declare module '../jobs/registry' {
  interface JobPayloads {
    'backup.nightly': { date: string };
  }
}

export interface BackupOnDisk {
  file: string;
  date: string;
  bytes: number;
  /** When it was written (the file's time). */
  at: Date;
}

/** The archives in the backup directory, newest first. */
export async function backupsIn(dir: string): Promise<BackupOnDisk[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const found: BackupOnDisk[] = [];
  for (const name of names) {
    const match = ARCHIVE.exec(name);
    if (!match?.[1]) continue;
    const stats = await stat(join(dir, name)).catch(() => null);
    if (stats?.isFile()) found.push({ file: join(dir, name), date: match[1], bytes: stats.size, at: stats.mtime });
  }
  return found.sort((a, b) => b.date.localeCompare(a.date));
}

/** One night's archive, then the oldest beyond `keep` deleted; returns the archive's path. */
export async function runNightlyBackup(services: BackupDeps, date: string): Promise<string> {
  const settings = services.config.backup;
  if (!settings) throw new Error('BACKUP_DIR is not set');
  const file = join(settings.dir, `cardora-${date}.tar`);
  const { database } = services;
  const connection = database.jobsConnection;
  await backup(services.config, file, {
    database:
      connection?.kind === 'postgres'
        ? { kind: 'postgres', url: connection.url }
        : { kind: 'pglite', dump: () => database.dumpDataDir('gzip') },
    now: services.now,
  });
  for (const old of (await backupsIn(settings.dir)).slice(settings.keep)) await rm(old.file, { force: true });
  return file;
}

async function scheduleNext(services: BackupDeps): Promise<void> {
  const next = nextIstRun(services.now(), BACKUP_IST_MINUTES);
  await services.jobs.enqueue(
    BACKUP_JOB,
    { date: next.date },
    { singletonKey: `backup:${next.date}`, startAfter: next.at },
  );
}

/** With BACKUP_DIR set: the job, and the next night's run queued when the server is ready. */
export async function registerNightlyBackup(
  app: FastifyInstance,
  services: BackupDeps & { databaseReadiness: DatabaseReadiness },
): Promise<void> {
  if (!services.config.backup) return;
  await services.jobs.register(
    BACKUP_JOB,
    async (job) => {
      const file = await runNightlyBackup(services, job.data.date);
      await scheduleNext(services);
      return { file };
    },
    { concurrency: 1, retryLimit: 2, expireInSeconds: 3 * 3600 },
  );
  if (services.config.nodeEnv === 'test') return;
  app.addHook('onReady', () =>
    services.databaseReadiness.run(() =>
      scheduleNext(services).catch((error: unknown) =>
        app.log.warn({ err: error }, 'the nightly backup could not be scheduled'),
      ),
    ),
  );
}
