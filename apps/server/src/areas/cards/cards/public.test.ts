// What the public card page uses: findPublicCard's states, views buffered and flushed
// (by time, by count, on close), clicks, the visitor hash; and GET /card/analytics
// aggregating them per UTC day.
import { endpoints, ZCardAnalytics } from '@cardora/contract';
import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '#db/client';
import { agencies, businesses, cardEvents, cards } from '#db/schema';
import { createTestApp, signIn, testAppPerFile } from '#test/support/app';
import { basicDetails, createAgency, createBusiness, createCard, createCustomer } from '#test/support/factories';
import { signedInFranchisee, signedInStaff } from '#test/support/worlds';
import { CardEventBuffer } from './event-buffer';
import { findPublicCard, publicCardVersion, recordCardEvent, recordCardView, visitorHash } from './public';

const DAY = 86_400_000;

const t = testAppPerFile({ deps: { cardEventBuffer: { flushIntervalMs: 20 } } });

async function eventsOf(cardNo: number) {
  return t.db.select().from(cardEvents).where(eq(cardEvents.cardNo, cardNo));
}

async function world(cardOptions: Partial<Parameters<typeof createCard>[0]> = {}) {
  const agency = await createAgency({ agencyName: 'Bright Cards' });
  const owner = await createCustomer({ agency });
  const business = await createBusiness({ user: owner, businessName: 'Public Co', category: 'bakery' });
  const card = await createCard({ business, ...cardOptions });
  return { agency, owner, business, card };
}

describe('findPublicCard', () => {
  it('an active card with basic details: its view model and photo path', async () => {
    const { agency, card } = await world({
      cardId: 'public-co',
      sections: { basicDetails: basicDetails({ logoUrl: '/uploads/business/x/logo.webp' }) },
    });
    const found = await findPublicCard(t.services, agency.id, 'public-co');
    expect(found).toMatchObject({
      state: 'active',
      cardNo: card.cardNo,
      photoPath: '/uploads/business/x/logo.webp',
      view: {
        cardId: 'public-co',
        businessName: 'Public Co',
        categoryName: 'Bakery',
        agencyName: 'Bright Cards',
        publicUrl: `http://${agency.slug}.localhost:3000/public-co`,
      },
    });
    if (found.state === 'active') expect(found.view.sections).toEqual(card.sections);
  });

  it('unknown, malformed or another agency’s cardId is not-found with the agency name', async () => {
    const { card } = await world();
    const other = await createAgency({ agencyName: 'Other Agency' });
    expect(await findPublicCard(t.services, other.id, card.cardId ?? '')).toEqual({
      state: 'not-found',
      cardNo: null,
      agencyName: 'Other Agency',
      version: 'none',
      validUntil: Number.POSITIVE_INFINITY,
    });
    expect((await findPublicCard(t.services, other.id, 'panel')).state).toBe('not-found');
    expect((await findPublicCard(t.services, other.id, 'no-such-card')).state).toBe('not-found');
  });

  it('inactive, expired, and not yet filled in', async () => {
    const inactive = await world({ status: 'inactive' });
    expect(await findPublicCard(t.services, inactive.agency.id, inactive.card.cardId ?? '')).toMatchObject({
      state: 'inactive',
      agencyName: 'Bright Cards',
    });
    const agency = await createAgency({ agencyName: 'Expiring' });
    const expiredBusiness = await createBusiness({
      user: await createCustomer({ agency }),
      expiryDateForCustomer: new Date(t.clock.now().getTime() - 3 * DAY),
    });
    const expired = await createCard({ business: expiredBusiness });
    expect((await findPublicCard(t.services, agency.id, expired.cardId ?? '')).state).toBe('expired');
    const empty = await world({ filled: false });
    // Not published yet: coming soon, with only the agency's name.
    expect(await findPublicCard(t.services, empty.agency.id, empty.card.cardId ?? '')).toMatchObject({
      state: 'coming-soon',
      agencyName: 'Bright Cards',
    });
  });
});

