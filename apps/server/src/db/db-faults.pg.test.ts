// The database down or stalled, against a real PostgreSQL (this file runs in `npm run test:pg`, which CI runs):
// the app talks to the database through a TCP proxy the test can stall (a frozen server: bytes
// stop flowing) or stop (the server gone: connections refused). /readyz answers 503 at once, API
// calls answer 503 "temporarily unavailable" instead of hanging or 500, the log says so once,
// and everything works again when the database comes back.
import { endpoints, MESSAGES } from '@cardora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app';
import { createAgency, uniquePhone } from '#test/support/factories';
import { FaultyProxy } from '#test/support/faulty-proxy';
import { type Database, openPostgres } from './client';

const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const proxy = new FaultyProxy(url.hostname, Number(url.port || 5432));
const lines: string[] = [];
let database: Database;
let t: TestApp;

beforeAll(async () => {
  await proxy.start();
  const viaProxy = new URL(url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  // Short limits so the test does not wait the production ones out.
  database = await openPostgres(viaProxy.toString(), 3, {
    connectMs: 500,
    statementMs: 1_000,
    queryMs: 1_000,
    idleInTransactionMs: 5_000,
  });
  t = await createTestApp({
    env: { LOG_LEVEL: 'warn', JOBS_ENABLED: 'false' },
    deps: { database, logStream: { write: (line) => lines.push(line) } },
  });
});
afterAll(async () => {
  await proxy.stop().catch(() => {});
  await t.close();
  await database.close().catch(() => {});
});

const logged = (msg: string) =>
  lines.map((line) => JSON.parse(line) as { msg?: string; level: number }).filter((entry) => entry.msg === msg);

describe('a database that stalls or goes away', () => {
  it('stalled: /readyz answers 503 at once, an API call 503 (not a hang, not a 500); then recovers', async () => {
    const agency = await createAgency();
    const client = t.client(agency);
    expect((await client.get('/readyz')).status).toBe(200);
    await client.get('/api/v1/session'); // the CSRF cookie, while the database answers
    proxy.stall();
    try {
      const ready = await client.get('/readyz');
      expect(ready.status).toBe(503);
      // A sign-in reads the account: the query waits on a database that never answers.
      const call = await client.call(endpoints.login, {
        body: { phoneNumber: uniquePhone(), password: 'not-the-password-1' },
      });
      expect(call.status, call.text).toBe(503);
      expect(call.error()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.temporarilyUnavailable });
      expect(call.headers['retry-after']).toBe('5');
    } finally {
      proxy.resume();
    }
    await expect.poll(async () => (await client.get('/readyz')).status, { timeout: 10_000, interval: 200 }).toBe(200);
  });

  it('stopped: every call answers 503 quickly, the log says so once for many requests; back when it returns', async () => {
    await proxy.stop();
    try {
      const before = logged('database unavailable').length;
      const agencies = await Promise.all(Array.from({ length: 3 }, () => createAgency()));
      for (let i = 0; i < 12; i++) {
        const call = await t.client(agencies[i % 3]).call(endpoints.getAgencyDetails);
        expect(call.status).toBe(503);
        expect(call.error().code).toBe('SERVICE_UNAVAILABLE');
      }
      expect((await t.client().get('/readyz')).status).toBe(503);
      expect(logged('unhandled error')).toEqual([]);
      expect(logged('database unavailable').length - before).toBe(1);
    } finally {
      await proxy.start();
    }
    const agency = await createAgency();
    await expect
      .poll(async () => (await t.client(agency).call(endpoints.getAgencyDetails)).status, {
        timeout: 10_000,
        interval: 200,
      })
      .toBe(200);
  });
});
