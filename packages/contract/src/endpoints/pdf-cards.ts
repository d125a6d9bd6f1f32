// PDF ID cards: the spec's paths as written, plus ours: the draft
// prefilled from the business (GET /pdf-card/draft) and the SAMPLE preview (GET
// /pdf-card/preview). Spread into the one endpoint table. The single purchase's payment calls
// (/pdf-card/pdf-card-payment…) stay with the other payments in ../endpoints.ts.
//
// Access: the customer calls are 'session' and name a card or business the caller must reach
// (a franchisee also needs card:edit to write); the list, status and delete are All Projects
// with the franchisee permission of the digital cards' row actions. Creation is
// updatePdfCardBasicDetails without pdfCardNo (the spec has no create call). The PDF answers
// (downloadPdfCard, preview) are not the JSON envelope; their errors are.

import {
  ZDeletePdfCardResponse,
  ZDownloadPdfCardQuery,
  ZExportPdfCardResponse,
  ZPdfCard,
  ZPdfCardBusinessQuery,
  ZPdfCardDraft,
  ZPdfCardList,
  ZPdfCardListQuery,
  ZPdfCardNoBody,
  ZPdfCardNoQuery,
  ZPdfCardsByBusiness,
  ZPdfResponse,
  ZPreviewPdfCardDetailsBody,
  ZPreviewPdfCardQuery,
  ZUpdatePdfCardBasicDetailsBody,
  ZUpdatePdfCardStatusBody,
} from '../pdf-cards';
import { api, type EndpointDef } from './define';

const tag = 'pdf-cards';

export const pdfCardEndpoints = {
  getPdfCard: {
    method: 'GET',
    path: api('/pdf-card/pdfCard'),
    summary: 'A PDF card with its details, purchase state, latest export, export right and verification link',
    tag,
    access: 'session',
    query: ZPdfCardNoQuery,
    response: ZPdfCard,
  },
  getPdfCardList: {
    method: 'GET',
    path: api('/pdf-card/getPdfCardList'),
    summary: 'All Projects (pdf_id_card): PDF cards with their business, filtered, searched, sorted and paged',
    tag,
    access: { menu: 'allProjects' },
    query: ZPdfCardListQuery,
    response: ZPdfCardList,
  },
  getPdfCardsByBusiness: {
    method: 'GET',
    path: api('/pdf-card/getPdfCardsByBusiness'),
    summary: "A business's PDF cards (oldest first) and whether it may add one more",
    tag,
    access: 'session',
    query: ZPdfCardBusinessQuery,
    response: ZPdfCardsByBusiness,
  },
  getPdfCardDraft: {
    method: 'GET',
    path: api('/pdf-card/draft'),
    summary: 'Details for a new PDF card, prefilled from the business and its digital card (ours)',
    tag,
    access: 'session',
    query: ZPdfCardBusinessQuery,
    response: ZPdfCardDraft,
  },
  updatePdfCardBasicDetails: {
    method: 'POST',
    path: api('/pdf-card/updatePdfCardBasicDetails'),
    summary:
      "Save a PDF card's details and design; without pdfCardNo, create one for businessId within its plan (409 + upgradePath over the limit)",
    tag,
    access: 'session',
    body: ZUpdatePdfCardBasicDetailsBody,
    response: ZPdfCard,
  },
  updatePdfCardStatus: {
    method: 'POST',
    path: api('/pdf-card/updatePdfCardStatus'),
    summary: "Set a PDF card's status: active, or revoked (its QR says so at once)",
    tag,
    access: { menu: 'allProjects', franchiseePermission: 'card:edit' },
    body: ZUpdatePdfCardStatusBody,
    response: ZPdfCard,
  },
  deletePdfCard: {
    method: 'POST',
    path: api('/pdf-card/deletePdfCard'),
    summary: 'Delete a PDF card (not one with a recorded payment: 409); the web confirms first',
    tag,
    access: { menu: 'allProjects', franchiseePermission: 'business:delete' },
    body: ZPdfCardNoBody,
    response: ZDeletePdfCardResponse,
  },
  exportPdfCard: {
    method: 'POST',
    path: api('/pdf-card/exportPdfCard'),
    summary:
      'Freeze the current details as a new export version (a purchase export left, or the plan; else 409 + upgradePath)',
    tag,
    access: 'session',
    body: ZPdfCardNoBody,
    response: ZExportPdfCardResponse,
  },
  downloadPdfCard: {
    method: 'GET',
    path: api('/pdf-card/downloadPdfCard'),
    summary:
      'The PDF (application/pdf): the latest export without watermark, else the current details with SAMPLE; errors are JSON',
    tag,
    access: 'session',
    query: ZDownloadPdfCardQuery,
    response: ZPdfResponse,
  },
  previewPdfCard: {
    method: 'GET',
    path: api('/pdf-card/preview'),
    summary:
      "A PDF card's current details, or a business's prefill, in a design, always with SAMPLE; not an export, not counted (ours)",
    tag,
    access: 'session',
    query: ZPreviewPdfCardQuery,
    response: ZPdfResponse,
  },
  previewPdfCardDetails: {
    method: 'POST',
    path: api('/pdf-card/preview'),
    summary:
      "The editor's details as typed (not saved) in a design, always with SAMPLE: the live preview is the real PDF (ours)",
    tag,
    access: 'session',
    body: ZPreviewPdfCardDetailsBody,
    response: ZPdfResponse,
  },
} as const satisfies Record<string, EndpointDef>;
