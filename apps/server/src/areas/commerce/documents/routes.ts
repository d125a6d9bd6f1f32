// The documents' routes: thin, the rules are in settings.ts, service.ts, refunds.ts and export.ts.
import { endpoints, TAX_DOCUMENT_TITLES } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { defineFileRoute, defineRoute } from '#lib/define-route';
import type { Services } from '#services';
import { exportMonth } from './export';
import { renderDocumentPdf } from './pdf';
import { refundPayment } from './refunds';
import {
  checkTaxDocument,
  checkUrl,
  documentViews,
  issuerFor,
  listTaxDocuments,
  requireVisibleDocument,
} from './service';
import { getBusinessTaxDetails, getTaxSettings, saveBusinessTaxDetails, saveTaxSettings } from './settings';

/** The file name of a document: "Tax-invoice-INV-26-27-000042.pdf". */
export function documentFileName(kind: keyof typeof TAX_DOCUMENT_TITLES, number: string): string {
  return `${TAX_DOCUMENT_TITLES[kind].replace(/ /g, '-')}-${number.replace(/\//g, '-')}.pdf`;
}

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
  // A document's QR opens checkPath on its issuer's host; the panel's public page answers it.
  app.get('/documents/check/*', { schema: { hide: true } }, (request, reply) => reply.redirect(`/panel${request.url}`));
  defineFileRoute(app, endpoints.downloadTaxDocument, ['application/pdf'], async ({ agency, principal, params }) => {
    const document = await requireVisibleDocument(services, agency, principal, params.documentId);
    const [view] = await documentViews(services.db, [document]);
    if (!view) throw new Error('document view missing');
    const pdf = await renderDocumentPdf({ document, view, checkUrl: await checkUrl(services, document) });
    return {
      body: pdf,
      contentType: 'application/pdf',
      fileName: documentFileName(document.kind, document.number),
      disposition: 'attachment',
    };
  });
  defineFileRoute(
    app,
    endpoints.exportTaxDocuments,
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv', 'application/zip'],
    async ({ agency, principal, query }) => {
      const issuer = await issuerFor(services, agency, principal, query.agencyId);
      return exportMonth(services, issuer, query.month, query.format);
    },
  );
}
