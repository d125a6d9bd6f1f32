// PDF ID cards, as far as their payment needs them (spec 3 "PDF card", spec 9): who reaches one
// (the scope of its business), how many a business has, and the state its single purchases give.
// The PDF card issue adds the editor, rendering and export; creation with the plan's limits is
// in create.ts.
import type { PdfCardPurchaseState } from '@cardora/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { type BusinessRow, businesses, type PdfCardRow, pdfCards } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Principal } from '../../lib/principal';
import { reachableBusinesses } from '../businesses/scope';

/** A PDF card whose business this principal reaches, with that business; else 404. */
export async function requireReachablePdfCard(
  db: DbOrTx,
  agencyId: string,
  principal: Principal,
  pdfCardNo: number,
): Promise<{ pdfCard: PdfCardRow; business: BusinessRow }> {
  const [row] = await db
    .select({ pdfCard: pdfCards, business: businesses })
    .from(pdfCards)
    .innerJoin(businesses, eq(businesses.id, pdfCards.businessId))
    .where(
      and(eq(pdfCards.agencyId, agencyId), eq(pdfCards.pdfCardNo, pdfCardNo), reachableBusinesses(agencyId, principal)),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The business's PDF cards, and how many of them a single purchase paid for. */
export async function countPdfCards(
  db: DbOrTx,
  agencyId: string,
  businessId: string,
): Promise<{ total: number; singlePurchased: number }> {
  const [row] = await db
    .select({
      total: count(),
      singlePurchased: sql<number>`count(*) filter (where ${pdfCards.isPaid})`.mapWith(Number),
    })
    .from(pdfCards)
    .where(and(eq(pdfCards.agencyId, agencyId), eq(pdfCards.businessId, businessId)));
  return { total: row?.total ?? 0, singlePurchased: row?.singlePurchased ?? 0 };
}

export async function insertPdfCard(tx: DbOrTx, values: typeof pdfCards.$inferInsert): Promise<PdfCardRow> {
  const [row] = await tx.insert(pdfCards).values(values).returning();
  if (!row) throw new Error('PDF card not created');
  return row;
}

/** Writes what the card's recorded purchases add up to (the caller holds the business lock). */
export async function setPdfCardPurchaseState(
  tx: Tx,
  agencyId: string,
  pdfCardNo: number,
  state: PdfCardPurchaseState,
): Promise<void> {
  await tx
    .update(pdfCards)
    .set(state)
    .where(and(eq(pdfCards.agencyId, agencyId), eq(pdfCards.pdfCardNo, pdfCardNo)));
}
