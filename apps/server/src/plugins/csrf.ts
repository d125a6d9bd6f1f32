// CSRF double-submit: a readable `cardora_csrf` cookie is set on any response whose
// request lacks it; state-changing calls must echo it in `x-csrf-token`.
import { MESSAGES } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, csrfCookieOptions } from '../lib/cookies';
import { newToken, safeEqualString } from '../lib/crypto';
import { AppError } from '../lib/errors';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isProtectedPath(path: string): boolean {
  return path.startsWith('/api/v1/') || path === '/log';
}

/** Public, long-cached files: a Set-Cookie there would keep shared caches from storing them. */
export function isStaticPath(path: string): boolean {
  return path.startsWith('/uploads/');
}

export function registerCsrf(app: FastifyInstance, isProduction: boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie && !isStaticPath(request.url)) {
      reply.setCookie(CSRF_COOKIE, newToken(), csrfCookieOptions(isProduction));
    }
    if (!MUTATING.has(request.method)) return;
    const path = request.url.split('?', 1)[0] ?? '';
    if (!isProtectedPath(path)) return;
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqualString(header, cookie)) {
      throw new AppError('CSRF_REJECTED', MESSAGES.csrfRejected, 403);
    }
  });
}
