// Creating a PDF card within the business's plan limits (updatePdfCardBasicDetails without a
// pdfCardNo, after its reach and permission checks).
import { type PdfTemplateCode, type TPdfCardDetails, UPGRADE_PATH } from '@cardora/contract';
import { lockBusiness } from '#cards';
import { assertCanCreate } from '#commerce';
import type { Db } from '#db/client';
import type { PdfCardRow } from '#db/schema';
import { AppError, isAppError, notFound } from '#lib/errors';
import { insertPdfCard } from './service';

export interface NewPdfCard {
  details: TPdfCardDetails;
  templateCode: PdfTemplateCode;
}

/**
 * A new, unpaid PDF card (sample watermark, no export) for the business, if its entitlements
 * allow one more. The business stays locked from the count to the insert, so two creations at
 * once cannot both take the last place. A used-up limit is the 409 of assertCanCreate with the
 * upgrade path (a plan or the single purchase lifts it); the product turned off stays a 400.
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
    await assertCanCreate(tx, agencyId, businessId, 'pdfCard', now).catch((error: unknown) => {
      if (isAppError(error) && error.statusCode === 409)
        throw new AppError('CONFLICT', error.message, 409, undefined, UPGRADE_PATH);
      throw error;
    });
    return insertPdfCard(tx, {
      agencyId,
      businessId,
      companyName: input.details.companyName,
      registeredPhoneNumber: input.details.registeredPhoneNumber,
      mails: input.details.mails,
      details: input.details,
      templateCode: input.templateCode,
      createdAt: now,
      updatedAt: now,
    });
  });
}
