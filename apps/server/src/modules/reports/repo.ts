// The reports: on a PostgreSQL server one COPY per export (copy.ts), else (PGlite, or every
// COPY slot taken) the rows read in keyset batches (never the whole selection in memory):
// businesses newest first by (created_at, id), cards by card_no. Each batch becomes a few CSV
// chunks; the next batch is asked for while this one is formatted and sent, so the database and
// Node overlap. Dates are formatted in IST by the database (no Date objects per row). Both
// writers answer the same bytes (copy.pg.test.ts).
import {
  BUSINESS_CATEGORY_IMAGE_CATEGORY,
  BUSINESS_REPORT_COLUMNS,
  DIGITAL_CARD_REPORT_COLUMNS,
  OTHER_CATEGORY_KEY,
} from '@cardora/contract';
import { and, asc, desc, eq, gt, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { businesses, cards, imageCategories, imageSubcategories, users } from '../../db/schema';
import { istText } from '../../lib/sql';
import { businessListWhere, type ListFilters } from '../businesses/repo';
import { companyNameSql, templateIdSql } from '../projects/repo';
import { businessReportSelect, copyCsvChunks, digitalCardReportSelect, takeCopySlot } from './copy';
import { BOM, csvRow } from './csv';
import { latestPaymentModeSql, latestPaymentReferenceSql } from './payment-columns';

/**
 * Rows per query: a batch parsed, formatted and dropped while it is young in V8's heap. With
 * 5,000 (kept until the socket took them) RSS climbed by ~100 MiB per 100,000-row export
 * before a full collection; see bench/admin-scale.ts for what remains (a ceiling, not growth).
 */
export const REPORT_BATCH_SIZE = 2000;
/** Rows per chunk sent to the socket (a chunk stays under V8's large-object size). */
export const REPORT_CHUNK_ROWS = 256;

/**
 * The names of the business categories, the agency's own winning over the platform's: read
 * once per report, so rows need no per-row subquery (the list's categoryNameSql).
 */
export async function categoryNames(db: DbOrTx, agencyId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: imageSubcategories.key, name: imageSubcategories.name, agencyId: imageCategories.agencyId })
    .from(imageSubcategories)
    .innerJoin(imageCategories, eq(imageCategories.id, imageSubcategories.imageCategoryId))
    .where(
      and(
        eq(imageCategories.name, BUSINESS_CATEGORY_IMAGE_CATEGORY),
        or(isNull(imageCategories.agencyId), eq(imageCategories.agencyId, agencyId)),
      ),
    )
    .orderBy(sql`${imageCategories.agencyId} nulls first`);
  return new Map(rows.map((r) => [r.key, r.name]));
}

const yesNo = (value: boolean | null) => (value ? 'Yes' : 'No');

/** "2026-11-22 14:05" in IST, or null. */
const istSql = (column: SQLWrapper): SQL<string | null> => istText(column, 'YYYY-MM-DD HH24:MI');

/**
 * The BOM and header with the first batch, then the batches in chunks. The header waits for
 * the first batch, so a failing query still answers a JSON error (routes.ts pulls it first).
 *
 * Memory: each batch is formatted the moment it arrives, including the one read ahead while
 * the socket drains the current one, so row objects die in V8's young generation whatever the
 * client's speed; only the batch's text waits. Chunks hold a few hundred rows, since a string
 * over V8's regular object size goes to the large-object space, which only a full collection
 * frees.
 */
async function* keysetChunks<Row, Cursor>(options: {
  header: readonly string[];
  batchSize: number;
  fetch(after: Cursor | null): Promise<Row[]>;
  cursorOf(row: Row): Cursor;
  format(row: Row): string;
}): AsyncGenerator<string> {
  type Batch = { lines: string[]; next: Cursor | null };
  const load = async (after: Cursor | null): Promise<Batch> => {
    const rows = await options.fetch(after);
    const last = rows.at(-1);
    const next = last !== undefined && rows.length === options.batchSize ? options.cursorOf(last) : null;
    const lines: string[] = [];
    for (let start = 0; start < rows.length; start += REPORT_CHUNK_ROWS) {
      lines.push(
        rows
          .slice(start, start + REPORT_CHUNK_ROWS)
          .map(options.format)
          .join(''),
      );
    }
    return { lines, next };
  };
  let pending = load(null);
  let header: string | null = BOM + csvRow(options.header);
  for (;;) {
    const batch = await pending;
    if (batch.next !== null) {
      pending = load(batch.next);
      // Awaited on the next turn; a consumer that stops early must not leave it unhandled.
      pending.catch(() => {});
    }
    if (header !== null) {
      yield header + (batch.lines.shift() ?? '');
      header = null;
    }
    yield* batch.lines;
    if (batch.next === null) return;
  }
}

