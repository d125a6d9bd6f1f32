import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CARD_SECTIONS, DEFAULT_AGENCY_THEME, endpoints, type TCardSections, ZCardAnalytics } from '@cardora/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { agencies, businesses, cards, users } from '#db/schema';
import { cardPublicUrl } from '#lib/public-url';
import { agenciesChanged } from '#plugins/tenancy';
import { sharmaSweetsSections, writeSharmaSweetsImages } from '#seed/demo-cards';
import {
  cardIdOf,
  eventsOf,
  makeCard,
  PHOTO_URL,
  richSections,
  setUpPublicCardTests,
} from '#test/factories/public-card';
import { signIn } from '#test/support/app';
import { createAgency, createBusiness, createCard, createCustomer } from '#test/support/factories';
import { PAGE_RECHECK_MS, PAGE_TTL_MS, PAGE_UPGRADE_MIN_SENDS, pageUpgradesSettled, VIEW_REPEAT_MS } from './routes';

const ctx = setUpPublicCardTests();

describe('GET /:cardId', () => {
  it('answers 200 with the server-rendered card, no-cache + ETag, and counts the view', async () => {
    const card = await makeCard(ctx.agency);
    const cardId = cardIdOf(card);
    const response = await ctx.t.client(ctx.agency).get(`/${cardId}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers['content-security-policy']).toContain("script-src 'sha256-");
    const html = response.text;
    expect(html).toContain('Aarav Sharma</h1>');
    expect(html).toContain('Kaju Katli (500 g)');
    expect(html).toContain(`<link rel="canonical" href="http://${ctx.agency.slug}.localhost/${cardId}">`);
    expect(html).toContain(`<meta property="og:image" content="http://${ctx.agency.slug}.localhost${PHOTO_URL}">`);
    expect(html).toMatch(/<div class="qrbox"><svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(html).toContain(`href="/${cardId}.vcf"`);
    expect(html).toContain(`data-card="${cardId}" data-beacon`);
    expect(html).toContain('Made with <strong>Acme Cards</strong>');
    await vi.waitFor(async () => expect(await eventsOf(ctx.t, card, 'view')).toHaveLength(1), { timeout: 5_000 });
    // The second visit is answered from memory (no promise on that path): the same answer.
    const again = await ctx.t.client(ctx.agency).get(`/${cardId}`, { headers: { 'user-agent': 'another phone' } });
    const { 'x-request-id': _first, date: _d1, ...firstHeaders } = response.headers;
    const { 'x-request-id': _second, date: _d2, ...againHeaders } = again.headers;
    expect([again.status, again.text, againHeaders]).toEqual([200, html, firstHeaders]);
    await vi.waitFor(async () => expect(await eventsOf(ctx.t, card, 'view')).toHaveLength(2), { timeout: 5_000 });
  });

  it('counts each view under its source (?src=qr, ?src=pdf, ?src=nfc, a greeting, else the card link) for the card analytics', async () => {
    const card = await makeCard(ctx.agency);
    const cardId = cardIdOf(card);
    const client = ctx.t.client(ctx.agency);
    const greetingId = '6f1c2a9e-1111-4000-8000-000000000000';
    const visits = [
      ['', 'card'],
      ['?src=qr', 'qr'],
      ['?src=qr&utm=x', 'qr'],
      ['?src=pdf', 'pdf_card'],
      ['?src=nfc', 'nfc'],
      [`?g=${greetingId}`, 'greeting'],
      [`?g=${greetingId}&src=qr`, 'greeting'],
      ['?g=not-a-post', 'card'],
      ['?src=QR', 'card'],
    ] as const;
    // A different user agent each: a visitor's reloads within VIEW_REPEAT_MS count once.
    for (const [index, [query]] of visits.entries()) {
      const page = await client.get(`/${cardId}${query}`, { headers: { 'user-agent': `phone ${index}` } });
      expect(page.status).toBe(200);
    }
    await vi.waitFor(async () => expect(await eventsOf(ctx.t, card, 'view')).toHaveLength(visits.length), {
      timeout: 5_000,
    });
    const sources = (await eventsOf(ctx.t, card, 'view')).map((event) => event.source).sort();
    expect(sources).toEqual(visits.map(([, source]) => source).sort());

    const owner = ctx.t.client(ctx.agency);
    const [business] = await ctx.t.db.select().from(businesses).where(eq(businesses.id, card.businessId));
    const [user] = await ctx.t.db
      .select()
      .from(users)
      .where(eq(users.id, business?.userId ?? ''));
    if (!user) throw new Error('card has an owner');
    await signIn(owner, user);
    const analytics = (await owner.call(endpoints.getCardAnalytics, { query: { cardNo: String(card.cardNo) } })).data(
      ZCardAnalytics,
    );
    expect(analytics.bySource).toEqual([
      { source: 'card', views: 3 },
      { source: 'greeting', views: 2 },
      { source: 'qr', views: 2 },
      { source: 'pdf_card', views: 1 },
      { source: 'nfc', views: 1 },
    ]);
  });

  it('sends brotli to browsers that take it, gzip to those that take only gzip, and 304 for a matching ETag', async () => {
    const card = await makeCard(ctx.agency);
    const client = ctx.t.client(ctx.agency);
    const plain = await client.get(`/${cardIdOf(card)}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const fetchRaw = (acceptEncoding: string) =>
      ctx.t.app.inject({
        url: `/${cardIdOf(card)}`,
        headers: { host: `${ctx.agency.slug}.localhost`, 'accept-encoding': acceptEncoding },
      });
    // What Chrome on Android sends.
    const brotli = await fetchRaw('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.text);
    const gzip = await fetchRaw('gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.text);
    expect(brotli.rawPayload.length).toBeLessThan(gzip.rawPayload.length);
    expect(gzip.headers.vary).toBe('accept-encoding, accept-language');
    const etag = String(plain.headers.etag);
    const again = await client.get(`/${cardIdOf(card)}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('answers a new page with cheap brotli at once and later the upgraded brotli of the same page and ETag', async () => {
    const card = await makeCard(ctx.agency);
    const fetchBrotli = () =>
      ctx.t.app.inject({
        url: `/${cardIdOf(card)}`,
        headers: { host: `${ctx.agency.slug}.localhost`, 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
    const first = await fetchBrotli();
    expect(first.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(first.rawPayload).toString();
    expect(html).toContain('Aarav Sharma</h1>');
    // Sent again after PAGE_TTL_MS, unchanged, but too few times to be worth 12 ms.
    ctx.t.clock.advance(PAGE_TTL_MS + 1);
    expect((await fetchBrotli()).rawPayload).toEqual(first.rawPayload);
    await pageUpgradesSettled();
    expect((await fetchBrotli()).rawPayload).toEqual(first.rawPayload);
    // Nothing was queued before the PAGE_UPGRADE_MIN_SENDS-th brotli answer, which queues the
    // upgrade (quality 10, on libuv's thread pool) and is itself still the quality 5 bytes.
    for (let sent = 3; sent < PAGE_UPGRADE_MIN_SENDS - 1; sent++) await fetchBrotli();
    await pageUpgradesSettled();
    const last = await fetchBrotli();
    expect(last.rawPayload).toEqual(first.rawPayload);
    await pageUpgradesSettled();
    const upgraded = await fetchBrotli();
    expect(upgraded.headers.etag).toBe(first.headers.etag);
    expect(upgraded.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(brotliDecompressSync(upgraded.rawPayload).toString()).toBe(html);
  });

  it("counts a visitor's reloads within 30 s as one view; another visitor or later is another view", async () => {
    const card = await makeCard(ctx.agency);
    const path = `/${cardIdOf(card)}`;
    const phone = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile' };
    for (let i = 0; i < 3; i++) expect((await ctx.t.client(ctx.agency).get(path, { headers: phone })).status).toBe(200);
    await ctx.t.client(ctx.agency).get(path, { headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Safari/604.1' } });
    ctx.t.clock.advance(VIEW_REPEAT_MS + 1);
    await ctx.t.client(ctx.agency).get(path, { headers: phone });
    await vi.waitFor(
      async () => {
        const views = await eventsOf(ctx.t, card, 'view');
        expect(views).toHaveLength(3);
        expect(new Set(views.map((view) => view.visitorHash)).size).toBe(2);
      },
      { timeout: 5_000 },
    );
  });

  it('404 with a friendly page for an unknown or malformed cardId, or a card of another agency', async () => {
    const other = await createAgency();
    const user = await createCustomer({ agency: other });
    const foreign = await createCard({ business: await createBusiness({ user }) });
    for (const path of ['/no-such-card-here', '/ab', '/bad_id!', '/-x-', `/${cardIdOf(foreign)}`]) {
      const response = await ctx.t.client(ctx.agency).get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.text, path).toContain('We could not find this card');
      expect(response.text, path).toContain('Acme Cards');
    }
  });

  it("the 404 and 410 pages speak in the agency's app name (UI customisation) when it has one", async () => {
    const branded = await createAgency({
      agencyName: 'Acme Media Pvt Ltd',
      theme: { ...DEFAULT_AGENCY_THEME, appName: 'Acme Cards Pro' },
    });
    const missing = await ctx.t.client(branded).get('/no-such-card-here');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Acme Cards Pro');
    expect(missing.text).not.toContain('Acme Media Pvt Ltd');
    const inactive = await makeCard(branded, { status: 'inactive' });
    const gone = await ctx.t.client(branded).get(`/${cardIdOf(inactive)}`);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain('Acme Cards Pro');
  });

  it("shows an agency's new name and domain at the next check, not after the agency cache runs out", async () => {
    const renamed = await createAgency({ theme: { ...DEFAULT_AGENCY_THEME, appName: 'Before Cards' } });
    const card = await makeCard(renamed);
    expect((await ctx.t.client(renamed).get('/no-such-card-here')).text).toContain('Before Cards');
    const csp = async () =>
      String((await ctx.t.client(renamed).get(`/${cardIdOf(card)}`)).headers['content-security-policy']);
    expect(await csp()).not.toContain('cards.renamed.in');
    // What every writer of agencies does (agency management, UI customisation, payment settings).
    await ctx.t.db
      .update(agencies)
      .set({
        theme: { ...DEFAULT_AGENCY_THEME, appName: 'After Cards' },
        customDomain: 'cards.renamed.in',
        domainVerifiedAt: new Date(),
      })
      .where(eq(agencies.id, renamed.id));
    agenciesChanged();
    ctx.t.clock.advance(PAGE_TTL_MS + 1);
    const missing = await ctx.t.client(renamed).get('/no-such-card-here');
    expect(missing.text).toContain('After Cards');
    expect(missing.text).not.toContain('Before Cards');
    expect(await csp()).toContain('https://cards.renamed.in');
  });

  it("may be framed only by the agency's own hosts (frame-ancestors), its script hash kept", async () => {
    const framed = await createAgency({ customDomain: 'cards.acme-media.in' });
    const card = await makeCard(framed);
    const csp = String((await ctx.t.client(framed).get(`/${cardIdOf(card)}`)).headers['content-security-policy']);
    expect(csp).toContain("script-src 'sha256-");
    expect(csp).toContain(
      `frame-ancestors 'self' https://${framed.slug}.${ctx.t.config.baseDomain} https://cards.acme-media.in`,
    );
    // A domain not verified yet does not get to frame the cards.
    const unverified = await createAgency({ customDomain: 'cards.pending.in', domainVerified: false });
    const other = await makeCard(unverified);
    const plain = await ctx.t.client(unverified).get(`/${cardIdOf(other)}`);
    expect(String(plain.headers['content-security-policy'])).toMatch(/frame-ancestors 'self' https:\/\/[^ ]+$/);
    expect(String(plain.headers['content-security-policy'])).not.toContain('cards.pending.in');
  });

  // 36 KB since the Exchange contact and feedback forms (plain HTML forms with their CSS,
  // ~4.5 KB) became part of the page, so they work without JavaScript; 37.5 KB since each form
  // carries its visitor notice and box (~1.3 KB, docs/product-rules.md#visitor-consent); 38.5 KB
  // since the card lists its team, two people in the demo (~0.7 KB, docs/product-rules.md#staff-cards).
  it('serves the seeded Sharma Sweets card in under 38.5 KB of HTML and CSS (before images)', async () => {
    const user = await createCustomer({ agency: ctx.agency });
    const business = await createBusiness({ user, businessName: 'Sharma Sweets' });
    const sections = sharmaSweetsSections(await writeSharmaSweetsImages(ctx.storage, business.id));
    const card = await createCard({ business, sections });
    // A production-length host: the canonical URL and the QR code grow with it.
    const response = await ctx.t
      .client('sharma.cardora-partner-agency.co.in')
      .get(`/${cardIdOf(card)}?agency=${ctx.agency.slug}`);
    expect(response.status).toBe(200);
    expect(response.text).toContain('Johari Bazaar');
    expect(Buffer.byteLength(response.text)).toBeLessThan(38_500);
  });

  it('renders for the public URL when the Host is an IP literal or a port it does not listen on', async () => {
    const card = await makeCard(ctx.agency);
    const expected = cardPublicUrl(ctx.t.config, ctx.agency, cardIdOf(card));
    for (const host of [`${ctx.agency.slug}.localhost:1234`, '10.0.0.7']) {
      const html = (await ctx.t.client(host).get(`/${cardIdOf(card)}?agency=${ctx.agency.slug}`)).text;
      expect(html, host).toContain(`<link rel="canonical" href="${expected}">`);
    }
  });

  it('redirects an upper-case address to the lower-case one, and drops a trailing slash', async () => {
    const card = await makeCard(ctx.agency);
    const response = await ctx.t.client(ctx.agency).get(`/${cardIdOf(card).toUpperCase()}`);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(`/${cardIdOf(card)}`);
    const slash = await ctx.t.client(ctx.agency).get(`/${cardIdOf(card)}/?utm_source=whatsapp`);
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe(`/${cardIdOf(card)}?utm_source=whatsapp`);
    expect((await ctx.t.client(ctx.agency).get('/api/')).status).toBe(404);
  });

  it('410 for an inactive card and for an expired business', async () => {
    const inactive = await makeCard(ctx.agency, { status: 'inactive' });
    const response = await ctx.t.client(ctx.agency).get(`/${cardIdOf(inactive)}`);
    expect(response.status).toBe(410);
    expect(response.text).toContain('This card is not active');
    // Asked again while the answer is kept in memory: still the status page.
    const repeat = await ctx.t.client(ctx.agency).get(`/${cardIdOf(inactive)}`);
    expect([repeat.status, repeat.text]).toEqual([410, response.text]);

    const expired = await makeCard(ctx.agency, { expiry: new Date(Date.now() - 86_400_000) });
    const gone = await ctx.t.client(ctx.agency).get(`/${cardIdOf(expired)}`);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain('This card has expired');
  });

  it('shows a change within a second (the in-process page cache)', async () => {
    const card = await makeCard(ctx.agency);
    const path = `/${cardIdOf(card)}`;
    expect((await ctx.t.client(ctx.agency).get(path)).status).toBe(200);
    await ctx.t.db.update(cards).set({ status: 'inactive' }).where(eq(cards.cardNo, card.cardNo));
    ctx.t.clock.advance(PAGE_TTL_MS + 1);
    expect((await ctx.t.client(ctx.agency).get(path)).status).toBe(410);
  });

  it('at its check keeps an unchanged page as it is, renders it again when its category changes, and expires it by the clock', async () => {
    const card = await makeCard(ctx.agency, { expiry: new Date(ctx.t.clock.now().getTime() + 2 * 86_400_000) });
    const path = `/${cardIdOf(card)}`;
    const client = ctx.t.client(ctx.agency);
    const first = await client.get(path);
    ctx.t.clock.advance(PAGE_TTL_MS + 1);
    const checked = await client.get(path);
    expect(checked.headers.etag).toBe(first.headers.etag);

    // The category's name comes through a join (a typed "Other" category here): still seen.
    await ctx.t.db
      .update(businesses)
      .set({ category: 'other', otherCategory: 'Mithai & Namkeen' })
      .where(eq(businesses.id, card.businessId));
    ctx.t.clock.advance(PAGE_TTL_MS + 1);
    const recategorised = await client.get(path);
    expect(recategorised.headers.etag).not.toBe(first.headers.etag);
    expect(recategorised.text).toContain('Mithai &amp; Namkeen');

    // Nothing is written when a business runs out: the check sees the date pass.
    ctx.t.clock.advance(3 * 86_400_000);
    try {
      const expired = await client.get(path);
      expect(expired.status).toBe(410);
      expect(expired.text).toContain('This card has expired');
    } finally {
      ctx.t.clock.advance(-3 * 86_400_000);
    }
  });

  it('sends a kept page with no read of its own while the change log does not name it, and reads it again every PAGE_RECHECK_MS', async () => {
    const card = await makeCard(ctx.agency);
    const path = `/${cardIdOf(card)}`;
    const client = ctx.t.client(ctx.agency);
    expect((await client.get(path)).text).toContain('Aarav Sharma</h1>');
    const basic = richSections().basicDetails;
    if (!basic) throw new Error('fixture has basic details');
    // A write the log cannot see (its trigger off, as during a restore): only a read of the card
    // itself would find it, so what the page shows says whether one was made.
    await ctx.t.db.execute(sql`alter table "cards" disable trigger "card_page_changes_card_updated"`);
    try {
      await ctx.t.db
        .update(cards)
        .set({ sections: richSections({ basicDetails: { ...basic, name: 'Unseen Name' } }) })
        .where(eq(cards.cardNo, card.cardNo));
    } finally {
      await ctx.t.db.execute(sql`alter table "cards" enable trigger "card_page_changes_card_updated"`);
    }
    for (const wait of [PAGE_TTL_MS + 1, 60_000, PAGE_RECHECK_MS - 62_000]) {
      ctx.t.clock.advance(wait);
      expect((await client.get(path)).text).toContain('Aarav Sharma</h1>');
    }
    ctx.t.clock.advance(2_000);
    expect((await client.get(path)).text).toContain('Unseen Name</h1>');

    // The agency written by another process (no agenciesChanged() here): its row in the log, and
    // the agency cache's new row, make the page checked and rendered with the new colour.
    const before = (await client.get(path)).text;
    await ctx.t.db
      .update(agencies)
      .set({ theme: { ...ctx.agency.theme, primaryColor: '#0b6e4f' } })
      .where(eq(agencies.id, ctx.agency.id));
    ctx.t.clock.advance(PAGE_TTL_MS + 1);
    const recoloured = (await client.get(path)).text;
    expect(recoloured).not.toBe(before);
    expect(recoloured).toContain('#0b6e4f');
    await ctx.t.db.update(agencies).set({ theme: ctx.agency.theme }).where(eq(agencies.id, ctx.agency.id));
  });

  it('does not shadow the routes it is registered after', async () => {
    const client = ctx.t.client(ctx.agency);
    expect((await client.get('/healthz')).status).toBe(200);
    expect((await client.get('/readyz')).status).toBe(200);
    const api = await client.get('/api');
    expect(api.status).toBe(404);
    expect(api.error().code).toBe('NOT_FOUND');
    expect((await client.get('/favicon.ico')).status).toBe(404);
    // The web is not built in tests: /panel answers its own "not built" page.
    expect((await client.get('/panel')).status).toBe(503);
    expect((await client.get('/')).status).toBe(302);
  });
});

describe('XSS', () => {
  const payloads = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>'];
  it.each(payloads)(
    '%s in every text field comes out escaped (HTML and JSON-LD), no javascript: href',
    async (payload) => {
      const base = richSections();
      const basic = base.basicDetails;
      if (!basic) throw new Error('fixture has basic details');
      const sections: TCardSections = {
        ...base,
        basicDetails: { ...basic, name: payload, designation: payload, companyName: payload, address: payload },
        paymentOptions: {
          ...base.paymentOptions,
          upiPayeeName: payload,
          bank: base.paymentOptions.bank && {
            ...base.paymentOptions.bank,
            accountName: payload,
            bankName: payload,
            branch: payload,
          },
        },
        youtubeVideos: { videos: base.youtubeVideos.videos.map((video) => ({ ...video, title: payload })) },
        gallery: { images: base.gallery.images.map((image) => ({ ...image, caption: payload })) },
        aboutUs: { ...base.aboutUs, text: `${payload}\n**${payload}**` },
        products: { products: base.products.products.map((p) => ({ ...p, name: payload, description: payload })) },
        links: {
          links: [
            ...base.links.links.map((link) => ({ ...link, label: payload })),
            { type: 'text', label: payload, value: payload },
            { type: 'url', label: 'x', value: 'javascript:alert(1)' },
          ],
        },
        settings: {
          ...base.settings,
          seoTitle: payload,
          seoDescription: payload,
          headings: Object.fromEntries(CARD_SECTIONS.map((section) => [section, payload])),
        },
      };
      // The agency's name (footer, og:site_name) is text too.
      const hostile = await createAgency({ agencyName: payload });
      const user = await createCustomer({ agency: hostile });
      const business = await createBusiness({ user, businessName: payload });
      const card = await createCard({ business, sections });
      const html = (await ctx.t.client(hostile).get(`/${cardIdOf(card)}`)).text;
      expect(html).toContain(
        `Made with <strong>${payload.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')}</strong>`,
      );
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toMatch(/javascript:/i);
      expect(html.match(/<script[\s>]/g)).toHaveLength(2);
      const escaped = payload
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
      expect(html).toContain(`<h1 class="name"><span class="sal">Mr. </span>${escaped}</h1>`);
      const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(ld).not.toMatch(/[<>]/);
      expect(JSON.parse(ld)).toMatchObject({ name: payload, address: { streetAddress: payload } });
    },
  );
});
