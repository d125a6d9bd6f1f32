import { and, type SQL, sql } from 'drizzle-orm';

/** `and` of conditions that are all present (drizzle's `and` is typed as possibly undefined). */
export function allOf(...conditions: (SQL | undefined)[]): SQL {
  return and(...conditions) ?? sql`true`;
}
