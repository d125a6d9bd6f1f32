// The admin panel at scale (the size is a parameter): a throwaway PostgreSQL
// database, the production bundle migrated and seeded on it, then ADMIN_SCALE_BUSINESSES
// businesses (default 100,000; `ADMIN_SCALE_BUSINESSES=1000000 npm run bench -- admin-scale`
// for one million), 90% with a card and one owner per five, added to the demo agency in three
// INSERT ... SELECT generate_series statements.
// Measured: GET /api/v1/business with a filter, a search and a page (p50/p95 over sequential
// requests, as one admin clicking), and the business CSV export of every row — rows, seconds,
// rows/second and the server's resident memory before and at its peak during the export; then
// the same export as an Excel workbook (format=xlsx).

import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client as PgClient } from 'pg';
import { createFreshDatabase, dropDatabase } from '../scripts/fresh-database.mjs';
import { rawRequest } from './lib/http';
import { ensureBuilt, procMemoryMiB, ROOT, type RunningServer, startServer } from './lib/server';
import type { Benchmark, Metric } from './lib/types';

/** How many businesses the run adds: ADMIN_SCALE_BUSINESSES (digits, underscores allowed), default 100,000. */
export function businessesToSeed(env: NodeJS.ProcessEnv = process.env): number {
  const raw = (env.ADMIN_SCALE_BUSINESSES ?? '').replaceAll('_', '').trim();
  if (raw === '') return 100_000;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1_000 || count > 10_000_000) {
    throw new Error(`ADMIN_SCALE_BUSINESSES must be a whole number from 1,000 to 10,000,000, not "${raw}"`);
  }
  return count;
}
const BUSINESSES = businessesToSeed();
const OWNERS = Math.max(1, Math.round(BUSINESSES / 5));
const REQUESTS_PER_SCENARIO = 150;
const WARM_UP_REQUESTS = 20;
const WORDS = ['Mango', 'Kiwi', 'Lotus', 'Cedar', 'Amber', 'Tulsi'];
const ADMIN = { phoneNumber: '+919000000002', password: 'demo1234' };
/** The platform's admin: Insights is the superadmin agency's, and it may name the demo agency. */
const SUPERADMIN = { phoneNumber: '+919000000001', password: 'demo1234' };
/** The platform agency's host under the default BASE_DOMAIN (localhost). */
const PLATFORM_HOST = 'cardora.localhost';

const pg: typeof import('pg') = createRequire(join(ROOT, 'apps/server/package.json'))('pg');

/** Everything in SQL on the server: seconds, not one API call per business. */
async function seed(url: string): Promise<void> {
  const client: PgClient = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const words = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
    await client.query(`
      insert into users (agency_id, name, phone_number, roles)
      select a.id, 'Owner ' || g, '+9170' || lpad(g::text, 8, '0'), '{customer}'
      from agencies a, generate_series(1, ${OWNERS}) g where a.slug = 'demo'`);
    await client.query(`
      insert into businesses (agency_id, user_id, business_name, category, payment_status,
        is_fixed_expiry_date, image_post_enabled, expiry_date_for_customer, created_at)
      select u.agency_id, u.id, (${words})[1 + g % 6] || ' Traders ' || g, 'sweet-shop',
        case when g % 3 = 0 then 1 else 0 end, g % 5 = 0, g % 7 <> 0,
        case when g % 4 = 0 then null else now() + (g % 700) * interval '1 day' end,
        now() - g * interval '1 minute'
      from generate_series(1, ${BUSINESSES}) g
      join users u on u.phone_number = '+9170' || lpad((1 + g % ${OWNERS})::text, 8, '0')`);
    await client.query(`
      insert into cards (agency_id, business_id, card_id, status, is_done, sections)
      select b.agency_id, b.id, 'card-' || b.id, case when random() < 0.2 then 'inactive' else 'active' end,
        random() < 0.7,
        jsonb_build_object('basicDetails', jsonb_build_object('companyName', b.business_name || ' Pvt Ltd'),
          'template', jsonb_build_object('templateId', (array['bold','classic','minimal'])[1 + (random() * 2)::int]))
      from businesses b join agencies a on a.id = b.agency_id
      where a.slug = 'demo' and b.business_name like '% Traders %' and random() < 0.9`);
    // What autovacuum does on a live database after a bulk load: merges the GIN (trigram)
    // pending lists and refreshes statistics, so the run measures the steady state.
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

async function agencyIdOf(url: string, slug: string): Promise<string> {
  const client: PgClient = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ id: string }>('select id from agencies where slug = $1', [slug]);
    const id = result.rows[0]?.id;
    if (!id) throw new Error(`no agency ${slug}`);
    return id;
  } finally {
    await client.end();
  }
}

