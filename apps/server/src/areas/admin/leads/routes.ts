// Leads: GET/DELETE /leads, the CSV, the customer's unread count, and the card's
// Exchange contact form (POST /<cardId>/lead; its thank-you page is registered with feedback's).
// Thin: access, one service call.
import { Readable } from 'node:stream';
import { endpoints, istDateOf, XLSX_CONTENT_TYPE } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { registerVisitorForm } from '#cards';
import { defineFileRoute, defineRoute } from '#lib/define-route';
import type { Services } from '#services';
import { createLeadFeed, getLeadFeed, leadFeedCsv, revokeLeadFeed } from './feed';
import {
  deleteLead,
  enquiryUnread,
  leadCsvChunks,
  leadXlsx,
  listLeads,
  markEnquiriesSeen,
  submitLead,
} from './service';

export function registerLeadRoutes(app: FastifyInstance, services: Services): void {
  defineRoute(app, endpoints.listLeads, ({ agency, principal, query }) =>
    listLeads(services, { agencyId: agency.id, principal: principal }, query),
  );
  defineRoute(app, endpoints.deleteLead, ({ agency, principal, query }) =>
    deleteLead(services, { agencyId: agency.id, principal: principal }, query),
  );
  defineRoute(app, endpoints.getEnquiryUnread, ({ agency, principal }) =>
    enquiryUnread(services, agency.id, principal),
  );
  defineRoute(app, endpoints.markEnquiriesSeen, ({ agency, principal }) =>
    markEnquiriesSeen(services, agency.id, principal),
  );
  // The reach is checked before the first byte, so a refusal is still the JSON error envelope.
  // format=xlsx: the same leads as an Excel workbook (docs/product-rules.md#reports-as-spreadsheets).
  defineFileRoute(app, endpoints.leadsCsv, ['text/csv', XLSX_CONTENT_TYPE], async ({ agency, principal, query }) => {
    const caller = { agencyId: agency.id, principal: principal };
    const day = istDateOf(services.now());
    if (query.format === 'xlsx') {
      return {
        body: await leadXlsx(services, caller, query),
        contentType: XLSX_CONTENT_TYPE,
        fileName: `leads-${day}.xlsx`,
        disposition: 'attachment',
      };
    }
    return {
      body: Readable.from(await leadCsvChunks(services, caller, query), { objectMode: false }),
      contentType: 'text/csv; charset=utf-8',
      fileName: `leads-${day}.csv`,
      disposition: 'attachment',
    };
  });

  // The spreadsheet link (docs/product-rules.md#lead-feed).
  defineRoute(app, endpoints.getLeadFeed, ({ agency, principal, params }) =>
    getLeadFeed(services, { agency, principal }, params.businessId),
  );
  defineRoute(app, endpoints.createLeadFeed, ({ agency, principal, params }) =>
    createLeadFeed(services, { agency, principal }, params.businessId),
  );
  defineRoute(app, endpoints.revokeLeadFeed, ({ agency, principal, params }) =>
    revokeLeadFeed(services, { agency, principal }, params.businessId),
  );
  // No session: the link is the key. Inline, so a spreadsheet's import reads it as data.
  defineFileRoute(app, endpoints.leadFeedCsv, ['text/csv'], async ({ agency, params }) => ({
    body: Readable.from(await leadFeedCsv(services, agency, params.token), { objectMode: false }),
    contentType: 'text/csv; charset=utf-8',
    fileName: `leads-${istDateOf(services.now())}.csv`,
    disposition: 'inline',
  }));

  registerVisitorForm(app, services, {
    kind: 'lead',
    endpoint: endpoints.submitLead,
    store: (card, form, ipHash) => submitLead(services, card, form, ipHash),
  });
}
