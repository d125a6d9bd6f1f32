// The documents' routes: thin, the rules are in settings.ts, service.ts, refunds.ts and export.ts.
import { endpoints, XLSX_CONTENT_TYPE } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import type { TaxDocumentRow } from '#db/schema';
import { defineFileRoute, defineRoute, type FileAnswer } from '#lib/define-route';
import type { Services } from '#services';
import { exportMonth } from './export';
import { documentFileName } from './file-names';
import { renderDocumentPdf } from './pdf';
import { refundPayment } from './refunds';
import {
  checkTaxDocument,
  checkUrl,
  documentViews,
  findDocumentByLink,
  issuerFor,
  listTaxDocuments,
  requireVisibleDocument,
} from './service';
import { getBusinessTaxDetails, getTaxSettings, saveBusinessTaxDetails, saveTaxSettings } from './settings';

export function registerTaxDocumentRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, endpoints.getTaxSettings, async ({ agency, principal, query }) =>
    getTaxSettings(services, agency, principal, query.agencyId),
  );
  defineRoute(app, endpoints.saveTaxSettings, async ({ agency, principal, query, body }) =>
    saveTaxSettings(services, agency, principal, query.agencyId, body),
  );
  defineRoute(app, endpoints.getBusinessTaxDetails, async ({ agency, principal, query }) =>
    getBusinessTaxDetails(services, agency, principal, query.businessId),
  );
  defineRoute(app, endpoints.saveBusinessTaxDetails, async ({ agency, principal, body }) =>
    saveBusinessTaxDetails(services, agency, principal, body.businessId, body.details),
  );
  defineRoute(app, endpoints.listTaxDocuments, async ({ agency, principal, query }) =>
    listTaxDocuments(services, agency, principal, query),
  );
  defineRoute(app, endpoints.refundPayment, async ({ agency, principal, body }) =>
    refundPayment(services, agency, principal, body),
  );
  defineRoute(app, endpoints.checkTaxDocument, async ({ params }) => checkTaxDocument(services, params.checkCode));
  // A document's QR opens checkPath on its issuer's host (short, for a small QR); the panel's public page answers it.
  app.get('/documents/check/*', { schema: { hide: true } }, (request, reply) => reply.redirect(`/panel${request.url}`));
  const pdfAnswer = async (document: TaxDocumentRow): Promise<FileAnswer> => {
    const [view] = await documentViews(services.db, [document]);
    if (!view) throw new Error('document view missing');
    const pdf = await renderDocumentPdf({
      document,
      view,
      checkUrl: await checkUrl(services, document),
      storage: services.storage,
    });
    return {
      body: pdf,
      contentType: 'application/pdf',
      fileName: documentFileName(document.kind, document.number),
      disposition: 'attachment',
    };
  };
  defineFileRoute(app, endpoints.downloadTaxDocument, ['application/pdf'], async ({ agency, principal, params }) =>
    pdfAnswer(await requireVisibleDocument(services, agency, principal, params.documentId)),
  );
  defineFileRoute(app, endpoints.downloadTaxDocumentByLink, ['application/pdf'], async ({ params, query }) => {
    const document = await findDocumentByLink(services, params.documentId, query.key);
    return pdfAnswer(document);
  });
  defineFileRoute(
    app,
    endpoints.exportTaxDocuments,
    [XLSX_CONTENT_TYPE, 'text/csv', 'application/zip'],
    async ({ agency, principal, query }) => {
      const issuer = await issuerFor(services, agency, principal, query.agencyId);
      return exportMonth(services, issuer, query.month, query.format);
    },
  );
}