interface Answer {
  status: number;
  setCookies: string[];
  text: string;
}

/** node:http, so the Host header can name an agency (`<slug>.<BASE_DOMAIN>`) on 127.0.0.1. */
async function send(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; agencyHost?: string } = {},
): Promise<Answer> {
  const { agencyHost, ...rest } = options;
  const answer = await rawRequest(new URL(path, baseUrl).toString(), { ...rest, host: agencyHost });
  return { status: answer.status, setCookies: answer.setCookies, text: answer.body.toString() };
}

/** Signs a demo staff user in: the CSRF cookie first, then /login; returns the Cookie header. */
async function signIn(baseUrl: string, who = ADMIN, agencyHost?: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (answer: Answer) => {
    for (const line of answer.setCookies) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await send(baseUrl, '/api/v1/session', { agencyHost }));
  const login = await send(baseUrl, '/api/v1/login', {
    method: 'POST',
    agencyHost,
    headers: { 'content-type': 'application/json', 'x-csrf-token': jar.get('cardora_csrf') ?? '', cookie: cookie() },
    body: JSON.stringify(who),
  });
  if (login.status !== 200) throw new Error(`login of ${who.phoneNumber} answered ${login.status}: ${login.text}`);
  keep(login);
  return cookie();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Sequential requests (one admin) to `path`: p50 and p95 in ms, and what `measure` read off each answer. */
async function latencyOf(
  baseUrl: string,
  cookie: string,
  path: string,
  query: (i: number) => Record<string, string>,
  measure: (data: unknown) => number = () => 0,
  agencyHost?: string,
): Promise<{ p50: number; p95: number; average: number }> {
  const times: number[] = [];
  let measured = 0;
  for (let i = 0; i < WARM_UP_REQUESTS + REQUESTS_PER_SCENARIO; i++) {
    const started = performance.now();
    const answer = await send(baseUrl, `${path}?${new URLSearchParams(query(i))}`, {
      headers: { cookie },
      agencyHost,
    });
    const body: unknown = JSON.parse(answer.text);
    const elapsed = performance.now() - started;
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${answer.text}`);
    if (i >= WARM_UP_REQUESTS) {
      times.push(elapsed);
      measured += measure(typeof body === 'object' && body !== null ? Reflect.get(body, 'data') : undefined);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), average: measured / REQUESTS_PER_SCENARIO };
}

/** A list (All Businesses by default, or All Projects): latency and the average `total` it reported. */
async function latency(
  baseUrl: string,
  cookie: string,
  query: (i: number) => Record<string, string>,
  path = '/api/v1/business',
) {
  const result = await latencyOf(baseUrl, cookie, path, query, (data) => {
    const total = typeof data === 'object' && data !== null ? Reflect.get(data, 'total') : undefined;
    if (typeof total !== 'number') throw new Error(`GET ${path} answered no total`);
    return total;
  });
  return { p50: result.p50, p95: result.p95, total: result.average };
}

/**
 * An admin paging on through the newest-first list: each request asks for the page after the
 * last one by its cursor (keyset), WARM_UP_REQUESTS pages first, then REQUESTS_PER_SCENARIO timed.
 */
async function cursorChain(baseUrl: string, cookie: string): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  let after: string | null = null;
  for (let page = 1; page <= WARM_UP_REQUESTS + REQUESTS_PER_SCENARIO; page++) {
    const query = new URLSearchParams({ page: String(page), pageSize: '20', ...(after ? { after } : {}) });
    const started = performance.now();
    const answer = await send(baseUrl, `/api/v1/business?${query}`, { headers: { cookie } });
    const body: unknown = JSON.parse(answer.text);
    const elapsed = performance.now() - started;
    if (answer.status !== 200) throw new Error(`GET /business by cursor answered ${answer.status}: ${answer.text}`);
    const data = typeof body === 'object' && body !== null ? Reflect.get(body, 'data') : undefined;
    const next = typeof data === 'object' && data !== null ? Reflect.get(data, 'nextCursor') : undefined;
    if (typeof next !== 'string') throw new Error(`GET /business page ${page} handed out no cursor`);
    after = next;
    if (page > WARM_UP_REQUESTS) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** YYYY-MM-DD of the day `daysAgo` before today (UTC; the range is what matters, not its edge). */
function dayBefore(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Streams the whole export, sampling the server's RSS every 10 ms. `query` may ask for
 * format=xlsx: rows are then not counted (the workbook is zipped), the caller knows them.
 */
async function exportCsv(server: RunningServer, cookie: string, query = '') {
  const before = procMemoryMiB(server.pid, 'VmRSS');
  let peak = before;
  const sampler = setInterval(() => {
    const rss = procMemoryMiB(server.pid, 'VmRSS');
    if (rss > peak) peak = rss;
  }, 10);
  const started = performance.now();
  let rows = -1; // the header
  let bytes = 0;
  let chunks = 0;
  const csv = !query.includes('format=xlsx');
  try {
    const response = await fetch(`${server.baseUrl}/api/v1/reports/project-report/business${query}`, {
      headers: { cookie },
    });
    if (response.status !== 200 || !response.body) {
      throw new Error(`the business report answered ${response.status}: ${await response.text()}`);
    }
    for await (const chunk of response.body) {
      chunks++;
      bytes += chunk.byteLength;
      // Records end in CRLF; the seeded values hold no line breaks, so LFs count rows.
      if (csv) for (const byte of chunk) if (byte === 10) rows++;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  return { rows, seconds, bytes, chunks, before, peak };
}

export const benchmark: Benchmark = {
  title: `Admin panel at ${BUSINESSES.toLocaleString('en')} businesses`,
  description:
    `PostgreSQL (throwaway database), production bundle, the demo agency with ${BUSINESSES.toLocaleString('en')} more businesses ` +
    '(90% with a card): GET /api/v1/business with a filter + search + page, one request at a time ' +
    `(${REQUESTS_PER_SCENARIO} after ${WARM_UP_REQUESTS} warm-up), and the business CSV export of every row ` +
    'with the server’s resident memory sampled every 10 ms.',
  async run() {
    ensureBuilt();
    const dataDir = mkdtempSync(join(tmpdir(), 'cardora-bench-admin-scale-'));
    // ADMIN_SCALE_REUSE_DATABASE: a database an earlier run kept (ADMIN_SCALE_KEEP_DATABASE),
    // measured again without the ~4 minutes of seeding a million rows; it is kept afterwards.
    const reused = process.env.ADMIN_SCALE_REUSE_DATABASE;
    const database = reused
      ? { url: reused, name: new URL(reused).pathname.slice(1) }
      : await createFreshDatabase('cardora_bench_admin');
    let server: RunningServer | undefined;
    try {
      const env = { DATABASE_URL: database.url, GLOBAL_RATE_LIMIT_PER_MINUTE: '10000000' };
      // First start migrates and seeds the demo world; the bulk rows go in beside it.
      server = await startServer({ dataDir, env });
      const seedStarted = performance.now();
      if (!reused) await seed(database.url);
      const seedSeconds = (performance.now() - seedStarted) / 1000;
      const cookie = await signIn(server.baseUrl);

      const word = (i: number) => WORDS[i % WORDS.length] ?? 'Mango';
      const selective = await latency(server.baseUrl, cookie, (i) => ({
        subscribed: 'subscribed',
        searchKey: 'businessName',
        search: `${word(i)} Traders ${1000 + ((i * 7919) % 9000)}`,
        page: '1',
        pageSize: '20',
      }));
      const broadQuery = (i: number) => ({
        status: 'active',
        searchKey: 'businessName',
        search: word(i).toLowerCase(),
        page: String(1 + (i % 5)),
        pageSize: '20',
        sortBy: 'businessName',
        sortOrder: 'asc',
      });
      const broad = await latency(server.baseUrl, cookie, broadQuery);
      // All Projects: the same search over the cards (90% of the businesses have one).
      const broadCards = await latency(server.baseUrl, cookie, broadQuery, '/api/v1/getcardlist');
      const phone = await latency(server.baseUrl, cookie, (i) => ({
        searchKey: 'registeredPhoneNumber',
        search: String(70_000_000 + ((i * 104_729) % OWNERS)).slice(-6),
        page: '1',
        pageSize: '20',
      }));
      // Every name matches: the walk of the name index finds the page at once.
      const everyName = await latency(server.baseUrl, cookie, (i) => ({
        searchKey: 'businessName',
        search: 'traders',
        page: String(1 + (i % 5)),
        pageSize: '20',
        sortBy: 'businessName',
        sortOrder: 'asc',
      }));
      const keyset = await cursorChain(server.baseUrl, cookie);
      const home = await latencyOf(server.baseUrl, cookie, '/api/v1/dashboard', () => ({}));
      const demoAgencyId = await agencyIdOf(database.url, 'demo');
      const platformCookie = await signIn(server.baseUrl, SUPERADMIN, PLATFORM_HOST);
      const baseUrl = server.baseUrl;
      const insights = (days: number) =>
        latencyOf(
          baseUrl,
          platformCookie,
          '/api/v1/dashboard/admin-insights',
          () => ({ from: dayBefore(days - 1), to: dayBefore(0), agencyId: demoAgencyId }),
          undefined,
          PLATFORM_HOST,
        );
      const insightsMonth = await insights(30);
      const insightsYear = await insights(366);
      // A third of the rows first, then all: constant memory means the same peak for both.
      const third = await exportCsv(server, cookie, '?subscribed=subscribed');
      const csv = await exportCsv(server, cookie);
      // And all, four more times: a leak (or a buffered result) would climb export after
      // export; garbage awaiting V8's collector rises to a ceiling and stays there.
      const repeats = [];
      for (let i = 0; i < 4; i++) repeats.push(await exportCsv(server, cookie));
      const again = repeats[0] ?? csv;
      const last = repeats.at(-1) ?? csv;
      // The same rows as an Excel workbook (keyset batches into exceljs' streaming writer),
      // a third then all then all again: flat memory means the peaks stay level.
      const xlsxThird = await exportCsv(server, cookie, '?subscribed=subscribed&format=xlsx');
      const xlsx = await exportCsv(server, cookie, '?format=xlsx');
      const xlsxAgain = await exportCsv(server, cookie, '?format=xlsx');
      const metrics: Metric[] = [
        {
          name: `seed ${BUSINESSES.toLocaleString('en')} businesses, cards and owners (SQL)`,
          value: seedSeconds,
          unit: 's',
        },
        {
          name: 'GET /business subscribed + name search (a few matches) + page 1: p50',
          value: selective.p50,
          unit: 'ms',
        },
        {
          name: 'GET /business subscribed + name search + page 1: p95 (target < 50)',
          value: selective.p95,
          unit: 'ms',
        },
        {
          name: 'GET /business active + broad name search + sort by name + page 1-5: p50',
          value: broad.p50,
          unit: 'ms',
        },
        {
          name: 'GET /business active + broad name search + sort by name + page 1-5: p95',
          value: broad.p95,
          unit: 'ms',
        },
        {
          name: 'GET /business broad search: average total reported (capped at 10,000)',
          value: broad.total,
          unit: 'rows',
        },
        {
          name: "GET /business name search matching every name ('traders') + sort by name + page 1-5: p50",
          value: everyName.p50,
          unit: 'ms',
        },
        {
          name: "GET /business name search matching every name ('traders') + sort by name + page 1-5: p95",
          value: everyName.p95,
          unit: 'ms',
        },
        {
          name: 'GET /business newest first, the next page by cursor (pages 21-170): p50',
          value: keyset.p50,
          unit: 'ms',
        },
        {
          name: 'GET /business newest first, the next page by cursor (pages 21-170): p95',
          value: keyset.p95,
          unit: 'ms',
        },
        {
          name: 'GET /getcardlist (All Projects), the same broad search + sort + page 1-5: p50',
          value: broadCards.p50,
          unit: 'ms',
        },
        {
          name: 'GET /getcardlist (All Projects), the same broad search + sort + page 1-5: p95',
          value: broadCards.p95,
          unit: 'ms',
        },
        {
          name: 'GET /getcardlist broad search: average total reported (capped at 10,000)',
          value: broadCards.total,
          unit: 'rows',
        },
        { name: 'GET /business phone search + page 1: p50', value: phone.p50, unit: 'ms' },
        { name: 'GET /business phone search + page 1: p95', value: phone.p95, unit: 'ms' },
        { name: 'GET /dashboard (admin home tiles): p50', value: home.p50, unit: 'ms' },
        { name: 'GET /dashboard (admin home tiles): p95', value: home.p95, unit: 'ms' },
        { name: 'GET /dashboard/admin-insights, 30 days: p50', value: insightsMonth.p50, unit: 'ms' },
        { name: 'GET /dashboard/admin-insights, 30 days: p95', value: insightsMonth.p95, unit: 'ms' },
        { name: 'GET /dashboard/admin-insights, 366 days: p50', value: insightsYear.p50, unit: 'ms' },
        { name: 'GET /dashboard/admin-insights, 366 days: p95', value: insightsYear.p95, unit: 'ms' },
        { name: 'business CSV export: data rows', value: csv.rows, unit: 'rows' },
        { name: 'business CSV export: time to the last byte', value: csv.seconds, unit: 's' },
        {
          name: 'business CSV export: rows per second (target >= 50,000)',
          value: csv.rows / csv.seconds,
          unit: 'rows/s',
        },
        { name: 'business CSV export: size', value: csv.bytes / 2 ** 20, unit: 'MiB' },
        { name: 'business CSV export: chunks received', value: csv.chunks, unit: 'chunks' },
        { name: 'server resident memory (VmRSS) before the exports', value: third.before, unit: 'MiB' },
        {
          name: `server RSS peak during a ${third.rows.toLocaleString('en')}-row export`,
          value: third.peak,
          unit: 'MiB',
        },
        { name: 'server RSS peak during the full export (target: ~ the smaller one)', value: csv.peak, unit: 'MiB' },
        { name: 'server RSS peak during the full export, second time', value: again.peak, unit: 'MiB' },
        { name: 'server RSS peak during the full export, fifth time', value: last.peak, unit: 'MiB' },
        {
          name: 'server RSS: highest peak of the full exports 2-5',
          value: Math.max(...repeats.map((r) => r.peak)),
          unit: 'MiB',
        },
        {
          name: 'business CSV export, second time: rows per second',
          value: again.rows / again.seconds,
          unit: 'rows/s',
        },
        { name: 'business xlsx export (same rows as the CSV): time to the last byte', value: xlsx.seconds, unit: 's' },
        { name: 'business xlsx export: rows per second', value: csv.rows / xlsx.seconds, unit: 'rows/s' },
        { name: 'business xlsx export: size', value: xlsx.bytes / 2 ** 20, unit: 'MiB' },
        { name: 'server RSS before the xlsx exports', value: xlsxThird.before, unit: 'MiB' },
        {
          name: `server RSS peak during the xlsx export of a third (${third.rows.toLocaleString('en')} rows)`,
          value: xlsxThird.peak,
          unit: 'MiB',
        },
        { name: 'server RSS peak during the full xlsx export', value: xlsx.peak, unit: 'MiB' },
        { name: 'server RSS peak during the full xlsx export, second time', value: xlsxAgain.peak, unit: 'MiB' },
        // How busy the shared two-core machine was: a p95 of a few hundred requests moves with it.
        { name: 'load average (1 min) at the end of the runs', value: loadavg()[0] ?? Number.NaN, unit: '' },
      ];
      return metrics;
    } finally {
      await server?.stop();
      // For EXPLAIN ANALYZE on the seeded data afterwards.
      if (process.env.ADMIN_SCALE_KEEP_DATABASE || reused) console.log(`admin-scale: kept ${database.url}`);
      else await dropDatabase(database.name);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
