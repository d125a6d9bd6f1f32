// Cold start and idle memory of the production server bundle on the embedded database.
// 1. Start on an empty data dir: open PGlite, run the migrations, seed the demo world, listen.
// 2. Stop, start again on the same (now seeded) data dir: the start every restart pays.
// 3. Leave that second process idle for 5 s and read its resident memory from /proc.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, procMemoryMiB, type RunningServer, sleep, startServer } from './lib/server';
import type { Benchmark } from './lib/types';

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

export const benchmark: Benchmark = {
  title: 'Cold start',
  description:
    'node apps/server/dist/main.js (NODE_ENV=production, embedded PGlite): spawn to first 200 of /readyz on an ' +
    'empty data dir (migrate + seed) and on the seeded one, then resident memory after 5 s idle.',
  async run() {
    ensureBuilt();
    const dataDir = mkdtempSync(join(tmpdir(), 'cardora-bench-cold-start-'));
    const running: RunningServer[] = [];
    try {
      const fresh = await startServer({ dataDir });
      running.push(fresh);
      await assertSeeded(fresh);
      await fresh.stop();

      const seeded = await startServer({ dataDir });
      running.push(seeded);
      await sleep(IDLE_MS);
      const idleRss = procMemoryMiB(seeded.pid, 'VmRSS');
      const peakRss = procMemoryMiB(seeded.pid, 'VmHWM');
      await seeded.stop();

      return [
        { name: 'start on empty data dir (migrate + seed) to /readyz 200', value: fresh.readyMs, unit: 'ms' },
        { name: 'start on seeded data dir to /readyz 200', value: seeded.readyMs, unit: 'ms' },
        { name: `resident memory (VmRSS) after ${IDLE_MS / 1000} s idle`, value: idleRss, unit: 'MiB' },
        { name: 'peak resident memory (VmHWM) of that process', value: peakRss, unit: 'MiB' },
      ];
    } finally {
      for (const server of running) await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
