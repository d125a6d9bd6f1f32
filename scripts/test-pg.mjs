// `npm run test:pg`: the server tests against a real PostgreSQL server instead of PGlite.
// Creates a fresh database per run, points TEST_DATABASE_URL at it, runs the server project
// of vitest, and drops the database afterwards, whatever happened. Extra arguments go to vitest.
// PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres) is where databases are made.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './build-if-stale.mjs';

// `pg` is a dependency of the server workspace; resolve it from there so hoisting does not matter.
const require = createRequire(join(ROOT, 'apps/server/package.json'));
const pg = require('pg');

const adminUrl = new URL(process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
const database = `cardora_test_${Date.now()}_${process.pid}`;
const testUrl = new URL(adminUrl);
testUrl.pathname = `/${database}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl.href, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const where = `${adminUrl.hostname}:${adminUrl.port || 5432}`;
try {
  await admin(`CREATE DATABASE "${database}"`);
} catch (error) {
  console.error(
    `test:pg: cannot create a database on PostgreSQL at ${where} (${error.message}).\n` +
      'Start PostgreSQL (CI does this in .ci/run) or set PG_ADMIN_URL to a server where user may create databases.',
  );
  process.exit(2);
}
console.log(`test:pg: created database ${database} on ${where}`);

async function dropDatabase() {
  try {
    // FORCE (PostgreSQL 13+) ends connections a crashed test run may have left open.
    await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    console.log(`test:pg: dropped database ${database}`);
  } catch (error) {
    console.error(`test:pg: could not drop database ${database}: ${error.message}`);
  }
}

const vitest = spawn('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: testUrl.href },
});

// On Ctrl+C or a CI timeout, let vitest stop, then still drop the database.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (vitest.exitCode === null) vitest.kill(signal);
  });
}

const code = await new Promise((resolve) => {
  vitest.on('error', (error) => {
    console.error(`test:pg: could not run vitest: ${error.message}`);
    resolve(1);
  });
  vitest.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
await dropDatabase();
process.exit(code);
