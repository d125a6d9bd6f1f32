import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { type AgencyRow, agencies } from '#db/schema';
import { findOne } from '#lib/sql';

export async function findAgencyBySlug(db: DbOrTx, slug: string): Promise<AgencyRow | null> {
  return findOne(db, agencies, eq(agencies.slug, slug));
}

/** Only a custom domain verified by DNS (Agency Management, createSsl) names its agency. */
export async function findAgencyByDomain(db: DbOrTx, domain: string): Promise<AgencyRow | null> {
  return findOne(db, agencies, and(eq(agencies.customDomain, domain), isNotNull(agencies.domainVerifiedAt)));
}

export async function countAgencies(db: DbOrTx): Promise<number> {
  const rows = await db.select({ id: agencies.id }).from(agencies).limit(1);
  return rows.length;
}

export async function findAgencyById(db: DbOrTx, id: string): Promise<AgencyRow | null> {
  return findOne(db, agencies, eq(agencies.id, id));
}