/** The business report, newest first. */
export async function* businessReportChunks(
  db: DbOrTx,
  agencyId: string,
  reach: SQL,
  filters: ListFilters,
  batchSize = REPORT_BATCH_SIZE,
): AsyncGenerator<string> {
  const where = businessListWhere(reach, filters);
  const categories = await categoryNames(db, agencyId);
  const fetch = (after: { createdAt: string; id: string } | null) =>
    db
      .select({
        id: businesses.id,
        // Text keeps the microseconds a JavaScript Date would drop, so the keyset is exact.
        createdAtKey: sql<string>`${businesses.createdAt}::text`,
        createdAt: istSql(businesses.createdAt),
        businessName: businesses.businessName,
        category: businesses.category,
        otherCategory: businesses.otherCategory,
        ownerName: users.name,
        phoneNumber: users.phoneNumber,
        email: users.email,
        cardId: cards.cardId,
        cardStatus: cards.status,
        cardIsDone: cards.isDone,
        paymentStatus: businesses.paymentStatus,
        imagePostEnabled: businesses.imagePostEnabled,
        isFixedExpiryDate: businesses.isFixedExpiryDate,
        expiry: istSql(businesses.expiryDateForCustomer),
        madeBy: businesses.businessMadeBy,
        paymentMode: latestPaymentModeSql,
        paymentReference: latestPaymentReferenceSql,
      })
      .from(businesses)
      .innerJoin(users, eq(users.id, businesses.userId))
      .leftJoin(cards, eq(cards.businessId, businesses.id))
      .where(
        and(
          where,
          after
            ? sql`(${businesses.createdAt}, ${businesses.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(businesses.createdAt), desc(businesses.id))
      .limit(batchSize);
  yield* keysetChunks({
    header: BUSINESS_REPORT_COLUMNS,
    batchSize,
    fetch,
    cursorOf: (r) => ({ createdAt: r.createdAtKey, id: r.id }),
    format: (r) =>
      csvRow([
        r.id,
        r.businessName,
        // "Other" shows the category its owner typed (issue 17 item 2).
        r.category === OTHER_CATEGORY_KEY ? (r.otherCategory ?? 'Other') : (categories.get(r.category) ?? r.category),
        r.ownerName,
        r.phoneNumber,
        r.email,
        r.cardId,
        r.cardStatus,
        r.cardStatus === null ? '' : yesNo(r.cardIsDone),
        yesNo(r.paymentStatus === 1),
        r.imagePostEnabled ? 'Enabled' : 'Disabled',
        r.isFixedExpiryDate ? 'Fixed' : 'Flexible',
        r.expiry,
        r.madeBy,
        r.createdAt,
        r.paymentMode,
        r.paymentReference,
      ]),
  });
}

/** The digital card report, by card number. */
export async function* digitalCardReportChunks(
  db: DbOrTx,
  _agencyId: string,
  reach: SQL,
  filters: ListFilters,
  batchSize = REPORT_BATCH_SIZE,
): AsyncGenerator<string> {
  const where = businessListWhere(reach, filters);
  const fetch = (after: number | null) =>
    db
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
        expiry: istSql(businesses.expiryDateForCustomer),
        createdAt: istSql(cards.createdAt),
      })
      .from(cards)
      .innerJoin(businesses, eq(businesses.id, cards.businessId))
      .innerJoin(users, eq(users.id, businesses.userId))
      .where(and(where, after === null ? undefined : gt(cards.cardNo, after)))
      .orderBy(asc(cards.cardNo))
      .limit(batchSize);
  yield* keysetChunks({
    header: DIGITAL_CARD_REPORT_COLUMNS,
    batchSize,
    fetch,
    cursorOf: (r) => r.cardNo,
    format: (r) =>
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
  });
}

/** What a report streams: the CSV in chunks, the first holding the BOM, header and first rows. */
export type ReportChunks = AsyncGenerator<string | Buffer>;

/** COPY on a PostgreSQL server while a slot is free, else the keyset writer. */
async function* copyOrKeyset(
  database: Database,
  copy: (connect: NonNullable<Database['connect']>) => ReportChunks,
  keyset: () => ReportChunks,
): ReportChunks {
  const connect = database.connect;
  const giveBack = connect ? takeCopySlot(database) : null;
  if (!connect || !giveBack) {
    yield* keyset();
    return;
  }
  try {
    yield* copy(connect);
  } finally {
    giveBack();
  }
}

/** The business report, newest first. */
export function businessReport(database: Database, agencyId: string, reach: SQL, filters: ListFilters): ReportChunks {
  return copyOrKeyset(
    database,
    async function* (connect) {
      const categories = await categoryNames(database.db, agencyId);
      const select = businessReportSelect(agencyId, businessListWhere(reach, filters), categories);
      yield* copyCsvChunks(connect, BUSINESS_REPORT_COLUMNS, select);
    },
    () => businessReportChunks(database.db, agencyId, reach, filters),
  );
}

/** The digital card report, by card number. */
export function digitalCardReport(
  database: Database,
  agencyId: string,
  reach: SQL,
  filters: ListFilters,
): ReportChunks {
  return copyOrKeyset(
    database,
    (connect) =>
      copyCsvChunks(
        connect,
        DIGITAL_CARD_REPORT_COLUMNS,
        digitalCardReportSelect(agencyId, businessListWhere(reach, filters)),
      ),
    () => digitalCardReportChunks(database.db, agencyId, reach, filters),
  );
}
