// The super admin's status page (docs/operations.md#status-page): read from the job table, the
// database, the upload storage, the backup directory and the processes' heartbeats.
import {
  FAILED_JOBS_SHOWN,
  SYSTEM_STATUS_MESSAGES,
  type TFailedJobAction,
  type TQueueStatus,
  type TSystemStatus,
} from '@cardora/contract';
import { sql } from 'drizzle-orm';
import { backupsIn } from '#lib/backup/schedule';
import { notFound } from '#lib/errors';
import type { Services } from '#services';
import { recentInstances } from './instances';

/** Walking the uploads is slow on a big disk: its result is kept this long. */
const STORAGE_USAGE_TTL_MS = 5 * 60_000;
const storageUsage = new WeakMap<Services, { at: number; value: Promise<{ bytes: number; files: number }> }>();

function usageOf(services: Services): Promise<{ bytes: number; files: number }> | null {
  const storage = services.storage;
  if (!storage.usage) return null;
  const now = services.now().getTime();
  const kept = storageUsage.get(services);
  if (kept && now - kept.at < STORAGE_USAGE_TTL_MS) return kept.value;
  const value = storage.usage();
  storageUsage.set(services, { at: now, value });
  value.catch(() => storageUsage.delete(services));
  return value;
}

async function queuesOf(services: Services): Promise<TQueueStatus[]> {
  const byQueue = new Map<string, TQueueStatus>();
  for (const { name, state, count } of await services.jobs.depths()) {
    const row = byQueue.get(name) ?? { queue: name, queued: 0, active: 0, failed: 0 };
    row[state] += count;
    byQueue.set(name, row);
  }
  return [...byQueue.values()].sort((a, b) => a.queue.localeCompare(b.queue));
}

export async function getSystemStatus(services: Services, instanceId: string): Promise<TSystemStatus> {
  const usage = usageOf(services);
  const [queues, failed, size, stored, backups, instances] = await Promise.all([
    queuesOf(services),
    services.jobs.failedJobs(FAILED_JOBS_SHOWN),
    services.db.execute(sql`select pg_database_size(current_database())::text as bytes`) as Promise<{
      rows: { bytes: string }[];
    }>,
    usage,
    services.config.backup ? backupsIn(services.config.backup.dir) : Promise.resolve([]),
    recentInstances(services),
  ]);
  const last = backups[0];
  return {
    checkedAt: services.now().toISOString(),
    queues,
    failedJobs: failed.map((job) => ({
      id: job.id,
      queue: job.name,
      attempts: job.attempts,
      failedAt: job.failedAt?.toISOString() ?? null,
      error: job.error,
    })),
    database: { kind: services.database.kind, bytes: Number(size.rows[0]?.bytes ?? 0) },
    storage: {
      driver: services.config.storage.driver,
      bytes: stored?.bytes ?? null,
      files: stored?.files ?? null,
    },
    backup: {
      scheduled: services.config.backup !== null,
      keep: services.config.backup?.keep ?? null,
      last: last ? { file: last.file, at: last.at.toISOString(), bytes: last.bytes } : null,
    },
    instances: [...instances].reverse().map((row) => ({
      id: row.id,
      hostname: row.hostname,
      pid: row.pid,
      version: row.version,
      startedAt: row.startedAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === instanceId,
    })),
  };
}

export async function settleFailedJob(
  services: Services,
  body: TFailedJobAction,
  action: 'retry' | 'discard',
): Promise<{ id: string; action: 'retried' | 'discarded' }> {
  const done = await services.jobs.settleFailed(body.queue, body.id, action);
  if (!done) throw notFound(SYSTEM_STATUS_MESSAGES.jobNotFailed);
  return { id: body.id, action: action === 'retry' ? 'retried' : 'discarded' };
}
