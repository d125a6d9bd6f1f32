// Backups you can restore (docs/operations.md#backups): one archive of the database and the
// uploaded files, and its restore into an empty data directory or database.
//
// The archive is a plain tar (the system's `tar`) holding:
//   cardora-backup.json   what it is: when, which database, every file with its size and SHA-256
//   database.pglite.tar.gz  the embedded database (PGlite's own dump of its data directory), or
//   database.pgdump       PostgreSQL's (pg_dump's custom format; pg_restore reads it)
//   uploads/…             the uploaded files (local storage), or
//   uploads.s3.json       with S3, the bucket's object list: each key with its size and ETag (the
//                         bucket keeps the bytes: give it versioning or replication); a restore
//                         checks the bucket against it
// A restore checks every file against the manifest before it touches anything.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Config } from '#config';
import { type S3ObjectEntry, S3Storage } from '../storage/s3';

const run = promisify(execFile);

export const MANIFEST = 'cardora-backup.json';
const PGLITE_DUMP = 'database.pglite.tar.gz';
const FORMAT = 1;

export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackupManifest {
  format: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** Uploads are in the archive (local storage); with S3, their list is (the bucket keeps the bytes). */
  uploads: 'included' | 's3-listed';
  files: { path: string; bytes: number; sha256: string }[];
}

/** The bucket's object list a backup on S3 records (uploads.s3.json). */
interface S3Listing {
  endpoint: string;
  bucket: string;
  prefix: string;
  objects: S3ObjectEntry[];
}

const S3_LISTING = 'uploads.s3.json';

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/** The embedded database's directory (openDatabase's). */
export function pgliteDir(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'db');
}

export function uploadsDir(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'uploads');
}

/** The file main.ts writes while a server has the embedded database open. */
export function serverPidFile(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'server.pid');
}

/** Refuses to touch the embedded database while a server has it open (it has one user at a time). */
function assertNoServer(config: Pick<Config, 'dataDir'>): void {
  const file = serverPidFile(config);
  if (!existsSync(file)) return;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // a pid file left by a server that died
  }
  throw new BackupError(
    `A server (pid ${pid}) has the embedded database in ${config.dataDir} open: stop it first (the embedded database has one user at a time), or use the scheduled backup, which runs inside the server.`,
  );
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function filesUnder(root: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(dir: string): Promise<void> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) found.push(path);
    }
  }
  if (existsSync(root)) await walk(root);
  return found.sort();
}

function hasEntries(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).length > 0;
}

/**
 * The embedded database's dump, gzipped, from a database already open (the scheduled backup,
 * inside the server) or opened here (the command line, with the server stopped).
 */
export type PgliteDumper = () => Promise<Blob>;

async function dumpPglite(config: Config, dumper: PgliteDumper | undefined): Promise<Buffer> {
  if (dumper) return Buffer.from(await (await dumper()).arrayBuffer());
  assertNoServer(config);
  const dir = pgliteDir(config);
  if (!hasEntries(dir)) throw new BackupError(`There is no embedded database in ${dir} to back up.`);
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  try {
    return Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await client.close();
  }
}

