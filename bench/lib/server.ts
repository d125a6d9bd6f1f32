// Starting and stopping the production server bundle for benchmarks: a fresh port, its own
// data directory, timing from spawn to the first 200 of /readyz, and /proc memory readings.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SERVER_BUNDLE = join(ROOT, 'apps/server/dist/main.js');

/** Build the web and the server if they are missing or stale (scripts/build-if-stale.mjs). */
export function ensureBuilt(): void {
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts/build-if-stale.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`building failed (exit ${result.status ?? result.signal})`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface RunningServer {
  pid: number;
  baseUrl: string;
  /** Milliseconds from spawn to the first 200 of /readyz. */
  readyMs: number;
  /** The last part of the server's stdout and stderr, for error reports. */
  output(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  dataDir: string;
  /** Added to (and overriding) the benchmark environment below. */
  env?: Record<string, string>;
  timeoutMs?: number;
}

/**
 * Benchmarks measure the server as deployed: NODE_ENV=production on the embedded database
 * (DATABASE_URL and REDIS_URL from the caller's shell are dropped), logging only warnings.
 */
function benchmarkEnv(port: number, options: StartOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return {
    ...env,
    NODE_ENV: 'production',
    OTP_PEPPER: 'benchmark-only-pepper',
    PAYMENT_SECRET_KEY: 'b3'.repeat(32),
    // No SMS leaves a benchmark.
    ALLOW_CONSOLE_MESSAGING: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under a
  // benchmark's load (Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, SERVER_BUNDLE], {
    cwd: ROOT,
    env: benchmarkEnv(port, options),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-16_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    child.kill('SIGTERM');
    if (!(await waitForExit(child, 10_000))) {
      child.kill('SIGKILL');
      await waitForExit(child, 5_000);
    }
  };

  const deadline = started + (options.timeoutMs ?? 120_000);
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited before it was ready (${child.exitCode ?? child.signalCode}):\n${log}`);
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) {
        const readyMs = performance.now() - started;
        const pid = child.pid;
        if (pid === undefined) throw new Error('server has no pid');
        return { pid, baseUrl, readyMs, output: () => log, stop };
      }
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  await stop();
  throw new Error(`server not ready after ${options.timeoutMs ?? 120_000} ms:\n${log}`);
}

/** A memory field of /proc/<pid>/status (VmRSS, VmHWM, ...) in MiB; NaN where /proc is absent. */
export function procMemoryMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
    return match?.[1] ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU seconds a process has used so far, user plus system, all threads (fields 14 and 15 of
 * /proc/<pid>/stat, in clock ticks of 1/100 s on Linux); NaN where /proc is absent.
 */
export function procCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after it are plain numbers.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

const CLOCK_TICKS_PER_SECOND = 100;

/** Busy and total CPU time of the whole machine so far (/proc/stat's first line), in clock ticks. */
function machineCpuTicks(): { busy: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    const total = fields.reduce((sum, value) => sum + value, 0);
    // idle and iowait
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/**
 * Waits until the machine has been quiet (under `maxBusy` of its CPU) for two seconds running,
 * and returns how long that took in seconds (NaN where /proc is absent). A server started with
 * SEED_DEMO renders the demo's videos with ffmpeg for ten seconds or more after it answers;
 * a load run that overlaps that work measures the renders, not the route, and in a pair of runs
 * it lowers whichever side it falls on.
 */
export async function waitForQuietMachine(maxBusy = 0.15, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  let quietWindows = 0;
  let before = machineCpuTicks();
  if (!before) return Number.NaN;
  while (performance.now() - started < timeoutMs) {
    await sleep(1_000);
    const after = machineCpuTicks();
    if (!after) return Number.NaN;
    const busy = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    before = after;
    quietWindows = busy < maxBusy ? quietWindows + 1 : 0;
    if (quietWindows >= 2) return (performance.now() - started) / 1000;
  }
  throw new Error(`the machine was still busy after ${timeoutMs / 1000} s (another job running?)`);
}
