import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '#db/client';
import { type AgencyRow, agencies } from '#db/schema';

export async function findAgencyBySlug(db: DbOrTx, slug: string): Promise<AgencyRow | null> {
  const [row] = await db.select().from(agencies).where(eq(agencies.slug, slug)).limit(1);
  return row ?? null;
}

/** Only a custom domain verified by DNS (Agency Management, createSsl) names its agency. */
export async function findAgencyByDomain(db: DbOrTx, domain: string): Promise<AgencyRow | null> {
  const [row] = await db
    .select()
    .from(agencies)
    .where(and(eq(agencies.customDomain, domain), isNotNull(agencies.domainVerifiedAt)))
    .limit(1);
  return row ?? null;
}

export async function countAgencies(db: DbOrTx): Promise<number> {
  const rows = await db.select({ id: agencies.id }).from(agencies).limit(1);
  return rows.length;
}

export async function findAgencyById(db: DbOrTx, id: string): Promise<AgencyRow | null> {
  const [row] = await db.select().from(agencies).where(eq(agencies.id, id)).limit(1);
  return row ?? null;
}
