// Drizzle SQL as one statement with its parameters written in as literals: COPY takes no bind
// parameters, and the reports' COPY (copy.ts) reuses the lists' where clause, whose search term
// is whatever the user typed. Every value becomes a quoted literal exactly as node-postgres would
// send the parameter (text of unknown type, resolved by the context as a parameter is), escaped
// by pg's escapeLiteral; anything that is not a string, number, boolean, Date or null is refused
// rather than guessed at.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';

export type InlineValue = string | number | boolean | Date | null | undefined;

/** One parameter as an SQL literal. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') {
    // The simple-query protocol ends the statement at a NUL byte; PostgreSQL text cannot hold
    // one anyway (a bound parameter with one is refused as well).
    if (value.includes('\0')) throw new TypeError('A value for an inlined SQL statement holds a NUL character.');
    return pg.escapeLiteral(value);
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`Cannot inline the number ${value} into SQL.`);
    return `'${String(value)}'`;
  }
  if (typeof value === 'boolean') return value ? `'true'` : `'false'`;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TypeError('Cannot inline an invalid Date into SQL.');
    return `'${value.toISOString()}'`;
  }
  throw new TypeError(`Cannot inline a value of type ${typeof value} into SQL.`);
}

/**
 * PostgreSQL's dialect with each parameter rendered in place by sqlLiteral (Drizzle passes the
 * driver value as escapeParam's second argument), and strings that Drizzle inlines itself
 * (`.inlineParams()`) escaped the same way.
 */
class InliningDialect extends PgDialect {
  override escapeParam(_num: number, value?: unknown): string {
    return sqlLiteral(value);
  }

  override escapeString(str: string): string {
    return sqlLiteral(str);
  }
}

const dialect = new InliningDialect();

/** The statement's text with every parameter inlined; throws on a value sqlLiteral refuses. */
export function inlineSql(query: SQL): string {
  return dialect.sqlToQuery(query).sql;
}
