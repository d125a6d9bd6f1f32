// Leads from the public card ("Exchange contact"), their CSV, and the owner's
// unread count of feedback and leads, spread into the one endpoint table.
//
// Access: as feedback (endpoints/feedback.ts): 'session' with the reach decided by the service;
// a franchisee deleting needs card:edit. The unread count is the customer's own ('user'): it is
// the badge on their menu, cleared when they open "Feedback & leads".
// The CSV answers text/csv (registered by modules/leads like the reports, same access check).
import { ZCsvResponse } from '../admin-projects';
import { ZEnquiryUnread, ZVisitorFormResponse } from '../feedback';
import { ZDeleteLeadQuery, ZDeleteLeadResponse, ZLeadCsvQuery, ZLeadForm, ZLeadList, ZLeadListQuery } from '../leads';
import { api, type EndpointDef } from './define';

const tag = 'leads';

export const leadEndpoints = {
  listLeads: {
    method: 'GET',
    path: api('/leads'),
    summary:
      "Leads left on the cards of one business (businessId) or of every business in the caller's reach, newest first, in pages that append, with the total",
    tag,
    access: 'session',
    query: ZLeadListQuery,
    response: ZLeadList,
  },
  deleteLead: {
    method: 'DELETE',
    path: api('/leads'),
    summary: 'Delete one lead (leadNo) of a business in reach',
    tag,
    access: 'session',
    query: ZDeleteLeadQuery,
    response: ZDeleteLeadResponse,
  },
  leadsCsv: {
    method: 'GET',
    path: api('/leads/csv'),
    summary:
      'The leads as CSV (text/csv; charset=utf-8 with a BOM, dates in IST, cells a spreadsheet would run as a formula neutralised), of one business or every business in reach',
    tag,
    access: 'session',
    query: ZLeadCsvQuery,
    response: ZCsvResponse,
  },
  getEnquiryUnread: {
    method: 'GET',
    path: api('/enquiries/unread'),
    summary: "The signed-in customer's feedback and leads that arrived since they last opened Feedback & leads",
    tag,
    access: 'user',
    passive: true,
    response: ZEnquiryUnread,
  },
  markEnquiriesSeen: {
    method: 'POST',
    path: api('/enquiries/seen'),
    summary: 'The customer opened Feedback & leads: their unread count starts again from now',
    tag,
    access: 'user',
    response: ZEnquiryUnread,
  },
  submitLead: {
    method: 'POST',
    path: '/{cardId}/lead',
    summary:
      "The public card's Exchange contact form (application/x-www-form-urlencoded: name, phone or their own card's link, the visit's source, the honeypot): 303 to /{cardId}/thanks?for=lead; 400 the form again with each field's message; 429 past 5 per visitor in 10 minutes or 50 per card a day",
    tag,
    access: 'public',
    body: ZLeadForm,
    response: ZVisitorFormResponse,
  },
} as const satisfies Record<string, EndpointDef>;
