import { IST_OFFSET_MINUTES } from '@cardora/contract';
import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#db/client';

/** `and` of conditions that are all present (drizzle's `and` is typed as possibly undefined). */
export function allOf(...conditions: (SQL | undefined)[]): SQL {
  return and(...conditions) ?? sql`true`;
}

/** India Standard Time for the database (UTC+5:30 all year, no daylight saving). */
const IST = sql.raw(`interval '${IST_OFFSET_MINUTES} minutes'`);

/**
 * A timestamp as IST text, formatted by the database: '2026-11-22 14:05' for reports, the
 * day or the month to group the dashboard's series by. Null stays null.
 */
export function istText(column: SQLWrapper, format: 'YYYY-MM-DD HH24:MI' | 'YYYY-MM-DD' | 'YYYY-MM'): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${IST}, ${sql.raw(`'${format}'`)})`;
}

/** The one row a lookup names, or null: the query runs with `limit 1`. */
export async function firstRow<T>(query: { limit(n: number): PromiseLike<T[]> }): Promise<T | null> {
  const [row] = await query.limit(1);
  return row ?? null;
}

/** The row of `table` that `where` names, or null (drizzle cannot type a select from a generic table, hence the cast). */
export function findOne<T extends PgTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | null> {
  return firstRow(
    db
      .select()
      .from(table as PgTable)
      .where(where),
  ) as Promise<T['$inferSelect'] | null>;
}

/**
 * One page of a list (`page` counts from 1) read together with the count of all its rows:
 * `rows` is the ordered query without limit or offset, `counted` selects `{ total: count() }`.
 */
export async function readPage<T>(
  rows: { limit(n: number): { offset(n: number): PromiseLike<T[]> } },
  counted: PromiseLike<{ total: number }[]>,
  paging: { page: number; pageSize: number },
): Promise<{ rows: T[]; total: number }> {
  const [page, [summary]] = await Promise.all([
    rows.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize),
    counted,
  ]);
  return { rows: page, total: summary?.total ?? 0 };
}
