// Cards: a business's card, whether an address is free, its figures and QR kit, the public card's
// click counter and the document upload every editor uses; then what visitors leave on the public
// card (feedback and leads) in their own blocks below. The card editor's section saves stand in the
// one table (../endpoints.ts).

import { z } from 'zod';
import { ZCsvResponse } from '../admin-projects';
import {
  ZCard,
  ZCardAnalytics,
  ZCardAnalyticsQuery,
  ZCardEventBody,
  ZCardIdAvailability,
  ZCardIdAvailabilityQuery,
  ZCardNoQuery,
  ZCardQrKitQuery,
  ZCardsByBusinessQuery,
  ZQrKitFile,
  ZUploadDocQuery,
  ZUploadedDocument,
} from '../card';
import {
  ZDeleteFeedbackQuery,
  ZDeleteFeedbackResponse,
  ZEnquiryUnread,
  ZFeedbackForm,
  ZFeedbackList,
  ZFeedbackListQuery,
  ZVisitorFormResponse,
} from '../feedback';
import { ZDeleteLeadQuery, ZDeleteLeadResponse, ZLeadCsvQuery, ZLeadForm, ZLeadList, ZLeadListQuery } from '../leads';
import { api, type EndpointDef } from './define';

export const cardEndpoints = {
  // Cards
  getCardsByBusiness: {
    method: 'GET',
    path: api('/getCardsByBusiness'),
    summary: "The business's card (a list of at most one: one card per business)",
    tag: 'cards',
    access: 'session',
    query: ZCardsByBusinessQuery,
    response: z.array(ZCard),
  },
  getCard: {
    method: 'GET',
    path: api('/card'),
    summary: 'One card with every section',
    tag: 'cards',
    access: 'session',
    query: ZCardNoQuery,
    response: ZCard,
  },
  checkCardIdAvailability: {
    method: 'GET',
    path: api('/checkCardIdAvailability'),
    summary: 'Whether a card address is valid and free in this agency, and why not',
    tag: 'cards',
    access: 'session',
    query: ZCardIdAvailabilityQuery,
    response: ZCardIdAvailability,
  },
  getCardAnalytics: {
    method: 'GET',
    path: api('/card/analytics'),
    summary: "A card's views, unique visitors and clicks per day and per action (ours)",
    tag: 'cards',
    access: 'session',
    query: ZCardAnalyticsQuery,
    response: ZCardAnalytics,
  },
  getCardQrKit: {
    method: 'GET',
    path: api('/card/qr-kit'),
    summary: "The card's QR print kit: the QR as PNG or SVG, or an A4 PDF table tent and standee (ours)",
    tag: 'cards',
    access: 'session',
    query: ZCardQrKitQuery,
    response: ZQrKitFile,
  },
  recordCardEvent: {
    method: 'POST',
    path: '/c/events',
    summary: 'Count a click on a public card (sent with sendBeacon; no session, no CSRF token)',
    tag: 'cards',
    access: 'public',
    body: ZCardEventBody,
    response: z.object({ recorded: z.boolean() }),
  },

  // Documents
  uploadDocument: {
    method: 'POST',
    path: api('/document/uploadDoc'),
    summary: 'Upload a file (multipart field "file"); images are re-encoded to WebP with EXIF stripped',
    tag: 'documents',
    access: 'session',
    query: ZUploadDocQuery,
    response: ZUploadedDocument,
  },

  // Feedback (GET /feedback (params), DELETE /feedback (params))
  // and the visitor's form on the public card.
  //
  // Access: 'session'; the service decides the reach (a customer their own businesses, admins and
  // creators every business of the agency, a franchisee the ones it made unless it has all-card
  // access): a business or feedback out of reach is 404, as if it did not exist. A franchisee
  // deleting needs card:edit (403), as for every other change to what a card shows.
  // The visitor's form is 'public' and outside /api/v1: a plain HTML form on the card's host,
  // answered with HTML (303 to the thank-you page, 400 the form again with the field's message,
  // 429 a friendly page), registered by areas/cards/feedback with its own parser.
  listFeedback: {
    method: 'GET',
    path: api('/feedback'),
    summary:
      "Visitors' feedback on the cards of one business (businessId) or of every business in the caller's reach, newest first, in pages that append, with the total and the average rating",
    tag: 'feedback',
    access: 'session',
    query: ZFeedbackListQuery,
    response: ZFeedbackList,
  },
  deleteFeedback: {
    method: 'DELETE',
    path: api('/feedback'),
    summary: 'Delete one feedback (feedbackNo) of a business in reach',
    tag: 'feedback',
    access: 'session',
    query: ZDeleteFeedbackQuery,
    response: ZDeleteFeedbackResponse,
  },
  submitFeedback: {
    method: 'POST',
    path: '/{cardId}/feedback',
    summary:
      "The public card's feedback form (application/x-www-form-urlencoded: rating, message, name, optional contact, the honeypot): 303 to /{cardId}/thanks?for=feedback; 400 the form again with each field's message; 429 past 5 per visitor in 10 minutes or 50 per card a day",
    tag: 'feedback',
    access: 'public',
    body: ZFeedbackForm,
    response: ZVisitorFormResponse,
  },

  // Leads from the public card ("Exchange contact"), their CSV, and the owner's
  // unread count of feedback and leads.
  //
  // Access: as feedback (above): 'session' with the reach decided by the service;
  // a franchisee deleting needs card:edit. The unread count is the customer's own ('user'): it is
  // the badge on their menu, cleared when they open "Feedback & leads".
  // The CSV answers text/csv (registered by areas/admin/leads like the reports, same access check).
  listLeads: {
    method: 'GET',
    path: api('/leads'),
    summary:
      "Leads left on the cards of one business (businessId) or of every business in the caller's reach, newest first, in pages that append, with the total",
    tag: 'leads',
    access: 'session',
    query: ZLeadListQuery,
    response: ZLeadList,
  },
  deleteLead: {
    method: 'DELETE',
    path: api('/leads'),
    summary: 'Delete one lead (leadNo) of a business in reach',
    tag: 'leads',
    access: 'session',
    query: ZDeleteLeadQuery,
    response: ZDeleteLeadResponse,
  },
  leadsCsv: {
    method: 'GET',
    path: api('/leads/csv'),
    summary:
      'The leads as CSV (text/csv; charset=utf-8 with a BOM, dates in IST, cells a spreadsheet would run as a formula neutralised), of one business or every business in reach',
    tag: 'leads',
    access: 'session',
    query: ZLeadCsvQuery,
    response: ZCsvResponse,
  },
  getEnquiryUnread: {
    method: 'GET',
    path: api('/enquiries/unread'),
    summary: "The signed-in customer's feedback and leads that arrived since they last opened Feedback & leads",
    tag: 'leads',
    access: 'user',
    passive: true,
    response: ZEnquiryUnread,
  },
  markEnquiriesSeen: {
    method: 'POST',
    path: api('/enquiries/seen'),
    summary: 'The customer opened Feedback & leads: their unread count starts again from now',
    tag: 'leads',
    access: 'user',
    response: ZEnquiryUnread,
  },
  submitLead: {
    method: 'POST',
    path: '/{cardId}/lead',
    summary:
      "The public card's Exchange contact form (application/x-www-form-urlencoded: name, phone or their own card's link, the visit's source, the honeypot): 303 to /{cardId}/thanks?for=lead; 400 the form again with each field's message; 429 past 5 per visitor in 10 minutes or 50 per card a day",
    tag: 'leads',
    access: 'public',
    body: ZLeadForm,
    response: ZVisitorFormResponse,
  },
} as const satisfies Record<string, EndpointDef>;
