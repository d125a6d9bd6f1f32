// Browser protections on every answer, set once here rather than per route:
// - the panel's HTML gets a CSP: scripts from this origin only (plus Razorpay's checkout, which
//   the real gateway loads and frames), nothing may frame it (clickjacking), no plugins;
// - every answer gets nosniff, a referrer policy and a permissions policy (camera, microphone
//   and location are never asked for; Web Share and fullscreen stay on for the videos);
// - production answers get HSTS (the panel is only ever served over https there).
// Routes that set their own CSP (the public card with its script hash, the PDF verification
// page) keep it: a header already set is never overwritten.
import type { FastifyInstance } from 'fastify';
import { isPanelPath } from './web';

const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_FRAMES = 'https://api.razorpay.com https://checkout.razorpay.com';

/**
 * The panel: a Vite build with hashed module scripts and one inline boot script, allowed by its
 * hash (panelInlineScriptHashes reads it from the built index.html). Styles need
 * 'unsafe-inline' (MUI's emotion writes <style> tags at run time); images, videos and PDF
 * previews come from this origin, data: (small inlined assets) and blob: (crops, shares).
 */
export function panelCsp(inlineScriptHashes: readonly string[] = [], reportingOrigin: string | null = null): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...inlineScriptHashes, RAZORPAY_SCRIPT].join(' '),
    // PDF.js runs its worker from a module served by us.
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    // The error-reporting service, when one is set (its SDK in the panel posts envelopes there).
    ['connect-src', "'self'", RAZORPAY_SCRIPT, 'https://lumberjack.razorpay.com', reportingOrigin ?? []]
      .flat()
      .join(' '),
    `frame-src 'self' ${RAZORPAY_FRAMES}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The panel's CSP without a build (no inline script to allow). */
export const PANEL_CSP = panelCsp();

/**
 * The API's JSON: nothing in it may run or be framed. Files (PDFs, videos, images) get no CSP:
 * Chrome's PDF viewer counts as a plugin, and object-src 'none' would blank a PDF opened in a tab.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self), interest-cohort=()';
export const HSTS = 'max-age=31536000; includeSubDomains';

/** What every answer carries unless its route set its own (the front door's pages too). */
export function securityHeadersOfEveryAnswer(production: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(production ? { 'strict-transport-security': HSTS } : {}),
  };
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean; panelInlineScriptHashes?: readonly string[]; reportingOrigin?: string | null },
): void {
  const panelPolicy = panelCsp(options.panelInlineScriptHashes, options.reportingOrigin);
  const everyAnswer = Object.entries(securityHeadersOfEveryAnswer(options.production));
  app.addHook('onSend', (request, reply, payload, done) => {
    const setDefault = (name: string, value: string) => {
      if (!reply.hasHeader(name)) reply.header(name, value);
    };
    for (const [name, value] of everyAnswer) setDefault(name, value);

    const path = request.url.split('?', 1)[0] ?? '';
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (isPanelPath(path) || path === '/') {
      if (contentType.startsWith('text/html')) setDefault('content-security-policy', panelPolicy);
      setDefault('x-frame-options', 'DENY');
    } else if (path.startsWith('/api/')) {
      if (contentType.startsWith('application/json')) setDefault('content-security-policy', API_CSP);
      setDefault('x-frame-options', 'DENY');
    }
    done(null, payload);
  });
}
