// CSRF double-submit: a readable `cardora_csrf` cookie is handed out with the panel and the
// API (whenever the request lacks it); state-changing calls must echo it in `x-csrf-token`.
import { endpoints, MESSAGES } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, csrfCookieOptions } from '../lib/cookies';
import { newToken, safeEqualString } from '../lib/crypto';
import { AppError } from '../lib/errors';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Razorpay's server calls this, with no cookie to echo; it proves itself with the
 * X-Razorpay-Signature HMAC over the body instead. Exactly this path, nothing under it.
 */
export const PAYMENT_WEBHOOK_PATH: string = endpoints.paymentWebhook.path;

export function isProtectedPath(path: string): boolean {
  if (path === PAYMENT_WEBHOOK_PATH) return false;
  return path.startsWith('/api/v1/') || path === '/log';
}

/**
 * Where the web app runs and calls from: only these responses carry the cookie. Public card
 * pages, their images and uploads stay cookie-free, so a CDN may cache them and a visit costs
 * no token.
 */
export function issuesCsrfCookie(path: string): boolean {
  return path === '/panel' || path.startsWith('/panel/') || path.startsWith('/api/') || path === '/log';
}

export function registerCsrf(app: FastifyInstance, isProduction: boolean): void {
  // Callback style, not async: this runs on every request, public card pages included, and
  // an async hook costs a promise and a microtask turn each time.
  app.addHook('onRequest', (request, reply, done) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie && issuesCsrfCookie(request.url)) {
      reply.setCookie(CSRF_COOKIE, newToken(), csrfCookieOptions(isProduction));
    }
    if (!MUTATING.has(request.method)) return done();
    const path = request.url.split('?', 1)[0] ?? '';
    if (!isProtectedPath(path)) return done();
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqualString(header, cookie)) {
      return done(new AppError('CSRF_REJECTED', MESSAGES.csrfRejected, 403));
    }
    done();
  });
}
