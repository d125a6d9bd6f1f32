// The background job queue every slow media task uses (greeting previews, bulk uploads, PDF and
// video renders): pg-boss 10 over the app's own database, PGlite or PostgreSQL. Jobs are rows,
// so they survive restarts; failures retry with backoff; handlers report progress; all queues of
// a process share one cap on handlers running at once (one render per core by default).
import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { JobsConnection } from '../../db/client';
import { type JobsDb, pgliteJobsDb, postgresJobsDb } from './connection';
import { ProgressWriter, progressSql } from './progress';
import type { JobPayloads, PayloadMap } from './registry';
import { Slots } from './slots';

/** pg-boss creates, and migrates on start, its own tables in this schema. */
export const JOBS_SCHEMA = 'pgboss';

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

export interface JobStatus {
  id: string;
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
}

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 7_000;
const DEFAULT_RETRY = { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 15 * 60 } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const silentLog: JobLog = { info: () => {}, warn: () => {}, error: () => {} };

interface Worker {
  id: string;
  busy: boolean;
}

interface Registration {
  queueOptions: PgBoss.Queue;
  concurrency: number;
  workers: Worker[];
  active: boolean;
  /** Starts one pg-boss worker over this queue, typed by the registering call. */
  work(boss: PgBoss, worker: Worker): Promise<string>;
}

interface RunningJob {
  controller: AbortController;
  settled: Promise<void>;
}

export class JobQueue<P extends PayloadMap<P> = JobPayloads> {
  private boss: PgBoss | undefined;
  private db: JobsDb | undefined;
  private phase: 'new' | 'starting' | 'started' | 'stopping' | 'stopped' = 'new';
  private startup: Promise<void> | undefined;
  /** Set once stop() closes the connection: outcomes after that are left to pg-boss's shutdown. */
  private closed = false;
  private readonly registrations = new Map<string, Registration>();
  private readonly ensured = new Map<string, Promise<void>>();
  private readonly running = new Set<RunningJob>();
  private readonly slots: Slots;
  private readonly log: JobLog;
  private readonly progressSql = progressSql(JOBS_SCHEMA);
  private readonly pendingSql =
    `SELECT id FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state < 'completed' ORDER BY created_on LIMIT 1`;

  constructor(private readonly options: JobQueueOptions) {
    this.slots = new Slots(options.concurrency ?? availableParallelism());
    this.log = options.log ?? silentLog;
  }

  /** new → starting → started → stopping → stopped (a queue is started once). */
  get state(): 'new' | 'starting' | 'started' | 'stopping' | 'stopped' {
    return this.phase;
  }

  /** Handlers running at once in this process, over every queue. */
  get concurrency(): number {
    return this.slots.size;
  }

  get enabled(): boolean {
    return this.options.enabled ?? true;
  }

  /** Connects (creating or migrating pg-boss's schema when needed) and starts the registered workers. */
  start(): Promise<void> {
    if (this.phase !== 'new') return Promise.reject(new Error(`the job queue cannot start: it is ${this.phase}`));
    this.phase = 'starting';
    this.startup = this.connect();
    return this.startup;
  }

  private async connect(): Promise<void> {
    const connection = this.options.connection;
    if (!connection) {
      this.phase = 'started';
      this.log.warn({}, 'job queue not started: the database offers it no connection');
      return;
    }
    const db =
      connection.kind === 'pglite'
        ? pgliteJobsDb(connection.client, (text) =>
            this.log.error(
              { sql: text.slice(0, 200) },
              'a job queue query has waited 10 s for the embedded database: is a db.transaction() awaiting jobs.enqueue()? (enqueue after the commit)',
            ),
          )
        : postgresJobsDb(connection.url, this.options.poolSize ?? 3);
    const boss = new PgBoss({
      db,
      schema: JOBS_SCHEMA,
      // No cron: nothing is scheduled yet, and the timekeeper would poll a queue of its own.
      schedule: false,
      ...(this.options.pollingIntervalSeconds ? { pollingIntervalSeconds: this.options.pollingIntervalSeconds } : {}),
    });
    boss.on('error', (error) => this.log.warn({ err: error }, 'job queue error'));
    try {
      await boss.start();
    } catch (error) {
      this.phase = 'stopped';
      await db.close();
      throw error;
    }
    this.db = db;
    this.boss = boss;
    this.phase = 'started';
    this.log.info({ enabled: this.enabled, concurrency: this.slots.size }, 'job queue started');
    if (!this.enabled && connection.kind === 'pglite') {
      this.log.warn({}, 'JOBS_ENABLED=false on the embedded database: queued jobs wait until a process works them');
    }
    for (const registration of this.registrations.values()) await this.activate(registration);
  }

