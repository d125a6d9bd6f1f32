// The browser journeys (e2e/journeys/*.test.ts) on Playwright's test runner: `npm run e2e`, or
// `npm run e2e -- payments guards` for the files whose path matches any of the words.
// Each worker has a production server and database of its own (e2e/fixtures.ts); the build
// happens once before (e2e/global-setup.ts). docs/testing.md#browser-journeys-e2e says more.
import { defineConfig } from '@playwright/test';

// These share the demo customer's unpaid business (Sharma Tours & Travels: payments buys it a plan,
// the others expect it unpaid or paid), so they run one at a time in one worker, in name order.
const SHARE_THE_DEMO_BUSINESS = [
  'content-pages',
  'customer-auth',
  'greetings-customer',
  'payments',
  'plans-and-figures',
  'shell',
].map((name) => `**/${name}.test.ts`);

export default defineConfig({
  testDir: 'e2e/journeys',
  testMatch: '*.test.ts',
  globalSetup: './e2e/global-setup.ts',
  // The journeys spend about half their time waiting (network idle, transitions, renders), so two
  // at once, each on its own server and database, take much less than one after the other.
  workers: Number(process.env.E2E_WORKERS ?? 2) || 1,
  // A retried journey would hide a wait that runs out now and then; CI must show none, so there are
  // no retries unless E2E_RETRIES asks (then the reporters name the journey "flaky").
  retries: Number(process.env.E2E_RETRIES ?? 0) || 0,
  // A journey is a long story on a loaded 2-core machine (the phone widths one visits every page
  // twice: ~4 minutes alone); what bounds a wait is the action timeout (support.ts).
  timeout: 10 * 60_000,
  forbidOnly: Boolean(process.env.CI),
  outputDir: 'test-results/e2e-output',
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'test-results/e2e-report' }],
    ['json', { outputFile: 'test-results/e2e-report/results.json' }],
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      // The system Chromium: the journeys never download a browser.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    reducedMotion: 'reduce',
    actionTimeout: 20_000,
    // No trace unless E2E_TRACE=on: recording one for every journey (kept only for a failed one)
    // cost a fifth of the journeys' CPU on a 2-core machine (the DOM snapshot of every action,
    // taken by the browser and shipped to the runner): 96 s of CPU instead of 68 s for the same
    // nine journeys. A failure still keeps its screenshot and the server's output; run that
    // journey again with E2E_TRACE=on for its trace. Without the sources: Playwright zips the
    // test files on the failing stack, and a file saved in the editor meanwhile broke the zip and
    // failed a passing test. Without the screencast: recording frames all along was a third of
    // the browsers' and the runner's CPU.
    trace: process.env.E2E_TRACE === 'on' ? { mode: 'retain-on-failure', sources: false, screenshots: false } : 'off',
    screenshot: 'only-on-failure',
  },
  // The demo-business chain is the longest unit (payments alone is ~2 minutes): listed first, it
  // starts first, and the other worker takes the rest meanwhile.
  projects: [
    { name: 'demo-business', testMatch: SHARE_THE_DEMO_BUSINESS, workers: 1 },
    { name: 'journeys', testIgnore: SHARE_THE_DEMO_BUSINESS },
  ],
});
