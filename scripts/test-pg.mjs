// `npm run test:pg`: the server tests against a real PostgreSQL server instead of PGlite.
// Creates fresh databases per run — one per vitest worker (PG_TEST_WORKERS, default 3: on the
// 2-core CI machine three files at once took 139 s where two took ~230 s), so test files run at
// once without sharing a job queue or a clock — points TEST_DATABASE_URLS at
// them (TEST_DATABASE_URL at the first, for the config), runs the server project of vitest, and
// drops them afterwards, whatever happened. Extra arguments go to vitest.
// PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres) is where databases are made.
import { spawn } from 'node:child_process';
import { ROOT } from './build-if-stale.mjs';
import { createFreshDatabase, dropDatabase, postgresServer } from './fresh-database.mjs';

const workers = Math.max(1, Number(process.env.PG_TEST_WORKERS) || 3);
const databases = [];
try {
  for (let i = 0; i < workers; i++) databases.push(await createFreshDatabase(`cardora_test_w${i + 1}`));
} catch (error) {
  console.error(
    `test:pg: cannot create a database on PostgreSQL at ${postgresServer} (${error.message}).\n` +
      'Start PostgreSQL (CI does this in .ci/run) or set PG_ADMIN_URL to a server where user may create databases.',
  );
  await dropTestDatabases();
  process.exit(2);
}
console.log(`test:pg: created ${databases.map((d) => d.name).join(', ')} on ${postgresServer}`);

async function dropTestDatabases() {
  for (const database of databases) {
    try {
      await dropDatabase(database.name);
      console.log(`test:pg: dropped database ${database.name}`);
    } catch (error) {
      console.error(`test:pg: could not drop database ${database.name}: ${error.message}`);
    }
  }
}

const vitest = spawn('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    TEST_DATABASE_URL: databases[0].url,
    TEST_DATABASE_URLS: databases.map((d) => d.url).join(' '),
  },
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
await dropTestDatabases();
process.exit(code);
