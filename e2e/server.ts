// A production server on a fresh embedded database (the demo seed) and a free port: what every
// journey runs against. The fixtures start one per Playwright worker (e2e/fixtures.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface JourneyServer {
  port: number;
  baseUrl: string;
  /** Everything the server printed, kept for a failure's report. */
  log(): string;
  stop(): Promise<void>;
}

function listenOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(bound));
    });
  });
}

/**
 * A free port: any the system gives, or one of E2E_PORT_RANGE ("4100-4199") on a machine where
 * each person keeps to their own ports.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.E2E_PORT_RANGE ?? '');
  if (!range) return listenOn(0);
  const [first, last] = [Number(range[1]), Number(range[2])];
  // Workers start at once: each begins at a different place in the range.
  const start = first + ((process.pid * 7) % (last - first + 1));
  for (let i = 0; i <= last - first; i++) {
    const port = first + ((start - first + i) % (last - first + 1));
    try {
      return await listenOn(port);
    } catch {
      // taken: the next one
    }
  }
  throw new Error(`no free port in E2E_PORT_RANGE ${process.env.E2E_PORT_RANGE}`);
}

async function waitForReady(baseUrl: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready after ${timeoutMs} ms`);
}

/**
 * Starts apps/server/dist/main.js (built by the global setup) and waits until it is ready; `env`
 * adds to or overrides the journey server's settings (a journey that needs its own server).
 */
export async function startServer(env: Record<string, string> = {}): Promise<JourneyServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cardora-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Journeys sign in many times from one address.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: JourneyServer = {
    port,
    baseUrl,
    log: () => log,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitForReady(baseUrl, child);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${log.slice(-8000)}`);
  }
  return server;
}
