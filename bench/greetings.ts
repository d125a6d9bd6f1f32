// Greeting renders: what a branded greeting costs. In a child process on the
// renderer itself (bench/measure/greeting-cost.ts): a cold render (a profile
// never seen: pictures sized, overlay drawn by satori + resvg, composite by sharp) and a
// cached composite (the profile's overlay in the cache, a new post and QR each time), SQUARE
// and STORY. Then over HTTP on the production bundle, signed in as the demo customer (Aarav):
// the first render of each post of the demo library per frame (overlay drawn once per frame,
// kind and layout, then cached), and one rendered post asked for again and again (served
// from storage): the server's CPU per response from /proc and latency one request at a time.
// The HTTP part runs twice, on the embedded PGlite (`npm start`) and on the PostgreSQL server
// (a throwaway database, as cold-start does); there the PostgreSQL backends' CPU is read too.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFreshDatabase, dropDatabase } from '../scripts/fresh-database.mjs';
import { type RawAnswer, rawRequest } from './lib/http';
import { runMeasureScript } from './lib/measure';
import { ensureBuilt, procCpuSeconds, ROOT, type RunningServer, startServer } from './lib/server';
import type { Benchmark, Metric } from './lib/types';

const COLD_RUNS = 18; // two of each frame × kind
const CACHED_RUNS = 45;
const REPEATS = 200;
const WARM_UP_REPEATS = 20;
const CUSTOMER = { phoneNumber: '+919876543210', password: 'demo1234' };
const LAYOUTS = ['SQUARE', 'STORY'] as const;
const pg: typeof import('pg') = createRequire(join(ROOT, 'apps/server/package.json'))('pg');
type Layout = (typeof LAYOUTS)[number];

interface RenderCost {
  runs: number;
  cpuMs: number;
  perSecond: number;
}
type RenderCosts = Record<Layout, { cold: RenderCost; cached: RenderCost }>;

function isCost(value: unknown): value is RenderCost {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'cpuMs') === 'number' &&
    typeof Reflect.get(value, 'perSecond') === 'number'
  );
}

/** The renderer's figures, measured in a process of its own (tsx with the server's tsconfig, for the frames' JSX). */
function renderCosts(): RenderCosts {
  const { parsed, stdout } = runMeasureScript('greeting-cost.ts', {
    args: [String(COLD_RUNS), String(CACHED_RUNS)],
    timeoutMs: 300_000,
  });
  const figures = (layout: Layout) => {
    const entry: unknown = typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, layout) : undefined;
    const cold: unknown = typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'cold') : undefined;
    const cached: unknown = typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'cached') : undefined;
    if (!isCost(cold) || !isCost(cached)) throw new Error(`greeting-cost.ts answered no ${layout} figures: ${stdout}`);
    return { cold, cached };
  };
  return { SQUARE: figures('SQUARE'), STORY: figures('STORY') };
}

interface Session {
  baseUrl: string;
  cookie: string;
}

async function send(session: Session, path: string): Promise<RawAnswer> {
  return rawRequest(new URL(path, session.baseUrl).toString(), { headers: { cookie: session.cookie } });
}

