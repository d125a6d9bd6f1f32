// The built web app under /panel/: hashed assets cached for a year, the panel's page never
// cached, and any other /panel/* GET answered with that page (SPA routes). The build writes a .br
// and a .gz beside each text file (apps/web/scripts/precompress.mjs); the one the browser accepts
// is sent as is, with Vary: Accept-Encoding, so nothing is compressed per request. No cookie is set
// here (see issuesCsrfCookie), so any cache may keep the assets.
//
// The page itself is per agency (UI customisation): the server writes the host's
// agency's theme into index.html before it goes out — its colours as CSS custom properties, its
// app name as the title and in the boot splash, its logo, favicon and theme colour, and the theme
// as a non-executable JSON block the app starts its MUI theme from — so the first paint is already
// branded (with JavaScript off too). Each agency's page is made and compressed once per theme
// version and kept in memory; it is answered with no-cache and an ETag of that version, so a
// browser or CDN always revalidates and never shows one agency's page on another's host.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { escapeHtml, jsonForScript } from '@cardora/card-templates';
import {
  agencyAppName,
  completeAgencyTheme,
  DEFAULT_AGENCY_THEME,
  darkenHex,
  PANEL_BRAND_ELEMENT_ID,
  PANEL_ERROR_REPORTING_ELEMENT_ID,
  type TAgencyTheme,
  type TPanelBrand,
  type TPanelErrorReporting,
  type TStoredAgencyTheme,
} from '@cardora/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Lru } from '../lib/lru';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Cardora: web app not built</title></head>
<body style="font-family: system-ui, sans-serif; padding: 2rem">
<h1>The web app is not built</h1>
<p>Run <code>npm run build</code> in the repository, then reload this page.</p>
</body></html>`;

/**
 * CSP hashes ('sha256-…') of the inline scripts in the built index.html (the build's boot script
 * that starts the first API calls before the bundle loads), so the panel's CSP can allow exactly
 * them and no other inline script. None without a build. The agency's brand block written in per
 * request is type="application/json": data, which no browser runs, so it needs no hash.
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

// ---------------------------------------------------------------------------------------
// The agency's brand in the page

/** The agency a panel page is for (the same resolution as the API's tenancy); null when unknown. */
export interface PanelAgency {
  id: string;
  agencyName: string;
  theme: TStoredAgencyTheme;
}

const HEX = /^#[0-9a-fA-F]{6}$/;
/** Our own uploads, or an https image elsewhere (a theme set in Agency Management may name one). */
const SAFE_IMAGE = /^(\/uploads\/[A-Za-z0-9/_.-]+|https:\/\/[^\s"'<>\\]+)$/;
const DEFAULT_FAVICON = '/panel/favicon.svg';

const safeImage = (url: string | null) => (url && SAFE_IMAGE.test(url) && !url.includes('..') ? url : null);

/** The theme as the page may show it: colours that are colours, images that are ours or https. */
function pageTheme(theme: TStoredAgencyTheme): TAgencyTheme {
  const complete = completeAgencyTheme(theme);
  return {
    ...complete,
    primaryColor: HEX.test(complete.primaryColor) ? complete.primaryColor : DEFAULT_AGENCY_THEME.primaryColor,
    secondaryColor: HEX.test(complete.secondaryColor) ? complete.secondaryColor : DEFAULT_AGENCY_THEME.secondaryColor,
    logoUrl: safeImage(complete.logoUrl),
    faviconUrl: safeImage(complete.faviconUrl),
    loginBackgroundUrl: safeImage(complete.loginBackgroundUrl),
  };
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.trim().slice(0, 2);
  return letters.toUpperCase();
}

function faviconType(url: string): string {
  if (url.endsWith('.svg')) return 'image/svg+xml';
  if (url.endsWith('.png')) return 'image/png';
  if (url.endsWith('.webp')) return 'image/webp';
  return '';
}

/** The brand the page carries: the app name and the theme (also the JSON block's content). */
export function panelBrand(agency: PanelAgency): TPanelBrand {
  return { agencyId: agency.id, appName: agencyAppName(agency), theme: pageTheme(agency.theme) };
}

/** index.html with the brand written in: head (title, favicon, theme colour, CSS, JSON) and splash. */
export function brandPanelHtml(template: string, brand: TPanelBrand): string {
  const { theme } = brand;
  const name = escapeHtml(brand.appName);
  const favicon = theme.faviconUrl ?? theme.logoUrl ?? DEFAULT_FAVICON;
  const type = faviconType(favicon);
  const logo = theme.logoUrl
    ? `<img class="boot-splash__logo" src="${escapeHtml(theme.logoUrl)}" alt="${name} logo" width="64" height="64">`
    : `<div class="boot-splash__mark" aria-hidden="true">${escapeHtml(initials(brand.appName))}</div>`;
  const background = theme.loginBackgroundUrl
    ? `<div class="boot-splash__bg" style="background-image:url('${escapeHtml(theme.loginBackgroundUrl)}')"></div>`
    : '';
  const css =
    `:root{--brand-primary:${theme.primaryColor};--brand-primary-dark:${darkenHex(theme.primaryColor, 0.3)};` +
    `--brand-accent:${theme.secondaryColor};--brand-on:#ffffff}`;
  const head =
    `<style id="agency-theme">${css}</style>` +
    `<script type="application/json" id="${PANEL_BRAND_ELEMENT_ID}">${jsonForScript(brand)}</script>`;
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`)
    .replace(/<meta name="theme-color"[^>]*>/, `<meta name="theme-color" content="${theme.secondaryColor}" />`)
    .replace(
      /<link rel="icon"[^>]*>/,
      `<link rel="icon"${type ? ` type="${type}"` : ''} href="${escapeHtml(favicon)}" />`,
    )
    .replace('</head>', `${head}</head>`)
    .replace(
      /<!--agency-brand-->[\s\S]*?<!--\/agency-brand-->/,
      `<!--agency-brand-->${background}${logo}<p class="boot-splash__name">${name}</p><!--/agency-brand-->`,
    )
    .replace(/<!--agency-name-->[\s\S]*?<!--\/agency-name-->/g, `<!--agency-name-->${name}<!--/agency-name-->`);
}

interface PanelPage {
  etag: string;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function makePage(html: string, version: string): PanelPage {
  const body = Buffer.from(html);
  return {
    etag: `"panel-${version}"`,
    html: body,
    // Once per agency and theme version, and the page is a few KB: the best compression is cheap.
    br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/** br, gzip or none, as the request's Accept-Encoding allows (q=0 refuses one). */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [coding, ...params] = part.trim().split(';');
    if (!coding) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(coding.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

// ---------------------------------------------------------------------------------------

export interface WebApp {
  /** Answers a /panel request that no file matched (SPA fallback); false when it is not one. */
  fallback(request: FastifyRequest, reply: FastifyReply): boolean;
}

export interface WebOptions {
  /** The agency of a panel request; without it (or for an unknown host) the page keeps the default brand. */
  agencyOf?: (request: FastifyRequest) => Promise<PanelAgency | null>;
  /** Outside production the agency may come from a cookie (?agency=): caches must key on it. */
  production?: boolean;
  /** Where the panel's SDK reports to, and how much (null or absent: the panel reports nothing). */
  errorReporting?: TPanelErrorReporting | null;
}

/**
 * index.html with the error-reporting settings as a non-executable JSON block, so one build
 * serves every deployment: the panel starts its SDK from it (and does not load it without).
 */
export function withPanelErrorReporting(template: string, settings: TPanelErrorReporting | null | undefined): string {
  if (!settings) return template;
  return template.replace(
    '</head>',
    `<script type="application/json" id="${PANEL_ERROR_REPORTING_ELEMENT_ID}">${jsonForScript(settings)}</script></head>`,
  );
}

/** Agencies whose page is kept made; each is a few KB. */
const PAGE_CACHE_SIZE = 500;

export async function registerWeb(app: FastifyInstance, distDir: string, options: WebOptions = {}): Promise<WebApp> {
  const built = existsSync(join(distDir, 'index.html'));
  if (!built) {
    const notBuilt = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply.status(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    app.get('/panel', { schema: { hide: true } }, notBuilt);
    app.get('/panel/*', { schema: { hide: true } }, notBuilt);
    return { fallback: () => false };
  }

  const template = withPanelErrorReporting(readFileSync(join(distDir, 'index.html'), 'utf8'), options.errorReporting);
  const templateVersion = createHash('sha1').update(template).digest('base64url').slice(0, 10);
  const unbranded = makePage(template, `default-${templateVersion}`);
  const pages = new Lru<PanelPage>(PAGE_CACHE_SIZE);

  function pageFor(agency: PanelAgency | null): PanelPage {
    if (!agency) return unbranded;
    const brand = panelBrand(agency);
    const version = createHash('sha1')
      .update(templateVersion)
      .update(JSON.stringify(brand))
      .digest('base64url')
      .slice(0, 20);
    const key = `${agency.id}:${version}`;
    let page = pages.get(key);
    if (!page) {
      page = makePage(brandPanelHtml(template, brand), version);
      pages.set(key, page);
    }
    return page;
  }

  async function sendPanelPage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const agency = options.agencyOf ? await options.agencyOf(request) : null;
    const page = pageFor(agency);
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', options.production ? 'accept-encoding' : 'accept-encoding, cookie')
      .header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) {
      reply.status(304).send();
      return;
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html;
    reply.send(request.method === 'HEAD' ? undefined : body);
  }

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/panel/',
    // The page is the agency's (below), never the file as built.
    index: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      // Vite names every file under assets/ by its content hash; filePath may be the .br/.gz.
      const hashed = filePath.startsWith(join(distDir, 'assets'));
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // The directory itself (static's index is off: the page is the agency's, not the file).
  for (const url of ['/panel', '/panel/']) {
    app.get(url, { schema: { hide: true } }, (request, reply) => sendPanelPage(request, reply));
  }

  return {
    fallback(request, reply) {
      const path = request.url.split('?', 1)[0] ?? '';
      if (!isPanelPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
      // A missing hashed asset is a real 404, not the SPA (the browser expects JS/CSS).
      if (path.startsWith('/panel/assets/')) return false;
      sendPanelPage(request, reply).catch((error: unknown) => reply.send(error));
      return true;
    },
  };
}
