// The reports. They answer text/csv (or, with format=xlsx, an Excel workbook of the same columns:
// docs/product-rules.md#reports-as-spreadsheets) rather than the JSON envelope, so they are
// registered here instead of through defineRoute, with the same access check before
// validation and the same JSON error envelope for anything that fails before streaming.
import { Readable } from 'node:stream';
import {
  type EndpointDef,
  endpoints,
  envelope,
  istDateOf,
  MESSAGES,
  XLSX_CONTENT_TYPE,
  ZErrorBody,
  ZReportQuery,
} from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { checkAccess } from '#lib/access';
import { AppError } from '#lib/errors';
import { requireSession } from '#lib/principal';
import { reachableBusinesses } from '#policies/cards';
import type { Services } from '#services';
import {
  businessReport,
  businessReportXlsx,
  digitalCardReport,
  digitalCardReportXlsx,
  type ReportChunks,
} from './repo';

interface ReportWriters {
  csv: typeof businessReport;
  xlsx: typeof businessReportXlsx;
}

/** Pulls the first chunk before answering, so an early failure is still a JSON error. */
async function startStream(chunks: ReportChunks): Promise<Readable> {
  const first = await chunks.next();
  async function* all(): ReportChunks {
    if (!first.done) yield first.value;
    yield* chunks;
  }
  return Readable.from(all(), { objectMode: false });
}

function defineReportRoute(
  app: FastifyInstance,
  services: Services,
  endpoint: EndpointDef,
  fileStem: string,
  writers: ReportWriters,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      querystring: ZReportQuery,
      produces: ['text/csv', XLSX_CONTENT_TYPE],
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
      const reach = reachableBusinesses(agency.id, principal);
      const xlsx = filters.format === 'xlsx';
      const stream = xlsx
        ? await writers.xlsx(services.database, agency.id, reach, filters)
        : await startStream(writers.csv(services.database, agency.id, reach, filters));
      const fileName = `${fileStem}-${istDateOf(services.now())}.${xlsx ? 'xlsx' : 'csv'}`;
      return reply
        .header('content-type', xlsx ? XLSX_CONTENT_TYPE : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  });
}

export function registerReportRoutes(app: FastifyInstance, services: Services): void {
  defineReportRoute(app, services, endpoints.businessReport, 'business-report', {
    csv: businessReport,
    xlsx: businessReportXlsx,
  });
  defineReportRoute(app, services, endpoints.digitalCardReport, 'digital-card-report', {
    csv: digitalCardReport,
    xlsx: digitalCardReportXlsx,
  });
}
