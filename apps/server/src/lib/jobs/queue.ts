// The background job queue every slow media task uses (greeting previews, bulk uploads, PDF and
// video renders): pg-boss 10 over the app's own database, PGlite or PostgreSQL. Jobs are rows,
// so they survive restarts; failures retry with backoff; handlers report progress; all queues of
// a process share one cap on handlers running at once (one render per core by default).
import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import { type JobsDb, PGLITE_STALL_MS, pgliteJobsDb, postgresJobsDb, withUnawaitedOutcomes } from './connection';
import { ProgressWriter, progressSql } from './progress';
import type { JobPayloads, PayloadMap } from './registry';
import { Slots } from './slots';
import { toStatus } from './status';
import type {
  EnqueueOptions,
  FailedJob,
  JobHandler,
  JobLog,
  JobQueueOptions,
  JobStatus,
  RegisterOptions,
} from './types';

/** pg-boss creates, and migrates on start, its own tables in this schema. */
export const JOBS_SCHEMA = 'pgboss';

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
  /** Whether a run takes one of the process's job slots (see RegisterOptions.outsideSlots). */
  usesSlot: boolean;
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
  private stopping: Promise<void> | undefined;
  private readonly registrations = new Map<string, Registration>();
  private readonly ensured = new Map<string, Promise<void>>();
  private readonly running = new Set<RunningJob>();
  private readonly slots: Slots;
  private readonly log: JobLog;
  private readonly progressSql = progressSql(JOBS_SCHEMA);
  private readonly pendingSql =
    `SELECT id FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state < 'completed' ORDER BY created_on LIMIT 1`;

  private readonly depthsSql =
    `SELECT substr(name, $1) AS name, CASE WHEN state IN ('created', 'retry') THEN 'queued' ELSE state::text END AS state, count(*)::int AS count
    FROM ${JOBS_SCHEMA}.job WHERE name LIKE $2 AND state IN ('created', 'retry', 'active', 'failed') GROUP BY 1, 2`;

  private readonly failedSql =
    `SELECT id, substr(name, $1) AS name, retry_count + 1 AS attempts, completed_on AS failed_at, output
    FROM ${JOBS_SCHEMA}.job WHERE name LIKE $2 AND state = 'failed' ORDER BY completed_on DESC NULLS LAST LIMIT $3`;

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
    const db = withUnawaitedOutcomes(
      connection.kind === 'pglite'
        ? pgliteJobsDb(connection.client, (text) =>
            this.log.error(
              { sql: text.slice(0, 200) },
              `a job queue query has waited ${PGLITE_STALL_MS / 1000} s for the embedded database: is a db.transaction() awaiting jobs.enqueue()? (enqueue after the commit)`,
            ),
          )
        : postgresJobsDb(connection.url, this.options.poolSize ?? 3),
      JOBS_SCHEMA,
      (error) => this.log.warn({ err: error }, 'a job outcome was not recorded: the job is retried when it expires'),
    );
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
    try {
      for (const registration of this.registrations.values()) await this.activate(registration);
    } catch (error) {
      await this.stop({ graceful: false });
      throw error;
    }
  }

  /**
   * Stops taking jobs and, when graceful (the default), waits up to timeoutMs for running ones;
   * any still running are then failed for a retry (pg-boss) and their signals aborted.
   */
  async stop(options: { graceful?: boolean; timeoutMs?: number } = {}): Promise<void> {
    if (this.phase === 'starting') await this.startup?.catch(noop);
    if (this.phase === 'stopping') return this.stopping;
    if (this.phase !== 'started') return;
    this.phase = 'stopping';
    this.stopping = this.shutDown(options);
    return this.stopping;
  }

  private async shutDown(options: { graceful?: boolean; timeoutMs?: number }): Promise<void> {
    const { boss, db } = this;
    if (boss && db) {
      const timeout = options.timeoutMs ?? this.options.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
      await boss.stop({ graceful: options.graceful ?? true, timeout, wait: true, close: false });
      for (const job of this.running) job.controller.abort(new Error('the job queue stopped'));
      // Aborted handlers get a moment to wind down and record their outcome.
      await Promise.race([Promise.allSettled([...this.running].map((job) => job.settled)), delay(1_000)]);
      // pg-boss records an outcome a few promise turns after the handler settles.
      await nextTurn();
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
    const usesSlot = !options.outsideSlots;
    const wanted = options.concurrency ?? this.slots.size;
    const concurrency = usesSlot ? Math.min(wanted, this.slots.size) : wanted;
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
      usesSlot,
      work: (boss, worker) =>
        boss.work<P[N]>(queue, { batchSize: 1, includeMetadata: true }, ([job]) =>
          job ? this.run(name, handler, worker, job, usesSlot) : Promise.resolve(),
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
  async status<N extends keyof P & string>(name: N, id: string): Promise<JobStatus<P[N]> | null> {
    const boss = this.started();
    if (!UUID.test(id)) return null;
    const job = await boss.getJobById<P[N]>(this.queueName(name), id, { includeArchive: true });
    return job ? toStatus(job) : null;
  }

  /**
   * Jobs waiting (created, or failed and waiting for a retry), running and failed for good, per
   * job name of this queue's namespace: what the metrics and the status page show. Completed and
   * cancelled jobs are not counted (pg-boss archives them).
   */
  async depths(): Promise<{ name: string; state: 'queued' | 'active' | 'failed'; count: number }[]> {
    this.started();
    const prefix = this.options.namespace ?? '';
    const { rows } = await this.connection().executeSql(this.depthsSql, [prefix.length + 1, `${escapeLike(prefix)}%`]);
    return rows.map((row) => ({
      name: String(row.name),
      state: row.state === 'active' ? 'active' : row.state === 'failed' ? 'failed' : 'queued',
      count: Number(row.count),
    }));
  }

  /** Jobs failed for good (no retry left), newest first, of this queue's namespace. */
  async failedJobs(limit: number): Promise<FailedJob[]> {
    this.started();
    const prefix = this.options.namespace ?? '';
    const { rows } = await this.connection().executeSql(this.failedSql, [
      prefix.length + 1,
      `${escapeLike(prefix)}%`,
      limit,
    ]);
    return rows.map((row) => ({
      id: String(row.id),
      name: String(row.name),
      attempts: Number(row.attempts),
      failedAt: row.failed_at instanceof Date ? row.failed_at : row.failed_at ? new Date(String(row.failed_at)) : null,
      error: errorText(row.output),
    }));
  }

  /**
   * Runs a job that failed for good once more (retry) or deletes it (discard); false when this
   * queue has no failed job of that name and id.
   */
  async settleFailed(name: string, id: string, action: 'retry' | 'discard'): Promise<boolean> {
    const boss = this.started();
    if (!UUID.test(id)) return false;
    const queue = this.queueName(name);
    const job = await boss.getJobById(queue, id);
    if (job?.state !== 'failed') return false;
    if (action === 'retry') {
      await boss.retry(queue, id);
      this.wake(queue);
    } else {
      await boss.deleteJob(queue, id);
    }
    return true;
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
    usesSlot: boolean,
  ): Promise<{ result?: unknown }> {
    worker.busy = true;
    const controller = new AbortController();
    const outcome = this.execute(name, handler, job, controller, usesSlot);
    const entry: RunningJob = { controller, settled: outcome.then(noop, noop) };
    this.running.add(entry);
    try {
      // A late outcome after stop() closed the connection is dropped there (withUnawaitedOutcomes).
      return await outcome;
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
    usesSlot: boolean,
  ): Promise<{ result?: unknown }> {
    const release = usesSlot ? await this.slots.acquire() : noop;
    const attempt = job.retryCount + 1;
    const queue = this.queueName(name);
    // pg-boss fails an attempt that outlives expireInSeconds; the handler hears of it here.
    const expiry = setTimeout(
      () => controller.abort(new Error(`the job ran past its ${job.expireInSeconds} s`)),
      job.expireInSeconds * 1000,
    );
    expiry.unref();
    const startedAt = performance.now();
    const ended = (outcome: 'completed' | 'failed') =>
      this.options.onJobEnded?.(name, outcome, (performance.now() - startedAt) / 1000);
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
      ended('completed');
      // Through JSON here, so the stored output is what status() will read back.
      return JSON.parse(JSON.stringify({ result }));
    } catch (error) {
      await progress.settled();
      ended('failed');
      this.log.warn({ err: error, job: name, jobId: job.id, attempt }, 'job attempt failed');
      throw error;
    } finally {
      clearTimeout(expiry);
      release();
    }
  }
}

function noop(): void {}

/** What a failed job's output says of its error (pg-boss keeps the thrown error's fields). */
function errorText(output: unknown): string {
  const value = typeof output === 'string' ? safeJson(output) : output;
  if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string')
    return value.message;
  return value === null || value === undefined ? '' : JSON.stringify(value).slice(0, 500);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
