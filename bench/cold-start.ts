// Cold start and idle memory of the production server bundle, on each database driver.
// 1. Start on an empty database: open it, run the migrations, seed the demo world, listen.
// 2. Stop, start again on the same (now seeded) database: the start every restart pays.
// 3. Leave that second process idle for 5 s and read its resident memory from /proc.
// The embedded PGlite carries a WebAssembly PostgreSQL in the process, so its memory is
// the server's plus the database's; against a PostgreSQL server it is the server's alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFreshDatabase, dropDatabase } from '../scripts/fresh-database.mjs';
import { ensureBuilt, procMemoryMiB, type RunningServer, sleep, startServer } from './lib/server';
import type { Benchmark, Metric } from './lib/types';

const IDLE_MS = 5_000;

/** The seeded demo agency must answer, or we would be timing a server that did not seed. */
async function assertSeeded(server: RunningServer): Promise<void> {
  const response = await fetch(`${server.baseUrl}/api/v1/agency-details`);
  const body: unknown = await response.json().catch(() => null);
  const slug =
    typeof body === 'object' && body && 'data' in body && typeof body.data === 'object' && body.data
      ? Reflect.get(body.data, 'slug')
      : undefined;
  if (response.status !== 200 || slug !== 'demo') {
    throw new Error(
      `GET /api/v1/agency-details answered ${response.status} (slug ${String(slug)}), not the demo agency`,
    );
  }
}

interface Backend {
  label: string;
  /** Extra environment for the server, and how to clean up afterwards. */
  prepare(): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>;
}

const embedded: Backend = {
  label: 'embedded PGlite',
  async prepare() {
    const dataDir = mkdtempSync(join(tmpdir(), 'cardora-bench-cold-start-'));
    return { env: { DATA_DIR: dataDir }, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
  },
};

const postgresServer: Backend = {
  label: 'PostgreSQL server',
  async prepare() {
    const dataDir = mkdtempSync(join(tmpdir(), 'cardora-bench-cold-start-pg-'));
    const database = await createFreshDatabase('cardora_bench');
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
      cleanup: async () => {
        await dropDatabase(database.name);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

async function measure(backend: Backend): Promise<Metric[]> {
  const { env, cleanup } = await backend.prepare();
  const running: RunningServer[] = [];
  try {
    const fresh = await startServer({ dataDir: env.DATA_DIR ?? '', env });
    running.push(fresh);
    await assertSeeded(fresh);
    await fresh.stop();

    const seeded = await startServer({ dataDir: env.DATA_DIR ?? '', env });
    running.push(seeded);
    await sleep(IDLE_MS);
    const idleRss = procMemoryMiB(seeded.pid, 'VmRSS');
    const peakRss = procMemoryMiB(seeded.pid, 'VmHWM');
    await seeded.stop();

    const on = backend.label;
    return [
      { name: `${on}: start on an empty database (migrate + seed) to /readyz 200`, value: fresh.readyMs, unit: 'ms' },
      { name: `${on}: start on the seeded database to /readyz 200`, value: seeded.readyMs, unit: 'ms' },
      { name: `${on}: resident memory (VmRSS) after ${IDLE_MS / 1000} s idle`, value: idleRss, unit: 'MiB' },
      { name: `${on}: peak resident memory (VmHWM) of that process`, value: peakRss, unit: 'MiB' },
    ];
  } finally {
    for (const server of running) await server.stop();
    await cleanup();
  }
}

export const benchmark: Benchmark = {
  title: 'Cold start',
  description:
    'node apps/server/dist/main.js (NODE_ENV=production): spawn to first 200 of /readyz on an empty database ' +
    '(migrate + seed) and on the seeded one, then resident memory after 5 s idle — on the embedded PGlite ' +
    '(`npm start`) and on the PostgreSQL server at 127.0.0.1:5432 (a production deployment).',
  async run() {
    ensureBuilt();
    return [...(await measure(embedded)), ...(await measure(postgresServer))];
  },
};
