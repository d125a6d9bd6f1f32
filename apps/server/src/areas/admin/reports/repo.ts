// The reports: on a PostgreSQL server one COPY per export (copy.ts), else (PGlite, or every
// COPY slot taken) the rows read in keyset batches (never the whole selection in memory):
// businesses newest first by (created_at, id), cards by card_no. Each batch becomes a few CSV
// chunks; the next batch is asked for while this one is formatted and sent, so the database and
// Node overlap. Dates are formatted in IST by the database (no Date objects per row). Both
// writers answer the same bytes (copy.pg.test.ts). Each report's columns are defined once
// (columns.ts) for the keyset CSV and the Excel workbook (xlsx.ts), which is always written from
// the keyset batches; the COPY statements in copy.ts spell the same columns in SQL.

import type { Readable } from 'node:stream';
import {
  BUSINESS_CATEGORY_IMAGE_CATEGORY,
  BUSINESS_REPORT_COLUMNS,
  DIGITAL_CARD_REPORT_COLUMNS,
  OTHER_CATEGORY_KEY,
} from '@cardora/contract';
import { and, asc, desc, eq, gt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { businessListWhere, type ListFilters } from '#cards';
import { subcategoriesIn } from '#db/category-name';
import type { Database, DbOrTx } from '#db/client';
import { businesses, cards, imageCategories, imageSubcategories, users } from '#db/schema';
import { BOM, csvRow } from '#lib/csv';
import { istText } from '#lib/sql';
import { companyNameSql, templateIdSql } from '#studio';
import { csvLine, dateTime, integer, phone, type ReportColumn, reportColumns, text } from './columns';
import { businessReportSelect, copyCsvChunks, digitalCardReportSelect, takeCopySlot } from './copy';
import { latestPaymentModeSql, latestPaymentReferenceSql } from './payment-columns';
import { xlsxStream } from './xlsx';

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
    .where(subcategoriesIn(BUSINESS_CATEGORY_IMAGE_CATEGORY, agencyId))
    .orderBy(sql`${imageCategories.agencyId} nulls first`);
  return new Map(rows.map((r) => [r.key, r.name]));
}

const yesNo = (value: boolean | null) => (value ? 'Yes' : 'No');

/** "2026-11-22 14:05" in IST, or null. */
const istSql = (column: SQLWrapper): SQL<string | null> => istText(column, 'YYYY-MM-DD HH24:MI');

/** Where a report's rows come from: its columns, and its rows in keyset order, a batch at a time. */
export interface KeysetSource<Row, Cursor> {
  columns: readonly ReportColumn<Row>[];
  batchSize: number;
  fetch(after: Cursor | null): Promise<Row[]>;
  cursorOf(row: Row): Cursor;
}

/**
 * The source's batches in order, the next one asked for while the caller handles this one, so
 * the database and Node overlap. `prepare` runs on each batch the moment it arrives (the one
 * read ahead too), so what waits for the caller is what it needs, not the row objects.
 */
export async function* keysetBatches<Row, Cursor, Prepared>(
  source: KeysetSource<Row, Cursor>,
  prepare: (rows: Row[]) => Prepared,
): AsyncGenerator<Prepared> {
  type Batch = { prepared: Prepared; next: Cursor | null };
  const load = async (after: Cursor | null): Promise<Batch> => {
    const rows = await source.fetch(after);
    const last = rows.at(-1);
    const next = last !== undefined && rows.length === source.batchSize ? source.cursorOf(last) : null;
    return { prepared: prepare(rows), next };
  };
  let pending = load(null);
  for (;;) {
    const batch = await pending;
    if (batch.next !== null) {
      pending = load(batch.next);
      // Awaited on the next turn; a consumer that stops early must not leave it unhandled.
      pending.catch(() => {});
    }
    yield batch.prepared;
    if (batch.next === null) return;
  }
}

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
async function* keysetChunks<Row, Cursor>(source: KeysetSource<Row, Cursor>): AsyncGenerator<string> {
  const format = (rows: Row[]): string[] => {
    const lines: string[] = [];
    for (let start = 0; start < rows.length; start += REPORT_CHUNK_ROWS) {
      lines.push(
        rows
          .slice(start, start + REPORT_CHUNK_ROWS)
          .map((row) => csvLine(source.columns, row))
          .join(''),
      );
    }
    return lines;
  };
  let header: string | null = BOM + csvRow(source.columns.map((column) => column.header));
  for await (const lines of keysetBatches(source, format)) {
    if (header !== null) {
      yield header + (lines.shift() ?? '');
      header = null;
    }
    yield* lines;
  }
}

