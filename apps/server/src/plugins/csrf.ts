// CSRF double-submit: a readable `cardora_csrf` cookie is handed out with the API (whenever
// the request lacks it); state-changing calls must echo it in `x-csrf-token`.
import { endpoints, MESSAGES } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, csrfCookieOptions } from '../lib/cookies';
import { newToken, safeEqualString } from '../lib/crypto';
import { AppError } from '../lib/errors';
import { requestPath } from '../lib/request-path';

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
 * What the web app calls: only these responses carry the cookie. The panel's own files
 * (/panel/*, its HTML included) do not: they are long-cached and shared, and the web's first
 * calls are API GETs (agency details, session) that hand the token out before any mutation
 * (and its client retries a first mutation once the 403 has set it). Public card pages,
 * their images and uploads stay cookie-free too, so a CDN may cache them.
 */
export function issuesCsrfCookie(path: string): boolean {
  return path.startsWith('/api/') || path === '/log';
}

export function registerCsrf(app: FastifyInstance, isProduction: boolean): void {
  // Callback style, not async: this runs on every request, public card pages included, and
  // an async hook costs a promise and a microtask turn each time.
  app.addHook('onRequest', (request, reply, done) => {
    const cookie = request.cookies[CSRF_COOKIE];
    const path = requestPath(request.url);
    if (!cookie && issuesCsrfCookie(path)) {
      reply.setCookie(CSRF_COOKIE, newToken(), csrfCookieOptions(isProduction));
    }
    if (!MUTATING.has(request.method)) return done();
    if (!isProtectedPath(path)) return done();
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqualString(header, cookie)) {
      return done(new AppError('CSRF_REJECTED', MESSAGES.csrfRejected, 403));
    }
    done();
  });
}