describe('publicCardVersion (how a kept card page is checked)', () => {
  /** The version now, checked to be the one findPublicCard answers with at the same moment. */
  async function versionOf(agencyId: string, cardId: string): Promise<string> {
    const { version } = await publicCardVersion(t.services, agencyId, cardId);
    expect((await findPublicCard(t.services, agencyId, cardId)).version).toBe(version);
    return version;
  }

  it('stays the same while nothing the page is made of changes, and is "none" without a card', async () => {
    const { agency, card } = await world();
    const cardId = card.cardId ?? '';
    const first = await versionOf(agency.id, cardId);
    expect(first).toMatch(/^[0-9a-f]{32}\|current$/);
    expect(await versionOf(agency.id, cardId)).toBe(first);
    // Another agency's card of the same address, and a card that is not there.
    const other = await world();
    expect(await versionOf(other.agency.id, other.card.cardId ?? '')).not.toBe(first);
    expect(await versionOf(agency.id, 'no-such-card')).toBe('none');
    expect(await versionOf(agency.id, 'panel')).toBe('none');
  });

  it('changes with the card, its business, its category and its agency', async () => {
    const { agency, business, card } = await world({ sections: { basicDetails: basicDetails() } });
    const cardId = card.cardId ?? '';
    const seen = new Set([await versionOf(agency.id, cardId)]);
    const changes: Array<[string, () => Promise<unknown>]> = [
      [
        'the card is edited',
        () =>
          t.db
            .update(cards)
            .set({ sections: { ...card.sections, basicDetails: basicDetails({ designation: 'Owner since 1984' }) } })
            .where(eq(cards.cardNo, card.cardNo)),
      ],
      [
        'the card is switched off',
        () => t.db.update(cards).set({ status: 'inactive' }).where(eq(cards.cardNo, card.cardNo)),
      ],
      [
        'the business is renamed',
        () => t.db.update(businesses).set({ businessName: 'Public Co & Sons' }).where(eq(businesses.id, business.id)),
      ],
      [
        'its category changes',
        () =>
          t.db
            .update(businesses)
            .set({ category: 'other', otherCategory: 'Mithai' })
            .where(eq(businesses.id, business.id)),
      ],
      [
        'the typed category changes',
        () => t.db.update(businesses).set({ otherCategory: 'Mithai & Namkeen' }).where(eq(businesses.id, business.id)),
      ],
      [
        'the agency is renamed',
        () => t.db.update(agencies).set({ agencyName: 'Brighter Cards' }).where(eq(agencies.id, agency.id)),
      ],
      [
        'its expiry moves',
        () =>
          t.db
            .update(businesses)
            .set({ expiryDateForCustomer: new Date(t.clock.now().getTime() + 30 * DAY) })
            .where(eq(businesses.id, business.id)),
      ],
    ];
    for (const [change, write] of changes) {
      await write();
      const version = await versionOf(agency.id, cardId);
      expect(seen.has(version), change).toBe(false);
      seen.add(version);
    }
  });

  it('changes when the business expires by the clock, with nothing written', async () => {
    const agency = await createAgency();
    const business = await createBusiness({
      user: await createCustomer({ agency }),
      expiryDateForCustomer: new Date(t.clock.now().getTime() + 2 * DAY),
    });
    const cardId = (await createCard({ business })).cardId ?? '';
    const before = await versionOf(agency.id, cardId);
    t.clock.advance(3 * DAY);
    try {
      const after = await versionOf(agency.id, cardId);
      expect(after).not.toBe(before);
      expect(after.split('|')).toEqual([before.split('|')[0], 'expired']);
      expect((await findPublicCard(t.services, agency.id, cardId)).state).toBe('expired');
    } finally {
      t.clock.advance(-3 * DAY);
    }
  });
});

