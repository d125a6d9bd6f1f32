// Creating a PDF card within the business's plan limits. No endpoint yet: the PDF card issue
// calls this from its create endpoint (after its own reach and permission checks).
import type { Db } from '../../db/client';
import type { PdfCardRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { lockBusiness } from '../businesses/service';
import { assertCanCreate } from '../entitlements/service';
import { insertPdfCard } from './service';

export interface NewPdfCard {
  companyName: string;
  registeredPhoneNumber?: string | null;
  mails?: string[];
}

/**
 * A new, unpaid PDF card (sample watermark, no export) for the business, if its entitlements
 * allow one more. The business stays locked from the count to the insert, so two creations at
 * once cannot both take the last place.
 */
export function createPdfCard(
  db: Db,
  agencyId: string,
  businessId: string,
  input: NewPdfCard,
  now: Date,
): Promise<PdfCardRow> {
  return db.transaction(async (tx) => {
    if (!(await lockBusiness(tx, agencyId, businessId))) throw notFound();
    await assertCanCreate(tx, agencyId, businessId, 'pdfCard', now);
    return insertPdfCard(tx, {
      agencyId,
      businessId,
      companyName: input.companyName,
      registeredPhoneNumber: input.registeredPhoneNumber ?? null,
      mails: input.mails ?? [],
      createdAt: now,
    });
  });
}