/** Writes one archive of the database and the uploads to `file` (whole or not at all). */
export async function backup(
  config: Config,
  file: string,
  options: {
    /**
     * The database a running server holds (the nightly backup): its embedded database's dump, or
     * its PostgreSQL URL. Unset: the configured one (DATABASE_URL, or DATA_DIR's with the server stopped).
     */
    database?: { kind: 'pglite'; dump: PgliteDumper } | { kind: 'postgres'; url: string };
    now?: () => Date;
  } = {},
): Promise<BackupResult> {
  const target = resolve(file);
  const staging = await mkdtemp(join(tmpdir(), 'cardora-backup-'));
  try {
    const held = options.database;
    const kind = held?.kind ?? (config.databaseUrl ? 'postgres' : 'pglite');
    if (kind === 'postgres') {
      const url = held?.kind === 'postgres' ? held.url : (config.databaseUrl ?? '');
      await run(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-privileges', '--file', join(staging, 'database.pgdump'), url],
        {
          maxBuffer: 16 * 1024 * 1024,
        },
      ).catch((error: Error & { stderr?: string }) => {
        throw new BackupError(`pg_dump failed: ${(error.stderr ?? error.message).trim()}`);
      });
    } else {
      await writeFile(
        join(staging, PGLITE_DUMP),
        await dumpPglite(config, held?.kind === 'pglite' ? held.dump : undefined),
      );
    }
    const s3 = config.storage.driver === 's3' ? config.storage : null;
    if (!s3 && existsSync(uploadsDir(config)))
      await cp(uploadsDir(config), join(staging, 'uploads'), { recursive: true });
    if (s3) {
      const listing: S3Listing = { endpoint: s3.endpoint, bucket: s3.bucket, prefix: s3.prefix, objects: [] };
      for await (const entry of new S3Storage(s3).list()) listing.objects.push(entry);
      await writeFile(join(staging, S3_LISTING), `${JSON.stringify(listing)}\n`);
    }
    const files = [];
    for (const path of await filesUnder(staging)) {
      files.push({ path: relative(staging, path), bytes: (await stat(path)).size, sha256: await sha256Of(path) });
    }
    const manifest: BackupManifest = {
      format: FORMAT,
      createdAt: (options.now?.() ?? new Date()).toISOString(),
      database: kind,
      uploads: s3 ? 's3-listed' : 'included',
      files,
    };
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.partial`;
    await run('tar', ['-cf', partial, '-C', staging, '.']);
    await rename(partial, target);
    return { file: target, bytes: statSync(target).size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `select count(*)::int as count from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

/** Moves what is in the way aside (kept, never deleted: a restore with --force can be undone). */
async function moveAside(path: string, stamp: string): Promise<string | null> {
  if (!existsSync(path)) return null;
  const aside = `${path}.before-restore-${stamp}`;
  await rename(path, aside);
  return aside;
}

export interface RestoreResult {
  manifest: BackupManifest;
  movedAside: string[];
  /** With S3: the archive's object list checked against the bucket as it is now. */
  bucket?: { listed: number; missing: string[]; changed: string[] };
}

/**
 * Restores an archive into the configured database and uploads. Refuses a database or data
 * directory that has anything in it unless `force` (then the embedded database and the uploads
 * in the way are moved aside, and PostgreSQL's objects are replaced).
 */
export async function restore(config: Config, file: string, options: { force?: boolean } = {}): Promise<RestoreResult> {
  if (!existsSync(file)) throw new BackupError(`There is no archive at ${file}.`);
  const staging = await mkdtemp(join(tmpdir(), 'cardora-restore-'));
  try {
    await run('tar', ['-xf', resolve(file), '-C', staging]).catch((error: Error & { stderr?: string }) => {
      throw new BackupError(`${file} is not a Cardora backup archive: ${(error.stderr ?? error.message).trim()}`);
    });
    const manifestPath = join(staging, MANIFEST);
    if (!existsSync(manifestPath)) throw new BackupError(`${file} is not a Cardora backup archive (no ${MANIFEST}).`);
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as BackupManifest;
    if (manifest.format !== FORMAT)
      throw new BackupError(`This archive's format (${manifest.format}) is not one this version reads.`);
    for (const entry of manifest.files) {
      const path = join(staging, entry.path);
      if (!existsSync(path) || (await sha256Of(path)) !== entry.sha256) {
        throw new BackupError(
          `The archive is damaged: ${entry.path} does not match its checksum. Nothing was restored.`,
        );
      }
    }
    const kind = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== kind) {
      throw new BackupError(
        manifest.database === 'pglite'
          ? 'This archive holds an embedded database: restore it with DATABASE_URL unset (into DATA_DIR).'
          : 'This archive holds a PostgreSQL database: restore it with DATABASE_URL set to an empty database.',
      );
    }
    if (manifest.uploads === 's3-listed' && config.storage.driver !== 's3') {
      const listing = JSON.parse(await readFile(join(staging, S3_LISTING), 'utf8')) as S3Listing;
      throw new BackupError(
        `This archive's uploads are in the bucket ${listing.bucket} (S3): restore it with STORAGE_DRIVER=s3 and that bucket's settings.`,
      );
    }
    const force = options.force ?? false;
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const movedAside: string[] = [];
    const uploadsTarget = uploadsDir(config);
    const restoringUploads = manifest.uploads === 'included' && config.storage.driver === 'local';
    if (restoringUploads && hasEntries(uploadsTarget) && !force) {
      throw new BackupError(
        `${uploadsTarget} is not empty: restore into an empty data directory, or pass --force to move it aside.`,
      );
    }
    if (kind === 'pglite') {
      assertNoServer(config);
      const dir = pgliteDir(config);
      if (hasEntries(dir)) {
        if (!force)
          throw new BackupError(
            `${dir} already holds a database: restore into an empty data directory, or pass --force to move it aside.`,
          );
        const aside = await moveAside(dir, stamp);
        if (aside) movedAside.push(aside);
      }
      await mkdir(dir, { recursive: true });
      // PGlite knows a gzipped dump by its type.
      const dump = new Blob([await readFile(join(staging, PGLITE_DUMP))], { type: 'application/x-gzip' });
      const client = await PGlite.create(dir, { loadDataDir: dump, extensions: { pg_trgm } });
      await client.close();
    } else {
      const url = config.databaseUrl ?? '';
      if ((await tablesIn(url)) > 0 && !force) {
        throw new BackupError(
          'The database at DATABASE_URL is not empty: restore into an empty database, or pass --force to replace what is there.',
        );
      }
      await run(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          ...(force ? ['--clean', '--if-exists'] : []),
          '--dbname',
          url,
          join(staging, 'database.pgdump'),
        ],
        { maxBuffer: 16 * 1024 * 1024 },
      ).catch((error: Error & { stderr?: string }) => {
        throw new BackupError(`pg_restore failed: ${(error.stderr ?? error.message).trim()}`);
      });
    }
    if (restoringUploads && existsSync(join(staging, 'uploads'))) {
      if (hasEntries(uploadsTarget)) {
        const aside = await moveAside(uploadsTarget, stamp);
        if (aside) movedAside.push(aside);
      }
      await mkdir(dirname(uploadsTarget), { recursive: true });
      await cp(join(staging, 'uploads'), uploadsTarget, { recursive: true });
    }
    const bucket = manifest.uploads === 's3-listed' ? await checkBucket(config, join(staging, S3_LISTING)) : undefined;
    return { manifest, movedAside, ...(bucket ? { bucket } : {}) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * The bucket against the archive's object list: every object listed is still there with the same
 * size and ETag, or named (missing, changed) for the operator to recover from the bucket's
 * versions or replica. Restoring the database of a backup does not touch the bucket.
 */
async function checkBucket(config: Config, listingPath: string): Promise<RestoreResult['bucket']> {
  const listing = JSON.parse(await readFile(listingPath, 'utf8')) as S3Listing;
  if (config.storage.driver !== 's3') return undefined; // refused before anything was restored
  const now = new Map<string, S3ObjectEntry>();
  for await (const entry of new S3Storage(config.storage).list()) now.set(entry.key, entry);
  const missing: string[] = [];
  const changed: string[] = [];
  for (const entry of listing.objects) {
    const found = now.get(entry.key);
    if (!found) missing.push(entry.key);
    else if (found.bytes !== entry.bytes || found.etag !== entry.etag) changed.push(entry.key);
  }
  return { listed: listing.objects.length, missing, changed };
}
