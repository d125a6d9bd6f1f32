import { endpoints } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE, sessionCookieOptions } from '#lib/cookies';
import { defineRoute } from '#lib/define-route';
import type { Services } from '#services';
import { queueFilePurge, registerPurgeFilesJob } from './account-files';
import { registerAccountRoutes } from './account-routes';
import { deleteUserAccount } from './account-service';
import { getUserDetails, regenerateRandomPassword, setActiveBusiness } from './service';

export async function registerUserRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db, config } = services;

  defineRoute(app, endpoints.getUser, async ({ agency, principal }) => getUserDetails(db, agency.id, principal.user));

  defineRoute(app, endpoints.updateUserPreference, async ({ agency, principal, body }) =>
    setActiveBusiness(db, agency.id, principal.user, body.activeBusinessId),
  );

  defineRoute(app, endpoints.deleteUser, async ({ agency, principal, reply, request }) => {
    const { fileFolders } = await deleteUserAccount(db, agency.id, principal, services.now());
    // The files after the commit, by a job retried until the store has let them go.
    await queueFilePurge(services, request.log, fileFolders);
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config.isProduction));
    return { userDeleted: true as const };
  });

  defineRoute(app, endpoints.regenerateRandomPassword, async ({ agency, principal, body }) =>
    regenerateRandomPassword(db, services.messaging, agency, body.userId, principal.sessionId, services.now()),
  );

  registerAccountRoutes(app, services);
  await registerPurgeFilesJob(services);
}
