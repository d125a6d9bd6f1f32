// A throwaway database on the PostgreSQL server, for the PostgreSQL test run and the
// benchmarks. PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres) is where
// databases are made; `pg` is resolved from the server workspace so hoisting does not matter.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './build-if-stale.mjs';

const require = createRequire(join(ROOT, 'apps/server/package.json'));
const pg = require('pg');

const adminUrl = new URL(process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
export const postgresServer = `${adminUrl.hostname}:${adminUrl.port || 5432}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl.href, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates `<prefix>_<time>_<pid>` and returns its name and URL; throws when the server is unreachable. */
export async function createFreshDatabase(prefix) {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.href };
}

export async function dropDatabase(name) {
  // FORCE (PostgreSQL 13+) ends connections a crashed run may have left open.
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
