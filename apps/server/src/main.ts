// The server process: configuration, database (migrated), demo seed on an empty
// database, listen, periodic purge of expired rows, graceful shutdown. A PostgreSQL server that
// does not answer at start does not keep the process down (docs/product-rules.md#cards-stay-up):
// it listens at once, serves the card pages kept on disk, answers the API 503, and finishes
// starting (migrations, seed) as soon as the database answers.
import { rmSync, writeFileSync } from 'node:fs';
import { buildApp } from './app';
import { findAgencyBySlug } from './areas/identity/agencies/repo';
import { purgeOtpData } from './areas/identity/auth/otp';
import { purgeExpiredSessions } from './areas/identity/auth/sessions';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { serverPidFile } from './lib/backup/archive';
import { isDatabaseUnavailable } from './lib/db-faults';
import { errorReportingSettings, flushErrorReports, initErrorReporting } from './lib/error-reporting';
import { type JobsConfig, loadJobsConfig } from './lib/jobs';
import { createStorage } from './lib/storage';
import { formatDemoCredentials, seedDemoWorld } from './seed/demo';
import { keepDemoDailyPostsCurrent } from './seed/demo-day-roll';

const PURGE_INTERVAL_MS = 10 * 60_000;
/** While the database has not answered since the start, it is tried this often. */
const DATABASE_RETRY_MS = 5_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  let jobs: JobsConfig;
  try {
    config = loadConfig();
    jobs = loadJobsConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  initErrorReporting(errorReportingSettings(config));
  const database = await openDatabase(config);
  if (database.kind === 'pglite') {
    // The embedded database has one user at a time: the backup and restore commands look here.
    const pidFile = serverPidFile(config);
    writeFileSync(pidFile, `${process.pid}\n`);
    process.on('exit', () => rmSync(pidFile, { force: true }));
  }
  const storage = createStorage(config);
  const prepare = async (): Promise<{ seeded: boolean }> => {
    await database.migrate();
    return { seeded: config.seedDemo ? await seedDemoWorld(database.db, storage, config) : false };
  };
  let prepared: { seeded: boolean } | null;
  try {
    prepared = await prepare();
  } catch (error) {
    // The embedded database is this process's own: failing to open it is a real failure.
    if (database.kind !== 'postgres' || !isDatabaseUnavailable(error)) throw error;
    prepared = null;
  }

  const app = await buildApp(config, { database, storage, jobs, databaseReady: () => prepared !== null });
  let demoDays: { stop: () => void } | undefined;
  const whenReady = async ({ seeded }: { seeded: boolean }, baseUrl: string) => {
    app.log.info({ database: database.kind, seeded }, 'database ready');
    if (config.seedDemo)
      demoDays = keepDemoDailyPostsCurrent(database.db, (error) =>
        app.log.warn({ err: error }, "moving the demo's daily posts failed"),
      );
    // Every start of a demo database shows how to sign in (not only the first).
    if (config.seedDemo && (seeded || (await findAgencyBySlug(database.db, 'demo')))) {
      console.log(formatDemoCredentials(baseUrl));
      if (!config.isProduction) console.log(`OTP codes sent by the console adapters: ${baseUrl}/dev/outbox`);
    }
  };

  const purge = setInterval(() => {
    const now = new Date();
    Promise.all([purgeExpiredSessions(database.db, now, config.sessionInactivityMs), purgeOtpData(database.db, now)])
      .then(() => app.log.debug('purged expired sessions and OTP data'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'purge failed'));
  }, PURGE_INTERVAL_MS);
  purge.unref();

  let stopping = false;
  let retry: NodeJS.Timeout | undefined;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(purge);
    clearTimeout(retry);
    demoDays?.stop();
    // A stuck connection must not keep the process alive forever. app.close() gives running
    // jobs 7 s to finish (the rest are failed for a retry on the next start) within these 10.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      await flushErrorReports();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const baseUrl = `http://${shownHost}:${config.port}`;
  console.log(`Cardora server listening on ${baseUrl} (panel: ${baseUrl}/panel/login, API docs: ${baseUrl}/api/docs)`);
  if (prepared) {
    await whenReady(prepared, baseUrl);
    return;
  }
  app.log.warn(
    `the database does not answer: serving the card pages kept on disk, the API answers 503; trying again every ${DATABASE_RETRY_MS / 1000} s`,
  );
  const tryAgain = () => {
    prepare()
      .then(async (done) => {
        prepared = done;
        await whenReady(done, baseUrl);
      })
      .catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) app.log.error({ err: error }, 'finishing the start failed');
        if (!stopping) retry = setTimeout(tryAgain, DATABASE_RETRY_MS);
      });
  };
  retry = setTimeout(tryAgain, DATABASE_RETRY_MS);
}

main().catch((error: unknown) => {
  console.error('Cardora server failed to start:', error);
  process.exit(1);
});
