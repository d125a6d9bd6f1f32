// PDF ID cards (spec 7 "PDF cards"). The JSON calls go through defineRoute; the two PDF answers
// (download, preview) are registered here like the greetings' render, with the same access check
// before validation and the JSON error envelope for anything refused before the PDF (spec 8: the
// web decodes a failed download's error from the body). GET /v/:token is in verify.ts.
import {
  type EndpointDef,
  endpoints,
  envelope,
  MESSAGES,
  type TPdfCardList,
  type TPdfCardListQuery,
  ZDownloadPdfCardQuery,
  ZErrorBody,
  ZPreviewPdfCardDetailsBody,
  ZPreviewPdfCardQuery,
} from '@cardora/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AgencyRow } from '../../db/schema';
import { checkAccess } from '../../lib/access';
import { defineRoute } from '../../lib/define-route';
import { AppError } from '../../lib/errors';
import { type Principal, requireSession } from '../../lib/principal';
import type { Services } from '../../services';
import { reachableBusinesses } from '../businesses/scope';
import { requireReachableBusiness } from '../businesses/service';
import {
  type Caller,
  deletePdfCard,
  getPdfCard,
  getPdfCardsByBusiness,
  pdfCoverage,
  savePdfCard,
  toPdfCard,
  updatePdfCardStatus,
} from './cards';
import { downloadPdfCard, exportPdfCard, previewPdfCard, previewPdfCardDetails, type RenderedPdf } from './exports';
import { draftFor } from './profile';
import { searchPdfCards } from './repo';
import { latestExports } from './service';

const caller = (agency: AgencyRow, principal: Principal | null): Caller => ({
  agency,
  principal: requireSession(principal),
});

async function listPdfCards(
  services: Services,
  { agency, principal }: Caller,
  query: TPdfCardListQuery,
): Promise<TPdfCardList> {
  const { rows, total } = await searchPdfCards(services.db, reachableBusinesses(agency.id, principal), query);
  const latest = await latestExports(
    services.db,
    rows.map((row) => row.pdfCard.pdfCardNo),
  );
  const now = services.now();
  const coverage = new Map<string, Awaited<ReturnType<typeof pdfCoverage>>>();
  for (const { pdfCard } of rows) {
    if (!coverage.has(pdfCard.businessId))
      coverage.set(pdfCard.businessId, await pdfCoverage(services.db, agency.id, pdfCard.businessId, now));
  }
  return {
    list: rows.map(({ pdfCard, business }) => {
      const { details, ...card } = toPdfCard(
        services,
        agency,
        pdfCard,
        latest.get(pdfCard.pdfCardNo) ?? null,
        coverage.get(pdfCard.businessId) ?? { covered: new Set() },
      );
      return { ...card, name: details?.name ?? '', business };
    }),
    total,
  };
}

export function registerPdfCardRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, endpoints.getPdfCard, async ({ agency, principal, query }) =>
    getPdfCard(services, caller(agency, principal), query.pdfCardNo),
  );
  defineRoute(app, endpoints.getPdfCardList, async ({ agency, principal, query }) =>
    listPdfCards(services, caller(agency, principal), query),
  );
  defineRoute(app, endpoints.getPdfCardsByBusiness, async ({ agency, principal, query }) =>
    getPdfCardsByBusiness(services, caller(agency, principal), query.businessId),
  );
  defineRoute(app, endpoints.getPdfCardDraft, async ({ agency, principal, query }) => {
    const who = caller(agency, principal);
    await requireReachableBusiness(services.db, agency.id, who.principal, query.businessId);
    return draftFor(services, agency, who.principal, query.businessId);
  });
  defineRoute(app, endpoints.updatePdfCardBasicDetails, async ({ agency, principal, body }) =>
    savePdfCard(services, caller(agency, principal), body),
  );
  defineRoute(app, endpoints.updatePdfCardStatus, async ({ agency, principal, body }) =>
    updatePdfCardStatus(services, caller(agency, principal), body.pdfCardNo, body.status),
  );
  defineRoute(app, endpoints.deletePdfCard, async ({ agency, principal, body }) =>
    deletePdfCard(services, caller(agency, principal), body.pdfCardNo),
  );
  defineRoute(app, endpoints.exportPdfCard, async ({ agency, principal, body }) =>
    exportPdfCard(services, caller(agency, principal), body.pdfCardNo),
  );

  registerPdfRoute(app, endpoints.downloadPdfCard, ZDownloadPdfCardQuery, 'attachment', (request, agency) => {
    const query = request.query as z.output<typeof ZDownloadPdfCardQuery>;
    return downloadPdfCard(services, caller(agency, request.principal), query);
  });
  registerPdfRoute(app, endpoints.previewPdfCard, ZPreviewPdfCardQuery, 'inline', (request, agency) => {
    const query = request.query as z.output<typeof ZPreviewPdfCardQuery>;
    return previewPdfCard(services, caller(agency, request.principal), query);
  });
  registerPdfRoute(app, endpoints.previewPdfCardDetails, ZPreviewPdfCardDetailsBody, 'inline', (request, agency) => {
    const body = request.body as z.output<typeof ZPreviewPdfCardDetailsBody>;
    return previewPdfCardDetails(services, caller(agency, request.principal), body);
  });
}

/** An application/pdf answer; errors before it are the JSON envelope. GET takes a query, POST a body. */
function registerPdfRoute(
  app: FastifyInstance,
  endpoint: EndpointDef,
  input: z.ZodType,
  disposition: 'attachment' | 'inline',
  produce: (request: FastifyRequest, agency: AgencyRow) => Promise<RenderedPdf>,
): void {
  app.route({
    method: endpoint.method === 'POST' ? 'POST' : 'GET',
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.method === 'POST' ? { body: input } : { querystring: input }),
      produces: ['application/pdf'],
      response: { '4xx': envelope(ZErrorBody), '5xx': envelope(ZErrorBody) },
    },
    config: { rateLimit: { max: app.rateLimits.global, timeWindow: 60_000 } },
    preValidation: async (request) => {
      checkAccess(endpoint.access, request.principal, request.agency);
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const agency = request.agency;
      if (!agency) throw new AppError('UNKNOWN_AGENCY', MESSAGES.unknownAgency, 404);
      const { pdf, fileName } = await produce(request, agency);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `${disposition}; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  });
}
