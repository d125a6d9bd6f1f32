// The job queue over the test file's database (in-memory PGlite, or PostgreSQL with
// TEST_DATABASE_URL): results, progress, retries with backoff, restarts, the concurrency cap,
// singleton keys. Figures (start time, enqueue→start latency) are logged, not asserted.
import { describe, expect, it } from 'vitest';
import { getTestDatabase } from '#test/support/database';
import { gate, openTestQueue, sleep, testNamespace, waitFor } from '#test/support/jobs';
import type { JobStatus } from './types';

interface TestJobs {
  echo: { n: number };
  flaky: { failures: number };
  hold: { label: string };
  a: { ms: number };
  b: { ms: number };
}

const driver = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

function settled(status: JobStatus | null): boolean {
  return status !== null && ['completed', 'failed', 'cancelled'].includes(status.state);
}

describe('a job', () => {
  it('runs, and status() shows its result', async () => {
    const queue = await openTestQueue<TestJobs>();
    const started = performance.now();
    await queue.start();
    console.log(`[jobs] ${driver}: first start() on this database ${Math.round(performance.now() - started)} ms`);
    await queue.register('echo', async (job) => ({ doubled: job.data.n * 2, attempt: job.attempt }));
    const id = await queue.enqueue('echo', { n: 21 });
    const status = await waitFor(() => queue.status('echo', id), settled);
    expect(status).toMatchObject({
      id,
      state: 'completed',
      progress: 100,
      output: { doubled: 42, attempt: 1 },
      attempts: 1,
    });
    expect(status?.error).toBeUndefined();
    expect(status?.completedAt).toBeInstanceOf(Date);
  });

  it('reports progress while it runs; completion replaces it with the result', async () => {
    const queue = await openTestQueue<TestJobs>();
    const release = gate();
    await queue.register('hold', async (job) => {
      await job.reportProgress(10, 'fonts loaded');
      await job.reportProgress(40.4, 'frame 2 of 5');
      await release.promise;
      return `done ${job.data.label}`;
    });
    await queue.start();
    const id = await queue.enqueue('hold', { label: 'x' });
    const midway = await waitFor(
      () => queue.status('hold', id),
      (status) => status?.progress === 40,
    );
    expect(midway).toMatchObject({ state: 'active', progress: 40, message: 'frame 2 of 5', attempts: 1 });
    expect(midway?.output).toBeUndefined();
    release.open();
    const done = await waitFor(() => queue.status('hold', id), settled);
    expect(done).toMatchObject({ state: 'completed', progress: 100, output: 'done x' });
    expect(done?.message).toBeUndefined();
  });

  it('fails twice, is retried with a doubling delay, and completes on the third attempt', async () => {
    const queue = await openTestQueue<TestJobs>();
    const attempts: { attempt: number; startedAt: number; failedAt?: number }[] = [];
    await queue.register(
      'flaky',
      async (job) => {
        const entry = { attempt: job.attempt, startedAt: Date.now() };
        attempts.push(entry);
        if (job.attempt <= job.data.failures) {
          Object.assign(entry, { failedAt: Date.now() });
          throw new Error(`attempt ${job.attempt} failed`);
        }
        return 'third time lucky';
      },
      { retryLimit: 3, retryDelay: 1, retryBackoff: true },
    );
    await queue.start();
    const id = await queue.enqueue('flaky', { failures: 2 });
    const retrying = await waitFor(
      () => queue.status('flaky', id),
      (status) => status?.state === 'retry',
    );
    expect(retrying).toMatchObject({ state: 'retry', error: 'attempt 1 failed', attempts: 1 });
    const done = await waitFor(() => queue.status('flaky', id), settled);
    expect(done).toMatchObject({ state: 'completed', output: 'third time lucky', attempts: 3 });
    expect(attempts.map((entry) => entry.attempt)).toEqual([1, 2, 3]);
    const [first, second, third] = attempts;
    // Backoff: retryDelay × 2^retry ÷ 2 × (1 + jitter): 1–2 s, then 2–4 s.
    expect((second?.startedAt ?? 0) - (first?.failedAt ?? 0)).toBeGreaterThanOrEqual(1_000);
    expect((third?.startedAt ?? 0) - (second?.failedAt ?? 0)).toBeGreaterThanOrEqual(2_000);
  });

  it('fails for good after its retries, with the error message', async () => {
    const queue = await openTestQueue<TestJobs>();
    let calls = 0;
    await queue.register(
      'flaky',
      async () => {
        calls += 1;
        throw new Error('renderer exploded');
      },
      { retryLimit: 1, retryDelay: 0, retryBackoff: false },
    );
    await queue.start();
    const id = await queue.enqueue('flaky', { failures: 99 });
    const status = await waitFor(() => queue.status('flaky', id), settled);
    expect(status).toMatchObject({ state: 'failed', error: 'renderer exploded', attempts: 2, progress: 0 });
    expect(calls).toBe(2);
  });

  it('is one job per singleton key while queued', async () => {
    const queue = await openTestQueue<TestJobs>();
    await queue.start();
    const first = await queue.enqueue('echo', { n: 1 }, { singletonKey: 'business-1:v3' });
    const again = await queue.enqueue('echo', { n: 1 }, { singletonKey: 'business-1:v3' });
    const other = await queue.enqueue('echo', { n: 1 }, { singletonKey: 'business-1:v4' });
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect((await queue.status('echo', first))?.state).toBe('queued');
  });

  it('status() is null for an unknown or malformed id', async () => {
    const queue = await openTestQueue<TestJobs>();
    await queue.start();
    expect(await queue.status('echo', '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await queue.status('echo', 'not-a-uuid')).toBeNull();
  });
});

describe('restarts', () => {
  it('a job queued by a process that does not work jobs runs when a queue with workers starts', async () => {
    const namespace = testNamespace();
    let ran = 0;
    const apiOnly = await openTestQueue<TestJobs>({ namespace, enabled: false });
    await apiOnly.register('echo', async () => {
      ran += 1;
    });
    await apiOnly.start();
    const id = await apiOnly.enqueue('echo', { n: 7 });
    await sleep(1_200); // two polling intervals: a worker would have taken it
    expect(ran).toBe(0);
    expect((await apiOnly.status('echo', id))?.state).toBe('queued');
    await apiOnly.stop();

    const worker = await openTestQueue<TestJobs>({ namespace });
    await worker.register('echo', async (job) => job.data.n + 1);
    await worker.start();
    const status = await waitFor(() => worker.status('echo', id), settled);
    expect(status).toMatchObject({ state: 'completed', output: 8, attempts: 1 });
  });

  it('a job cut off by a hard stop is retried by the next queue', async () => {
    const namespace = testNamespace();
    const first = await openTestQueue<TestJobs>({ namespace });
    let aborted: unknown;
    await first.register(
      'hold',
      (job) =>
        new Promise((_, reject) => {
          job.signal.addEventListener('abort', () => {
            aborted = job.signal.reason;
            reject(job.signal.reason);
          });
        }),
      { retryDelay: 0, retryBackoff: false },
    );
    await first.start();
    const id = await first.enqueue('hold', { label: 'cut' });
    await waitFor(
      () => first.status('hold', id),
      (status) => status?.state === 'active',
    );
    await first.stop({ graceful: false });
    expect(aborted).toBeInstanceOf(Error);

    const second = await openTestQueue<TestJobs>({ namespace });
    await second.register('hold', async (job) => `resumed on attempt ${job.attempt}`);
    await second.start();
    const status = await waitFor(() => second.status('hold', id), settled);
    expect(status).toMatchObject({ state: 'completed', output: 'resumed on attempt 2', attempts: 2 });
  });

  it('a graceful stop lets the running job finish', async () => {
    const namespace = testNamespace();
    const first = await openTestQueue<TestJobs>({ namespace });
    const running = gate();
    await first.register('hold', async () => {
      running.open();
      await sleep(300);
      return 'finished';
    });
    await first.start();
    const id = await first.enqueue('hold', { label: 'g' });
    await running.promise;
    await first.stop({ graceful: true, timeoutMs: 5_000 });
    const reader = await openTestQueue<TestJobs>({ namespace });
    await reader.start();
    expect(await reader.status('hold', id)).toMatchObject({ state: 'completed', output: 'finished', attempts: 1 });
  });
});

describe('concurrency', () => {
  it('runs at most `concurrency` handlers at once over every queue of the process', async () => {
    const queue = await openTestQueue<TestJobs>({ concurrency: 2 });
    let now = 0;
    let most = 0;
    const handler = async (job: { data: { ms: number } }) => {
      now += 1;
      most = Math.max(most, now);
      await sleep(job.data.ms);
      now -= 1;
    };
    await queue.register('a', handler);
    await queue.register('b', handler);
    await queue.start();
    const ids = await Promise.all([
      ...Array.from({ length: 4 }, () => queue.enqueue('a', { ms: 150 }).then((id) => ['a', id] as const)),
      ...Array.from({ length: 4 }, () => queue.enqueue('b', { ms: 150 }).then((id) => ['b', id] as const)),
    ]);
    for (const [name, id] of ids) {
      expect(await waitFor(() => queue.status(name, id), settled)).toMatchObject({ state: 'completed' });
    }
    expect(most).toBe(2);
  });

  it('a queue registered with concurrency 1 runs its jobs one at a time', async () => {
    const queue = await openTestQueue<TestJobs>({ concurrency: 3 });
    let now = 0;
    let most = 0;
    await queue.register(
      'a',
      async (job) => {
        now += 1;
        most = Math.max(most, now);
        await sleep(job.data.ms);
        now -= 1;
      },
      { concurrency: 1 },
    );
    await queue.start();
    const ids = await Promise.all(Array.from({ length: 3 }, () => queue.enqueue('a', { ms: 100 })));
    for (const id of ids) await waitFor(() => queue.status('a', id), settled);
    expect(most).toBe(1);
  });
});

describe('latency', () => {
  it('logs enqueue→start with notifyWorker (no assertion on time)', async () => {
    const queue = await openTestQueue<TestJobs>({ concurrency: 1, pollingIntervalSeconds: 2 });
    let onStart = () => {};
    await queue.register('echo', async () => onStart());
    await queue.start();
    const samples: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const started = new Promise<number>((resolve) => {
        onStart = () => resolve(performance.now());
      });
      const before = performance.now();
      await queue.enqueue('echo', { n: i });
      samples.push((await started) - before);
      await sleep(20); // let the worker finish and go idle, as between real requests
    }
    samples.sort((x, y) => x - y);
    const at = (q: number) => (samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0).toFixed(1);
    console.log(
      `[jobs] ${driver}: enqueue→start over ${samples.length} jobs: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms (polling interval 2 s)`,
    );
    // Not a timing test: without the wake-up a job waits for the next poll, 1 s on average.
    expect(Number(at(0.5))).toBeLessThan(1_000);
  });
});

describe('the database', () => {
  it('is the one the test file uses', async () => {
    const database = await getTestDatabase();
    expect(database.jobsConnection?.kind).toBe(driver === 'PGlite' ? 'pglite' : 'postgres');
  });
});
