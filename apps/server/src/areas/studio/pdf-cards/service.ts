// PDF ID cards' rows: the reads the views need. Who reaches one, how many a business has and the
// state its single purchases give are in entitlements/product-rows.ts (commerce counts and sells
// them). The calls are in cards.ts (details, status, delete), exports.ts (export, download,
// preview) and verify.ts (the QR's page).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { type PdfCardExportRow, type PdfCardRow, pdfCardExports, pdfCards } from '#db/schema';
import { firstRow } from '#lib/sql';

export async function insertPdfCard(tx: DbOrTx, values: typeof pdfCards.$inferInsert): Promise<PdfCardRow> {
  const [row] = await tx.insert(pdfCards).values(values).returning();
  if (!row) throw new Error('PDF card not created');
  return row;
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
  return firstRow(
    db
      .select()
      .from(pdfCardExports)
      .where(eq(pdfCardExports.pdfCardNo, pdfCardNo))
      .orderBy(desc(pdfCardExports.version)),
  );
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
