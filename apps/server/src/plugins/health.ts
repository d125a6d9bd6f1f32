import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** /healthz: the process answers. /readyz: the database answers `select 1` (503 otherwise). */
export function registerHealth(app: FastifyInstance, database: Database): void {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ data: { status: 'ok' } }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await database.ping();
      return { data: { status: 'ready' } };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ data: { status: 'unavailable' } });
    }
  });
}
