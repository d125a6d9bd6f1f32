// The super admin's status page (docs/operations.md#status-page): the job queues and the jobs
// that failed for good, the database's and the uploads' size, the last backup, and the server
// processes with the version each runs.
import { z } from 'zod';

export const ZQueueStatus = z.object({
  queue: z.string(),
  /** Waiting to run, including failed attempts waiting for their retry. */
  queued: z.number().int().min(0),
  active: z.number().int().min(0),
  /** Failed for good: listed below with retry and discard. */
  failed: z.number().int().min(0),
});
export type TQueueStatus = z.infer<typeof ZQueueStatus>;

export const ZFailedJob = z.object({
  id: z.uuid(),
  queue: z.string(),
  attempts: z.number().int().min(0),
  failedAt: z.iso.datetime().nullable(),
  error: z.string(),
});
export type TFailedJob = z.infer<typeof ZFailedJob>;

export const ZServerInstance = z.object({
  id: z.uuid(),
  hostname: z.string(),
  pid: z.number().int(),
  version: z.string(),
  startedAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** The process that answered this request. */
  current: z.boolean(),
});
export type TServerInstance = z.infer<typeof ZServerInstance>;

export const ZSystemStatus = z.object({
  checkedAt: z.iso.datetime(),
  queues: z.array(ZQueueStatus),
  /** The newest jobs that failed for good (at most FAILED_JOBS_SHOWN). */
  failedJobs: z.array(ZFailedJob),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), bytes: z.number().int().min(0) }),
  storage: z.object({
    driver: z.enum(['local', 's3']),
    /** Local storage only (an S3 bucket's size is its provider's to tell). */
    bytes: z.number().int().min(0).nullable(),
    files: z.number().int().min(0).nullable(),
  }),
  backup: z.object({
    /** BACKUP_DIR is set: a backup is written every night. */
    scheduled: z.boolean(),
    keep: z.number().int().min(0).nullable(),
    last: z.object({ file: z.string(), at: z.iso.datetime(), bytes: z.number().int().min(0) }).nullable(),
  }),
  /** The server processes seen in the last 10 minutes, newest first. */
  instances: z.array(ZServerInstance),
});
export type TSystemStatus = z.infer<typeof ZSystemStatus>;

export const FAILED_JOBS_SHOWN = 50;
/** A nightly backup older than this is late (the page says so). */
export const BACKUP_LATE_HOURS = 26;

export const ZFailedJobAction = z.object({
  queue: z.string().min(1).max(100),
  id: z.uuid({ error: 'Choose a failed job.' }),
});
export type TFailedJobAction = z.infer<typeof ZFailedJobAction>;

export const ZFailedJobActionResult = z.object({ id: z.uuid(), action: z.enum(['retried', 'discarded']) });

export const SYSTEM_STATUS_MESSAGES = {
  jobNotFailed: 'That job is not in the failed list any more: it was retried, discarded or has finished.',
} as const;
