// What every API request pays before its own work: the access log, the
// agency of the host, the session of the cookie. Two API routes whose own work is small —
// GET /api/v1/agency-details (no session) and GET /api/v1/user (the seeded customer, signed
// in) — beside a bare Fastify route in its own process and the app's /healthz, on the
// production bundle (embedded PGlite), at LOG_LEVEL=info (the default) and at warn.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Load, measureLoad, RECEIVE_ONLY_CLIENT, setupClientFile, startBareServer } from './lib/load';
import { ensureBuilt, type RunningServer, startServer, waitForQuietMachine } from './lib/server';
import type { Benchmark, Metric } from './lib/types';

const CONNECTIONS = 100;
const DURATION_S = 10;
const WARM_UP_S = 2;
const WORKERS = 2;
/** The seeded customer (apps/server/src/seed/demo.ts) of the default agency (any IP host). */
const CUSTOMER = { phoneNumber: '+919876543210', password: 'demo1234' };

const BARE_SERVER = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/bare', () => 'ok');
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

async function load(pid: number, url: string, seconds: number, headers: Record<string, string> = {}): Promise<Load> {
  return measureLoad(pid, {
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    workers: WORKERS,
    setupClient: setupClientFile(RECEIVE_ONLY_CLIENT),
  });
}

async function measured(pid: number, url: string, headers: Record<string, string> = {}): Promise<Load> {
  await load(pid, url, WARM_UP_S, headers);
  return load(pid, url, DURATION_S, headers);
}

/** Signs the seeded customer in: the Cookie header of the session (and the CSRF cookie). */
async function signIn(server: RunningServer): Promise<string> {
  const first = await fetch(`${server.baseUrl}/api/v1/session`);
  const csrf = /cardora_csrf=([^;]+)/.exec(first.headers.getSetCookie().join('; '))?.[1];
  if (!csrf) throw new Error('no CSRF cookie from /api/v1/session');
  const login = await fetch(`${server.baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `cardora_csrf=${csrf}`, 'x-csrf-token': csrf },
    body: JSON.stringify(CUSTOMER),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
  const sid = /cardora_sid=([^;]+)/.exec(login.headers.getSetCookie().join('; '))?.[1];
  if (!sid) throw new Error('no session cookie from /api/v1/login');
  return `cardora_sid=${sid}; cardora_csrf=${csrf}`;
}

function metrics(label: string, run: Load): Metric[] {
  return [
    { name: `${label}: requests per second`, value: run.rps, unit: 'req/s' },
    { name: `${label}: latency p50`, value: run.p50, unit: 'ms' },
    { name: `${label}: latency p99`, value: run.p99, unit: 'ms' },
    { name: `${label}: non-2xx responses, errors and timeouts`, value: run.non2xx + run.errors, unit: 'responses' },
    { name: `${label}: server CPU per response`, value: run.cpuMicrosPerResponse, unit: 'µs' },
  ];
}

export const benchmark: Benchmark = {
  title: 'Per-request overhead of the API',
  description: `autocannon, ${CONNECTIONS} connections x ${DURATION_S} s each after a ${WARM_UP_S} s warm-up: a bare Fastify route in its own process, then on the production bundle (PGlite, demo seed) GET /healthz, GET /api/v1/agency-details and GET /api/v1/user with the seeded customer's session, at LOG_LEVEL=info and at LOG_LEVEL=warn; the global rate limit raised out of the way; the servers' own CPU per response from /proc; the machine's load average before and after.`,
  async run() {
    ensureBuilt();
    const loadBefore = loadavg()[0] ?? Number.NaN;
    const out: Metric[] = [{ name: 'load average (1 min) before', value: loadBefore, unit: '' }];
    const bare = await startBareServer(BARE_SERVER);
    try {
      out.push(...metrics('bare Fastify', await measured(bare.pid, `${bare.origin}/bare`)));
    } finally {
      await bare.stop();
    }
    for (const level of ['info', 'warn']) {
      const dataDir = mkdtempSync(join(tmpdir(), 'cardora-bench-api-'));
      const server = await startServer({
        dataDir,
        env: { LOG_LEVEL: level, GLOBAL_RATE_LIMIT_PER_MINUTE: '1000000000' },
      });
      try {
        // The demo's videos are still being rendered in the background (SEED_DEMO).
        await waitForQuietMachine();
        const cookie = await signIn(server);
        const user = await fetch(`${server.baseUrl}/api/v1/user`, { headers: { cookie } });
        if (user.status !== 200) throw new Error(`GET /api/v1/user answered ${user.status}`);
        const label = (route: string) => `LOG_LEVEL=${level}, ${route}`;
        out.push(...metrics(label('GET /healthz'), await measured(server.pid, `${server.baseUrl}/healthz`)));
        out.push(
          ...metrics(
            label('GET /api/v1/agency-details'),
            await measured(server.pid, `${server.baseUrl}/api/v1/agency-details`),
          ),
        );
        out.push(
          ...metrics(
            label('GET /api/v1/user (session)'),
            await measured(server.pid, `${server.baseUrl}/api/v1/user`, { cookie }),
          ),
        );
      } finally {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    out.push({ name: 'load average (1 min) after', value: loadavg()[0] ?? Number.NaN, unit: '' });
    console.log(out.map((m) => `${m.name}: ${m.value.toFixed(m.unit === 'req/s' ? 0 : 2)} ${m.unit}`).join('\n'));
    return out;
  },
};
