import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { richCardView } from '@cardora/card-templates';
import { CARD_SECTIONS, endpoints, type TCardSections } from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AgencyRow, type CardRow, cardEvents, cards } from '../../db/schema';
import { LocalDiskStorage, type Storage } from '../../lib/storage';
import { sharmaSweetsSections, writeSharmaSweetsImages } from '../../seed/demo-cards';
import { createTestApp, type TestApp } from '../../test/app';
import { basicDetails, createAgency, createBusiness, createCard, createCustomer } from '../../test/factories';
import { PAGE_TTL_MS, VIEW_REPEAT_MS } from './routes';

let t: TestApp;
let agency: AgencyRow;
let uploadsDir: string;
let storage: Storage;
const PHOTO_URL = '/uploads/business/test/photo.webp';

/** The fixture's sections (every section filled) with a real photo in storage. */
function richSections(overrides: Partial<TCardSections> = {}): TCardSections {
  const sections = richCardView().sections;
  const basic = sections.basicDetails;
  if (!basic) throw new Error('fixture has basic details');
  return { ...sections, basicDetails: { ...basic, photoUrl: PHOTO_URL, logoUrl: null }, ...overrides };
}

async function makeCard(
  options: { status?: 'active' | 'inactive'; expiry?: Date | null; sections?: TCardSections; filled?: boolean } = {},
) {
  const user = await createCustomer({ agency });
  const business = await createBusiness({ user, expiryDateForCustomer: options.expiry ?? null });
  return createCard({
    business,
    status: options.status,
    filled: options.filled,
    sections: options.filled === false ? {} : (options.sections ?? richSections()),
  });
}

function cardIdOf(card: CardRow): string {
  if (!card.cardId) throw new Error('card has no cardId');
  return card.cardId;
}

async function eventsOf(card: CardRow, kind: 'view' | 'click') {
  return t.db
    .select()
    .from(cardEvents)
    .where(and(eq(cardEvents.cardNo, card.cardNo), eq(cardEvents.kind, kind)));
}

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'cardora-public-card-'));
  storage = new LocalDiskStorage(uploadsDir);
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c2410c' } })
    .webp()
    .toBuffer();
  await storage.put('business/test/photo.webp', photo, 'image/webp');
  t = await createTestApp({ deps: { storage } });
  agency = await createAgency({ agencyName: 'Acme Cards' });
});