describe('recordCardView', () => {
  it('returns at once and writes the view within the flush interval', async () => {
    const { agency, card } = await world();
    recordCardView(t.services, { agencyId: agency.id, cardNo: card.cardNo, visitorHash: 'v1' });
    expect(await eventsOf(card.cardNo)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const rows = await eventsOf(card.cardNo);
    expect(rows).toMatchObject([{ kind: 'view', visitorHash: 'v1', agencyId: agency.id }]);
  });

  it('flushes in one insert when the buffer is full, and on close', async () => {
    const { agency, card } = await world();
    const buffer = new CardEventBuffer(t.db, { flushIntervalMs: 60_000, maxRows: 3 });
    for (const hash of ['a', 'b'])
      buffer.add({ agencyId: agency.id, cardNo: card.cardNo, kind: 'view', visitorHash: hash });
    expect(buffer.pending).toBe(2);
    buffer.add({ agencyId: agency.id, cardNo: card.cardNo, kind: 'view', visitorHash: 'c' });
    // Sent at once (the timer is a minute away), and pending until the insert is answered.
    expect(buffer.pending).toBe(3);
    await expect.poll(() => eventsOf(card.cardNo)).toHaveLength(3);
    await expect.poll(() => buffer.pending).toBe(0);

    const app = await createTestApp({ deps: { cardEventBuffer: { flushIntervalMs: 60_000 } } });
    recordCardView(app.services, { agencyId: agency.id, cardNo: card.cardNo, visitorHash: 'on-close' });
    expect(app.services.cardEvents.pending).toBe(1);
    await app.close();
    expect((await eventsOf(card.cardNo)).map((r) => r.visitorHash)).toContain('on-close');
  });

  it('writes every field of every row as given, and the defaults for what a row leaves out', async () => {
    const { agency, card } = await world();
    const buffer = new CardEventBuffer(t.db, { flushIntervalMs: 60_000 });
    const at = new Date('2026-11-03T04:05:06.789Z');
    const greetingImageId = '8f14e45f-ceea-467a-9575-6a0b2a8b1c11';
    buffer.add({
      agencyId: agency.id,
      cardNo: card.cardNo,
      kind: 'view',
      visitorHash: 'from-greeting',
      greetingImageId,
      source: 'greeting',
      createdAt: at,
    });
    buffer.add({
      agencyId: agency.id,
      cardNo: card.cardNo,
      kind: 'click',
      action: 'link',
      target: 'O\'Brien "Co" ☕',
      visitorHash: 'plain',
    });
    const before = Date.now();
    await buffer.flush();
    const rows = await eventsOf(card.cardNo);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.visitorHash === 'from-greeting')).toMatchObject({
      agencyId: agency.id,
      kind: 'view',
      action: null,
      target: null,
      greetingImageId,
      source: 'greeting',
      createdAt: at,
    });
    const plain = rows.find((row) => row.visitorHash === 'plain');
    expect(plain).toMatchObject({
      kind: 'click',
      action: 'link',
      target: 'O\'Brien "Co" ☕',
      greetingImageId: null,
      source: 'card',
    });
    // No time given: the database's now().
    expect(Math.abs((plain?.createdAt.getTime() ?? 0) - before)).toBeLessThan(60_000);
  });

  it('holds the rows while the database does not answer, up to the bound (the oldest go), and writes them when it does', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    let answering = false;
    const written: string[][] = [];
    const dialect = new PgDialect();
    const database = {
      execute: async (query: SQL) => {
        if (!answering) throw refused;
        // The rows go as one JSON parameter (insertCardEvents).
        const rows = JSON.parse(String(dialect.sqlToQuery(query).params[0])) as { visitorHash: string }[];
        written.push(rows.map((row) => row.visitorHash));
      },
    } as unknown as Db;
    const errors: unknown[] = [];
    const buffer = new CardEventBuffer(database, {
      flushIntervalMs: 60_000,
      maxHeldRows: 3,
      retryMs: 60_000,
      onError: (error) => errors.push(error),
    });
    for (const visitorHash of ['a', 'b', 'c', 'd', 'e'])
      buffer.add({ agencyId: 'x', cardNo: 1, kind: 'view', visitorHash });
    await buffer.flush();
    expect(errors).toEqual([refused]);
    expect(buffer.heldRows).toBe(3);
    expect(buffer.dropped).toBe(2);
    // Held rows make new ones wait with them rather than each batch asking the database.
    buffer.add({ agencyId: 'x', cardNo: 1, kind: 'view', visitorHash: 'f' });
    await buffer.flush();
    expect(errors).toHaveLength(2);
    expect(buffer.heldRows).toBe(3);
    expect(buffer.dropped).toBe(3);
    answering = true;
    await buffer.flush();
    expect(buffer.pending).toBe(0);
    // The newest three, oldest first, in one insert.
    expect(written).toEqual([['d', 'e', 'f']]);
  });

  it('a failing write is reported, not thrown', async () => {
    const errors: unknown[] = [];
    const buffer = new CardEventBuffer(t.db, { onError: (error) => errors.push(error) });
    // No such card: the foreign key refuses the row.
    buffer.add({ agencyId: (await createAgency()).id, cardNo: 2_000_000_000, kind: 'view', visitorHash: 'x' });
    await buffer.flush();
    expect(errors).toHaveLength(1);
  });
});

