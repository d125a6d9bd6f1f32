// createTestApp(): the real app over the test file's database, with a controllable clock,
// the dev outbox to read OTPs from, silent logs and generous rate limits.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { TestClient } from '#test/support/client';
import { getTestDatabase } from '#test/support/database';
import { TEST_PASSWORD } from '#test/support/factories';
import { type AppDeps, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Db } from '../../src/db/client';
import type { AgencyRow, FranchiseeRow, UserRow } from '../../src/db/schema';
import { DevOutbox } from '../../src/lib/messaging';
import { LocalDiskStorage } from '../../src/lib/storage';
import type { Services } from '../../src/services';

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export function createTestClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  db: Db;
  config: Config;
  clock: TestClock;
  outbox: DevOutbox;
  /** The app's upload storage: local disk in a temporary directory removed on close. */
  storage: LocalDiskStorage;
  uploadsDir: string;
  /** A fresh browser on the agency's host (`<slug>.localhost`), or on a given host. */
  client(agency?: Pick<AgencyRow, 'slug'> | string): TestClient;
  close(): Promise<void>;
}

/** Environment of every test app; `env` overrides it (e.g. a low AUTH_RATE_LIMIT_PER_MINUTE). */
export const TEST_ENV: Record<string, string | undefined> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  GLOBAL_RATE_LIMIT_PER_MINUTE: '100000',
  SEED_DEMO: 'false',
  OTP_PEPPER: 'test-pepper',
  // CI runs the suite once more with REDIS_URL set, to use the Redis rate-limit store.
  REDIS_URL: process.env.REDIS_URL,
  WEB_DIST_DIR: '/nonexistent/cardora-web-dist',
  // Production-mode test apps read OTPs from the dev outbox, as every test does.
  ALLOW_CONSOLE_MESSAGING: 'true',
  // Production-mode test apps need one; any 32 bytes do.
  PAYMENT_SECRET_KEY: '7f'.repeat(32),
  // Sandbox webhooks wait for services.sandboxWebhooks.flush(), so tests decide when they land.
  SANDBOX_WEBHOOK_DELAY_MS: '600000',
};

export async function createTestApp(options: { env?: Record<string, string | undefined>; deps?: AppDeps } = {}) {
  const database = await getTestDatabase();
  // What the server keeps on its own disk (the kept card pages' copies): a directory per app.
  const dataDir = mkdtempSync(join(tmpdir(), 'cardora-test-data-'));
  let config: Config;
  try {
    config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...options.env });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const clock = createTestClock();
  const outbox = new DevOutbox();
  const uploadsDir = mkdtempSync(join(tmpdir(), 'cardora-test-uploads-'));
  const storage = new LocalDiskStorage(uploadsDir);
  const app = await buildApp(config, {
    database,
    now: clock.now,
    outbox,
    storage,
    rateLimitNamespace: `cardora-test-${randomUUID()}-`,
    // Queues of its own: another app on the same database never works this app's jobs.
    jobs: { namespace: `test-${randomUUID().slice(0, 8)}-` },
    ...options.deps,
  });
  await app.ready();
  const testApp: TestApp = {
    app,
    services: app.services,
    db: database.db,
    config,
    clock,
    outbox,
    client: (agency) =>
      new TestClient(app, typeof agency === 'string' ? agency : `${agency?.slug ?? 'demo'}.localhost`),
    uploadsDir,
    storage,
    close: async () => {
      await app.close();
      rmSync(uploadsDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

/**
 * The calling file's test app: built before its tests and closed after them, the set-up nearly
 * every server test file opens with. The object is filled in by that beforeAll, so read its
 * members inside tests and hooks only.
 */
export function testAppPerFile(options?: Parameters<typeof createTestApp>[0]): TestApp {
  const testApp = {} as TestApp;
  beforeAll(async () => {
    Object.assign(testApp, await createTestApp(options));
  });
  afterAll(() => testApp.close());
  return testApp;
}

/** Signs a user in over HTTP with TEST_PASSWORD (or `password`). */
export async function signIn(client: TestClient, user: UserRow, password: string = TEST_PASSWORD) {
  const body =
    user.isForeignUser && user.email
      ? { email: user.email, isForeignUser: true, password }
      : { phoneNumber: user.phoneNumber, password };
  const response = await client.call(endpoints.login, { body });
  expect(response.status, response.text).toBe(200);
  return response;
}

export async function signInFranchisee(client: TestClient, franchisee: FranchiseeRow, password = TEST_PASSWORD) {
  const response = await client.call(endpoints.franchiseeLogin, {
    body: { phoneNumber: franchisee.phoneNumber, password },
  });
  expect(response.status, response.text).toBe(200);
  return response;
}
