import { endpoints } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE, sessionCookieOptions } from '#lib/cookies';
import { defineRoute } from '#lib/define-route';
import type { Services } from '#services';
import { registerAccountRoutes } from './account-routes';
import { deleteUserAccount } from './account-service';
import { getUserDetails, regenerateRandomPassword, setActiveBusiness } from './service';

export function registerUserRoutes(app: FastifyInstance, services: Services): void {
  const { db, config } = services;

  defineRoute(app, endpoints.getUser, async ({ agency, principal }) => getUserDetails(db, agency.id, principal.user));

  defineRoute(app, endpoints.updateUserPreference, async ({ agency, principal, body }) =>
    setActiveBusiness(db, agency.id, principal.user, body.activeBusinessId),
  );

  defineRoute(app, endpoints.deleteUser, async ({ agency, principal, reply }) => {
    await deleteUserAccount(db, agency.id, principal, services.now());
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config.isProduction));
    return { userDeleted: true as const };
  });

  defineRoute(app, endpoints.regenerateRandomPassword, async ({ agency, principal, body }) =>
    regenerateRandomPassword(db, services.messaging, agency, body.userId, principal.sessionId, services.now()),
  );

  registerAccountRoutes(app, services);
}
