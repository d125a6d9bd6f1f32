// What the HTTP load benchmarks share: a bare Fastify server in a process of its own (the
// ceiling beside which the app's figures are read), autocannon's receive-only client, and the
// figures of one run with the serving process's own CPU.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, procCpuSeconds, ROOT, sleep } from './server';

/**
 * The autocannon client every load run uses unless it says otherwise: it reads each body in
 * full without turning it into a string (see bench/README.md, public-card).
 */
export const RECEIVE_ONLY_CLIENT = join(ROOT, 'bench/lib/receive-only-client.cjs');

/**
 * With worker threads autocannon takes `setupClient` as a file path (its README, "workers");
 * @types/autocannon only knows the function form.
 */
export const setupClientFile = (path: string) => path as unknown as autocannon.Options['setupClient'];

export interface BareServer {
  pid: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  stop(): Promise<void>;
}

/**
 * Runs `source` (an ES module that listens on process.env.PORT and answers GET /bare) in a
 * Node process of its own, so it never shares the app's event loop, and waits until /bare
 * answers. Its imports resolve from apps/server, like the server bundle's own fastify.
 */
export async function startBareServer(source: string, env: Record<string, string> = {}): Promise<BareServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    cwd: join(ROOT, 'apps/server'),
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`${origin}/bare`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok && child.pid !== undefined) {
      return {
        pid: child.pid,
        origin,
        stop: async () => {
          child.kill('SIGTERM');
          await sleep(200);
        },
      };
    }
    await sleep(25);
  }
  child.kill('SIGKILL');
  throw new Error('the bare Fastify server did not start');
}

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Bytes read per response, status line and headers included. */
  bytesPerResponse: number;
  /** CPU the serving process used per response (µs), all its threads, user and system. */
  cpuMicrosPerResponse: number;
}

/** One autocannon run against the process `pid`, with the CPU that process used meanwhile. */
export async function measureLoad(pid: number, options: autocannon.Options): Promise<Load> {
  const cpuBefore = procCpuSeconds(pid);
  const result = await autocannon(options);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytesPerResponse: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    cpuMicrosPerResponse: ((procCpuSeconds(pid) - cpuBefore) * 1e6) / Math.max(1, result.requests.total),
  };
}
