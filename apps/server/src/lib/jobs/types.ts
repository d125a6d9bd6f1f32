// The job queue's public shapes: what a handler receives, the options of register() and
// enqueue(), and what status() answers.
import type { JobsConnection } from '#db/client';

export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface Job<D> {
  id: string;
  data: D;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /**
   * Aborted when the job outlives its expireInSeconds (pg-boss then fails it) or the queue stops
   * before it ends: stop the work (kill ffmpeg, drop the canvas) and throw.
   */
  signal: AbortSignal;
  /** 0–100 (rounded), with an optional line for the user; status() shows the latest. Never throws. */
  reportProgress(percent: number, message?: string): Promise<void>;
}

/** Resolves with the job's result (stored as JSON, shown by status()); throwing fails the attempt. */
export type JobHandler<D> = (job: Job<D>) => Promise<unknown>;

export interface RegisterOptions {
  /** Jobs of this queue running at once in this process (capped by the process's slots). */
  concurrency?: number;
  /**
   * Runs without taking one of the process's job slots (and concurrency is not capped by them):
   * for handlers that wait on the network rather than use a core, so a long render never holds
   * them up (webhook deliveries).
   */
  outsideSlots?: boolean;
  /** Retries after the first attempt (default 2). */
  retryLimit?: number;
  /** Seconds before a retry (default 5); with retryBackoff, the first of a doubling series. */
  retryDelay?: number;
  /** Double the delay at each retry, with jitter (default true). */
  retryBackoff?: boolean;
  /** An attempt running longer fails (and its signal aborts); default 15 minutes. */
  expireInSeconds?: number;
}

export interface EnqueueOptions {
  /** While a job with this key is queued, waiting for a retry or running, enqueue returns its id. */
  singletonKey?: string;
  /** Overrides the queue's retry limit for this job. */
  retryLimit?: number;
  /** Not before this time, or this many seconds from now. */
  startAfter?: Date | number;
}

export type JobState = 'queued' | 'active' | 'completed' | 'failed' | 'retry' | 'cancelled';

export interface JobStatus<Data = unknown> {
  id: string;
  /** The payload the job was queued with (callers check who may read it). */
  data: Data;
  state: JobState;
  /** 0–100: the handler's latest report while active, 100 once completed. */
  progress: number;
  /** The handler's latest progress message, while active. */
  message?: string;
  /** What the handler resolved with, once completed (through JSON). */
  output?: unknown;
  /** Why the last attempt failed (state failed, or retry). */
  error?: string;
  /** Attempts started so far. */
  attempts: number;
  createdAt: Date;
  startedAt?: Date;
  completedAt?: Date;
}

/** A job that failed for good, as the status page lists it. */
export interface FailedJob {
  id: string;
  /** The job's name (without the queue's namespace). */
  name: string;
  attempts: number;
  failedAt: Date | null;
  error: string;
}

export interface JobQueueOptions {
  /** From Database.jobsConnection; without one, start() does nothing and the rest rejects. */
  connection: JobsConnection | undefined;
  /** false: jobs are queued and read here but run elsewhere (JOBS_ENABLED). Default true. */
  enabled?: boolean;
  /** Handlers running at once in this process, over every queue (JOBS_CONCURRENCY); default one per core. */
  concurrency?: number;
  /** Prefix of every queue name: tests give each queue its own, so no worker takes another's jobs. */
  namespace?: string;
  /** How often an idle worker looks for jobs queued by another process (a local enqueue wakes it at once). */
  pollingIntervalSeconds?: number;
  /** How long stop() waits for running jobs by default. */
  shutdownTimeoutMs?: number;
  /** Connections of the job queue's own pool on PostgreSQL. */
  poolSize?: number;
  log?: JobLog;
  /** Hears of every job run here when it ends (the metrics): its name, outcome and seconds. */
  onJobEnded?: (name: string, outcome: 'completed' | 'failed', seconds: number) => void;
}
