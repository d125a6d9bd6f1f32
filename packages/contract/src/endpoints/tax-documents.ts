// Documents for every rupee (docs/product-rules.md#gst-documents): the issuers' tax settings, a
// business's GSTIN and state, the documents and their PDFs, refunds through the gateway, the
// month's export for the accountant, and the public check page a document's QR opens.
import { ZPdfResponse } from '../pdf-cards';
import {
  ZBusinessTaxDetailsQuery,
  ZBusinessTaxDetailsResponse,
  ZRefundPaymentBody,
  ZRefundPaymentResult,
  ZSaveBusinessTaxDetailsBody,
  ZTaxDocumentCheck,
  ZTaxDocumentCheckParams,
  ZTaxDocumentIdParams,
  ZTaxDocumentList,
  ZTaxDocumentListQuery,
  ZTaxExportQuery,
  ZTaxSettings,
  ZTaxSettingsQuery,
  ZTaxSettingsResponse,
} from '../tax-documents';
import { api, type EndpointDef } from './define';

export const taxDocumentEndpoints = {
  getTaxSettings: {
    method: 'GET',
    path: api('/tax-settings'),
    summary: "An issuer's tax settings (an agency admin its own; the superadmin's admins any agency, the platform too)",
    tag: 'tax-documents',
    access: 'admin',
    query: ZTaxSettingsQuery,
    response: ZTaxSettingsResponse,
  },
  saveTaxSettings: {
    method: 'PUT',
    path: api('/tax-settings'),
    summary:
      'Save legal name, GSTIN, address and state, inclusive or exclusive prices, rate, SAC code and invoice prefix',
    tag: 'tax-documents',
    access: 'admin',
    query: ZTaxSettingsQuery,
    body: ZTaxSettings,
    response: ZTaxSettingsResponse,
  },
  getBusinessTaxDetails: {
    method: 'GET',
    path: api('/business/tax-details'),
    summary: "A business's GSTIN, billing name, address and state (its owner, or staff within reach)",
    tag: 'tax-documents',
    access: 'session',
    query: ZBusinessTaxDetailsQuery,
    response: ZBusinessTaxDetailsResponse,
  },
  saveBusinessTaxDetails: {
    method: 'PUT',
    path: api('/business/tax-details'),
    summary: "Save a business's GSTIN (checked), billing name, address and state: later documents use them",
    tag: 'tax-documents',
    access: 'session',
    body: ZSaveBusinessTaxDetailsBody,
    response: ZBusinessTaxDetailsResponse,
  },
  listTaxDocuments: {
    method: 'GET',
    path: api('/tax-documents'),
    summary:
      "Documents: a business's (businessId), what the agency issued in a month (month, staff), or what the platform issued to an agency (buyerAgencyId)",
    tag: 'tax-documents',
    access: 'session',
    query: ZTaxDocumentListQuery,
    response: ZTaxDocumentList,
  },
  downloadTaxDocument: {
    method: 'GET',
    path: api('/tax-documents/{documentId}/pdf'),
    summary: 'The document as an A4 PDF (whoever may see the document)',
    tag: 'tax-documents',
    access: 'session',
    params: ZTaxDocumentIdParams,
    response: ZPdfResponse,
  },
  exportTaxDocuments: {
    method: 'GET',
    path: api('/tax-documents/export'),
    summary:
      "A month's documents for GSTR-1: xlsx (B2B, B2C, credit notes, totals by rate and place of supply), csv, or a zip of the PDFs",
    tag: 'tax-documents',
    access: 'admin',
    query: ZTaxExportQuery,
    response: ZPdfResponse,
  },
  refundPayment: {
    method: 'POST',
    path: api('/payments/refund'),
    summary: "Refund a gateway payment in full or in part through the gateway's refund call; a credit note is issued",
    tag: 'tax-documents',
    access: { menu: 'allBusinesses', money: 'deletePayment' },
    body: ZRefundPaymentBody,
    response: ZRefundPaymentResult,
  },
  checkTaxDocument: {
    method: 'GET',
    path: api('/public/tax-documents/{checkCode}'),
    summary: "What a document's QR confirms: its number, issuer, total and whether a credit note cancelled it",
    tag: 'tax-documents',
    access: 'public',
    params: ZTaxDocumentCheckParams,
    response: ZTaxDocumentCheck,
  },
} as const satisfies Record<string, EndpointDef>;
