import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { FaultLogSampler, faultKey, withTimeout } from '../lib/db-faults';

/** /readyz answers within this: a stalled database must not hang the probe. */
export const READINESS_TIMEOUT_MS = 800;

/**
 * /healthz: the process answers. /readyz: the database answers `select 1` in time (503 otherwise),
 * and the start has finished with it (migrated): a load balancer sends no one before that.
 */
export function registerHealth(app: FastifyInstance, database: Database, databaseReady = () => true): void {
  const sampler = new FaultLogSampler();
  app.get('/healthz', { schema: { hide: true } }, async () => ({ data: { status: 'ok' } }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    if (!databaseReady())
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .send({ data: { status: 'starting' } });
    try {
      await withTimeout(database.ping(), READINESS_TIMEOUT_MS, 'database did not answer the readiness check in time');
      return { data: { status: 'ready' } };
    } catch (error) {
      const logNow = sampler.shouldLog(faultKey(error));
      if (logNow) request.log.warn({ err: error, ...logNow }, 'readiness check failed');
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .send({ data: { status: 'unavailable' } });
    }
  });
}