afterAll(async () => {
  await t.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

describe('GET /:cardId', () => {
  it('answers 200 with the server-rendered card, no-cache + ETag, and counts the view', async () => {
    const card = await makeCard();
    const cardId = cardIdOf(card);
    const response = await t.client(agency).get(`/${cardId}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers['content-security-policy']).toContain("script-src 'sha256-");
    const html = response.text;
    expect(html).toContain('Aarav Sharma</h1>');
    expect(html).toContain('Kaju Katli (500 g)');
    expect(html).toContain(`<link rel="canonical" href="http://${agency.slug}.localhost/${cardId}">`);
    expect(html).toContain(`<meta property="og:image" content="http://${agency.slug}.localhost${PHOTO_URL}">`);
    expect(html).toMatch(/<div class="qrbox"><svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(html).toContain(`href="/${cardId}.vcf"`);
    expect(html).toContain(`data-card="${cardId}" data-beacon`);
    expect(html).toContain('Made with <strong>Acme Cards</strong>');
    await vi.waitFor(async () => expect(await eventsOf(card, 'view')).toHaveLength(1), { timeout: 5_000 });
  });

  it('sends gzip when asked, and 304 for a matching ETag', async () => {
    const card = await makeCard();
    const client = t.client(agency);
    const zipped = await client.get(`/${cardIdOf(card)}`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const plain = await client.get(`/${cardIdOf(card)}`);
    const raw = await t.app.inject({
      url: `/${cardIdOf(card)}`,
      headers: { host: `${agency.slug}.localhost`, 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(raw.rawPayload).toString()).toBe(plain.text);
    const etag = String(plain.headers.etag);
    const again = await client.get(`/${cardIdOf(card)}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it("counts a visitor's reloads within 30 s as one view; another visitor or later is another view", async () => {
    const card = await makeCard();
    const path = `/${cardIdOf(card)}`;
    const phone = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile' };
    for (let i = 0; i < 3; i++) expect((await t.client(agency).get(path, { headers: phone })).status).toBe(200);
    await t.client(agency).get(path, { headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Safari/604.1' } });
    t.clock.advance(VIEW_REPEAT_MS + 1);
    await t.client(agency).get(path, { headers: phone });
    await vi.waitFor(
      async () => {
        const views = await eventsOf(card, 'view');
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
      const response = await t.client(agency).get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.text, path).toContain('We could not find this card');
      expect(response.text, path).toContain('Acme Cards');
    }
    const noDetails = await makeCard({ filled: false });
    expect((await t.client(agency).get(`/${cardIdOf(noDetails)}`)).status).toBe(404);
  });

  it('serves the seeded Sharma Sweets card in under 30 KB of HTML and CSS (before images)', async () => {
    const user = await createCustomer({ agency });
    const business = await createBusiness({ user, businessName: 'Sharma Sweets' });
    const sections = sharmaSweetsSections(await writeSharmaSweetsImages(storage, business.id));
    const card = await createCard({ business, sections });
    // A production-length host: the canonical URL and the QR code grow with it.
    const response = await t
      .client('sharma.cardora-partner-agency.co.in')
      .get(`/${cardIdOf(card)}?agency=${agency.slug}`);
    expect(response.status).toBe(200);
    expect(response.text).toContain('Johari Bazaar');
    expect(Buffer.byteLength(response.text)).toBeLessThan(30_000);
  });

  it('redirects an upper-case address to the lower-case one, and drops a trailing slash', async () => {
    const card = await makeCard();
    const response = await t.client(agency).get(`/${cardIdOf(card).toUpperCase()}`);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(`/${cardIdOf(card)}`);
    const slash = await t.client(agency).get(`/${cardIdOf(card)}/?utm_source=whatsapp`);
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe(`/${cardIdOf(card)}?utm_source=whatsapp`);
    expect((await t.client(agency).get('/api/')).status).toBe(404);
  });

  it('410 for an inactive card and for an expired business', async () => {
    const inactive = await makeCard({ status: 'inactive' });
    const response = await t.client(agency).get(`/${cardIdOf(inactive)}`);
    expect(response.status).toBe(410);
    expect(response.text).toContain('This card is not active');

    const expired = await makeCard({ expiry: new Date(Date.now() - 86_400_000) });
    const gone = await t.client(agency).get(`/${cardIdOf(expired)}`);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain('This card has expired');
  });

  it('shows a change within a second (the in-process page cache)', async () => {
    const card = await makeCard();
    const path = `/${cardIdOf(card)}`;
    expect((await t.client(agency).get(path)).status).toBe(200);
    await t.db.update(cards).set({ status: 'inactive' }).where(eq(cards.cardNo, card.cardNo));
    t.clock.advance(PAGE_TTL_MS + 1);
    expect((await t.client(agency).get(path)).status).toBe(410);
  });

  it('does not shadow the routes it is registered after', async () => {
    const client = t.client(agency);
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

/** Unfolds a vCard and returns its content lines. */
function vcardLines(text: string): string[] {
  return text.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
}

describe('GET /:cardId.vcf', () => {
  it('is a vCard 3.0 with every field, escaped, folded, with the photo, and counts a save', async () => {
    const sections = richSections();
    const basic = sections.basicDetails;
    if (!basic) throw new Error('fixture has basic details');
    sections.basicDetails = {
      ...basic,
      designation: 'Founder, Owner; Chef\\Halwai',
      address: 'Shop 4, Laxmi Market;\nAndheri West',
    };
    const card = await makeCard({ sections });
    const cardId = cardIdOf(card);
    const response = await t.client(agency).get(`/${cardId}.vcf`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${cardId}.vcf"`);

    for (const line of response.text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const lines = vcardLines(response.text);
    expect(lines[0]).toBe('BEGIN:VCARD');
    expect(lines[1]).toBe('VERSION:3.0');
    expect(lines.at(-1)).toBe('END:VCARD');
    expect(lines).toContain('N:Sharma;Aarav;;Mr.;');
    expect(lines).toContain('FN:Aarav Sharma');
    expect(lines).toContain('ORG:Sharma Sweets');
    expect(lines).toContain('TITLE:Founder\\, Owner\\; Chef\\\\Halwai');
    expect(lines).toContain('TEL;TYPE=CELL:+919876543210');
    expect(lines).toContain('TEL;TYPE=CELL:+912224567890');
    expect(lines).toContain('EMAIL;TYPE=INTERNET:orders@sharmasweets.in');
    expect(lines).toContain('URL:https://sharmasweets.in');
    expect(lines).toContain(`URL:http://${agency.slug}.localhost/${cardId}`);
    expect(lines).toContain('ADR;TYPE=WORK:;;Shop 4\\, Laxmi Market\\;\\nAndheri West;;;;');
    const note = lines.find((line) => line.startsWith('NOTE:'));
    expect(note).toMatch(/^NOTE:Since 1986 our family has made pure desi ghee sweets/);
    expect(note).not.toContain('**');
    const photo = lines.find((line) => line.startsWith('PHOTO;ENCODING=b;TYPE=JPEG:'));
    const jpeg = Buffer.from(photo?.slice('PHOTO;ENCODING=b;TYPE=JPEG:'.length) ?? '', 'base64');
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 256, 256]);

    await vi.waitFor(
      async () => {
        const clicks = await eventsOf(card, 'click');
        expect(clicks.map((event) => event.action)).toEqual(['save-contact']);
      },
      { timeout: 5_000 },
    );
  });

  it('has no PHOTO without an image, and 404/410 like the page', async () => {
    const card = await makeCard({ sections: { ...richSections(), basicDetails: basicDetails() } });
    const text = (await t.client(agency).get(`/${cardIdOf(card)}.vcf`)).text;
    expect(text).not.toContain('PHOTO');
    expect((await t.client(agency).get('/no-such-card-here.vcf')).status).toBe(404);
    const inactive = await makeCard({ status: 'inactive' });
    expect((await t.client(agency).get(`/${cardIdOf(inactive)}.vcf`)).status).toBe(410);
  });
});

describe('GET /:cardId/qr.png', () => {
  it('is a 512 px PNG download of the card address', async () => {
    const card = await makeCard();
    const response = await t.app.inject({
      url: `/${cardIdOf(card)}/qr.png`,
      headers: { host: `${agency.slug}.localhost` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${cardIdOf(card)}-qr.png"`);
    expect(response.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect((await t.client(agency).get('/no-such-card-here/qr.png')).status).toBe(404);
  });
});

describe('POST /c/events', () => {
  it('records a click without a session or CSRF token; unknown cards are not recorded', async () => {
    const card = await makeCard();
    const client = t.client(agency);
    const ok = await client.post(
      endpoints.recordCardEvent.path,
      { cardId: cardIdOf(card), action: 'enquiry', target: 'Kaju Katli (500 g)' },
      { csrf: false },
    );
    expect(ok.status).toBe(200);
    expect(ok.data(endpoints.recordCardEvent.response)).toEqual({ recorded: true });
    const clicks = await eventsOf(card, 'click');
    expect(clicks.map((event) => [event.action, event.target])).toEqual([['enquiry', 'Kaju Katli (500 g)']]);
    expect(clicks[0]?.visitorHash).toMatch(/^[0-9a-f]{32}$/);

    const unknown = await client.post(
      endpoints.recordCardEvent.path,
      { cardId: 'nobody-here', action: 'call' },
      { csrf: false },
    );
    expect(unknown.data(endpoints.recordCardEvent.response)).toEqual({ recorded: false });

    const bad = await client.post(
      endpoints.recordCardEvent.path,
      { cardId: cardIdOf(card), action: 'hack' },
      { csrf: false },
    );
    expect(bad.status).toBe(400);
    expect(bad.error().code).toBe('VALIDATION_FAILED');
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
      const html = (await t.client(hostile).get(`/${cardIdOf(card)}`)).text;
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
