// Agency Management queries: the superadmin sees every agency, so these are the only
// queries not scoped to the caller's agency (the access rule is the scope).
import type { ZAgencyListQuery } from '@cardora/contract';
import { and, count, desc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '#db/client';
import { type AgencyRow, agencies, users } from '#db/schema';
import { likePattern } from '#identity';
import { allOf, findOne, readPage } from '#lib/sql';

export async function listAgencyRows(
  db: DbOrTx,
  query: z.output<typeof ZAgencyListQuery>,
): Promise<{ rows: AgencyRow[]; total: number }> {
  const search = query.search ? likePattern(query.search) : undefined;
  const where = allOf(
    search
      ? or(ilike(agencies.agencyName, search), ilike(agencies.slug, search), ilike(agencies.customDomain, search))
      : undefined,
  );
  return readPage(
    db.select().from(agencies).where(where).orderBy(desc(agencies.createdAt), desc(agencies.id)),
    db.select({ total: count() }).from(agencies).where(where),
    query,
  );
}

/** How many admin users each agency has. */
export async function adminCounts(db: DbOrTx, agencyIds: string[]): Promise<Map<string, number>> {
  if (agencyIds.length === 0) return new Map();
  const rows = await db
    .select({ agencyId: users.agencyId, admins: count() })
    .from(users)
    .where(and(inArray(users.agencyId, agencyIds), sql`'admin' = any(${users.roles})`))
    .groupBy(users.agencyId);
  return new Map(rows.map((row) => [row.agencyId, row.admins]));
}

/** The agency whose verified custom domain is `domain` and for which SSL was enabled. */
export async function findSslEligibleAgency(db: DbOrTx, domain: string): Promise<AgencyRow | null> {
  return findOne(
    db,
    agencies,
    and(eq(agencies.customDomain, domain), isNotNull(agencies.domainVerifiedAt), isNotNull(agencies.sslEnabledAt)),
  );
}
