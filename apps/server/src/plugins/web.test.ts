// The built panel under /panel/, over a tiny dist laid out as the web build leaves it: each
// text file with its .br and .gz beside it (apps/web/scripts/precompress.mjs), a font without.
// Then the page per agency: the panel's own index.html with the agency's theme
// written in by the server.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PANEL_BRAND_ELEMENT_ID, PANEL_ERROR_REPORTING_ELEMENT_ID, ZPanelBrand } from '@cardora/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_VERSION } from '#lib/server-version';
import { createTestApp, type TestApp } from '#test/support/app';
import { createAgency } from '#test/support/factories';
import { type AgencyRow, agencies } from '../db/schema';
import { pickEncoding } from './web';

const INDEX = `<!doctype html><title>Cardora panel</title>${'<meta name="filler">'.repeat(20)}`;
const SCRIPT = `export const hello = ${JSON.stringify('the panel '.repeat(50))};`;
const FONT = Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4]);
const CHROME = 'gzip, deflate, br, zstd';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let dist: string;
let t: TestApp;

function withCompressedCopies(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cardora-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  withCompressedCopies(join(dist, 'index.html'), INDEX);
  withCompressedCopies(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'inter-latin-400-def456.woff2'), FONT);
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A first visit: no cookie yet, the Accept-Encoding given (none when undefined). */
function get(url: string, acceptEncoding?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
}