describe('recordCardEvent', () => {
  it('counts a click on a known card; unknown, reserved or another agency’s card is false', async () => {
    const { agency, card } = await world();
    const ok = await recordCardEvent(t.services, {
      agencyId: agency.id,
      cardId: card.cardId ?? '',
      action: 'link',
      target: 'Instagram',
      visitorHash: 'v',
    });
    expect(ok).toBe(true);
    expect(await eventsOf(card.cardNo)).toMatchObject([{ kind: 'click', action: 'link', target: 'Instagram' }]);
    const other = await createAgency();
    for (const [agencyId, cardId] of [
      [other.id, card.cardId ?? ''],
      [agency.id, 'no-such-card'],
      [agency.id, 'api'],
    ] as const) {
      expect(await recordCardEvent(t.services, { agencyId, cardId, action: 'call', visitorHash: 'v' })).toBe(false);
    }
    expect(await eventsOf(card.cardNo)).toHaveLength(1);
  });
});

describe('visitorHash', () => {
  it('is a 32-hex-digit hash of the day, IP and user agent, with no IP in it', async () => {
    const probe = Fastify();
    probe.get('/h', async (request) => ({ hash: visitorHash(t.services, request) }));
    const hashOf = async (ua: string, ip = '203.0.113.9') =>
      (await probe.inject({ url: '/h', headers: { 'user-agent': ua }, remoteAddress: ip })).json<{ hash: string }>()
        .hash;
    const first = await hashOf('Phone A');
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(first).not.toContain('203');
    expect(await hashOf('Phone A')).toBe(first);
    expect(await hashOf('Phone B')).not.toBe(first);
    expect(await hashOf('Phone A', '198.51.100.7')).not.toBe(first);
    t.clock.advance(DAY);
    expect(await hashOf('Phone A')).not.toBe(first);
    t.clock.advance(-DAY);
    await probe.close();
  });
});

