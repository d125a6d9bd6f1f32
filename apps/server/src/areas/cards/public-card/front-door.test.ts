// The front door (lib/front-door.ts) answers a kept card page before Fastify. Over a real
// socket (inject() goes around the HTTP server, so it never meets the front door): whatever
// it answers must be byte for byte and header for header what the Fastify route answers, it
// must count views the same, and it must leave everything else to the route.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cards } from '#db/schema';
import { FrontDoor, requestFacts } from '#lib/front-door';
import { cardIdOf, eventsOf, makeCard, richSections, setUpPublicCardTests } from '#test/factories/public-card';
import { PAGE_CHECKS_PER_SECOND, PAGE_TTL_MS } from './routes';

const ctx = setUpPublicCardTests();
let port = 0;

beforeAll(async () => {
  await ctx.t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.t.app.server.address() as AddressInfo).port;
});

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(
  path: string,
  headers: Record<string, string>,
  options: { port?: number; method?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port: options.port ?? port, path, method: options.method ?? 'GET', headers },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The headers that differ between any two answers (the clock, the request id). */
function comparable(headers: IncomingHttpHeaders) {
  const { date: _date, 'x-request-id': requestId, ...rest } = headers;
  expect(requestId).toMatch(/^[\w.:-]+$/);
  return rest;
}

function answeredByFrontDoor() {
  return ctx.t.app.frontDoor.answered;
}

describe('the front door', () => {
  it('answers a kept page exactly as the route does: brotli, gzip and 304, with the same headers', async () => {
    const card = await makeCard(ctx.agency);
    const path = `/${cardIdOf(card)}`;
    const host = `${ctx.agency.slug}.localhost`;
    const encodings = [
      ['br', 'gzip, deflate, br'],
      ['gzip', 'gzip, deflate'],
    ] as const;
    for (const [encoding, acceptEncoding] of encodings) {
      // Only the first visit's answer for a new card comes from the route (a render).
      const before = answeredByFrontDoor();
      const fromRoute = await get(path, { host, 'accept-encoding': acceptEncoding, 'user-agent': `route ${encoding}` });
      const fromFrontDoor = await get(path, {
        host,
        'accept-encoding': acceptEncoding,
        'user-agent': `door ${encoding}`,
      });
      expect(answeredByFrontDoor() - before).toBe(encoding === 'br' ? 1 : 2);
      expect(fromFrontDoor.status).toBe(200);
      expect(fromFrontDoor.headers['content-encoding']).toBe(encoding);
      expect(comparable(fromFrontDoor.headers)).toEqual(comparable(fromRoute.headers));
      expect(fromFrontDoor.body.equals(fromRoute.body)).toBe(true);
      const html = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(fromFrontDoor.body).toString();
      expect(html).toContain('Aarav Sharma</h1>');
      // What the app's hooks add on the route's way is there too.
      expect(fromFrontDoor.headers['permissions-policy']).toContain('camera=()');
      expect(fromFrontDoor.headers['content-security-policy']).toContain("script-src 'sha256-");
    }

    const etag = String((await get(path, { host, 'accept-encoding': 'br' })).headers.etag);
    const before = answeredByFrontDoor();
    const notModified = await get(path, { host, 'accept-encoding': 'br', 'if-none-match': etag });
    expect(answeredByFrontDoor() - before).toBe(1);
    expect([notModified.status, notModified.body.length, notModified.headers.etag]).toEqual([304, 0, etag]);
    expect(notModified.headers['cache-control']).toBe('no-cache');
  });

  it('answers each browser language its own kept page of a card with a second language', async () => {
    // docs/product-rules.md#card-second-language
    const sections = richSections();
    sections.secondLanguage = { ...sections.secondLanguage, language: 'hi', name: 'आरव शर्मा' };
    const card = await makeCard(ctx.agency, { sections });
    const path = `/${cardIdOf(card)}`;
    const host = `${ctx.agency.slug}.localhost`;
    const ask = async (acceptLanguage: string) =>
      gunzipSync(
        (await get(path, { host, 'accept-encoding': 'gzip', 'accept-language': acceptLanguage })).body,
      ).toString();
    // The first visit in each language renders it (the route); the second is kept (the front door).
    const english = await ask('en-GB,en');
    const hindi = await ask('hi-IN,hi;q=0.9,en;q=0.8');
    const before = answeredByFrontDoor();
    expect(await ask('en-GB,en')).toBe(english);
    expect(await ask('hi-IN,hi;q=0.9,en;q=0.8')).toBe(hindi);
    expect(answeredByFrontDoor() - before).toBe(2);
    expect(english).toContain('Aarav Sharma</h1>');
    expect(hindi).toContain('आरव शर्मा</h1>');
    expect(hindi.startsWith('<!doctype html><html lang="hi">')).toBe(true);
  });

  it('keeps a well-formed X-Request-Id, as the route does, and makes one up otherwise', async () => {
    const card = await makeCard(ctx.agency);
    const path = `/${cardIdOf(card)}`;
    const host = `${ctx.agency.slug}.localhost`;
    await get(path, { host, 'accept-encoding': 'br' });
    const before = answeredByFrontDoor();
    const kept = await get(path, { host, 'accept-encoding': 'br', 'x-request-id': 'campaign-42.a:b' });
    const replaced = await get(path, { host, 'accept-encoding': 'br', 'x-request-id': 'no spaces <allowed>' });
    expect(answeredByFrontDoor() - before).toBe(2);
    expect(kept.headers['x-request-id']).toBe('campaign-42.a:b');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts views as the route does: a new visitor is a view, their reload within 30 s is not', async () => {
    const card = await makeCard(ctx.agency);
    const path = `/${cardIdOf(card)}`;
    const host = `${ctx.agency.slug}.localhost`;
    await get(path, { host, 'accept-encoding': 'br', 'user-agent': 'first phone' });
    await vi.waitFor(async () => expect(await eventsOf(ctx.t, card, 'view')).toHaveLength(1), { timeout: 5_000 });
    const before = answeredByFrontDoor();
    await get(path, { host, 'accept-encoding': 'br', 'user-agent': 'first phone' });
    await get(path, { host, 'accept-encoding': 'br', 'user-agent': 'second phone' });
    await get(path, { host, 'accept-encoding': 'br', 'user-agent': 'second phone' });
    expect(answeredByFrontDoor() - before).toBe(3);
    await vi.waitFor(async () => expect(await eventsOf(ctx.t, card, 'view')).toHaveLength(2), { timeout: 5_000 });
    const events = await eventsOf(ctx.t, card, 'view');
    expect(events.map((event) => event.source)).toEqual(['card', 'card']);
    expect(new Set(events.map((event) => event.visitorHash)).size).toBe(2);
  });

  it('leaves to the route what it cannot answer from memory alone', async () => {
    const card = await makeCard(ctx.agency);
    const cardId = cardIdOf(card);
    const host = `${ctx.agency.slug}.localhost`;
    await get(`/${cardId}`, { host, 'accept-encoding': 'br' });
    const before = answeredByFrontDoor();
    const answers = [
      await get(`/${cardId}?src=qr`, { host, 'accept-encoding': 'br' }), // a query: the route reads it
      await get(`/${cardId}`, { host, 'accept-encoding': 'br' }, { method: 'HEAD' }),
      await get(`/${cardId}`, { host }), // neither brotli nor gzip: the route unpacks the HTML
      await get(`/${cardId}.vcf`, { host }),
      await get(`/${cardId.toUpperCase()}`, { host }), // the route redirects it
      await get(`/${cardId}`, { host: 'unknown.localhost', 'accept-encoding': 'br' }),
      await get(`/${cardId}`, { host, 'accept-encoding': 'br', cookie: 'cardora_agency=someone-else' }),
      await get('/healthz', { host }),
    ];
    expect(answeredByFrontDoor() - before).toBe(0);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 301, 404, 200, 200]);
    expect(answers[2]?.body.toString()).toContain('Aarav Sharma</h1>');
  });

  it('shows an edit within a second: a page due for its check goes to the route, which renders it again', async () => {
    const card = await makeCard(ctx.agency);
    const path = `/${cardIdOf(card)}`;
    const host = `${ctx.agency.slug}.localhost`;
    const html = async () => brotliDecompressSync((await get(path, { host, 'accept-encoding': 'br' })).body).toString();
    expect(await html()).toContain('Aarav Sharma</h1>');
    const basic = richSections().basicDetails;
    if (!basic) throw new Error('fixture has basic details');
    await ctx.t.db
      .update(cards)
      .set({ sections: richSections({ basicDetails: { ...basic, name: 'Meera Iyer' } }) })
      .where(eq(cards.cardNo, card.cardNo));
    expect(await html()).toContain('Aarav Sharma</h1>'); // kept, within its second
    ctx.t.clock.advance(PAGE_TTL_MS + 1);
    const before = answeredByFrontDoor();
    expect(await html()).toContain('Meera Iyer</h1>');
    expect(answeredByFrontDoor() - before).toBe(0);
    expect(await html()).toContain('Meera Iyer</h1>');
    expect(answeredByFrontDoor() - before).toBe(1);
  });
});

