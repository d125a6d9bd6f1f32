import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { webAliases } from './apps/web/scripts/aliases.ts';

// What the PostgreSQL run leaves out: the files that touch no database, or only an embedded
// one of their own, so a second run of them proves nothing new. The media renderers (fonts,
// frames, PDFs, ffmpeg), the demo seed's tests (each seeds a PGlite of its own, as `npm start`
// does), and the pure units. About 200 s of the CI's PostgreSQL run, most of it the seeds'
// renders and each file's start.
const ONLY_ON_PGLITE = [
  'src/areas/cards/media/**',
  'src/seed/demo.test.ts',
  'src/seed/demo-enquiries.test.ts',
  'src/seed/demo-greetings.test.ts',
  'src/seed/demo-notifications.test.ts',
  'src/seed/demo-videos-seed.test.ts',
  'src/config.test.ts',
  'src/lib/access.test.ts',
  'src/lib/db-faults.test.ts',
  'src/lib/expiring-set.test.ts',
  'src/lib/front-door.test.ts',
  'src/lib/lib.test.ts',
  'src/lib/lru.test.ts',
  'src/lib/messaging/messaging.test.ts',
  'src/lib/second-chance-cache.test.ts',
  'src/lib/short-lived-cache.test.ts',
  'src/lib/storage/storage.test.ts',
  'src/areas/identity/admin-notifications/text.test.ts',
  'src/areas/cards/public-card/budget.test.ts',
  'src/areas/cards/public-card/page-compression.test.ts',
  'src/areas/admin/reports/record-ends.test.ts',
  'src/areas/commerce/documents/pdf.test.ts',
  // Error reporting runs the app in a process of its own, on an embedded database of its own.
  'src/lib/error-reporting.test.ts',
  // The backup archive on an embedded database of its own (the nightly job's file runs on both).
  'src/lib/backup/archive.test.ts',
  // The festival calendar's dates: astronomy, no database.
  'src/areas/studio/festivals/calendar/**',
  // ffmpeg's renders and loudness passes are most of their time (15 s each); what they ask of the
  // database (a template, a job's row) the PostgreSQL run covers in the video and queue files.
  'src/areas/studio/videos/render-job.test.ts',
  'src/areas/studio/music/music.test.ts',
];

export default defineConfig({
  test: {
    // More test files at once than cores on the embedded database: the server files spend much of
    // their time waiting (jobs, renders in ffmpeg, timers). On the 2-core CI machine three at once
    // took 373 s where two took ~465 s (and one took a third more than two). The PostgreSQL run has
    // one database per worker (scripts/test-pg.mjs makes them, test/support/database.ts picks the
    // worker's own).
    maxWorkers: process.env.TEST_DATABASE_URL
      ? Math.max(1, (process.env.TEST_DATABASE_URLS ?? '').split(' ').filter(Boolean).length)
      : Math.max(3, availableParallelism()),
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'card-templates', root: 'packages/card-templates', include: ['src/**/*.test.{ts,tsx}'] } },
      // The web's pure modules (no DOM: browser pieces are passed in, so Node runs them), and
      // its build step (scripts/): a production build whatever the caller's NODE_ENV.
      {
        resolve: { alias: webAliases },
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // *.pg.test.ts need a PostgreSQL server of their own to break (db-faults): they run in
          // `npm run test:pg` (TEST_DATABASE_URL set), which CI runs beside the PGlite suite.
          exclude: process.env.TEST_DATABASE_URL ? ONLY_ON_PGLITE : ['src/**/*.pg.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
          setupFiles: ['test/support/per-file.ts'],
          // The files of a worker share its modules instead of loading the app again for each
          // file: a file's start was ~1.5 s of CPU (~4 s on the PostgreSQL run beside npm test),
          // and 16 files took 33 s instead of 83 s. Each file still has its own database and
          // app; the hooks every file needs are in test/support/per-file.ts.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
