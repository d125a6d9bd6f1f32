// The columns many tables write the same way: timestamps, ids, links to a parent that takes its
// rows with it, links to whoever did something, and the "one of these values" checks. The
// helpers that name a table (agencyRef, businessRef, byUser...) live beside that table, so this
// file imports no table and no cycle can form.

import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, timestamp, uuid } from 'drizzle-orm/pg-core';

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => ts('created_at').notNull().defaultNow();

/** The random uuid primary key. */
export const uuidPk = () => uuid('id').primaryKey().defaultRandom();

/** A required link to a parent: deleting the parent deletes the row. */
export const ownedBy = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/** An optional link to who did something: the row stays (the link NULL) when they are deleted. */
export const doneBy = (name: string, actor: () => AnyPgColumn) =>
  uuid(name).references(actor, { onDelete: 'set null' });

/** A check that the column holds one of the listed values (written as `col in ('a', 'b')`). */
export const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`);
