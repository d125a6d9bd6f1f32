// The job queue's enqueue→start latency, for bench/videos.ts: a render is queued by the API and started by this process's worker;
// this is the wait a customer sees before "Waiting to start…" becomes a percentage when the
// queue is idle. On the embedded PGlite, and on PostgreSQL when DATABASE_URL is given.
//   node --import tsx bench/measure/job-latency.ts [--json]   (from the repository root; JOBS=n)
import { performance } from 'node:perf_hooks';
import { type Database, openPglite, openPostgres } from '../../apps/server/src/db/client';
import { JobQueue } from '../../apps/server/src/lib/jobs/queue';

const JOBS = Number(process.env.JOBS ?? 40);

interface Latency {
  database: 'pglite' | 'postgres';
  samples: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function measure(database: Database): Promise<Latency> {
  const queue = new JobQueue<{ 'bench.latency': { queuedAt: number } }>({
    connection: database.jobsConnection,
    namespace: `bench-${process.pid}-`,
  });
  const waits: number[] = [];
  let started: (() => void) | null = null;
  await queue.register(
    'bench.latency',
    async (job) => {
      waits.push(performance.now() - job.data.queuedAt);
      started?.();
    },
    { concurrency: 1 },
  );
  await queue.start();
  // One job at a time: each waits in an idle queue, as a customer's render does off-peak.
  for (let i = 0; i < JOBS + 3; i++) {
    const done = new Promise<void>((resolve) => {
      started = resolve;
    });
    await queue.enqueue('bench.latency', { queuedAt: performance.now() });
    await done;
  }
  await queue.stop();
  const sorted = waits.slice(3).sort((a, b) => a - b); // the first three warm the queue up
  return {
    database: database.kind,
    samples: sorted.length,
    p50Ms: quantile(sorted, 0.5),
    p95Ms: quantile(sorted, 0.95),
    maxMs: sorted.at(-1) ?? 0,
  };
}

const results: Latency[] = [];
const pglite = await openPglite();
results.push(await measure(pglite));
await pglite.close();
if (process.env.DATABASE_URL) {
  const postgres = await openPostgres(process.env.DATABASE_URL, 2);
  results.push(await measure(postgres));
  await postgres.close();
}
if (process.argv.includes('--json')) console.log(JSON.stringify({ results }));
else
  for (const r of results)
    console.log(`${r.database}: enqueue→start p50 ${r.p50Ms.toFixed(1)} ms, p95 ${r.p95Ms.toFixed(1)} ms`);
