// Video renders: seconds of CPU per second of video, in a child process on the
// renderer itself (bench/measure/video.ts under `node --import tsx` with
// the server's tsconfig, as bench/pdf-cards.ts does). The demo templates with the sample business
// (every slot filled: logo, Hindi + English text, photos), a 10 s STORY and a 10 s SQUARE, a 10 s
// greeting video under a real frame overlay, and a 30 s STORY for the size at the longest length.
// ffmpeg's CPU (all its threads; it runs with -threads 1) comes from /proc/self/stat's cutime +
// cstime in the child, the slot pictures' (satori, resvg, sharp) from process.cpuUsage.
import { loadavg } from 'node:os';
import { createFreshDatabase, dropDatabase } from '../scripts/fresh-database.mjs';
import { measuredRows, runMeasureScript } from './lib/measure';
import type { Benchmark, Metric } from './lib/types';
import type { VideoCostRow } from './measure/video';

const RUNS = 2;

type Row = VideoCostRow;

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
  return measuredRows('video.ts', isRow, { env: { RUNS: String(RUNS) }, timeoutMs: 900_000 });
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
 * The queue's enqueue→start latency (bench/measure/job-latency.ts): an idle
 * worker picking up a just-queued job, on PGlite and on a fresh PostgreSQL database when the
 * server at PG_ADMIN_URL can make one.
 */
async function queueLatencyMetrics(): Promise<Metric[]> {
  const database = await createFreshDatabase('cardora_bench_jobs').catch(() => null);
  try {
    const { parsed } = runMeasureScript('job-latency.ts', {
      args: ['--json'],
      env: database ? { DATABASE_URL: database.url } : {},
      timeoutMs: 300_000,
    });
    const results = (parsed as { results?: Latency[] } | null)?.results ?? [];
    return results.flatMap((r) => [
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
