// The built web app under /panel/: hashed assets cached for a year, index.html never
// cached, and any other /panel/* GET answered with index.html (SPA routes). The build writes
// a .br and a .gz beside each text file (apps/web/scripts/precompress.mjs); the one the
// browser accepts is sent as is, with Vary: Accept-Encoding, so nothing is compressed per
// request. No cookie is set here (see issuesCsrfCookie), so any cache may keep these files.
// Without a build, /panel/* explains how to make one.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Cardora: web app not built</title></head>
<body style="font-family: system-ui, sans-serif; padding: 2rem">
<h1>The web app is not built</h1>
<p>Run <code>npm run build</code> in the repository, then reload this page.</p>
</body></html>`;

/**
 * CSP hashes ('sha256-…') of the inline scripts in the built index.html (the build's boot script
 * that starts the first API calls before the bundle loads), so the panel's CSP can allow exactly
 * them and no other inline script. None without a build.
 */
export function panelInlineScriptHashes(distDir: string): string[] {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

export function isPanelPath(path: string): boolean {
  return path === '/panel' || path.startsWith('/panel/');
}

export interface WebApp {
  /** Answers a /panel request that no file matched (SPA fallback); false when it is not one. */
  fallback(request: FastifyRequest, reply: FastifyReply): boolean;
}

export async function registerWeb(app: FastifyInstance, distDir: string): Promise<WebApp> {
  const built = existsSync(join(distDir, 'index.html'));
  if (!built) {
    const notBuilt = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply.status(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    app.get('/panel', { schema: { hide: true } }, notBuilt);
    app.get('/panel/*', { schema: { hide: true } }, notBuilt);
    return { fallback: () => false };
  }

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/panel/',
    index: 'index.html',
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      // Vite names every file under assets/ by its content hash; filePath may be the .br/.gz.
      const hashed = filePath.startsWith(join(distDir, 'assets'));
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  return {
    fallback(request, reply) {
      const path = request.url.split('?', 1)[0] ?? '';
      if (!isPanelPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
      // A missing hashed asset is a real 404, not the SPA (the browser expects JS/CSS).
      if (path.startsWith('/panel/assets/')) return false;
      reply.header('cache-control', 'no-cache').sendFile('index.html');
      return true;
    },
  };
}
