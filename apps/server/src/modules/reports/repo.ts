// The reports' rows, read in keyset batches (never the whole selection in memory): businesses
// newest first by (created_at, id), cards by card_no. Each batch is one CSV chunk.
import { BUSINESS_REPORT_COLUMNS, DIGITAL_CARD_REPORT_COLUMNS } from '@cardora/contract';
import { and, asc, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { businesses, cards, users } from '../../db/schema';
import { businessListWhere, categoryNameSql, type ListFilters } from '../businesses/repo';
import { companyNameSql, templateIdSql } from '../projects/repo';
import { BOM, csvRow } from './csv';

export const REPORT_BATCH_SIZE = 2000;

const yesNo = (value: boolean | null) => (value ? 'Yes' : 'No');

/** The business report: the BOM and header first, then one chunk per batch of rows. */
export async function* businessReportChunks(
  db: DbOrTx,
  reach: SQL,
  filters: ListFilters,
  batchSize = REPORT_BATCH_SIZE,
): AsyncGenerator<string> {
  const where = businessListWhere(reach, filters);
  let header = BOM + csvRow(BUSINESS_REPORT_COLUMNS);
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const page: SQL | undefined = after
      ? sql`(${businesses.createdAt}, ${businesses.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const rows = await db
      .select({
        id: businesses.id,
        // Text keeps the microseconds a JavaScript Date would drop, so the keyset is exact.
        createdAtKey: sql<string>`${businesses.createdAt}::text`,
        createdAt: businesses.createdAt,
        businessName: businesses.businessName,
        categoryName: categoryNameSql,
        ownerName: users.name,
        phoneNumber: users.phoneNumber,
        email: users.email,
        cardId: cards.cardId,
        cardStatus: cards.status,
        cardIsDone: cards.isDone,
        paymentStatus: businesses.paymentStatus,
        imagePostEnabled: businesses.imagePostEnabled,
        isFixedExpiryDate: businesses.isFixedExpiryDate,
        expiry: businesses.expiryDateForCustomer,
        madeBy: businesses.businessMadeBy,
      })
      .from(businesses)
      .innerJoin(users, eq(users.id, businesses.userId))
      .leftJoin(cards, eq(cards.businessId, businesses.id))
      .where(and(where, page))
      .orderBy(desc(businesses.createdAt), desc(businesses.id))
      .limit(batchSize);
    const body = rows
      .map((r) =>
        csvRow([
          r.id,
          r.businessName,
          r.categoryName,
          r.ownerName,
          r.phoneNumber,
          r.email ?? '',
          r.cardId,
          r.cardStatus,
          r.cardStatus === null ? '' : yesNo(r.cardIsDone),
          yesNo(r.paymentStatus === 1),
          r.imagePostEnabled ? 'Enabled' : 'Disabled',
          r.isFixedExpiryDate ? 'Fixed' : 'Flexible',
          r.expiry,
          r.madeBy,
          r.createdAt,
        ]),
      )
      .join('');
    // The header waits for the first batch, so a failing query still answers a JSON error.
    yield header + body;
    header = '';
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { createdAt: last.createdAtKey, id: last.id };
  }
}

/** The digital card report, by card number. */
export async function* digitalCardReportChunks(
  db: DbOrTx,
  reach: SQL,
  filters: ListFilters,
  batchSize = REPORT_BATCH_SIZE,
): AsyncGenerator<string> {
  const where = businessListWhere(reach, filters);
  let header = BOM + csvRow(DIGITAL_CARD_REPORT_COLUMNS);
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        cardNo: cards.cardNo,
        cardId: cards.cardId,
        companyName: companyNameSql,
        templateId: templateIdSql,
        status: cards.status,
        isDone: cards.isDone,
        cardLimit: cards.cardLimit,
        imagePostEnabled: businesses.imagePostEnabled,
        businessName: businesses.businessName,
        phoneNumber: users.phoneNumber,
        paymentStatus: businesses.paymentStatus,
        expiry: businesses.expiryDateForCustomer,
        createdAt: cards.createdAt,
      })
      .from(cards)
      .innerJoin(businesses, eq(businesses.id, cards.businessId))
      .innerJoin(users, eq(users.id, businesses.userId))
      .where(and(where, gt(cards.cardNo, after)))
      .orderBy(asc(cards.cardNo))
      .limit(batchSize);
    const body = rows
      .map((r) =>
        csvRow([
          r.cardNo,
          r.cardId,
          r.companyName,
          r.templateId,
          r.status,
          yesNo(r.isDone),
          r.cardLimit ?? 'Plan',
          r.imagePostEnabled ? 'Enabled' : 'Disabled',
          r.businessName,
          r.phoneNumber,
          yesNo(r.paymentStatus === 1),
          r.expiry,
          r.createdAt,
        ]),
      )
      .join('');
    yield header + body;
    header = '';
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = last.cardNo;
  }
}