describe('checks of kept pages through the front door', () => {
  it("spends one of the second's checks per page checked, so a full budget checks that many pages", async () => {
    const host = `${ctx.agency.slug}.localhost`;
    const made = [];
    for (let i = 0; i < PAGE_CHECKS_PER_SECOND; i++) made.push(await makeCard(ctx.agency));
    const html = async (path: string) =>
      brotliDecompressSync((await get(path, { host, 'accept-encoding': 'br' })).body).toString();
    for (const card of made) expect(await html(`/${cardIdOf(card)}`)).toContain('Aarav Sharma</h1>');
    const basic = richSections().basicDetails;
    if (!basic) throw new Error('fixture has basic details');
    await ctx.t.db
      .update(cards)
      .set({ sections: richSections({ basicDetails: { ...basic, name: 'Meera Iyer' } }) })
      .where(
        inArray(
          cards.cardNo,
          made.map((card) => card.cardNo),
        ),
      );
    // A second later every page is due and the budget is full again: each visit is a check.
    ctx.t.clock.advance(PAGE_TTL_MS + 1);
    const shown = [];
    for (const card of made) shown.push((await html(`/${cardIdOf(card)}`)).includes('Meera Iyer</h1>'));
    expect(shown.filter(Boolean)).toHaveLength(PAGE_CHECKS_PER_SECOND);
    // A hundred cards made and each page served twice: ~3 s here, over 30 s in CI's PostgreSQL
    // run while the browser journeys have the CPU.
  }, 120_000);
});

