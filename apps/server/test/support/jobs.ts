// Helpers of the job queue's tests: queues over the test file's database, each under a
// namespace of its own (the PostgreSQL test database is shared by every test file).
import { randomUUID } from 'node:crypto';
import { getTestDatabase } from '#test/support/database';
import { JobQueue } from '../../src/lib/jobs/queue';
import type { PayloadMap } from '../../src/lib/jobs/registry';
import type { JobQueueOptions } from '../../src/lib/jobs/types';

const open: Pick<JobQueue, 'stop'>[] = [];

export function testNamespace(): string {
  return `jobs-test-${randomUUID().slice(0, 8)}-`;
}

/** A queue over the test file's database, polling every 0.5 s (the least pg-boss allows); stopped after each test. */
export async function openTestQueue<P extends PayloadMap<P>>(
  options: Partial<JobQueueOptions> = {},
): Promise<JobQueue<P>> {
  const database = await getTestDatabase();
  const queue = new JobQueue<P>({
    connection: database.jobsConnection,
    namespace: testNamespace(),
    pollingIntervalSeconds: 0.5,
    concurrency: 2,
    ...options,
  });
  open.push(queue);
  return queue;
}

/** Stops the queues a test opened; run after each test (test/per-file.ts). */
export async function stopOpenQueues(): Promise<void> {
  await Promise.all(open.splice(0).map((queue) => queue.stop({ graceful: false })));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Reads until `done` holds, every 20 ms, for up to timeoutMs. */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting; last value ${JSON.stringify(value)}`);
    await sleep(20);
  }
}

export interface Gate {
  promise: Promise<void>;
  open(): void;
}

export function gate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
