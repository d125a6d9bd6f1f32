// What a document's PDF and a month's export are called when downloaded (and inside the zip).
import { TAX_DOCUMENT_TITLES, type TaxDocumentKind } from '@cardora/contract';

/** The file name of a document: "Tax-invoice-INV-26-27-000042.pdf". */
export function documentFileName(kind: TaxDocumentKind, number: string): string {
  return `${TAX_DOCUMENT_TITLES[kind].replace(/ /g, '-')}-${number.replace(/\//g, '-')}.pdf`;
}

/** A month's export: "gst-documents-acme-2026-12.xlsx". */
export function exportFileName(agencySlug: string, month: string, extension: 'xlsx' | 'csv' | 'zip'): string {
  return `gst-documents-${agencySlug}-${month}.${extension}`;
}
