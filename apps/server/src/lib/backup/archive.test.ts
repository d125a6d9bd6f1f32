// The backup archive on the embedded database: what it holds, its restore byte for byte, and
// every refusal (a non-empty target, a damaged archive, the other kind of database, a running
// server). The whole product's drill, on PGlite and PostgreSQL, is scripts/backup-drill.ts (CI).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '#config';
import { createStorage } from '../storage';
import { BackupError, backup, MANIFEST, pgliteDir, restore, serverPidFile, uploadsDir } from './archive';
import { backupsIn } from './schedule';

const roots: string[] = [];
function temporary(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  roots.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of roots) rmSync(dir, { recursive: true, force: true });
});

const configFor = (dataDir: string, env: Record<string, string> = {}): Config =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });

const PHOTO = randomBytes(50_000);
const ROWS = ['Sharma Sweets', 'शर्मा स्वीट्स', "O'Brien & Sons"];

async function rowsOf(dataDir: string): Promise<string[]> {
  const client = await PGlite.create(pgliteDir({ dataDir }));
  try {
    const { rows } = await client.query<{ name: string }>('select name from shops order by id');
    return rows.map((row) => row.name);
  } finally {
    await client.close();
  }
}

describe('backup and restore on the embedded database', () => {
  let source: Config;
  let archive: string;

  beforeAll(async () => {
    const dataDir = temporary('cardora-backup-source-');
    const client = await PGlite.create(pgliteDir({ dataDir }));
    await client.exec('create table shops (id serial primary key, name text not null)');
    for (const name of ROWS) await client.query('insert into shops (name) values ($1)', [name]);
    await client.close();
    mkdirSync(join(uploadsDir({ dataDir }), 'business', 'b1'), { recursive: true });
    writeFileSync(join(uploadsDir({ dataDir }), 'business', 'b1', 'photo.webp'), PHOTO);
    source = configFor(dataDir);
    archive = join(temporary('cardora-backup-out-'), 'nightly', 'cardora-2026-12-06.tar');
  });

  it('writes one archive with the database, the uploads and a manifest of their checksums', async () => {
    const result = await backup(source, archive, { now: () => new Date('2026-12-06T21:00:00Z') });
    expect(existsSync(archive)).toBe(true);
    expect(existsSync(`${archive}.partial`)).toBe(false);
    expect(result.manifest).toMatchObject({
      format: 1,
      database: 'pglite',
      uploads: 'included',
      createdAt: '2026-12-06T21:00:00.000Z',
    });
    const paths = result.manifest.files.map((entry) => entry.path).sort();
    expect(paths).toEqual(['database.pglite.tar.gz', 'uploads/business/b1/photo.webp']);
    expect(result.manifest.files.find((entry) => entry.path.endsWith('photo.webp'))?.bytes).toBe(PHOTO.length);
    expect((await backupsIn(join(archive, '..'))).map((found) => found.date)).toEqual(['2026-12-06']);
  });

  it('restores into an empty data directory: the same rows and the same bytes', async () => {
    const dataDir = join(temporary('cardora-backup-target-'), 'data');
    const result = await restore(configFor(dataDir), archive);
    expect(result.movedAside).toEqual([]);
    expect(await rowsOf(dataDir)).toEqual(ROWS);
    expect(readFileSync(join(uploadsDir({ dataDir }), 'business', 'b1', 'photo.webp')).equals(PHOTO)).toBe(true);
  });

  it('refuses a data directory that holds a database, unless forced (then what was there is moved aside)', async () => {
    const dataDir = temporary('cardora-backup-busy-');
    const other = await PGlite.create(pgliteDir({ dataDir }));
    await other.exec(
      "create table shops (id serial primary key, name text not null); insert into shops (name) values ('Other')",
    );
    await other.close();
    await expect(restore(configFor(dataDir), archive)).rejects.toThrow(/already holds a database.*--force/);
    expect(await rowsOf(dataDir)).toEqual(['Other']);
    const forced = await restore(configFor(dataDir), archive, { force: true });
    expect(forced.movedAside).toHaveLength(1);
    expect(forced.movedAside[0]).toMatch(/db\.before-restore-/);
    expect(await rowsOf(dataDir)).toEqual(ROWS);
  });

  it('refuses a damaged archive before touching anything', async () => {
    const bytes = readFileSync(archive);
    // The photo's bytes are stored as they are: change one of them inside the archive.
    const at = bytes.indexOf(PHOTO.subarray(1_000, 1_032));
    expect(at).toBeGreaterThan(0);
    const damaged = Buffer.from(bytes);
    damaged[at] = (damaged[at] ?? 0) ^ 0xff;
    const file = join(temporary('cardora-backup-damaged-'), 'damaged.tar');
    writeFileSync(file, damaged);
    const dataDir = join(temporary('cardora-backup-untouched-'), 'data');
    await expect(restore(configFor(dataDir), file)).rejects.toThrow(
      'The archive is damaged: uploads/business/b1/photo.webp does not match its checksum. Nothing was restored.',
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses what is not an archive, the other kind of database, and a running server', async () => {
    const notTar = join(temporary('cardora-backup-junk-'), 'junk.tar');
    writeFileSync(notTar, 'not an archive');
    await expect(restore(configFor(temporary('cardora-backup-x-')), notTar)).rejects.toBeInstanceOf(BackupError);
    await expect(
      restore(
        configFor(temporary('cardora-backup-y-'), { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }),
        archive,
      ),
    ).rejects.toThrow('This archive holds an embedded database: restore it with DATABASE_URL unset (into DATA_DIR).');
    // A live process holds the database (this test's parent stands in for the server).
    writeFileSync(serverPidFile(source), `${process.ppid}\n`);
    try {
      await expect(backup(source, join(temporary('cardora-backup-z-'), 'x.tar'))).rejects.toThrow(/stop it first/);
    } finally {
      rmSync(serverPidFile(source));
    }
    expect(MANIFEST).toBe('cardora-backup.json');
  });
});

describe('backup and restore with the uploads on S3 (s3rver)', () => {
  let server: S3rver;
  let s3Env: Record<string, string>;
  let source: Config;
  let archive: string;

  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: temporary('cardora-backup-s3rver-'),
      configureBuckets: [{ name: 'shop-files' }],
    });
    const { port } = await server.run();
    s3Env = {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'shop-files',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'uploads/',
    };
    const dataDir = temporary('cardora-backup-s3-source-');
    const client = await PGlite.create(pgliteDir({ dataDir }));
    await client.exec('create table shops (id serial primary key, name text not null)');
    for (const name of ROWS) await client.query('insert into shops (name) values ($1)', [name]);
    await client.close();
    source = configFor(dataDir, s3Env);
    const bucket = createStorage(source);
    await bucket.put('business/b1/photo.webp', PHOTO, 'image/webp');
    await bucket.put('business/b1/logo.png', Buffer.from('logo'), 'image/png');
    archive = join(temporary('cardora-backup-s3-out-'), 'cardora-2026-12-06.tar');
  });
  afterAll(() => server.close());

  it("records the bucket's object list; a restore checks the bucket against it and names what is missing or changed", async () => {
    const result = await backup(source, archive);
    expect(result.manifest.uploads).toBe('s3-listed');
    expect(result.manifest.files.map((entry) => entry.path).sort()).toEqual([
      'database.pglite.tar.gz',
      'uploads.s3.json',
    ]);

    const target = configFor(join(temporary('cardora-backup-s3-target-'), 'data'), s3Env);
    const intact = await restore(target, archive);
    expect(await rowsOf(target.dataDir)).toEqual(ROWS);
    expect(intact.bucket).toEqual({ listed: 2, missing: [], changed: [] });

    // The bucket loses one file and another is overwritten: the restore says which.
    const bucket = createStorage(source);
    await bucket.delete('business/b1/logo.png');
    await bucket.put('business/b1/photo.webp', Buffer.from('another photo'), 'image/webp');
    const drifted = await restore(target, archive, { force: true });
    expect(drifted.bucket).toEqual({
      listed: 2,
      missing: ['business/b1/logo.png'],
      changed: ['business/b1/photo.webp'],
    });
  });

  it('refuses to restore it without the bucket, before touching anything', async () => {
    const dataDir = join(temporary('cardora-backup-s3-local-'), 'data');
    await expect(restore(configFor(dataDir), archive)).rejects.toThrow(
      "This archive's uploads are in the bucket shop-files (S3): restore it with STORAGE_DRIVER=s3 and that bucket's settings.",
    );
    expect(existsSync(pgliteDir({ dataDir }))).toBe(false);
  });
});
