// What the panel makes a phone download: the production build served by the
// production bundle, each route opened cold (a fresh browser context, so an empty HTTP cache)
// in headless Chromium at 390x844, signed in as the route's demo role where it needs one. Every
// script the page fetched under /panel/assets/ until the network went quiet counts, measured on
// disk three ways: raw, gzip and brotli (the build's .gz/.br copies), and as sent (the encoded
// body size Chromium saw), and so do the page's inline scripts (compressed here the same ways;
// "as sent" counts their brotli size: they travel inside the page). The login is measured twice:
// as it opens, and after a key in its phone field, when the sign-in island starts the app's
// scripts (what a phone downloads while the number is typed). Then Lighthouse's mobile run (its
// default: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) on /panel/login, three
// times, median.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';
import { ensureBuilt, ROOT, startServer } from './lib/server';
import type { Benchmark, Metric } from './lib/types';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const DIST = join(ROOT, 'apps/web/dist');
const PASSWORD = 'demo1234';
/** README "Logging in to the demo". */
const CUSTOMER = '+919876543210';
const ADMIN = '+919000000002';
const LIGHTHOUSE_RUNS = 3;
/** The target for the login route, in bytes of compressed JavaScript (120 KB). */
const LOGIN_TARGET_BYTES = 120_000;

interface Route {
  name: string;
  path: string;
  /** data-testid that is on screen once the route has rendered. */
  ready: string;
  /** The demo account signed in first; none for a signed-out route. */
  phone?: string;
  /** A field the route is measured again after a key in (the login's phone: the island starts the app). */
  thenTypeIn?: string;
}

const ROUTES: Route[] = [
  { name: 'login', path: '/panel/login', ready: 'identify-submit', thenTypeIn: 'phone' },
  { name: 'customer home', path: '/panel/customer', ready: 'customer-home', phone: CUSTOMER },
  { name: 'card editor', path: '/panel/customer/cards/edit', ready: 'card-editor', phone: CUSTOMER },
  { name: 'admin home', path: '/panel/admin', ready: 'admin-home', phone: ADMIN },
  { name: 'All Businesses', path: '/panel/admin/businesses', ready: 'admin-businesses-page', phone: ADMIN },
];

interface Script {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
  /** Encoded body bytes as Chromium received them. */
  sent: number;
  encoding: string;
}

/** A built file's size, or of its compressed copy (the file itself when the build wrote none: it was not smaller). */
function sizeOf(file: string, suffix = ''): number {
  const path = join(DIST, 'assets', file);
  return existsSync(path + suffix) ? statSync(path + suffix).size : statSync(path).size;
}

/** Signs the context in over the API (cookies shared with its pages), as the login page would. */
async function signIn(page: Page, baseUrl: string, phoneNumber: string): Promise<void> {
  const request = page.context().request;
  await request.get(`${baseUrl}/api/v1/session`);
  const csrf = (await page.context().cookies(baseUrl)).find((cookie) => cookie.name === 'cardora_csrf')?.value;
  const login = await request.post(`${baseUrl}/api/v1/login`, {
    data: { phoneNumber, password: PASSWORD },
    headers: { 'x-csrf-token': csrf ?? '' },
  });
  if (login.status() !== 200)
    throw new Error(`login of ${phoneNumber} answered ${login.status()}: ${await login.text()}`);
}

/** The page's inline scripts (not JSON data blocks), as one entry measured like a built file. */
export function inlineScripts(html: string): Script | null {
  const bodies = [
    ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '');
  if (bodies.length === 0) return null;
  const code = Buffer.from(bodies.join('\n'));
  const brotli = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return {
    file: `(${bodies.length} inline scripts in the page)`,
    raw: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    brotli,
    sent: brotli,
    encoding: 'inline',
  };
}

/** Waits until `started()` holds and then no request has been made or finished for 750 ms. */
async function quiet(page: Page, started: () => boolean): Promise<void> {
  let last = Date.now();
  const touch = () => {
    last = Date.now();
  };
  page.on('request', touch);
  page.on('requestfinished', touch);
  try {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (!started() || Date.now() - last < 750)) await page.waitForTimeout(50);
  } finally {
    page.off('request', touch);
    page.off('requestfinished', touch);
  }
}

/**
 * Opens a route cold and lists every script it fetched until the network was quiet, with its inline
 * scripts; for a route with `thenTypeIn`, also every script once a key was pressed there.
 */
async function scriptsOf(
  browser: Browser,
  baseUrl: string,
  route: Route,
): Promise<{ scripts: Script[]; afterTyping: Script[] | null }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    baseURL: baseUrl,
  });
  try {
    const page = await context.newPage();
    if (route.phone) await signIn(page, baseUrl, route.phone);
    const pending: Promise<Script | null>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/panel/assets/') || !url.pathname.endsWith('.js')) return;
      pending.push(
        (async () => {
          const file = url.pathname.slice('/panel/assets/'.length);
          await response.finished();
          const sizes = await response.request().sizes();
          const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
          return {
            file,
            raw: sizeOf(file),
            gzip: sizeOf(file, '.gz'),
            brotli: sizeOf(file, '.br'),
            sent: sizes.responseBodySize,
            encoding,
          };
        })(),
      );
    });
    const document = await page.goto(route.path);
    const inline = inlineScripts((await document?.text()) ?? '');
    await page.getByTestId(route.ready).waitFor({ timeout: 30_000 });
    if (new URL(page.url()).pathname.replace(/\/$/, '') !== route.path) {
      throw new Error(`${route.path} ended on ${page.url()}`);
    }
    await page.waitForLoadState('networkidle');
    const collected = async () => {
      const fetched = (await Promise.all(pending)).filter((script): script is Script => script !== null);
      return [...fetched, ...(inline ? [inline] : [])].sort((a, b) => b.brotli - a.brotli);
    };
    const scripts = await collected();
    if (!route.thenTypeIn) return { scripts, afterTyping: null };
    // Playwright's 'networkidle' was reached already; wait for the scripts the key starts, then quiet.
    const before = pending.length;
    await page.getByTestId(route.thenTypeIn).press('9');
    await quiet(page, () => pending.length > before);
    return { scripts, afterTyping: await collected() };
  } finally {
    await context.close();
  }
}