describe('requestFacts', () => {
  const servers: { close(): Promise<unknown> }[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  it.each([false, true])(
    "gives Fastify's request.ip, host, hostname and protocol (trustProxy %s)",
    async (trustProxy) => {
      const frontDoor = new FrontDoor();
      let seen: ReturnType<typeof requestFacts> | null = null;
      frontDoor.use((raw) => {
        seen = requestFacts(raw, trustProxy);
        return false;
      });
      const app = Fastify({ trustProxy, serverFactory: frontDoor.serverFactory });
      servers.push(app);
      app.get('/facts', (request) => ({
        ip: request.ip,
        host: request.host,
        hostname: request.hostname,
        protocol: request.protocol,
        localPort: request.socket.localPort,
      }));
      await app.listen({ port: 0, host: '127.0.0.1' });
      const appPort = (app.server.address() as AddressInfo).port;
      const cases: Record<string, string>[] = [
        { host: 'acme.localhost' },
        { host: 'acme.localhost:8080' },
        { host: '[::1]:3000' },
        { host: 'acme.localhost', 'x-forwarded-for': '203.0.113.7' },
        { host: 'acme.localhost', 'x-forwarded-for': '203.0.113.7, 10.0.0.2 , 10.0.0.1' },
        { host: 'acme.localhost', 'x-forwarded-for': ' , 198.51.100.4' },
        { host: 'inner', 'x-forwarded-host': 'cards.example.in', 'x-forwarded-proto': 'https' },
        {
          host: 'inner',
          'x-forwarded-host': 'spoofed.example, cards.example.in:8443',
          'x-forwarded-proto': 'http, https',
        },
      ];
      for (const headers of cases) {
        seen = null;
        const answer = await get('/facts', headers, { port: appPort });
        expect(answer.status).toBe(200);
        expect(seen).toEqual(JSON.parse(answer.body.toString()));
      }
    },
  );
});
