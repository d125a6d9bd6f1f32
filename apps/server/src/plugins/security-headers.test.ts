// The browser protections, on the real app (development) and on a bare
// Fastify with the production switch (HSTS), with routes answering as the app's do.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp, testAppPerFile } from '#test/support/app';
import { API_CSP, HSTS, PANEL_CSP, PERMISSIONS_POLICY, registerSecurityHeaders } from './security-headers';
import { panelInlineScriptHashes } from './web';

const t = testAppPerFile();

describe('security headers', () => {
  it('the panel HTML cannot be framed and runs scripts from its own origin only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/panel/login' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe(PANEL_CSP);
    expect(PANEL_CSP).toContain("frame-ancestors 'none'");
    expect(PANEL_CSP).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com(;|$)/);
    expect(PANEL_CSP).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    // Not production: no HSTS (a developer's http://localhost must keep working).
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('API JSON gets a CSP that runs nothing; errors too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-security-policy']).toBe(API_CSP);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("a route's own CSP is kept (the public card's script hash)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-card-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).not.toBe(PANEL_CSP);
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  it('production answers carry HSTS; non-JSON API files get no CSP (PDFs open in a tab)', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { production: true });
    app.get('/api/v1/file', async (_request, reply) => reply.type('application/pdf').send(Buffer.from('%PDF-1.7')));
    app.get('/api/v1/json', async () => ({ data: 1 }));
    const file = await app.inject({ method: 'GET', url: '/api/v1/file' });
    expect(file.headers['strict-transport-security']).toBe(HSTS);
    expect(file.headers['content-security-policy']).toBeUndefined();
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const json = await app.inject({ method: 'GET', url: '/api/v1/json' });
    expect(json.headers['content-security-policy']).toBe(API_CSP);
    expect(json.headers['strict-transport-security']).toBe(HSTS);
    await app.close();
  });

  it("allows the built panel's inline boot script by its hash, and no other inline script", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'cardora-csp-dist-'));
    mkdirSync(join(dist, 'assets'));
    const boot = "(function () { window.early = fetch('/api/v1/session'); })();";
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><script>${boot}</script><script type="module" src="/panel/assets/x.js"></script><title>x</title>`,
    );
    const hash = `'sha256-${createHash('sha256').update(boot).digest('base64')}'`;
    expect(panelInlineScriptHashes(dist)).toEqual([hash]);
    const built = await createTestApp({ env: { WEB_DIST_DIR: dist } });
    try {
      const res = await built.app.inject({ method: 'GET', url: '/panel/login' });
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toContain(`script-src 'self' ${hash} https://checkout.razorpay.com`);
      expect(policy).not.toContain("'unsafe-inline' https://checkout");
    } finally {
      await built.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