  /**
   * Stops taking jobs and, when graceful (the default), waits up to timeoutMs for running ones;
   * any still running are then failed for a retry (pg-boss) and their signals aborted.
   */
  async stop(options: { graceful?: boolean; timeoutMs?: number } = {}): Promise<void> {
    if (this.phase === 'starting') await this.startup?.catch(noop);
    if (this.phase !== 'started') return;
    this.phase = 'stopping';
    const { boss, db } = this;
    if (boss && db) {
      const timeout = options.timeoutMs ?? this.options.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
      await boss.stop({ graceful: options.graceful ?? true, timeout, wait: true, close: false });
      for (const job of this.running) job.controller.abort(new Error('the job queue stopped'));
      // Aborted handlers get a moment to wind down and record their outcome.
      await Promise.race([Promise.allSettled([...this.running].map((job) => job.settled)), delay(1_000)]);
      // pg-boss records an outcome a few promise turns after the handler settles.
      await nextTurn();
      this.closed = true;
      await db.close();
    }
    this.phase = 'stopped';
  }

  /**
   * The handler of one job name. Before start() it is kept and started with the queue; after,
   * at once. With JOBS_ENABLED=false the queue's options are still applied, but nothing runs here.
   */
  async register<N extends keyof P & string>(
    name: N,
    handler: JobHandler<P[N]>,
    options: RegisterOptions = {},
  ): Promise<void> {
    const queue = this.queueName(name);
    if (this.registrations.has(queue)) throw new Error(`a handler for job "${name}" is already registered`);
    const concurrency = Math.min(options.concurrency ?? this.slots.size, this.slots.size);
    if (!Number.isInteger(concurrency) || concurrency < 1) {
      throw new Error(`job "${name}": concurrency must be a positive integer, got ${options.concurrency}`);
    }
    const registration: Registration = {
      queueOptions: {
        name: queue,
        retryLimit: options.retryLimit ?? DEFAULT_RETRY.retryLimit,
        retryDelay: options.retryDelay ?? DEFAULT_RETRY.retryDelay,
        retryBackoff: options.retryBackoff ?? DEFAULT_RETRY.retryBackoff,
        expireInSeconds: options.expireInSeconds ?? DEFAULT_RETRY.expireInSeconds,
      },
      concurrency,
      workers: [],
      active: false,
      work: (boss, worker) =>
        boss.work<P[N]>(queue, { batchSize: 1, includeMetadata: true }, ([job]) =>
          job ? this.run(name, handler, worker, job) : Promise.resolve(),
        ),
    };
    this.registrations.set(queue, registration);
    if (this.phase === 'started') await this.activate(registration);
  }

  /**
   * Queues a job and wakes an idle local worker (the job starts within milliseconds instead of at
   * the next poll). Not transactional: call it after the transaction that made the work commits —
   * on PGlite a db.transaction() callback awaiting it would wait for itself.
   */
  async enqueue<N extends keyof P & string>(name: N, data: P[N], options: EnqueueOptions = {}): Promise<string> {
    const boss = this.started();
    const queue = this.queueName(name);
    await this.ensureQueue(queue);
    const { singletonKey, retryLimit, startAfter } = options;
    if (singletonKey !== undefined) {
      const pending = await this.findPending(queue, singletonKey);
      if (pending) return pending;
    }
    const id = await boss.send(queue, data, {
      ...(singletonKey !== undefined ? { singletonKey } : {}),
      ...(retryLimit !== undefined ? { retryLimit } : {}),
      ...(startAfter !== undefined ? { startAfter } : {}),
    });
    if (!id) {
      // Only a unique index refuses a job; look for the one that won.
      const pending = singletonKey === undefined ? null : await this.findPending(queue, singletonKey);
      if (pending) return pending;
      throw new Error(`job "${name}" was not queued`);
    }
    this.wake(queue);
    return id;
  }

  /** The job's state, progress and outcome; null for an unknown (or malformed) id. */
  async status<N extends keyof P & string>(name: N, id: string): Promise<JobStatus | null> {
    const boss = this.started();
    if (!UUID.test(id)) return null;
    const job = await boss.getJobById<P[N]>(this.queueName(name), id, { includeArchive: true });
    return job ? toStatus(job) : null;
  }

  /** Cancels a job that has not finished (a running handler is not interrupted). */
  async cancel<N extends keyof P & string>(name: N, id: string): Promise<void> {
    const boss = this.started();
    if (!UUID.test(id)) return;
    await boss.cancel(this.queueName(name), id);
  }

