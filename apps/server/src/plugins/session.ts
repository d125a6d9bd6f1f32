// Loads the signed-in principal for API requests from the cardora_sid cookie, for the
// request's agency only. Runs after tenancy (both preValidation, in registration order).
// Session rows are kept for about a second (areas/identity/auth/sessions.ts); every API request that
// may write ends by dropping them in this process, since it may have ended a session or changed
// the user or franchisee a session carries (role, status, active business…).
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import {
  cachedSession,
  createSessionRowCache,
  type LoadedSession,
  loadSession,
  sessionsChanged,
} from '../areas/identity/auth/sessions';
import { SESSION_COOKIE, sessionCookieOptions } from '../lib/cookies';
import type { Services } from '../services';

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** onSend: after the handler's writes (committed), before the client can send its next request. */
const dropCachedSessions: onSendHookHandler = (_request, _reply, payload, done) => {
  sessionsChanged();
  done(null, payload);
};

export function registerSessions(app: FastifyInstance, services: Services): void {
  app.decorateRequest('principal', null);
  const rows = createSessionRowCache(() => services.now().getTime());
  const inactivityMs = services.config.sessionInactivityMs;

  function apply(request: FastifyRequest, reply: FastifyReply, loaded: LoadedSession) {
    if (loaded.status === 'active') {
      request.principal = loaded.principal;
    } else if (loaded.status === 'gone') {
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(services.config.isProduction));
    }
  }

  // Every route registered after this: the API's writing routes get the hook above. Read-only
  // routes (and the public card's) pay nothing.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith('/api/') || methods.every((method) => READ_ONLY_METHODS.has(method))) return;
    const existing = route.onSend;
    route.onSend = existing
      ? [...(Array.isArray(existing) ? existing : [existing]), dropCachedSessions]
      : [dropCachedSessions];
  });

  // Callback style: most requests (public cards, assets) have no session to load, and a
  // session in memory answers without a promise.
  app.addHook('preValidation', (request, reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.agency) return done();
    const agencyId = request.agency.id;
    const options = { touch: request.routeOptions.config?.passiveSession !== true };
    const now = services.now();
    const cached = cachedSession(rows, agencyId, token, now, inactivityMs, options);
    if (cached) {
      apply(request, reply, cached);
      return done();
    }
    loadSession(services.db, agencyId, token, now, inactivityMs, { ...options, rows })
      .then((loaded) => apply(request, reply, loaded))
      .then(() => done(), done);
  });
}
