// Video renders: seconds of CPU per second of video, in a child process on the
// renderer itself (apps/server/src/modules/media/video/measure.ts under `node --import tsx` with
// the server's tsconfig, as bench/pdf-cards.ts does). The demo templates with the sample business
// (every slot filled: logo, Hindi + English text, photos), a 10 s STORY and a 10 s SQUARE, a 10 s
// greeting video under a real frame overlay, and a 30 s STORY for the size at the longest length.
// ffmpeg's CPU (all its threads; it runs with -threads 1) comes from /proc/self/stat's cutime +
// cstime in the child, the slot pictures' (satori, resvg, sharp) from process.cpuUsage.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createFreshDatabase, dropDatabase } from '../scripts/fresh-database.mjs';
import { ROOT } from './lib/server';
import type { Benchmark, Metric } from './lib/types';

const RUNS = 2;

interface Row {
  name: string;
  runs: number;
  durationSec: number;
  ffmpegCpuSec: number;
  nodeCpuSec: number;
  wallSec: number;
  sizeBytes: number;
}

function isRow(value: unknown): value is Row {
  if (typeof value !== 'object' || value === null) return false;
  return (
    typeof Reflect.get(value, 'name') === 'string' &&
    ['durationSec', 'ffmpegCpuSec', 'nodeCpuSec', 'wallSec', 'sizeBytes'].every(
      (key) => typeof Reflect.get(value, key) === 'number',
    )
  );
}

function measure(): Row[] {
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'src/modules/media/video/measure.ts', '--json'], {
    cwd: join(ROOT, 'apps/server'),
    env: { ...process.env, RUNS: String(RUNS) },
    encoding: 'utf8',
    timeout: 900_000,
  });
  if (child.status !== 0) throw new Error(`measure.ts failed (${child.status ?? child.signal}): ${child.stderr}`);
  const parsed: unknown = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? 'null');
  const rows: unknown = typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, 'rows') : undefined;
  if (!Array.isArray(rows) || rows.length === 0 || !rows.every(isRow)) {
    throw new Error(`measure.ts answered no figures: ${child.stdout}`);
  }
  return rows;
}

/**
 * The renderer's own figures. The queue's enqueue→start latency (the videos module's jobs)
 * belongs beside these: add its metrics in `run` below.
 */
export function videoRenderMetrics(): Metric[] {
  const metrics: Metric[] = [];
  for (const row of measure()) {
    const cpu = row.ffmpegCpuSec + row.nodeCpuSec;
    metrics.push({ name: `${row.name}: CPU per second of video`, value: (cpu / row.durationSec) * 1000, unit: 'ms/s' });
    metrics.push({ name: `${row.name}: ffmpeg CPU per render`, value: row.ffmpegCpuSec, unit: 's' });
    metrics.push({ name: `${row.name}: slot pictures CPU per render (node)`, value: row.nodeCpuSec, unit: 's' });
    metrics.push({ name: `${row.name}: wall time per render`, value: row.wallSec, unit: 's' });
    metrics.push({ name: `${row.name}: output size`, value: row.sizeBytes / 1048576, unit: 'MiB' });
  }
  return metrics;
}

interface Latency {
  database: string;
  samples: number;
  p50Ms: number;
  p95Ms: number;
}

/**
 * The queue's enqueue→start latency (apps/server/src/lib/jobs/measure-latency.ts): an idle
 * worker picking up a just-queued job, on PGlite and on a fresh PostgreSQL database when the
 * server at PG_ADMIN_URL can make one.
 */
async function queueLatencyMetrics(): Promise<Metric[]> {
  const database = await createFreshDatabase('cardora_bench_jobs').catch(() => null);
  try {
    const child = spawnSync(process.execPath, ['--import', 'tsx', 'src/lib/jobs/measure-latency.ts', '--json'], {
      cwd: join(ROOT, 'apps/server'),
      env: { ...process.env, ...(database ? { DATABASE_URL: database.url } : {}) },
      encoding: 'utf8',
      timeout: 300_000,
    });
    if (child.status !== 0)
      throw new Error(`measure-latency.ts failed (${child.status ?? child.signal}): ${child.stderr}`);
    const parsed = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as { results?: Latency[] };
    return (parsed.results ?? []).flatMap((r) => [
      { name: `render queue enqueue→start p50 (${r.database}, idle worker)`, value: r.p50Ms, unit: 'ms' },
      { name: `render queue enqueue→start p95 (${r.database}, idle worker)`, value: r.p95Ms, unit: 'ms' },
    ]);
  } finally {
    if (database) await dropDatabase(database.name).catch(() => {});
  }
}

export const benchmark: Benchmark = {
  title: 'Video renders',
  description: `CPU seconds per second of video for the demo templates with every slot filled (10 s STORY and SQUARE, ${RUNS} renders each), a 10 s greeting video, and a 30 s STORY; one render per core, ffmpeg -threads 1.`,
  async run(): Promise<Metric[]> {
    const loadBefore = loadavg()[0] ?? 0;
    const metrics = [...(await queueLatencyMetrics()), ...videoRenderMetrics()];
    metrics.push({ name: 'load average (1 min) at the start', value: loadBefore, unit: '' });
    metrics.push({ name: 'load average (1 min) at the end', value: loadavg()[0] ?? 0, unit: '' });
    return metrics;
  },
};
