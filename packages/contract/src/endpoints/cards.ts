// Cards: a business's card, whether an address is free, its figures and QR kit, the public card's
// click counter, and the document upload every editor uses. The card editor's section saves stand
// in the one table (../endpoints.ts).

import { z } from 'zod';
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
} as const satisfies Record<string, EndpointDef>;
