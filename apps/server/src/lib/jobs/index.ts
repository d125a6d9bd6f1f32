import type { Database } from '#db/client';
import { JobQueue } from './queue';
import type { JobQueueOptions } from './types';

export type { JobsConnection } from '#db/client';
export type { JobsConfig } from './config';
export { loadJobsConfig } from './config';
export * from './queue';
export type { JobPayloads, PayloadMap } from './registry';
export * from './types';

/** What buildApp takes: JOBS_* (loadJobsConfig) and the rest of JobQueueOptions but the connection. */
export type JobsOptions = Omit<JobQueueOptions, 'connection'>;

/** The app's queue over its database (started and stopped by buildApp's hooks). */
export function createJobQueue(database: Database, options: JobsOptions = {}): JobQueue {
  return new JobQueue({ ...options, connection: database.jobsConnection });
}

/**
 * Creates (or migrates) pg-boss's schema now, as the queue's first start() would: the test
 * setup runs it before dumping the migrated database, so each test file's copy has it already.
 */
export async function prepareJobsSchema(database: Database): Promise<void> {
  const queue = createJobQueue(database, { enabled: false });
  await queue.start();
  await queue.stop();
}