async function json(session: Session, path: string): Promise<unknown> {
  const answer = await send(session, path);
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${answer.body.toString()}`);
  const body: unknown = JSON.parse(answer.body.toString());
  return typeof body === 'object' && body !== null ? Reflect.get(body, 'data') : undefined;
}

/** The demo customer on the default agency: the CSRF cookie first, then /login. */
async function signIn(baseUrl: string): Promise<Session> {
  const jar = new Map<string, string>();
  const keep = (answer: RawAnswer) => {
    for (const line of answer.setCookies) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await rawRequest(`${baseUrl}/api/v1/session`));
  const login = await rawRequest(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': jar.get('cardora_csrf') ?? '', cookie: cookie() },
    body: JSON.stringify(CUSTOMER),
  });
  if (login.status !== 200) throw new Error(`login of the demo customer answered ${login.status}: ${login.body}`);
  keep(login);
  return { baseUrl, cookie: cookie() };
}

interface Post {
  imageId: string;
  layout: Layout;
}

/** Every image post the customer's greetings home lists (today's, the days ahead, the trade's). */
function postsOf(home: unknown): Post[] {
  const field = (from: unknown, key: string): unknown[] => {
    const value: unknown = typeof from === 'object' && from !== null ? Reflect.get(from, key) : undefined;
    return Array.isArray(value) ? value : [];
  };
  const lists = [
    ...field(home, 'todays'),
    ...field(home, 'upcoming').flatMap((day) => field(day, 'posts')),
    ...field(home, 'forBusiness'),
  ];
  const seen = new Set<string>();
  const posts: Post[] = [];
  for (const item of lists) {
    if (typeof item !== 'object' || item === null) continue;
    const imageId = Reflect.get(item, 'imageId');
    const layout = Reflect.get(item, 'layout');
    if (Reflect.get(item, 'mediaType') !== 'IMAGE' || typeof imageId !== 'string' || seen.has(imageId)) continue;
    if (layout !== 'SQUARE' && layout !== 'STORY') continue;
    seen.add(imageId);
    posts.push({ imageId, layout });
  }
  return posts;
}

interface Timed {
  ms: number;
  cpuMs: number;
  bytes: number;
}

/** One render over HTTP: wall time, the server's CPU meanwhile (10 ms ticks: sum many), bytes. */
async function render(server: RunningServer, session: Session, path: string): Promise<Timed> {
  const cpu = procCpuSeconds(server.pid);
  const started = performance.now();
  const answer = await send(session, path);
  const ms = performance.now() - started;
  if (answer.status !== 200 || answer.headers['content-type'] !== 'image/jpeg') {
    throw new Error(`GET ${path} answered ${answer.status} ${answer.headers['content-type']}: ${answer.body}`);
  }
  return { ms, cpuMs: (procCpuSeconds(server.pid) - cpu) * 1000, bytes: answer.body.length };
}

/**
 * The PostgreSQL backends serving `url` (the server's pool): a reading of their CPU seconds
 * from /proc, and the seconds they used between two readings (backends present in both).
 */
async function backendsCpu(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let pids: number[];
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    pids = rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
  const read = () => new Map(pids.map((pid) => [pid, procCpuSeconds(pid)]));
  const used = (before: Map<number, number>, after: Map<number, number>) => {
    const deltas = pids
      .map((pid) => (after.get(pid) ?? Number.NaN) - (before.get(pid) ?? Number.NaN))
      .filter(Number.isFinite);
    return deltas.length > 0 ? sum(deltas) : Number.NaN;
  };
  return { read, used };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function overHttp(server: RunningServer, databaseUrl?: string) {
  const session = await signIn(server.baseUrl);
  const user = await json(session, '/api/v1/user');
  const businessId = typeof user === 'object' && user !== null ? Reflect.get(user, 'activeBusinessId') : undefined;
  if (typeof businessId !== 'string') throw new Error('the demo customer has no active business');
  const posts = postsOf(await json(session, `/api/v1/image-post/home?businessId=${businessId}`));
  const options = await json(session, `/api/v1/image-post/greeting-options?businessId=${businessId}`);
  const refusal = typeof options === 'object' && options !== null ? Reflect.get(options, 'refusal') : null;
  if (refusal) throw new Error(`the demo customer may not render greetings: ${JSON.stringify(refusal)}`);
  const square = posts.filter((post) => post.layout === 'SQUARE');
  if (square.length < 3)
    throw new Error(`the demo greetings home lists ${square.length} square posts; 3 or more expected`);

  const path = (post: Post, frame: string) =>
    `/api/v1/image-post/${post.imageId}/render?businessId=${businessId}&frame=${frame}&kind=regular`;
  // Each frame's first post draws the overlay (frame × regular × layout); every other post of
  // that layout finds it cached and costs the composite (plus storing the JPEG, the database).
  const drawn: Timed[] = [];
  const cached: Timed[] = [];
  for (const frame of ['frame7', 'frame2', 'frame3']) {
    const started = new Set<Layout>();
    for (const post of posts) {
      const timed = await render(server, session, path(post, frame));
      (started.has(post.layout) ? cached : drawn).push(timed);
      started.add(post.layout);
    }
  }

  // The same post and frame again and again: the JPEG comes from storage.
  const again = path(square[0] ?? { imageId: '', layout: 'SQUARE' }, 'frame7');
  for (let i = 0; i < WARM_UP_REPEATS; i++) await render(server, session, again);
  const backends = databaseUrl ? await backendsCpu(databaseUrl) : undefined;
  const cpuBefore = procCpuSeconds(server.pid);
  const backendsBefore = backends?.read();
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i++) times.push((await render(server, session, again)).ms);
  const repeatCpuMs = ((procCpuSeconds(server.pid) - cpuBefore) * 1000) / REPEATS;
  const backendsCpuMs =
    backends && backendsBefore ? (backends.used(backendsBefore, backends.read()) * 1000) / REPEATS : Number.NaN;
  times.sort((a, b) => a - b);
  const sortedCached = cached.map((t) => t.ms).sort((a, b) => a - b);
  return {
    posts: posts.length,
    drawn: { n: drawn.length, cpuMs: sum(drawn.map((t) => t.cpuMs)) / drawn.length },
    cached: {
      n: cached.length,
      cpuMs: sum(cached.map((t) => t.cpuMs)) / cached.length,
      p50: percentile(sortedCached, 50),
      kib: sum(cached.map((t) => t.bytes)) / cached.length / 1024,
    },
    repeat: { cpuMs: repeatCpuMs, backendsCpuMs, p50: percentile(times, 50), p99: percentile(times, 99) },
  };
}

export const benchmark: Benchmark = {
  title: 'Greeting renders',
  description:
    `The renderer in a process of its own: ${COLD_RUNS} cold renders (a new profile each: pictures, overlay, ` +
    `composite) and ${CACHED_RUNS} cached composites (overlay cached, a new post and QR each), SQUARE and STORY, ` +
    'CPU per render (all threads) and renders/s one at a time; then the production bundle over HTTP as the demo ' +
    'customer, on PGlite and on the PostgreSQL server: the first render of every post of the demo library with ' +
    `each frame (server CPU per response from /proc), and one rendered post asked for ${REPEATS} times (after ` +
    `${WARM_UP_REPEATS}), one request at a time.`,
  async run() {
    const loadBefore = loadavg()[0] ?? Number.NaN;
    const costs = renderCosts();
    ensureBuilt();
    const metrics: Metric[] = [{ name: 'load average (1 min) at the start', value: loadBefore, unit: '' }];
    for (const layout of LAYOUTS) {
      const { cold, cached } = costs[layout];
      metrics.push(
        { name: `${layout} cold render (new profile: overlay drawn + composite): CPU`, value: cold.cpuMs, unit: 'ms' },
        { name: `${layout} cold render: renders per second`, value: cold.perSecond, unit: 'renders/s' },
        {
          name: `${layout} cached composite (overlay cached, new post + QR): CPU (target <= 60)`,
          value: cached.cpuMs,
          unit: 'ms',
        },
        { name: `${layout} cached composite: renders per second`, value: cached.perSecond, unit: 'renders/s' },
      );
    }
    metrics.push(...(await onPglite()), ...(await onPostgres()));
    metrics.push({ name: 'load average (1 min) at the end', value: loadavg()[0] ?? Number.NaN, unit: '' });
    return metrics;
  },
};

/** The HTTP figures, each name led by the database they were measured on. */
function httpMetrics(database: string, http: Awaited<ReturnType<typeof overHttp>>, postgres: boolean): Metric[] {
  const metrics: Metric[] = [
    { name: `${database}: image posts in the demo customer’s greetings home`, value: http.posts, unit: 'posts' },
    {
      name: `${database}: first render of a post, overlay drawn (${http.drawn.n}): server CPU per response`,
      value: http.drawn.cpuMs,
      unit: 'ms',
    },
    {
      name: `${database}: first render of a post, overlay cached (${http.cached.n}): server CPU per response`,
      value: http.cached.cpuMs,
      unit: 'ms',
    },
    { name: `${database}: first render of a post, overlay cached: latency p50`, value: http.cached.p50, unit: 'ms' },
    { name: `${database}: first render of a post, overlay cached: JPEG size`, value: http.cached.kib, unit: 'KiB' },
    {
      name: `${database}: repeat of a rendered post (from storage): server CPU per response (target <= 5)`,
      value: http.repeat.cpuMs,
      unit: 'ms',
    },
  ];
  if (postgres) {
    metrics.push({
      name: `${database}: repeat of a rendered post: PostgreSQL backends' CPU per response`,
      value: http.repeat.backendsCpuMs,
      unit: 'ms',
    });
  }
  metrics.push(
    { name: `${database}: repeat of a rendered post: latency p50`, value: http.repeat.p50, unit: 'ms' },
    { name: `${database}: repeat of a rendered post: latency p99`, value: http.repeat.p99, unit: 'ms' },
  );
  return metrics;
}

const ENV = { GLOBAL_RATE_LIMIT_PER_MINUTE: '10000000' };

/** On the embedded PGlite, what `npm start` runs: the database's work is in the server's CPU. */
async function onPglite(): Promise<Metric[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cardora-bench-greetings-'));
  let server: RunningServer | undefined;
  try {
    server = await startServer({ dataDir, env: ENV });
    return httpMetrics('PGlite', await overHttp(server), false);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** On the PostgreSQL server, what a production deployment with DATABASE_URL runs. */
async function onPostgres(): Promise<Metric[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cardora-bench-greetings-pg-'));
  const database = await createFreshDatabase('cardora_bench_greetings');
  let server: RunningServer | undefined;
  try {
    server = await startServer({ dataDir, env: { ...ENV, DATABASE_URL: database.url } });
    return httpMetrics('PostgreSQL', await overHttp(server, database.url), true);
  } finally {
    await server?.stop();
    await dropDatabase(database.name);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