/** The body as the browser reads it after undoing Content-Encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString();
}

function varies(res: LightMyRequestResponse): boolean {
  return String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');
}

describe('/panel assets, pre-compressed', () => {
  it('sends the .br copy to a browser that accepts brotli, long-cached', async () => {
    const res = await get('/panel/assets/index-abc123.js', CHROME);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(varies(res)).toBe(true);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length);
    expect(decoded(res)).toBe(SCRIPT);
  });

  it('sends the .gz copy when gzip is accepted and brotli is not', async () => {
    for (const accept of ['gzip, deflate', 'gzip, br;q=0']) {
      const res = await get('/panel/assets/index-abc123.js', accept);
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(varies(res)).toBe(true);
      expect(decoded(res)).toBe(SCRIPT);
    }
  });

  it('sends the file itself when no compression is accepted', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get('/panel/assets/index-abc123.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(varies(res)).toBe(true);
      expect(res.rawPayload.toString()).toBe(SCRIPT);
    }
  });

  it('sends a file without compressed copies (a font) as is, even to a brotli browser', async () => {
    const res = await get('/panel/assets/inter-latin-400-def456.woff2', CHROME);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.rawPayload.equals(FONT)).toBe(true);
  });

  it('keeps a missing asset a 404, not the SPA', async () => {
    const res = await get('/panel/assets/missing-000000.js', CHROME);
    expect(res.statusCode).toBe(404);
  });
});

describe('/panel pages (SPA fallback)', () => {
  it('answers every panel path with index.html, compressed as accepted and never cached', async () => {
    const paths = ['/panel', '/panel/', '/panel/login', '/panel/customer/business/123', '/panel/index.html'];
    for (const path of paths) {
      for (const [accept, encoding] of [
        [CHROME, 'br'],
        ['gzip', 'gzip'],
        [undefined, undefined],
      ] as const) {
        const res = await get(path, accept);
        expect(res.statusCode, `${path} ${accept}`).toBe(200);
        expect(res.headers['content-encoding'], `${path} ${accept}`).toBe(encoding);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control'], path).toBe('no-cache');
        expect(varies(res), path).toBe(true);
        expect(decoded(res)).toBe(INDEX);
      }
    }
  });
});

describe('cookies', () => {
  it('sets no cookie with any panel file or page on a first visit', async () => {
    const paths = ['/panel', '/panel/login', '/panel/admin/home', '/panel/assets/index-abc123.js'];
    for (const path of [...paths, '/panel/assets/inter-latin-400-def456.woff2', '/panel/assets/missing-000000.js']) {
      const res = await get(path, CHROME);
      expect(res.headers['set-cookie'], path).toBeUndefined();
    }
  });

  it('hands the CSRF cookie out with the API call the panel makes first', async () => {
    const res = await t.client().get('/api/v1/session');
    expect(res.setCookies.get('cardora_csrf')?.value).toMatch(/^[\w-]{30,}$/);
  });
});

// ---------------------------------------------------------------------------------------
// The page per agency, over the panel's real index.html (its splash markers and head) with an
// inline boot script like the build's.

const BOOT_SCRIPT = 'window.__cardoraEarly = {};';
const PANEL_INDEX = readFileSync(join(import.meta.dirname, '../../../web/index.html'), 'utf8').replace(
  '</head>',
  `<script>${BOOT_SCRIPT}</script></head>`,
);

describe('the panel page carries the agency’s brand', () => {
  let brandedDist: string;
  let b: TestApp;

  beforeAll(async () => {
    brandedDist = mkdtempSync(join(tmpdir(), 'cardora-web-branded-'));
    mkdirSync(join(brandedDist, 'assets'));
    withCompressedCopies(join(brandedDist, 'index.html'), PANEL_INDEX);
    b = await createTestApp({ env: { WEB_DIST_DIR: brandedDist } });
  });
  afterAll(async () => {
    await b.close();
    rmSync(brandedDist, { recursive: true, force: true });
  });

  const page = (
    agency: Pick<AgencyRow, 'slug'> | string,
    path = '/panel/login',
    headers: Record<string, string> = {},
  ) =>
    b.app.inject({
      method: 'GET',
      url: path,
      headers: { host: typeof agency === 'string' ? agency : `${agency.slug}.localhost`, ...headers },
    });

  async function themed(theme: Partial<AgencyRow['theme']>, agencyName = 'Sharma Agency') {
    const agency = await createAgency({ agencyName });
    const [row] = await b.db
      .update(agencies)
      .set({ theme: { ...agency.theme, ...theme } })
      .where(eq(agencies.id, agency.id))
      .returning();
    if (!row) throw new Error('agency not themed');
    return row;
  }

  function brandBlock(html: string) {
    const json = new RegExp(`<script type="application/json" id="${PANEL_BRAND_ELEMENT_ID}">([^<]*)</script>`).exec(
      html,
    )?.[1];
    return ZPanelBrand.parse(JSON.parse(json ?? 'null'));
  }

  it('writes the app name, colours, logo, favicon and the theme data into the page, on every panel path', async () => {
    const logoUrl = '/uploads/ui-customisation/a1/logo.webp';
    const agency = await themed({
      appName: 'Sharma Cards',
      primaryColor: '#7b1fa2',
      secondaryColor: '#1a237e',
      logoUrl,
      faviconUrl: '/uploads/ui-customisation/a1/favicon.png',
    });
    for (const path of ['/panel/login', '/panel', '/panel/', '/panel/index.html', '/panel/customer/daily-image']) {
      const res = await page(agency, path);
      expect(res.statusCode, path).toBe(200);
      const html = res.body;
      expect(html, path).toContain('<title>Sharma Cards</title>');
      expect(html).toContain('<meta name="theme-color" content="#1a237e" />');
      expect(html).toContain('<link rel="icon" type="image/png" href="/uploads/ui-customisation/a1/favicon.png" />');
      expect(html).toContain('--brand-primary:#7b1fa2;--brand-primary-dark:#561671;--brand-accent:#1a237e');
      // The splash: the logo and the name; with JavaScript off, the welcome names the app too.
      expect(html).toContain(`<img class="boot-splash__logo" src="${logoUrl}" alt="Sharma Cards logo"`);
      expect(html).toContain('<p class="boot-splash__name">Sharma Cards</p>');
      expect(html).toContain('Welcome to <!--agency-name-->Sharma Cards<!--/agency-name-->');
      // Under the spinner, the app's name too: no bare "Loading…".
      expect(html).toContain('Opening <!--agency-name-->Sharma Cards<!--/agency-name-->…');
      expect(html).not.toContain('Loading…');
      expect(brandBlock(html)).toEqual({
        agencyId: agency.id,
        appName: 'Sharma Cards',
        theme: {
          appName: 'Sharma Cards',
          primaryColor: '#7b1fa2',
          secondaryColor: '#1a237e',
          logoUrl,
          faviconUrl: '/uploads/ui-customisation/a1/favicon.png',
          loginBackgroundUrl: null,
        },
      });
      // The default brand is gone.
      expect(html).not.toContain('<title>Loading…</title>');
      // The agency's colours come after the defaults, so they win.
      expect(html.indexOf('<style id="agency-theme">')).toBeGreaterThan(html.indexOf('--brand-primary: #1e63d6'));
    }
  });

  it('without an app name or logo: the agency name and its initials; the favicon stays ours', async () => {
    const agency = await themed({}, 'Lakeside Studio');
    const html = (await page(agency)).body;
    expect(html).toContain('<title>Lakeside Studio</title>');
    expect(html).toContain('<div class="boot-splash__mark" aria-hidden="true">LS</div>');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/panel/favicon.svg" />');
  });

  it('escapes a hostile app name everywhere and keeps the JSON block inert', async () => {
    const hostile = `</title><script>alert(1)</script><img src=x onerror=alert(2)>"'&`;
    const agency = await themed({ appName: hostile, logoUrl: 'javascript:alert(3)' });
    const html = (await page(agency)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('javascript:');
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;&quot;&#39;&amp;</title>',
    );
    // Nothing in the data block can end it; read back, it is the name as typed, and the unsafe logo is gone.
    const block = brandBlock(html);
    expect(block.appName).toBe(hostile);
    expect(block.theme.logoUrl).toBeNull();
  });

  it('keeps the CSP to the boot script: the brand block is data, never run', async () => {
    const agency = await themed({ appName: 'Sharma Cards' });
    const res = await page(agency);
    const csp = String(res.headers['content-security-policy']);
    const bootHash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
    expect(csp).toContain(`script-src 'self' ${bootHash} https://checkout.razorpay.com`);
    expect(res.body).toContain(`<script>${BOOT_SCRIPT}</script>`);
    expect(res.body).toMatch(new RegExp(`<script type="application/json" id="${PANEL_BRAND_ELEMENT_ID}">`));
  });

  it('is never cached across agencies: no-cache, an ETag per agency and theme, 304 only for the same one', async () => {
    const sharma = await themed({ appName: 'Sharma Cards', primaryColor: '#7b1fa2' });
    const lakeside = await themed({ appName: 'Lakeside', primaryColor: '#00695c' });
    const first = await page(sharma, '/panel/login', { 'accept-encoding': CHROME });
    const other = await page(lakeside, '/panel/login', { 'accept-encoding': CHROME });
    for (const res of [first, other]) {
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(varies(res)).toBe(true);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(first.headers.etag).not.toBe(other.headers.etag);
    expect(decoded(first)).toContain('<title>Sharma Cards</title>');
    expect(decoded(other)).toContain('<title>Lakeside</title>');

    const etag = String(first.headers.etag);
    expect((await page(sharma, '/panel/login', { 'if-none-match': etag })).statusCode).toBe(304);
    // Lakeside's browser holding Sharma's page gets Lakeside's.
    const crossed = await page(lakeside, '/panel/login', { 'if-none-match': etag });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.body).toContain('<title>Lakeside</title>');

    // A new theme is a new version at once.
    await b.db
      .update(agencies)
      .set({ theme: { ...sharma.theme, appName: 'Sharma Digital' } })
      .where(eq(agencies.id, sharma.id));
    const changed = await page(sharma, '/panel/login', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('<title>Sharma Digital</title>');
    expect(gunzipSync((await page(sharma, '/panel/login', { 'accept-encoding': 'gzip' })).rawPayload).toString()).toBe(
      changed.body,
    );
  });

  it('an unknown host gets the page as built (the app then says the agency is unknown)', async () => {
    const res = await page('nobody-here.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(PANEL_INDEX);
  });

  it('honours q=0 when picking the encoding', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe("the panel's error-reporting settings", () => {
  it('are written into the page, and the CSP lets the SDK post to the DSN, only when SENTRY_DSN is set', async () => {
    const off = await get('/panel/login');
    expect(off.body).not.toContain(PANEL_ERROR_REPORTING_ELEMENT_ID);
    expect(off.headers['content-security-policy']).not.toContain('sentry');

    const reportingDist = mkdtempSync(join(tmpdir(), 'cardora-web-dist-'));
    writeFileSync(join(reportingDist, 'index.html'), PANEL_INDEX);
    const reporting = await createTestApp({
      env: {
        WEB_DIST_DIR: reportingDist,
        SENTRY_DSN: 'https://abc123@o1.ingest.sentry.example/17',
        SENTRY_ENVIRONMENT: 'staging',
      },
    });
    try {
      const res = await reporting.app.inject({ method: 'GET', url: '/panel/login' });
      const block = new RegExp(
        `<script type="application/json" id="${PANEL_ERROR_REPORTING_ELEMENT_ID}">(.*?)</script>`,
      ).exec(res.body);
      expect(JSON.parse(block?.[1] ?? 'null')).toEqual({
        dsn: 'https://abc123@o1.ingest.sentry.example/17',
        environment: 'staging',
        release: SERVER_VERSION,
        tracesSampleRate: 1,
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1,
      });
      expect(res.headers['content-security-policy']).toMatch(
        /connect-src 'self' [^;]* https:\/\/o1\.ingest\.sentry\.example(;|$)/,
      );
    } finally {
      await reporting.close();
      rmSync(reportingDist, { recursive: true, force: true });
    }
  });
});
