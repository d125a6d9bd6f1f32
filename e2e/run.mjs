// Runs the Playwright journeys: builds what is missing, starts the production server on
// a fresh embedded database and a free port, runs e2e/journeys/*.test.ts with Node's
// test runner, then stops the server. Screenshots land in test-results/e2e/.
//
//   node e2e/run.mjs                    every journey
//   node e2e/run.mjs payments           only journeys whose file name contains "payments"
//   node e2e/run.mjs payments guards    several filters: a file matching any of them runs
//
// (npm run e2e -- payments passes the filters through npm.) A filter that matches no file
// is an error, so a typo does not pass as a green run of nothing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForReady(baseUrl, child, timeoutMs = 60_000) {
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

const journeysDir = join(root, 'e2e/journeys');
const filters = process.argv.slice(2);
const files = readdirSync(journeysDir)
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => filters.length === 0 || filters.some((filter) => f.includes(filter)))
  .sort()
  .map((f) => join('e2e/journeys', f));
if (files.length === 0) {
  console.error(`e2e: no journey file in e2e/journeys matches ${filters.map((f) => `"${f}"`).join(', ')}`);
  process.exit(1);
}

if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
  console.error('e2e: Chromium is missing. Install it with `apt-get install -y chromium` (CI does this in .ci/run).');
  process.exit(1);
}

const build = spawnSync(process.execPath, [join(root, 'scripts/build-if-stale.mjs')], { stdio: 'inherit', cwd: root });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'cardora-e2e-'));
const port = await freePort();
const baseUrl = `http://localhost:${port}`;
const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  cwd: root,
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
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let serverLog = '';
server.stdout.on('data', (chunk) => {
  serverLog += chunk;
});
server.stderr.on('data', (chunk) => {
  serverLog += chunk;
});

let exitCode = 1;
try {
  await waitForReady(baseUrl, server);
  if (filters.length > 0) console.log(`e2e: ${files.length} journey file(s): ${files.join(', ')}`);
  const tests = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
    { cwd: root, stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_PORT: String(port) } },
  );
  exitCode = tests.status ?? 1;
} catch (error) {
  console.error(`e2e: ${error.message}`);
} finally {
  server.kill('SIGTERM');
  if (exitCode !== 0) console.error(`--- server output ---\n${serverLog.slice(-8000)}`);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
