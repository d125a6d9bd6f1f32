// GET /metrics (docs/operations.md#metrics): off without METRICS_TOKEN, a bearer token's, and
// scraped while requests, jobs and a render run: every family there, with the counts they made.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints } from '@cardora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfWorld } from '#test/factories/pdf-cards';
import { cardIdOf, makeCard, richSections } from '#test/factories/public-card';
import { createTestApp, type TestApp } from '#test/support/app';
import { createAgency } from '#test/support/factories';
import { REPO_ROOT } from '../config';
import type { JobQueue } from '../lib/jobs';

const TOKEN = 'metrics-token-for-the-test-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus' text format, the lines with a value (no comments). */
function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      if (key !== undefined && value !== undefined) labels[key] = value;
    }
    samples.push({ name: match[1] ?? '', labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when none. */
function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} matches ${found.length} samples`);
  return found[0]?.value;
}

type ProbeQueue = JobQueue<{ 'metrics-probe': { fail: boolean } }>;

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is not there (404), as any unknown path', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('cardora_');
    } finally {
      await t.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    return parseMetrics(response.body);
  };

  it('asks for the bearer token: none or a wrong one is 401, and says nothing', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token-at-all-000000', `Basic ${TOKEN}`, TOKEN]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('cardora_');
    }
  });

  it('refuses a token shorter than 16 characters at start-up', async () => {
    await expect(createTestApp({ env: { METRICS_TOKEN: 'short' } })).rejects.toThrow(
      'METRICS_TOKEN must be at least 16 characters',
    );
  });

  it('counts requests by route template and status, card pages, a render, and jobs while they run', async () => {
    const before = await scrape();
    const count = (samples: Sample[], name: string, labels: Record<string, string>) =>
      sampleValue(samples, name, labels) ?? 0;

    // Requests: three health checks, an API call refused for want of a session, an unknown path.
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const agency = await createAgency();
    const stranger = t.client(agency);
    expect((await stranger.call(endpoints.getBusinessesByUser)).status).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' })).statusCode).toBe(404);

    // A card page twice: rendered the first time, kept the second.
    const card = await makeCard(agency, { sections: richSections() });
    for (let i = 0; i < 2; i++) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/${cardIdOf(card)}`,
        headers: { host: `${agency.slug}.localhost` },
      });
      expect(page.statusCode).toBe(200);
    }

    // A render: a PDF card's preview.
    const w = await pdfWorld(t);
    const preview = await t.app.inject({
      method: 'GET',
      url: endpoints.previewPdfCard.path,
      query: { businessId: w.business.id },
      headers: { host: w.customer.host, cookie: [...w.customer.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(preview.statusCode).toBe(200);

    // Jobs: one held running while the metrics are read, one that fails for good, one waiting for tomorrow.
    const queue = t.services.jobs as unknown as ProbeQueue;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let running = () => {};
    const started = new Promise<void>((resolve) => {
      running = resolve;
    });
    await queue.register(
      'metrics-probe',
      async (job) => {
        if (job.data.fail) throw new Error('the probe fails, as asked');
        running();
        await held;
      },
      { retryLimit: 0 },
    );
    const heldJob = await queue.enqueue('metrics-probe', { fail: false });
    await started;
    const duringJob = await scrape();
    expect(sampleValue(duringJob, 'cardora_jobs', { queue: 'metrics-probe', state: 'active' })).toBe(1);
    release();
    const failedJob = await queue.enqueue('metrics-probe', { fail: true });
    await queue.enqueue('metrics-probe', { fail: false }, { startAfter: new Date(Date.now() + 86_400_000) });
    await expect
      .poll(async () => (await queue.status('metrics-probe', heldJob))?.state, { timeout: 20_000 })
      .toBe('completed');
    await expect
      .poll(async () => (await queue.status('metrics-probe', failedJob))?.state, { timeout: 20_000 })
      .toBe('failed');

    const after = await scrape();
    const requests = 'cardora_http_request_duration_seconds_count';
    expect(
      count(after, requests, { method: 'GET', route: '/healthz', status: '200' }) -
        count(before, requests, { method: 'GET', route: '/healthz', status: '200' }),
    ).toBe(3);
    expect(count(after, requests, { method: 'GET', route: endpoints.getBusinessesByUser.path, status: '401' })).toBe(1);
    expect(count(after, requests, { method: 'GET', route: '*', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(count(after, requests, { method: 'GET', route: '/:cardId', status: '200' })).toBe(2);
    // The latency is a histogram: every bucket counts the requests at most that long, +Inf all of them.
    const healthBuckets = after.filter(
      (sample) => sample.name === 'cardora_http_request_duration_seconds_bucket' && sample.labels.route === '/healthz',
    );
    expect(healthBuckets.find((sample) => sample.labels.le === '+Inf')?.value).toBe(
      count(after, requests, { method: 'GET', route: '/healthz', status: '200' }),
    );
    const sum = count(after, 'cardora_http_request_duration_seconds_sum', {
      method: 'GET',
      route: '/healthz',
      status: '200',
    });
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBeLessThan(10);

    expect(
      count(after, 'cardora_card_pages_total', { result: 'rendered' }) -
        count(before, 'cardora_card_pages_total', { result: 'rendered' }),
    ).toBe(1);
    expect(
      count(after, 'cardora_card_pages_total', { result: 'kept' }) -
        count(before, 'cardora_card_pages_total', { result: 'kept' }),
    ).toBe(1);

    const renders = count(after, 'cardora_render_duration_seconds_count', { kind: 'pdf', outcome: 'ok' });
    expect(renders - count(before, 'cardora_render_duration_seconds_count', { kind: 'pdf', outcome: 'ok' })).toBe(1);
    expect(count(after, 'cardora_render_duration_seconds_sum', { kind: 'pdf', outcome: 'ok' })).toBeGreaterThan(0);

    expect(count(after, 'cardora_job_duration_seconds_count', { queue: 'metrics-probe', outcome: 'completed' })).toBe(
      1,
    );
    expect(count(after, 'cardora_job_duration_seconds_count', { queue: 'metrics-probe', outcome: 'failed' })).toBe(1);
    expect(sampleValue(after, 'cardora_jobs', { queue: 'metrics-probe', state: 'active' })).toBeUndefined();
    expect(sampleValue(after, 'cardora_jobs', { queue: 'metrics-probe', state: 'failed' })).toBe(1);
    expect(sampleValue(after, 'cardora_jobs', { queue: 'metrics-probe', state: 'queued' })).toBe(1);

    const kind = t.services.database.kind;
    expect(sampleValue(after, 'cardora_database_info', { kind })).toBe(1);
    if (kind === 'postgres') {
      const max = sampleValue(after, 'cardora_db_pool_max') ?? 0;
      const total = sampleValue(after, 'cardora_db_pool_connections', { state: 'total' }) ?? -1;
      const idle = sampleValue(after, 'cardora_db_pool_connections', { state: 'idle' }) ?? -1;
      expect(max).toBeGreaterThan(0);
      expect(total).toBeGreaterThanOrEqual(1);
      expect(total).toBeLessThanOrEqual(max);
      expect(idle).toBeGreaterThanOrEqual(0);
      expect(idle).toBeLessThanOrEqual(total);
      expect(sampleValue(after, 'cardora_db_pool_connections', { state: 'waiting' })).toBeGreaterThanOrEqual(0);
    } else {
      expect(sampleValue(after, 'cardora_db_pool_max')).toBeUndefined();
    }

    // The dashboard and the alert rules in docs/monitoring ask only for what is there.
    const shown = new Set(after.map((sample) => sample.name));
    for (const file of ['grafana-dashboard.json', 'alerts.yml']) {
      const text = readFileSync(join(REPO_ROOT, 'docs/monitoring', file), 'utf8');
      const asked = new Set(text.match(/cardora_[a-z0-9_]+/g) ?? []);
      expect(asked.size).toBeGreaterThan(5);
      for (const name of asked) {
        // The pool's figures are PostgreSQL's (the embedded database is one connection).
        if (kind !== 'postgres' && name.startsWith('cardora_db_pool')) continue;
        expect(shown.has(name), `${file} asks for ${name}`).toBe(true);
      }
    }

    // Node's own, under the same prefix.
    expect(sampleValue(after, 'cardora_process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sampleValue(after, 'cardora_process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(sampleValue(after, 'cardora_nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });
});
