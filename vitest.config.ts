import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
