// PDF ID cards' rows: who reaches one (the scope of its business),
// how many a business has, the state its single purchases give, and the reads the views need.
// The calls are in cards.ts (details, status, delete), exports.ts (export, download, preview)
// and verify.ts (the QR's page).
import type { PdfCardPurchaseState } from '@cardora/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  type BusinessRow,
  businesses,
  type PdfCardExportRow,
  type PdfCardRow,
  pdfCardExports,
  pdfCards,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Principal } from '../../lib/principal';
import { reachableBusinesses } from '../../policies/cards';

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

/** The business's PDF cards, oldest first. */
export function pdfCardsOfBusiness(db: DbOrTx, agencyId: string, businessId: string): Promise<PdfCardRow[]> {
  return db
    .select()
    .from(pdfCards)
    .where(and(eq(pdfCards.agencyId, agencyId), eq(pdfCards.businessId, businessId)))
    .orderBy(pdfCards.pdfCardNo);
}

/** The card's latest export, or null. */
export async function latestExport(db: DbOrTx, pdfCardNo: number): Promise<PdfCardExportRow | null> {
  const [row] = await db
    .select()
    .from(pdfCardExports)
    .where(eq(pdfCardExports.pdfCardNo, pdfCardNo))
    .orderBy(desc(pdfCardExports.version))
    .limit(1);
  return row ?? null;
}

/** The latest export of each of these cards. */
export async function latestExports(db: DbOrTx, pdfCardNos: number[]): Promise<Map<number, PdfCardExportRow>> {
  if (pdfCardNos.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([pdfCardExports.pdfCardNo])
    .from(pdfCardExports)
    .where(sql`${pdfCardExports.pdfCardNo} in ${pdfCardNos}`)
    .orderBy(pdfCardExports.pdfCardNo, desc(pdfCardExports.version));
  return new Map(rows.map((row) => [row.pdfCardNo, row]));
}
