// Franchisee queries, always inside one agency.
import type { ZFranchiseeListQuery } from '@cardora/contract';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '#db/client';
import { type FranchiseeRow, franchisees } from '#db/schema';
import { allOf, findOne, readPage } from '#lib/sql';

type ListQuery = z.output<typeof ZFranchiseeListQuery>;

/** `%` and `_` typed by a person are literal characters, not wildcards. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filters(agencyId: string, query: ListQuery): SQL {
  const search = query.search ? likePattern(query.search) : undefined;
  const digits = query.search?.replace(/[^\d]/g, '');
  return allOf(
    eq(franchisees.agencyId, agencyId),
    search
      ? or(
          ilike(franchisees.name, search),
          ilike(franchisees.phoneNumber, search),
          digits && digits.length >= 3 ? ilike(franchisees.phoneNumber, likePattern(digits)) : undefined,
        )
      : undefined,
    query.permission ? sql`${query.permission} = any(${franchisees.permissions})` : undefined,
    query.role ? sql`${query.role} = any(${franchisees.roles})` : undefined,
  );
}

export async function listFranchiseeRows(
  db: DbOrTx,
  agencyId: string,
  query: ListQuery,
): Promise<{ rows: FranchiseeRow[]; total: number }> {
  if (query.all) {
    const rows = await db
      .select()
      .from(franchisees)
      .where(eq(franchisees.agencyId, agencyId))
      .orderBy(asc(franchisees.name), asc(franchisees.id));
    return { rows, total: rows.length };
  }
  const where = filters(agencyId, query);
  return readPage(
    db.select().from(franchisees).where(where).orderBy(desc(franchisees.createdAt), desc(franchisees.id)),
    db.select({ total: count() }).from(franchisees).where(where),
    query,
  );
}

export async function findFranchiseeById(db: DbOrTx, agencyId: string, id: string): Promise<FranchiseeRow | null> {
  return findOne(db, franchisees, and(eq(franchisees.agencyId, agencyId), eq(franchisees.id, id)));
}