  private started(): PgBoss {
    if (this.phase !== 'started' || !this.boss) {
      throw new Error(
        this.phase === 'started' ? 'the job queue has no database connection' : `the job queue is ${this.phase}`,
      );
    }
    return this.boss;
  }

  private queueName(name: string): string {
    return `${this.options.namespace ?? ''}${name}`;
  }

  /** createQueue is idempotent (ON CONFLICT DO NOTHING); once per queue per process is enough. */
  private ensureQueue(queue: string): Promise<void> {
    let ready = this.ensured.get(queue);
    if (!ready) {
      ready = this.started().createQueue(queue, { name: queue });
      this.ensured.set(queue, ready);
      ready.catch(() => this.ensured.delete(queue));
    }
    return ready;
  }

  private async activate(registration: Registration): Promise<void> {
    const boss = this.started();
    if (registration.active) return;
    registration.active = true;
    const { name } = registration.queueOptions;
    await this.ensureQueue(name);
    // An existing queue keeps the options it was created with unless updated: the code's win.
    await boss.updateQueue(name, registration.queueOptions);
    if (!this.enabled) return;
    for (let i = 0; i < registration.concurrency; i += 1) {
      const worker: Worker = { id: '', busy: false };
      registration.workers.push(worker);
      worker.id = await registration.work(boss, worker);
    }
  }

  private wake(queue: string): void {
    const idle = this.registrations.get(queue)?.workers.find((worker) => !worker.busy && worker.id);
    if (idle) this.boss?.notifyWorker(idle.id);
  }

  private async findPending(queue: string, singletonKey: string): Promise<string | null> {
    const { rows } = await this.connection().executeSql(this.pendingSql, [queue, singletonKey]);
    const id = rows[0]?.id;
    return typeof id === 'string' ? id : null;
  }

  private connection(): JobsDb {
    if (!this.db) throw new Error('the job queue has no database connection');
    return this.db;
  }

  /** One job through its handler, inside one of the process's slots; what pg-boss stores as output. */
  private async run<D>(
    name: string,
    handler: JobHandler<D>,
    worker: Worker,
    job: PgBoss.JobWithMetadata<D>,
  ): Promise<{ result?: unknown }> {
    worker.busy = true;
    const controller = new AbortController();
    const outcome = this.execute(name, handler, job, controller);
    const entry: RunningJob = { controller, settled: outcome.then(noop, noop) };
    this.running.add(entry);
    try {
      const output = await outcome;
      return this.closed ? never() : output;
    } catch (error) {
      if (this.closed) return never();
      throw error;
    } finally {
      this.running.delete(entry);
      worker.busy = false;
    }
  }

  private async execute<D>(
    name: string,
    handler: JobHandler<D>,
    job: PgBoss.JobWithMetadata<D>,
    controller: AbortController,
  ): Promise<{ result?: unknown }> {
    const release = await this.slots.acquire();
    const attempt = job.retryCount + 1;
    const queue = this.queueName(name);
    // pg-boss fails an attempt that outlives expireInSeconds; the handler hears of it here.
    const expiry = setTimeout(
      () => controller.abort(new Error(`the job ran past its ${job.expireInSeconds} s`)),
      job.expireInSeconds * 1000,
    );
    expiry.unref();
    const progress = new ProgressWriter(this.connection(), this.progressSql, queue, job.id, (error) =>
      this.log.warn({ err: error, job: name, jobId: job.id }, 'job progress not recorded'),
    );
    try {
      const result = await handler({
        id: job.id,
        data: job.data,
        attempt,
        signal: controller.signal,
        reportProgress: (percent, message) => progress.report(percent, message),
      });
      await progress.settled();
      // Through JSON here, so the stored output is what status() will read back.
      return JSON.parse(JSON.stringify({ result }));
    } catch (error) {
      await progress.settled();
      this.log.warn({ err: error, job: name, jobId: job.id, attempt }, 'job attempt failed');
      throw error;
    } finally {
      clearTimeout(expiry);
      release();
    }
  }
}

/**
 * After stop() closed the connection, pg-boss would record a late outcome through it (an
 * unhandled rejection); it has already failed the job for a retry, so the outcome is dropped.
 */
function never(): Promise<never> {
  return new Promise(() => {});
}

function noop(): void {}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

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
function toStatus(job: PgBoss.JobWithMetadata<unknown>): JobStatus {
  const state = STATES[job.state];
  const output: unknown = job.output;
  const status: JobStatus = {
    id: job.id,
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
