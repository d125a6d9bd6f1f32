// The backup drill (docs/operations.md#backups), run by CI on the embedded database and on
// PostgreSQL: a server seeds the demo world (Sharma Sweets' card with its uploaded photo and logo,
// its recorded payment and tax invoice, and the rest), stops; `npm run backup` writes the archive;
// the data is wiped; `npm run restore` refuses nothing but a non-empty target and brings it
// back; then every table's rows and every uploaded file are compared with what was there, byte
// for byte, and a server started on the restored data shows the card and its photo.
//
//   npm run test:backup              both
//   npm run test:backup -- pglite    one of them (pglite | postgres)
import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { freePort } from '../e2e/server';
import { buildIfStale, ROOT } from './build-if-stale.mjs';
import { createFreshDatabase, dropDatabase } from './fresh-database.mjs';

const serverRequire = createRequire(join(ROOT, 'apps/server/package.json'));
const pg: typeof import('pg') = serverRequire('pg');
const { PGlite }: typeof import('@electric-sql/pglite') = serverRequire('@electric-sql/pglite');
const { pg_trgm }: typeof import('@electric-sql/pglite/contrib/pg_trgm') = serverRequire(
  '@electric-sql/pglite/contrib/pg_trgm',
);

type Mode = 'pglite' | 'postgres';
const CARD = 'sharma-sweets';
const HOST = 'demo.localhost';

async function startServer(env: NodeJS.ProcessEnv): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${errors.slice(-2000)}`);
    if (Date.now() > deadline) throw new Error('the server was not ready in 3 minutes');
    const ready = await fetch(`${base}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Every table of every schema we own: its row count and a digest of its rows (in a fixed order). */
async function tableDigests(query: (sql: string) => Promise<Record<string, unknown>[]>): Promise<Map<string, string>> {
  const tables = await query(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  const digests = new Map<string, string>();
  for (const { schema, name } of tables) {
    const [row] = await query(
      `select count(*)::int as rows, md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as digest from "${schema}"."${name}" t`,
    );
    digests.set(`${schema}.${name}`, `${row?.rows} rows ${row?.digest}`);
  }
  return digests;
}

async function databaseDigests(mode: Mode, dataDir: string, url: string): Promise<Map<string, string>> {
  if (mode === 'pglite') {
    const client = await PGlite.create(join(dataDir, 'db'), { extensions: { pg_trgm } });
    try {
      return await tableDigests(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows);
    } finally {
      await client.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await tableDigests(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
}

function uploadDigests(dataDir: string): Map<string, string> {
  const root = join(dataDir, 'uploads');
  const digests = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else digests.set(relative(root, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  if (existsSync(root)) walk(root);
  return digests;
}

function npmRun(args: string[], env: NodeJS.ProcessEnv): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts/backup.mjs'), ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

/** The card page on the agency's host, and the bytes of its first uploaded picture. */
async function cardAndPhoto(base: string): Promise<{ html: string; photoPath: string; photo: Buffer }> {
  const page = await fetch(`${base}/${CARD}`, { headers: { host: HOST } });
  assert.equal(page.status, 200, `the card answered ${page.status}`);
  const html = await page.text();
  const photoPath = /\/uploads\/[A-Za-z0-9_/-]+\.(?:webp|jpg|jpeg|png)/.exec(html)?.[0];
  assert.ok(photoPath, 'the card shows an uploaded picture');
  const photo = await fetch(`${base}${photoPath}`, { headers: { host: HOST } });
  assert.equal(photo.status, 200, `${photoPath} answered ${photo.status}`);
  return { html, photoPath, photo: Buffer.from(await photo.arrayBuffer()) };
}

async function drill(mode: Mode): Promise<void> {
  const started = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), `cardora-drill-${mode}-`));
  const archive = join(mkdtempSync(join(tmpdir(), 'cardora-drill-archive-')), 'cardora.tar');
  const database = mode === 'postgres' ? await createFreshDatabase('cardora_backup_drill') : null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // The drill compares the data as the seed left it: no job runs meanwhile.
    JOBS_ENABLED: 'false',
    STORAGE_DRIVER: 'local',
  };
  try {
    const seeded = await startServer(env);
    const before = await cardAndPhoto(seeded.base);
    await seeded.stop();
    const tablesBefore = await databaseDigests(mode, dataDir, database?.url ?? '');
    const uploadsBefore = uploadDigests(dataDir);
    for (const table of ['public.cards', 'public.card_payments', 'public.tax_documents']) {
      assert.ok(
        !tablesBefore.get(table)?.startsWith('0 rows'),
        `${table} has rows to back up: ${tablesBefore.get(table)}`,
      );
    }
    assert.ok(uploadsBefore.size > 5, `uploads to back up: ${uploadsBefore.size}`);

    const made = npmRun(['backup', archive], env);
    assert.equal(made.status, 0, made.output);
    console.log(`  ${made.output.split('\n')[0]}`);

    // A restore over data that is there is refused, and changes nothing.
    const refused = npmRun(['restore', archive], env);
    assert.equal(refused.status, 1, refused.output);
    assert.match(refused.output, /not empty|already holds a database/);

    // Wiped: the data directory (the embedded database and the uploads), and the PostgreSQL database.
    rmSync(dataDir, { recursive: true, force: true });
    if (database) {
      await dropDatabase(database.name);
      const admin = new pg.Client({
        connectionString: process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${database.name}"`);
      await admin.end();
    }
    const restored = npmRun(['restore', archive], env);
    assert.equal(restored.status, 0, restored.output);
    console.log(`  ${restored.output.split('\n')[0]}`);

    const tablesAfter = await databaseDigests(mode, dataDir, database?.url ?? '');
    assert.deepEqual([...tablesAfter.keys()], [...tablesBefore.keys()], 'the same tables');
    for (const [table, digest] of tablesBefore)
      assert.equal(tablesAfter.get(table), digest, `${table} is restored as it was`);
    assert.deepEqual(uploadDigests(dataDir), uploadsBefore, 'every uploaded file is restored byte for byte');

    const again = await startServer(env);
    try {
      const after = await cardAndPhoto(again.base);
      assert.equal(after.photoPath, before.photoPath);
      assert.ok(after.photo.equals(before.photo), 'the card shows the same picture');
      assert.match(after.html, /Sharma Sweets/);
    } finally {
      await again.stop();
    }
    const payments = tablesBefore.get('public.card_payments');
    const documents = tablesBefore.get('public.tax_documents');
    console.log(
      `backup drill (${mode}): ${tablesBefore.size} tables (card_payments ${payments?.split(' ')[0]}, tax_documents ${documents?.split(' ')[0]} rows) and ${uploadsBefore.size} uploads restored byte for byte in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(join(archive, '..'), { recursive: true, force: true });
    if (database) await dropDatabase(database.name).catch(() => {});
  }
}

const wanted = process.argv.slice(2);
const modes: Mode[] = wanted.length > 0 ? (wanted as Mode[]) : ['pglite', 'postgres'];
for (const mode of modes) {
  if (mode !== 'pglite' && mode !== 'postgres') throw new Error(`unknown mode ${mode}: pglite or postgres`);
}
buildIfStale();
for (const mode of modes) await drill(mode);
