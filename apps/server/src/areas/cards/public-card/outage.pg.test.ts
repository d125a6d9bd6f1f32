// Cards stay up when the database does not (docs/product-rules.md#cards-stay-up), against a real
// PostgreSQL behind a proxy the test stops: a kept card answers 200 throughout, from memory and,
// in a process that never kept it, from the disk copy; a card never kept answers the friendly
// 503 page; the visits made meanwhile are in the database once it is back.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints } from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardEvents } from '#db/schema';
import { cardIdOf, makeCard, richSections } from '#test/factories/public-card';
import { createTestApp, type TestApp } from '#test/support/app';
import { getTestDb } from '#test/support/database';
import { createAgency, uniquePhone } from '#test/support/factories';
import { FaultyProxy } from '#test/support/faulty-proxy';
import { type Database, openPostgres } from '../../../db/client';
import { OUTAGE_PROBE_MS, PAGE_TTL_MS } from './routes';

const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const proxy = new FaultyProxy(url.hostname, Number(url.port || 5432));
const opened: Database[] = [];
const apps: TestApp[] = [];

async function appViaProxy(env: Record<string, string> = {}, databaseReady?: () => boolean): Promise<TestApp> {
  const viaProxy = new URL(url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  // Short limits so the test does not wait the production ones out.
  const database = await openPostgres(viaProxy.toString(), 3, {
    connectMs: 500,
    statementMs: 1_000,
    queryMs: 1_000,
    idleInTransactionMs: 5_000,
  });
  opened.push(database);
  const t = await createTestApp({
    env: { LOG_LEVEL: 'silent', ...env },
    deps: {
      database,
      jobs: { enabled: false, namespace: 'outage-test-' },
      cardEventBuffer: { flushIntervalMs: 20, retryMs: 100 },
      ...(databaseReady ? { databaseReady } : {}),
    },
  });
  apps.push(t);
  return t;
}

beforeAll(async () => {
  await proxy.start();
});
afterAll(async () => {
  for (const t of apps) await t.close();
  for (const database of opened) await database.close().catch(() => {});
  await proxy.stop().catch(() => {});
});

const visit = (t: TestApp, host: string, path: string, userAgent = 'test-phone') =>
  t.app.inject({ method: 'GET', url: path, headers: { host, 'user-agent': userAgent } });

async function viewsOf(cardNo: number) {
  const db = await getTestDb();
  return db
    .select({ createdAt: cardEvents.createdAt })
    .from(cardEvents)
    .where(and(eq(cardEvents.cardNo, cardNo), eq(cardEvents.kind, 'view')));
}

describe('the database goes away', () => {
  it('keeps a visited card up from memory, answers the 503 page for a card never kept, and writes the visits once back', async () => {
    const t = await appViaProxy();
    const agency = await createAgency({ agencyName: 'Bright Cards' });
    const host = `${agency.slug}.localhost`;
    const kept = await makeCard(agency, { sections: richSections() });
    const neverSeen = await makeCard(agency, { sections: richSections() });
    const keptPath = `/${cardIdOf(kept)}`;

    const first = await visit(t, host, keptPath);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const shownName = richSections().basicDetails?.name ?? '';
    expect(first.body).toContain(shownName);
    await t.services.cardEvents.flush();
    expect(await viewsOf(kept.cardNo)).toHaveLength(1);
    const client = t.client(agency);
    await client.get('/api/v1/session'); // the CSRF cookie, while the database answers

    await proxy.stop();
    const outageStartedAt = t.clock.now().getTime();
    try {
      // Past the page's freshness: every visit now needs the database, which refuses.
      t.clock.advance(PAGE_TTL_MS + 1);
      for (let i = 0; i < 5; i++) {
        const during = await visit(t, host, keptPath, `phone-${i}`);
        expect(during.statusCode, during.body.slice(0, 200)).toBe(200);
        expect(during.body).toContain(shownName);
        // Reused by phones and caches for a minute while the outage lasts.
        expect(during.headers['cache-control']).toBe('public, max-age=60');
        t.clock.advance(10_000);
      }

      const unknown = await visit(t, host, `/${cardIdOf(neverSeen)}`);
      expect(unknown.statusCode).toBe(503);
      expect(unknown.headers['retry-after']).toBe('30');
      expect(unknown.headers['cache-control']).toBe('no-store');
      expect(unknown.headers['content-type']).toMatch(/^text\/html/);
      expect(unknown.body).toContain('This card will be back in a moment');
      // In the agency's name, with a way back to the same address.
      expect(unknown.body).toContain('Bright Cards');
      expect(unknown.body).toContain(`href="/${cardIdOf(neverSeen)}"`);

      // Writes fail fast with 503, as before.
      const signIn = await client.call(endpoints.login, {
        body: { phoneNumber: uniquePhone(), password: 'a-password-1' },
      });
      expect(signIn.status).toBe(503);

      // The visits wait in memory.
      await expect.poll(() => t.services.cardEvents.heldRows, { timeout: 5_000 }).toBe(5);
    } finally {
      await proxy.start();
    }

    // Back: the held visits are written with the times they happened; the card is checked again.
    await expect.poll(() => t.services.cardEvents.pending, { timeout: 10_000, interval: 100 }).toBe(0);
    const views = await viewsOf(kept.cardNo);
    expect(views).toHaveLength(6);
    const during = views.map((view) => view.createdAt.getTime()).filter((at) => at > outageStartedAt);
    expect(during).toHaveLength(5);
    t.clock.advance(OUTAGE_PROBE_MS + 1);
    const after = await visit(t, host, keptPath, 'after-phone');
    expect(after.statusCode).toBe(200);
    expect(after.headers['cache-control']).toBe('no-cache');
    const neverSeenNow = await visit(t, host, `/${cardIdOf(neverSeen)}`);
    expect(neverSeenNow.statusCode).toBe(200);
  });

  it('serves a kept card from its disk copy in a process that never had it in memory', async () => {
    const first = await appViaProxy();
    const agency = await createAgency();
    const host = `${agency.slug}.localhost`;
    const card = await makeCard(agency, { sections: richSections() });
    expect((await visit(first, host, `/${cardIdOf(card)}`)).statusCode).toBe(200);
    const copies = join(first.config.dataDir, 'kept-pages');
    await expect.poll(() => readdirSafe(copies).filter((name) => name.endsWith('.page')).length).toBe(1);

    // Another process on the same disk (a restart): it has seen the host, not the card.
    const second = await appViaProxy({ DATA_DIR: first.config.dataDir });
    expect((await visit(second, host, '/no-such-card-here')).statusCode).toBe(404);
    await first.services.cardEvents.flush();
    await proxy.stop();
    try {
      second.clock.advance(PAGE_TTL_MS + 1);
      for (const encoding of ['br', 'gzip', undefined]) {
        const page = await second.app.inject({
          method: 'GET',
          url: `/${cardIdOf(card)}`,
          headers: { host, 'user-agent': `disk-${encoding}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
        });
        expect(page.statusCode, page.body.slice(0, 200)).toBe(200);
        expect(page.headers['cache-control']).toBe('public, max-age=60');
        expect(page.headers['content-encoding']).toBe(encoding);
        expect(page.headers.etag).toMatch(/^"/);
        if (!encoding) expect(page.body).toContain(richSections().basicDetails?.name ?? '');
      }
      // A day after its last check the copy is too old to stand for the card.
      second.clock.advance(24 * 3_600_000);
      const tooOld = await visit(second, host, `/${cardIdOf(card)}`, 'tomorrow');
      expect(tooOld.statusCode).toBe(503);
    } finally {
      await proxy.start();
    }
    await expect.poll(() => second.services.cardEvents.pending, { timeout: 10_000, interval: 100 }).toBe(0);
    expect(await viewsOf(card.cardNo)).toHaveLength(4);
  });
});

describe('a server started while the database is down', () => {
  it('serves the kept cards from their disk copies, answers the API 503, and finishes starting once it answers', async () => {
    const first = await appViaProxy();
    const agency = await createAgency({ agencyName: 'Counter Cards' });
    const host = `${agency.slug}.localhost`;
    const card = await makeCard(agency, { sections: richSections() });
    const neverSeen = await makeCard(agency, { sections: richSections() });
    expect((await visit(first, host, `/${cardIdOf(card)}`)).statusCode).toBe(200);
    const copies = join(first.config.dataDir, 'kept-pages');
    await expect.poll(() => readdirSafe(copies).filter((name) => name.endsWith('.page')).length).toBe(1);
    await first.services.cardEvents.flush();

    // The database goes; the server restarts on the same disk (main starts it with databaseReady
    // false until a migration has gone through): it has never seen the host nor the card.
    await proxy.stop();
    let migrated = false;
    let restarted: TestApp;
    try {
      restarted = await appViaProxy({ DATA_DIR: first.config.dataDir }, () => migrated);
      const page = await visit(restarted, host, `/${cardIdOf(card)}`, 'after-restart');
      expect(page.statusCode, page.body.slice(0, 200)).toBe(200);
      expect(page.headers['cache-control']).toBe('public, max-age=60');
      expect(page.body).toContain(richSections().basicDetails?.name ?? '');
      const unknown = await visit(restarted, host, `/${cardIdOf(neverSeen)}`);
      expect(unknown.statusCode).toBe(503);
      expect(unknown.body).toContain('This card will be back in a moment');
      const ready = await restarted.app.inject({ method: 'GET', url: '/readyz' });
      expect([ready.statusCode, ready.json()]).toEqual([503, { data: { status: 'starting' } }]);
      const api = await restarted.app.inject({ method: 'GET', url: '/api/v1/session', headers: { host } });
      expect([api.statusCode, api.headers['retry-after']]).toEqual([503, '5']);
    } finally {
      await proxy.start();
    }
    // Back, but not migrated yet: the API still waits (a pending migration must run first).
    expect((await restarted.app.inject({ method: 'GET', url: '/api/v1/session', headers: { host } })).statusCode).toBe(
      503,
    );
    migrated = true;
    expect((await restarted.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await restarted.app.inject({ method: 'GET', url: '/api/v1/session', headers: { host } })).statusCode).toBe(
      200,
    );
    // The visit made while it started is written (held, then retried once the database answers).
    await expect.poll(async () => (await viewsOf(card.cardNo)).length, { timeout: 10_000, interval: 100 }).toBe(2);
  });
});

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
