// The built panel under /panel/, over a tiny dist laid out as the web build leaves it: each
// text file with its .br and .gz beside it (apps/web/scripts/precompress.mjs), a font without.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

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
