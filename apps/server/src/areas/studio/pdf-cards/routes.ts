// PDF ID cards. The JSON calls go through defineRoute; the PDF answers
// (download, previews) through defineFileRoute, with the same access check before validation and
// the JSON error envelope for anything refused before the PDF (the web decodes a failed
// download's error from the body). GET /v/:token is in verify.ts.
import { endpoints, type TPdfCardList, type TPdfCardListQuery } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { requireReachableBusiness } from '#cards';
import { requireProductSold } from '#commerce';
import type { AgencyRow } from '#db/schema';
import { defineFileRoute, defineRoute } from '#lib/define-route';
import type { Principal } from '#lib/principal';
import { reachableBusinesses } from '#policies/cards';
import type { Services } from '#services';
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

const caller = (agency: AgencyRow, principal: Principal): Caller => ({ agency, principal });

async function listPdfCards(
  services: Services,
  { agency, principal }: Caller,
  query: TPdfCardListQuery,
): Promise<TPdfCardList> {
  // All Projects lists PDF cards only while the agency sells them (docs/product-rules.md#sell-only-what-works).
  requireProductSold(agency.configuration, 'pdfCard');
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

  const pdfFile = (disposition: 'attachment' | 'inline') => (rendered: RenderedPdf) => ({
    body: rendered.pdf,
    fileName: rendered.fileName,
    contentType: 'application/pdf',
    disposition,
  });
  defineFileRoute(app, endpoints.downloadPdfCard, ['application/pdf'], async ({ agency, principal, query }) =>
    pdfFile('attachment')(await downloadPdfCard(services, caller(agency, principal), query)),
  );
  defineFileRoute(app, endpoints.previewPdfCard, ['application/pdf'], async ({ agency, principal, query }) =>
    pdfFile('inline')(await previewPdfCard(services, caller(agency, principal), query)),
  );
  defineFileRoute(app, endpoints.previewPdfCardDetails, ['application/pdf'], async ({ agency, principal, body }) =>
    pdfFile('inline')(await previewPdfCardDetails(services, caller(agency, principal), body)),
  );
}
