// GET /metrics for a Prometheus scraper (docs/operations.md#metrics), and the per-request figures
// it shows. Off unless METRICS_TOKEN is set: then /metrics answers 404 like any unknown path, and
// no request pays for a hook.
import type { FastifyInstance } from 'fastify';
import { safeEqualString } from '../lib/crypto';
import { unauthenticated } from '../lib/errors';
import type { Metrics } from '../lib/metrics';
import { sendNotFound } from './error-handler';

/** The label of requests no route matched (the panel's pages, unknown paths). */
export const UNMATCHED_ROUTE = '*';

/** Must run before the routes are registered, so its hook is on every one of them. */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics, token: string | null): void {
  if (!token) return;
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}

export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string | null): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) return sendNotFound(reply);
    const header = request.headers.authorization ?? '';
    const sent = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!sent || !safeEqualString(sent, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthenticated();
    }
    const { contentType, body } = await metrics.text();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
}
