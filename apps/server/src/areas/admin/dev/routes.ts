// GET /dev/outbox: what the console SMS/e-mail adapters sent, newest first. Registered
// only outside production (buildApp checks), so real deployments never expose codes.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '#services';

const ZOutboxQuery = z.object({ to: z.string().optional() });

export function registerDevRoutes(app: FastifyInstance, services: Services): void {
  app.get('/dev/outbox', { schema: { querystring: ZOutboxQuery, hide: true } }, async (request) => {
    const { to } = ZOutboxQuery.parse(request.query);
    // An unencoded "+91..." arrives as " 91...": a leading space can only have been a plus.
    return { data: services.outbox.list(to?.replace(/^ /, '+')) };
  });
}
