// A pg-boss job row as status() answers it. The output column holds the handler's progress
// while the job is active (progress.ts), `{ result }` once completed, the error once failed.
import type PgBoss from 'pg-boss';
import type { JobState, JobStatus } from './types';

const STATES: Record<PgBoss.JobWithMetadata['state'], JobState> = {
  created: 'queued',
  retry: 'retry',
  active: 'active',
  completed: 'completed',
  cancelled: 'cancelled',
  failed: 'failed',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The output column holds progress while active, `{ result }` once completed, the error once failed. */
export function toStatus<Data>(job: PgBoss.JobWithMetadata<Data>): JobStatus<Data> {
  const state = STATES[job.state];
  const output: unknown = job.output;
  const status: JobStatus<Data> = {
    id: job.id,
    data: job.data,
    state,
    progress: 0,
    attempts: job.startedOn ? job.retryCount + 1 : 0,
    createdAt: new Date(job.createdOn),
  };
  if (job.startedOn) status.startedAt = new Date(job.startedOn);
  if (job.completedOn) status.completedAt = new Date(job.completedOn);
  if (state === 'completed') {
    status.progress = 100;
    if (isRecord(output) && 'result' in output) status.output = output.result;
  } else if (state === 'active') {
    const progress = isRecord(output) ? output.progress : undefined;
    if (isRecord(progress) && typeof progress.percent === 'number') {
      status.progress = progress.percent;
      if (typeof progress.message === 'string') status.message = progress.message;
    }
  } else if (state === 'failed' || state === 'retry') {
    const error = errorMessage(output);
    if (error) status.error = error;
  }
  return status;
}

/** pg-boss stores a thrown Error as `{ name, message, stack }`, anything else as `{ value }`. */
function errorMessage(output: unknown): string | undefined {
  if (!isRecord(output)) return undefined;
  if (typeof output.message === 'string') return output.message;
  const value = output.value;
  if (typeof value === 'string') return value;
  if (isRecord(value) && typeof value.message === 'string') return value.message;
  return undefined;
}
