// Keyset paging and capped totals for All Businesses and All Projects. At a
// million businesses an exact count(*) of a broad search took ~500 ms and OFFSET paging reads
// every skipped row; the lists now count up to LIST_TOTAL_CAP + 1 matches ("10,000+") and hand
// out a cursor — the last row's sort key and id — from which the next page reads on by index.
import { type BusinessSortKey, LIST_TOTAL_CAP, type SORT_ORDERS } from '@cardora/contract';
import { type SQL, sql } from 'drizzle-orm';
import { businesses, cards } from '#db/schema';
import { validationFailed } from '#lib/errors';

type SortOrder = (typeof SORT_ORDERS)[number];

/** Where a page ends: the list's sort and the last row's sort key (as text) and id. */
export interface ListCursor {
  sortBy: BusinessSortKey;
  sortOrder: SortOrder;
  /** The sort key as PostgreSQL printed it (timestamps to the microsecond); null: none. */
  key: string | null;
  id: string;
}

const INVALID_CURSOR = 'The page cursor is not valid: reload the list.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A timestamptz as PostgreSQL prints it (DateStyle ISO): '2026-03-01 10:00:00.000123+00'. */
const PRINTED_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const TIMESTAMP_SORTS: readonly BusinessSortKey[] = ['createdAt', 'expiryDateForCustomer'];

function isKeyOf(sortBy: BusinessSortKey, key: unknown): key is string | null {
  if (key === null) return true;
  if (typeof key !== 'string' || key.length > 300) return false;
  return !TIMESTAMP_SORTS.includes(sortBy) || PRINTED_TIMESTAMP.test(key);
}

export function encodeListCursor(cursor: ListCursor): string {
  const { sortBy, sortOrder, key, id } = cursor;
  return Buffer.from(JSON.stringify([sortBy, sortOrder, key, id])).toString('base64url');
}

/**
 * The cursor `after` names, for a list sorted as `sort`. A cursor of another sort (an old link
 * after the sort changed) or one not written by encodeListCursor is a 400, never a wrong page.
 */
export function decodeListCursor(after: string, sort: { sortBy: BusinessSortKey; sortOrder: SortOrder }): ListCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw validationFailed('after', INVALID_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw validationFailed('after', INVALID_CURSOR);
  const [sortBy, sortOrder, key, id] = parsed;
  const valid =
    sortBy === sort.sortBy &&
    sortOrder === sort.sortOrder &&
    isKeyOf(sort.sortBy, key) &&
    typeof id === 'string' &&
    UUID.test(id);
  if (!valid || !isKeyOf(sort.sortBy, key)) throw validationFailed('after', INVALID_CURSOR);
  return { sortBy: sort.sortBy, sortOrder: sort.sortOrder, key, id };
}

interface SortColumn {
  /** The key as text, for the cursor. */
  text: SQL<string | null>;
  /** A cursor's text back as a value comparable with the column. */
  value: (key: string) => SQL;
  column: SQL;
  nullable: boolean;
}

function sortColumn(sortBy: BusinessSortKey): SortColumn {
  switch (sortBy) {
    case 'createdAt':
      return {
        text: sql<string>`${businesses.createdAt}::text`,
        value: (key) => sql`${key}::timestamptz`,
        column: sql`${businesses.createdAt}`,
        nullable: false,
      };
    case 'businessName':
      return {
        text: sql<string>`${businesses.businessName}`,
        value: (key) => sql`${key}::text`,
        column: sql`${businesses.businessName}`,
        nullable: false,
      };
    case 'expiryDateForCustomer':
      return {
        text: sql<string | null>`${businesses.expiryDateForCustomer}::text`,
        value: (key) => sql`${key}::timestamptz`,
        column: sql`${businesses.expiryDateForCustomer}`,
        nullable: true,
      };
    case 'cardId':
      return {
        text: sql<string | null>`${cards.cardId}`,
        value: (key) => sql`${key}::text`,
        column: sql`${cards.cardId}`,
        nullable: true,
      };
  }
}

/** The sort key of a row as text, selected beside its id so the page can end in a cursor. */
export function sortKeyText(sortBy: BusinessSortKey): SQL<string | null> {
  return sortColumn(sortBy).text;
}

/**
 * The rows after `cursor` in the list's order (businessListOrder: the key, a missing key last
 * either way, ties by id in the same direction). A row comparison, so the sort index serves it.
 */
export function afterCursor(cursor: ListCursor): SQL {
  const { column, value, nullable } = sortColumn(cursor.sortBy);
  const beyond = cursor.sortOrder === 'asc' ? sql`>` : sql`<`;
  const id = sql`${businesses.id}`;
  if (cursor.key === null) return sql`(${column} is null and ${id} ${beyond} ${cursor.id}::uuid)`;
  const later = sql`(${column}, ${id}) ${beyond} (${value(cursor.key)}, ${cursor.id}::uuid)`;
  return nullable ? sql`(${later} or ${column} is null)` : later;
}

/** The total a list reports: exact up to LIST_TOTAL_CAP; the count query asked for one more. */
export function cappedTotal(countedUpToCapPlusOne: number): { total: number; totalCapped: boolean } {
  return countedUpToCapPlusOne > LIST_TOTAL_CAP
    ? { total: LIST_TOTAL_CAP, totalCapped: true }
    : { total: countedUpToCapPlusOne, totalCapped: false };
}
