// The rows of the products commerce counts and sells that live in studio's tables: a business's
// PDF cards and promotional videos (how many, for the plan's limits), a PDF card's reach and its
// purchase state. They sit here, below studio, so commerce never imports studio; studio's own
// code reads them from here too.
import type { PdfCardPurchaseState } from '@cardora/contract';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#db/client';
import { type BusinessRow, businesses, type PdfCardRow, pdfCards, userVideos } from '#db/schema';
import { notFound } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { reachableBusinesses } from '#policies/cards';

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

/** Promotional videos the plan counts: every one but the failed (a failed render consumed nothing). */
export async function countPromotionalVideos(db: DbOrTx, agencyId: string, businessId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userVideos)
    .where(
      and(
        eq(userVideos.agencyId, agencyId),
        eq(userVideos.businessId, businessId),
        eq(userVideos.kind, 'promotional'),
        ne(userVideos.renderStatus, 'failed'),
      ),
    );
  return row?.n ?? 0;
}
