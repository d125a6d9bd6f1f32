// The tax documents feature's front door: what the rest of the web may use of it. Anything not
// exported here is the feature's own; import it from another feature only by adding it here.
// The public check page is named by its path in app/lazy-routes.ts, so it stays its own chunk.
export { IssuedDocuments, PlatformInvoices } from './components/agency-documents';
export { BusinessDocuments } from './components/business-documents';
export { DocumentList } from './components/document-list';
export type { PaidPayment } from './components/download-invoice';
export { DownloadInvoiceButton, withInvoiceDownload } from './components/download-invoice';
export { paymentDocument } from './documents';
export { useBusinessDocuments } from './hooks/use-tax-documents';
