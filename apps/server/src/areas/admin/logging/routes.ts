import { endpoints, REPORTED_EVENT_ID_KEY } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '#lib/define-route';
import { reportClientError } from '#lib/error-reporting';
import type { Principal } from '#lib/principal';
import type { Services } from '#services';
import { storeAnalyticsEvents, storeClientLog } from './service';

function userIdOf(principal: Principal | null): string | null {
  return principal?.kind === 'user' ? principal.user.id : null;
}

export function registerLoggingRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(
    app,
    endpoints.clientLog,
    async ({ body, request, principal }) => {
      await storeClientLog(services.db, body, {
        agencyId: request.agency?.id ?? null,
        userId: userIdOf(principal),
        userAgent: request.headers['user-agent'],
        now: services.now(),
      });
      // The panel's errors go to error reporting too (docs/operations.md#error-reporting), unless
      // its own SDK sent this one already (the log row keeps that event's id).
      if (body.level === 'error' && typeof body.additionalInfo?.[REPORTED_EVENT_ID_KEY] !== 'string')
        reportClientError(body);
      return { logged: true as const };
    },
    // POST /log is outside /api/v1: an error from an unknown host is still worth keeping.
    { agencyOptional: true },
  );

  defineRoute(app, endpoints.analyticsLog, async ({ agency, body, request, principal }) => {
    const logged = await storeAnalyticsEvents(services.db, agency.id, body, {
      userId: userIdOf(principal),
      userAgent: request.headers['user-agent'],
      now: services.now(),
    });
    return { logged };
  });
}
