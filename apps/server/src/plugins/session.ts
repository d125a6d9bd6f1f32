// Loads the signed-in principal for API requests from the cardora_sid cookie, for the
// request's agency only. Runs after tenancy (both preValidation, in registration order).
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE, sessionCookieOptions } from '../lib/cookies';
import { loadSession } from '../modules/auth/sessions';
import type { Services } from '../services';

export function registerSessions(app: FastifyInstance, services: Services): void {
  app.decorateRequest('principal', null);
  app.addHook('preValidation', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.agency) return;
    const loaded = await loadSession(
      services.db,
      request.agency.id,
      token,
      services.now(),
      services.config.sessionInactivityMs,
    );
    if (loaded.status === 'active') {
      request.principal = loaded.principal;
    } else if (loaded.status === 'gone') {
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(services.config.isProduction));
    }
  });
}
