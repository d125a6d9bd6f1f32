// A customer's own payment documents (tax invoices, receipts, credit notes) for "Download my data":
// every document the agency issued to their businesses, as the API shows it, and each PDF drawn
// only when asked for (the zip draws them one at a time as the download takes them).
// docs/product-rules.md#data-export
import type { TTaxDocument } from '@cardora/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type TaxDocumentRow, taxDocuments } from '#db/schema';
import type { Services } from '#services';
import { documentFileName } from './file-names';
import { renderDocumentPdf } from './pdf';
import { checkUrl, documentViews } from './service';

export interface OwnerDocument {
  view: TTaxDocument;
  issuedAt: Date;
  fileName: string;
  /** The document's PDF, drawn by the same code as its download. */
  pdf(): Promise<Buffer>;
}

/** The documents the agency issued to these businesses (already checked to be the caller's), oldest first. */
export async function documentsOfBusinesses(
  services: Services,
  agencyId: string,
  businessIds: readonly string[],
): Promise<OwnerDocument[]> {
  if (businessIds.length === 0) return [];
  const rows: TaxDocumentRow[] = await services.db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.issuerAgencyId, agencyId), inArray(taxDocuments.businessId, [...businessIds])))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.sequence));
  const views = await documentViews(services.db, rows);
  return rows.map((document, index) => {
    const view = views[index];
    if (!view) throw new Error(`document ${document.id} has no view`);
    return {
      view,
      issuedAt: document.issuedAt,
      fileName: documentFileName(document.kind, document.number),
      pdf: async () =>
        renderDocumentPdf({ document, view, checkUrl: await checkUrl(services, document), storage: services.storage }),
    };
  });
}
