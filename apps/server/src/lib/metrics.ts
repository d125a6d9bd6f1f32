// What an operator watches (docs/operations.md#metrics): the server's figures in Prometheus'
// text format at GET /metrics, for a scraper holding METRICS_TOKEN (off when it is unset).
//
// One registry per app: tests build many apps in one process, and each must read its own
// counts. What is by nature the process's (how long renders take, wherever they are called
// from) is kept once, here, and every app's registry shows it.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export type RenderKind = 'greeting' | 'pdf' | 'document' | 'video';

/** Seconds: fast API answers up to slow exports. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: a greeting (~0.1 s) up to a long video (minutes). */
const WORK_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

/** Every render of the process, by kind (the renderers call timedRender). */
const renderSeconds = new Histogram({
  name: 'cardora_render_duration_seconds',
  help: 'Time to render one greeting image, PDF, tax document or video, by kind',
  labelNames: ['kind', 'outcome'] as const,
  buckets: WORK_BUCKETS,
  registers: [],
});

/** Times one render: its kind and whether it finished or threw. */
export async function timedRender<T>(kind: RenderKind, render: () => Promise<T>): Promise<T> {
  const end = renderSeconds.startTimer({ kind });
  try {
    const result = await render();
    end({ outcome: 'ok' });
    return result;
  } catch (error) {
    end({ outcome: 'error' });
    throw error;
  }
}

/** The connection pool's state (PostgreSQL); PGlite is one connection in the process. */
export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

/** Jobs of one queue in one state, as the queue's table holds them now. */
export interface QueueDepth {
  queue: string;
  state: 'queued' | 'active' | 'failed';
  count: number;
}

export interface MetricsSources {
  databaseKind: 'pglite' | 'postgres';
  poolStats?: () => PoolStats;
  queueDepths: () => Promise<QueueDepth[]>;
}

export type CardPageResult = 'kept' | 'checked' | 'rendered' | 'stale';

export class Metrics {
  readonly registry = new Registry();
  private readonly http: Histogram<'method' | 'route' | 'status'>;
  private readonly jobs: Histogram<'queue' | 'outcome'>;
  private readonly cardPages: Counter<'result'>;
  /** One child per result, made once: counting a kept page is on every visit's path. */
  private readonly cardPageResults: Record<CardPageResult, { inc(): void }>;

  constructor(sources: MetricsSources, options: { processMetrics?: boolean } = {}) {
    const registers = [this.registry];
    this.registry.registerMetric(renderSeconds);
    // Node's own (CPU, memory, event-loop delay, GC): only for a server that is scraped, as
    // they start timers and observers that live as long as the process.
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry, prefix: 'cardora_' });

    this.http = new Histogram({
      name: 'cardora_http_request_duration_seconds',
      help: 'HTTP requests by method, route template and status, and how long they took',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: HTTP_BUCKETS,
      registers,
    });
    this.jobs = new Histogram({
      name: 'cardora_job_duration_seconds',
      help: 'Background jobs run by this process, by queue and outcome, and how long they took',
      labelNames: ['queue', 'outcome'] as const,
      buckets: WORK_BUCKETS,
      registers,
    });
    this.cardPages = new Counter({
      name: 'cardora_card_pages_total',
      help: 'Public card pages answered: kept (from memory), checked (memory, after asking the database), rendered, stale (memory, database down)',
      labelNames: ['result'] as const,
      registers,
    });
    this.cardPageResults = {
      kept: this.cardPages.labels('kept'),
      checked: this.cardPages.labels('checked'),
      rendered: this.cardPages.labels('rendered'),
      stale: this.cardPages.labels('stale'),
    };
    new Gauge({
      name: 'cardora_jobs',
      help: 'Jobs in the queue table by queue and state (queued includes retries waiting)',
      labelNames: ['queue', 'state'] as const,
      registers,
      async collect() {
        this.reset();
        for (const { queue, state, count } of await sources.queueDepths()) this.set({ queue, state }, count);
      },
    });
    new Gauge({
      name: 'cardora_database_info',
      help: 'The database the server runs on (1 for its kind)',
      labelNames: ['kind'] as const,
      registers,
    }).set({ kind: sources.databaseKind }, 1);
    const poolStats = sources.poolStats;
    if (poolStats) {
      new Gauge({
        name: 'cardora_db_pool_connections',
        help: "The database pool's connections: open, idle, and queries waiting for one",
        labelNames: ['state'] as const,
        registers,
        collect() {
          const stats = poolStats();
          this.set({ state: 'total' }, stats.total);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
        },
      });
      new Gauge({
        name: 'cardora_db_pool_max',
        help: 'The most connections the pool opens',
        registers,
        collect() {
          this.set(poolStats().max);
        },
      });
    }
  }

  /** One answered request; `route` is the route's template (never the raw path: ids would explode the labels). */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.http.observe({ method, route, status: String(status) }, seconds);
  }

  observeJob(queue: string, outcome: 'completed' | 'failed', seconds: number): void {
    this.jobs.observe({ queue, outcome }, seconds);
  }

  cardPage(result: CardPageResult): void {
    this.cardPageResults[result].inc();
  }

  async text(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