const KIB = 1024;
const kib = (bytes: number) => Math.round((bytes / KIB) * 10) / 10;
const sum = (scripts: Script[], key: 'raw' | 'gzip' | 'brotli' | 'sent') =>
  scripts.reduce((total, script) => total + script[key], 0);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
}

/** Lighthouse's default (mobile) performance run on `url`, in a Chromium of its own. */
async function lighthouseMobile(url: string): Promise<LighthouseFigures> {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      speedIndex: audit('speed-index'),
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's pages and their targets: the login and the seeded card with every section. */
const LIGHTHOUSE_PAGES = [
  { path: '/panel/login', target: 90 },
  { path: '/sharma-sweets', target: 95 },
] as const;

export const benchmark: Benchmark = {
  title: 'Panel JavaScript per route, and Lighthouse mobile on the login and a card',
  description:
    'Production build and bundle; each route opened cold in headless Chromium (390x844), signed in as its demo role ' +
    'where needed: the scripts it fetched, raw / gzip / brotli / as sent (KiB); then Lighthouse mobile on ' +
    `/panel/login and /sharma-sweets, median of ${LIGHTHOUSE_RUNS} runs each.`,
  async run(): Promise<Metric[]> {
    ensureBuilt();
    const dataDir = mkdtempSync(join(tmpdir(), 'cardora-bench-web-'));
    const server = await startServer({ dataDir });
    // Chromium treats localhost as a secure origin (the production cookies are Secure).
    const baseUrl = server.baseUrl.replace('127.0.0.1', 'localhost');
    const metrics: Metric[] = [];
    try {
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
      try {
        for (const route of ROUTES) {
          const measured = await scriptsOf(browser, baseUrl, route);
          const runs: [string, Script[]][] = [[route.name, measured.scripts]];
          if (measured.afterTyping) runs.push([`${route.name} after the first key`, measured.afterTyping]);
          for (const [name, scripts] of runs) {
            const encodings = [...new Set(scripts.map((script) => script.encoding))].join(', ');
            console.log(`${name} (${route.path}): ${scripts.length} scripts, sent as ${encodings}`);
            for (const script of scripts) {
              console.log(
                `  ${script.file.padEnd(48)} raw ${kib(script.raw).toFixed(1).padStart(7)}  gzip ${kib(script.gzip)
                  .toFixed(1)
                  .padStart(6)}  br ${kib(script.brotli).toFixed(1).padStart(6)} KiB`,
              );
            }
            metrics.push(
              { name: `${name}: scripts (files fetched, and the page's inline ones)`, value: scripts.length, unit: '' },
              { name: `${name}: JS raw`, value: kib(sum(scripts, 'raw')), unit: 'KiB' },
              { name: `${name}: JS gzip`, value: kib(sum(scripts, 'gzip')), unit: 'KiB' },
              { name: `${name}: JS brotli`, value: kib(sum(scripts, 'brotli')), unit: 'KiB' },
              { name: `${name}: JS as sent to Chromium (${encodings})`, value: kib(sum(scripts, 'sent')), unit: 'KiB' },
            );
          }
          if (route.name === 'login') {
            const gzip = sum(measured.scripts, 'gzip');
            metrics.push({
              name: `login: gzip JS as % of the 120 KB target (${LOGIN_TARGET_BYTES} bytes; <= 100 meets it)`,
              value: Math.round((gzip / LOGIN_TARGET_BYTES) * 1000) / 10,
              unit: '%',
            });
          }
        }
      } finally {
        await browser.close();
      }

      // The login (the panel's first paint) and the public card (what a customer's customers open).
      for (const page of LIGHTHOUSE_PAGES) {
        const runs: LighthouseFigures[] = [];
        for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseMobile(`${baseUrl}${page.path}`));
        console.log(`Lighthouse mobile ${page.path} scores: ${runs.map((run) => Math.round(run.score)).join(', ')}`);
        const pick = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
        const name = (what: string) => `Lighthouse mobile ${page.path}: ${what}`;
        metrics.push(
          { name: name(`performance score (target >= ${page.target})`), value: pick('score'), unit: '/100' },
          { name: name('First Contentful Paint'), value: Math.round(pick('fcp')), unit: 'ms' },
          { name: name('Largest Contentful Paint'), value: Math.round(pick('lcp')), unit: 'ms' },
          { name: name('Total Blocking Time'), value: Math.round(pick('tbt')), unit: 'ms' },
          { name: name('Speed Index'), value: Math.round(pick('speedIndex')), unit: 'ms' },
          { name: name('Cumulative Layout Shift'), value: Math.round(pick('cls') * 1000) / 1000, unit: '' },
        );
      }
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    return metrics;
  },
};
