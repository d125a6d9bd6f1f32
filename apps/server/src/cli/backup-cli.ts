// `npm run backup -- <file>` and `npm run restore -- <file> [--force]` (docs/operations.md#backups),
// with the server's environment (DATABASE_URL or DATA_DIR, STORAGE_DRIVER). Run through
// scripts/backup.mjs.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, backup, restore } from '#lib/backup/archive';
import { ConfigError, loadConfig } from '../config';

const USAGE = `Usage:
  npm run backup -- <file>              one archive of the database and the uploads
  npm run restore -- <file> [--force]   into an empty data directory or database

The database and uploads are the server's: DATABASE_URL (pg_dump and pg_restore must be on the
PATH), or the embedded one in DATA_DIR (stop the server first: it has one user at a time).
--force restores over what is there: the embedded database and the uploads in the way are moved
aside (…before-restore-<time>), PostgreSQL's objects are replaced.`;

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, given] = positionals;
  // npm runs scripts in the repository's root: a relative path is the caller's.
  const file = given ? resolve(process.env.INIT_CWD ?? process.cwd(), given) : undefined;
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if ((command !== 'backup' && command !== 'restore') || !file || positionals.length > 2) fail(USAGE);
  if (command === 'backup' && values.force) fail(`--force is for restore only.\n\n${USAGE}`);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
  try {
    if (command === 'backup') {
      const result = await backup(config, file);
      const uploads = result.manifest.files.filter((entry) => entry.path.startsWith('uploads/')).length;
      console.log(
        `Backed up ${where} and ${uploads} uploaded files to ${result.file} (${(result.bytes / 1_048_576).toFixed(1)} MB).` +
          (result.manifest.uploads === 's3-listed'
            ? '\nThe uploads are in S3: the archive lists every object with its size and ETag; keep the bytes with the bucket’s own versioning or replication.'
            : ''),
      );
    } else {
      const result = await restore(config, file, { force: values.force ?? false });
      const uploads = result.manifest.files.filter((entry) => entry.path.startsWith('uploads/')).length;
      console.log(`Restored the backup of ${result.manifest.createdAt} into ${where}, with ${uploads} uploaded files.`);
      for (const aside of result.movedAside) console.log(`What was there before is kept in ${aside}.`);
      if (result.bucket) {
        const { listed, missing, changed } = result.bucket;
        if (missing.length === 0 && changed.length === 0)
          console.log(`The bucket still holds all ${listed} uploaded files the backup listed, unchanged.`);
        else
          console.log(
            `The bucket differs from the backup's list of ${listed} files: ${missing.length} missing, ${changed.length} changed. Recover them from the bucket's versions or replica:\n` +
              [...missing.map((key) => `  missing  ${key}`), ...changed.map((key) => `  changed  ${key}`)].join('\n'),
          );
      }
    }
  } catch (error) {
    if (error instanceof BackupError) fail(`${command}: ${error.message}`, 1);
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
