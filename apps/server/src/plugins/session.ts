// Loads the signed-in principal for API requests from the cardora_sid cookie, for the
// request's agency only. Runs after tenancy (both preValidation, in registration order).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, sessionCookieOptions } from '../lib/cookies';
import { loadSession } from '../modules/auth/sessions';
import type { Services } from '../services';

export function registerSessions(app: FastifyInstance, services: Services): void {
  app.decorateRequest('principal', null);
  async function attachPrincipal(request: FastifyRequest, reply: FastifyReply, token: string, agencyId: string) {
    const loaded = await loadSession(
      services.db,
      agencyId,
      token,
      services.now(),
      services.config.sessionInactivityMs,
      {
        touch: request.routeOptions.config?.passiveSession !== true,
      },
    );
    if (loaded.status === 'active') {
      request.principal = loaded.principal;
    } else if (loaded.status === 'gone') {
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(services.config.isProduction));
    }
  }
  // Callback style: most requests (public cards, assets) have no session to load.
  app.addHook('preValidation', (request, reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.agency) return done();
    attachPrincipal(request, reply, token, request.agency.id).then(() => done(), done);
  });
}