/** The business report's rows and columns, newest first. */
export async function businessReportSource(
  db: DbOrTx,
  agencyId: string,
  reach: SQL,
  filters: ListFilters,
  batchSize = REPORT_BATCH_SIZE,
) {
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
  type Row = Awaited<ReturnType<typeof fetch>>[number];
  const columns = reportColumns<Row, typeof BUSINESS_REPORT_COLUMNS>(BUSINESS_REPORT_COLUMNS, {
    'Business ID': text((r) => r.id),
    'Business Name': text((r) => r.businessName),
    // "Other" shows the category its owner typed.
    Category: text((r) =>
      r.category === OTHER_CATEGORY_KEY ? (r.otherCategory ?? 'Other') : (categories.get(r.category) ?? r.category),
    ),
    'Owner Name': text((r) => r.ownerName),
    'Registered Phone Number': phone((r) => r.phoneNumber),
    Email: text((r) => r.email),
    'Card ID': text((r) => r.cardId),
    'Card Status': text((r) => r.cardStatus),
    Done: text((r) => (r.cardStatus === null ? '' : yesNo(r.cardIsDone))),
    Subscribed: text((r) => yesNo(r.paymentStatus === 1)),
    'Image Posts': text((r) => (r.imagePostEnabled ? 'Enabled' : 'Disabled')),
    'Date Type': text((r) => (r.isFixedExpiryDate ? 'Fixed' : 'Flexible')),
    'Expiry Date (IST)': dateTime((r) => r.expiry),
    'Made By': text((r) => r.madeBy),
    'Created At (IST)': dateTime((r) => r.createdAt),
    'Payment mode': text((r) => r.paymentMode),
    Reference: text((r) => r.paymentReference),
  });
  return {
    columns,
    batchSize,
    fetch,
    cursorOf: (r: Row) => ({ createdAt: r.createdAtKey, id: r.id }),
  } satisfies KeysetSource<Row, { createdAt: string; id: string }>;
}

/** The business report as CSV chunks from keyset batches. */
export async function* businessReportChunks(
  db: DbOrTx,
  agencyId: string,
  reach: SQL,
  filters: ListFilters,
  batchSize = REPORT_BATCH_SIZE,
): AsyncGenerator<string> {
  yield* keysetChunks(await businessReportSource(db, agencyId, reach, filters, batchSize));
}

/** The digital card report's rows and columns, by card number. */
export function digitalCardReportSource(db: DbOrTx, reach: SQL, filters: ListFilters, batchSize = REPORT_BATCH_SIZE) {
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
  type Row = Awaited<ReturnType<typeof fetch>>[number];
  const columns = reportColumns<Row, typeof DIGITAL_CARD_REPORT_COLUMNS>(DIGITAL_CARD_REPORT_COLUMNS, {
    'Card No': integer((r) => r.cardNo),
    'Card ID': text((r) => r.cardId),
    'Company Name': text((r) => r.companyName),
    Template: text((r) => r.templateId),
    'Card Status': text((r) => r.status),
    Done: text((r) => yesNo(r.isDone)),
    'Card Limit': integer((r) => r.cardLimit ?? 'Plan'),
    'Image Posts': text((r) => (r.imagePostEnabled ? 'Enabled' : 'Disabled')),
    'Business Name': text((r) => r.businessName),
    'Registered Phone Number': phone((r) => r.phoneNumber),
    Subscribed: text((r) => yesNo(r.paymentStatus === 1)),
    'Expiry Date (IST)': dateTime((r) => r.expiry),
    'Created At (IST)': dateTime((r) => r.createdAt),
  });
  return { columns, batchSize, fetch, cursorOf: (r: Row) => r.cardNo } satisfies KeysetSource<Row, number>;
}

/** The digital card report as CSV chunks from keyset batches. */
export async function* digitalCardReportChunks(
  db: DbOrTx,
  _agencyId: string,
  reach: SQL,
  filters: ListFilters,
  batchSize = REPORT_BATCH_SIZE,
): AsyncGenerator<string> {
  yield* keysetChunks(digitalCardReportSource(db, reach, filters, batchSize));
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

/**
 * The business report as an Excel workbook: always from the keyset batches (COPY answers CSV
 * text, the workbook needs typed values), a connection held only while a batch is read.
 */
export async function businessReportXlsx(
  database: Database,
  agencyId: string,
  reach: SQL,
  filters: ListFilters,
): Promise<Readable> {
  const source = await businessReportSource(database.db, agencyId, reach, filters);
  return xlsxStream({ sheetName: 'Business report', columns: source.columns, batches: keysetBatches(source, same) });
}

/** The digital card report as an Excel workbook (keyset batches, as businessReportXlsx). */
export function digitalCardReportXlsx(
  database: Database,
  _agencyId: string,
  reach: SQL,
  filters: ListFilters,
): Promise<Readable> {
  const source = digitalCardReportSource(database.db, reach, filters);
  return xlsxStream({
    sheetName: 'Digital card report',
    columns: source.columns,
    batches: keysetBatches(source, same),
  });
}

const same = <T>(rows: T): T => rows;
