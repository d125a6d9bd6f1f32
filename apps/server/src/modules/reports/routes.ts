// The CSV reports. They answer text/csv rather than the JSON envelope, so they are
// registered here instead of through defineRoute, with the same access check before
// validation and the same JSON error envelope for anything that fails before streaming.
import { Readable } from 'node:stream';
import {
  type EndpointDef,
  endpoints,
  envelope,
  istDateOf,
  MESSAGES,
  ZErrorBody,
  ZReportQuery,
} from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { checkAccess } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { requireSession } from '../../lib/principal';
import type { Services } from '../../services';
import { reachableBusinesses } from '../businesses/scope';
import { businessReport, digitalCardReport, type ReportChunks } from './repo';

type ChunkSource = typeof businessReport;

/** Pulls the first chunk before answering, so an early failure is still a JSON error. */
async function startStream(chunks: ReportChunks): Promise<Readable> {
  const first = await chunks.next();
  async function* all(): ReportChunks {
    if (!first.done) yield first.value;
    yield* chunks;
  }
  return Readable.from(all(), { objectMode: false });
}

function defineCsvRoute(
  app: FastifyInstance,
  services: Services,
  endpoint: EndpointDef,
  fileStem: string,
  source: ChunkSource,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      querystring: ZReportQuery,
      produces: ['text/csv'],
      response: { '4xx': envelope(ZErrorBody), '5xx': envelope(ZErrorBody) },
    },
    config: { rateLimit: { max: app.rateLimits.global, timeWindow: 60_000 } },
    preValidation: async (request) => {
      checkAccess(endpoint.access, request.principal, request.agency);
    },
    handler: async (request, reply) => {
      const agency = request.agency;
      if (!agency) throw new AppError('UNKNOWN_AGENCY', MESSAGES.unknownAgency, 404);
      const principal = requireSession(request.principal);
      const filters = ZReportQuery.parse(request.query);
      const stream = await startStream(
        source(services.database, agency.id, reachableBusinesses(agency.id, principal), filters),
      );
      const fileName = `${fileStem}-${istDateOf(services.now())}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  });
}

export function registerReportRoutes(app: FastifyInstance, services: Services): void {
  defineCsvRoute(app, services, endpoints.businessReport, 'business-report', businessReport);
  defineCsvRoute(app, services, endpoints.digitalCardReport, 'digital-card-report', digitalCardReport);
}