describe('GET /card/analytics', () => {
  async function seeded() {
    const w = await world();
    const { agency, card } = w;
    const base = { agencyId: agency.id, cardNo: card.cardNo };
    const now = t.clock.now();
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
    await t.db.insert(cardEvents).values([
      { ...base, kind: 'view', visitorHash: 'v1', createdAt: at(2) },
      { ...base, kind: 'view', visitorHash: 'v1', createdAt: at(2) },
      { ...base, kind: 'view', visitorHash: 'v2', createdAt: at(2) },
      { ...base, kind: 'click', action: 'call', visitorHash: 'v1', createdAt: at(2) },
      { ...base, kind: 'click', action: 'save-contact', visitorHash: 'v3', createdAt: at(0) },
      { ...base, kind: 'click', action: 'link', target: 'Instagram', visitorHash: 'v3', createdAt: at(0) },
      { ...base, kind: 'view', visitorHash: 'old', createdAt: at(40) },
    ]);
    // A view recorded through the buffer, at the test clock's "now".
    recordCardView(t.services, { ...base, visitorHash: 'v3' });
    await t.services.cardEvents.flush();
    // Another card's events never count.
    const other = await createCard({ business: await createBusiness({ user: w.owner }) });
    await t.db.insert(cardEvents).values({ agencyId: agency.id, cardNo: other.cardNo, kind: 'view', visitorHash: 'z' });
    const client = t.client(agency);
    await signIn(client, w.owner);
    return { ...w, client, now };
  }

  it('aggregates views, unique visitors and clicks per UTC day, with totals, per action and per target', async () => {
    const { client, card, now } = await seeded();
    const res = await client.call(endpoints.getCardAnalytics, { query: { cardNo: String(card.cardNo) } });
    expect(res.status, res.text).toBe(200);
    const analytics = res.data(ZCardAnalytics);
    expect(analytics.days).toBe(30);
    expect(analytics.totals).toEqual({ views: 4, uniqueVisitors: 3, clicks: 3, contactSaves: 1 });
    expect(analytics.perDay).toHaveLength(30);
    const today = now.toISOString().slice(0, 10);
    const twoDaysAgo = new Date(now.getTime() - 2 * DAY).toISOString().slice(0, 10);
    expect(analytics.perDay.at(-1)).toEqual({ date: today, views: 1, uniqueVisitors: 1, clicks: 2 });
    expect(analytics.perDay.find((d) => d.date === twoDaysAgo)).toEqual({
      date: twoDaysAgo,
      views: 3,
      uniqueVisitors: 2,
      clicks: 1,
    });
    expect(analytics.perDay.filter((d) => d.views + d.clicks > 0)).toHaveLength(2);
    expect(analytics.byAction).toEqual(
      expect.arrayContaining([
        { action: 'call', clicks: 1 },
        { action: 'save-contact', clicks: 1 },
        { action: 'link', clicks: 1 },
      ]),
    );
    expect(analytics.byAction).toHaveLength(3);
    expect(analytics.byTarget).toEqual([{ action: 'link', target: 'Instagram', clicks: 1 }]);

    const oneDay = (
      await client.call(endpoints.getCardAnalytics, { query: { cardNo: String(card.cardNo), days: '1' } })
    ).data(ZCardAnalytics);
    expect(oneDay.perDay).toEqual([{ date: today, views: 1, uniqueVisitors: 1, clicks: 2 }]);
    expect(oneDay.totals.views).toBe(1);
  });

  it('only someone who reaches the card: other customer or agency 404, staff 200; bad days 400', async () => {
    const { agency, card, client } = await seeded();
    const stranger = t.client(agency);
    await signIn(stranger, await createCustomer({ agency }));
    const query = { cardNo: String(card.cardNo) };
    expect((await stranger.call(endpoints.getCardAnalytics, { query })).status).toBe(404);
    const otherAgency = await createAgency();
    const otherAdmin = await signedInStaff(t, otherAgency, 'admin');
    expect((await otherAdmin.call(endpoints.getCardAnalytics, { query })).status).toBe(404);
    const franchisee = await signedInFranchisee(t, agency);
    expect((await franchisee.call(endpoints.getCardAnalytics, { query })).status).toBe(404);
    const admin = await signedInStaff(t, agency, 'admin');
    expect((await admin.call(endpoints.getCardAnalytics, { query })).status).toBe(200);
    const bad = await client.call(endpoints.getCardAnalytics, { query: { ...query, days: '0' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error().fields ?? {})).toEqual(['days']);
  });
});
