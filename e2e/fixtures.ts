// The journeys' fixtures. Each Playwright worker starts one production server on a fresh embedded
// database with the demo seed and a free port (`server`), and every journey of that worker runs
// against it; a test gets fresh pages from `open` and demo accounts already signed in from
// `signedIn`, and whatever it opened is closed when it ends.
import { test as base } from '@playwright/test';
import type { BrowserContext, Page } from 'playwright-core';
import { type JourneyServer, startServer } from './server';
import {
  ADMIN_AREA,
  CUSTOMER_HOME,
  DEMO,
  newPage,
  PHONE,
  setContextDefaults,
  signInDemoByApi,
  type Viewport,
} from './support';

export interface Opened {
  context: BrowserContext;
  page: Page;
  origin: string;
}

export type DemoName = keyof typeof DEMO;

interface JourneyFixtures {
  /** A fresh page in a context of its own (see newPage in support.ts), closed when the test ends. */
  open: (viewport?: Viewport, agencySlug?: string, userAgent?: string) => Promise<Opened>;
  /**
   * A fresh page with a demo account signed in (through the API: the sign-in journeys test the
   * login page): the customer waits for their home, staff for the admin area, and the super admin
   * signs in on Cardora HQ's own host.
   */
  signedIn: (who: DemoName, viewport?: Viewport) => Promise<Opened>;
  /** A failed test's report ends with the server's last output. */
  serverLogOnFailure: undefined;
}

interface WorkerFixtures {
  server: JourneyServer;
}

export const test = base.extend<JourneyFixtures, WorkerFixtures>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use, workerInfo) => {
      const server = await startServer();
      // The journeys and their helpers find the server here, as they did under the old runner.
      process.env.E2E_BASE_URL = server.baseUrl;
      process.env.E2E_PORT = String(server.port);
      setContextDefaults({ reducedMotion: workerInfo.project.use.reducedMotion ?? null });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 240_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseUrl),
  serverLogOnFailure: [
    async ({ server }, use, testInfo) => {
      const from = server.log().length;
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus) {
        const log = server.log().slice(from).slice(-8000);
        if (log) {
          await testInfo.attach('server output', { body: log, contentType: 'text/plain' });
          console.error(`--- server output during the test (last 8000 characters) ---\n${log}`);
        }
      }
    },
    { auto: true },
  ],
  open: async ({ browser }, use) => {
    const opened: Opened[] = [];
    await use(async (viewport = PHONE, agencySlug, userAgent) => {
      const one = await newPage(browser, viewport, agencySlug, userAgent);
      opened.push(one);
      return one;
    });
    for (const { context } of opened) await context.close();
  },
  signedIn: async ({ open }, use) => {
    await use(async (who, viewport = PHONE) => {
      const one = await open(viewport, who === 'superadmin' ? 'cardora' : undefined);
      await signInDemoByApi(one.page, DEMO[who], who === 'customer' ? CUSTOMER_HOME : ADMIN_AREA);
      return one;
    });
  },
});

export { expect } from '@playwright/test';
