// What feedback and leads share once stored: the notice's tick they carry, and deleting one that
// a caller reaches. Both tables carry
// agency_id, business_id and a serial number; out of reach is 404 (as if it did not exist), and a
// franchisee also needs card:edit (403), like every change to what a card shows.
import type { TFeedbackForm, TVisitorConsent } from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { businesses } from '#db/schema';
import { notFound } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { reachableBusinesses, requirePermission } from '#policies/cards';
import type { Services } from '#services';

/**
 * The consent columns of an accepted send (the contract lets a form through only ticked, under the
 * current notice): agreed as it was sent, to the version the form carried.
 * docs/product-rules.md#visitor-consent
 */
export function consentOf(
  form: Pick<TFeedbackForm, 'noticeVersion'>,
  sentAt: Date,
): { consentedAt: Date; noticeVersion: string } {
  return { consentedAt: sentAt, noticeVersion: form.noticeVersion };
}

/** A stored row's consent as the API gives it: null for what came before the forms had a notice. */
export function consentView(row: { consentedAt: Date | null; noticeVersion: string | null }): TVisitorConsent {
  return { consentedAt: row.consentedAt?.toISOString() ?? null, noticeVersion: row.noticeVersion };
}

export interface EnquiryCaller {
  agencyId: string;
  principal: Principal;
}

export interface EnquiryTable {
  table: PgTable;
  agencyId: PgColumn;
  businessId: PgColumn;
  /** The row's serial number (feedbackNo, leadNo). */
  no: PgColumn;
}

/** Deletes the row numbered `no` of a business in the caller's reach; `unknown` words the 404. */
export async function deleteEnquiry(
  services: Services,
  caller: EnquiryCaller,
  kind: EnquiryTable,
  no: number,
  unknown: string,
): Promise<void> {
  const mine = and(eq(kind.agencyId, caller.agencyId), eq(kind.no, no));
  const [found] = await services.db
    .select({ no: kind.no })
    .from(kind.table)
    .innerJoin(businesses, eq(businesses.id, kind.businessId))
    .where(and(mine, reachableBusinesses(caller.agencyId, caller.principal)))
    .limit(1);
  if (!found) throw notFound(unknown);
  requirePermission(caller.principal, 'card:edit');
  await services.db.delete(kind.table).where(mine);
}
