import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two test files at once even on a 2-core machine (Vitest's default is cores - 1 = 1): the
    // server files spend much of their time waiting (jobs, renders in ffmpeg, timers), and the
    // PGlite run takes a third less time. The PostgreSQL run keeps one file at a time on its
    // one shared database.
    maxWorkers: process.env.TEST_DATABASE_URL ? 1 : Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'card-templates', root: 'packages/card-templates', include: ['src/**/*.test.{ts,tsx}'] } },
      // The web's pure modules (no DOM: browser pieces are passed in, so Node runs them), and
      // its build step (scripts/): a production build whatever the caller's NODE_ENV.
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // *.pg.test.ts need a PostgreSQL server of their own to break (db-faults): they run in
          // `npm run test:pg` (TEST_DATABASE_URL set), which CI runs after the PGlite suite.
          // The PostgreSQL run leaves out the media renderers' own tests (fonts, frames, PDFs,
          // ffmpeg): they touch no database, so a second run of them proves nothing new.
          exclude: process.env.TEST_DATABASE_URL ? ['src/modules/media/**'] : ['src/**/*.pg.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
