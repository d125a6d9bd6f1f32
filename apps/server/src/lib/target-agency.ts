// The agency a management call is about. Every agency manages its own rows; the superadmin
// agency's admins (the platform) may also name another agency (plans, UI customisation, category
// pages, link store), which must exist. Anyone else naming another agency is refused.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type AgencyRow, agencies } from '../db/schema';
import { forbidden, notFound } from './errors';
import { type Principal, userRoles } from './principal';

/** An admin of the superadmin agency: the one caller who may name another agency. */
export function isPlatformAdmin(agency: Pick<AgencyRow, 'roles'>, principal: Principal): boolean {
  return (
    agency.roles.includes('superadmin') && principal.kind === 'user' && userRoles(principal.user).includes('admin')
  );
}

/** The host's agency, or (platform admins only) the named one. */
export async function targetAgencyId(
  db: Db,
  agency: AgencyRow,
  principal: Principal,
  requested: string | undefined,
): Promise<string> {
  if (!requested || requested === agency.id) return agency.id;
  if (!isPlatformAdmin(agency, principal)) throw forbidden();
  const [found] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, requested)).limit(1);
  if (!found) throw notFound();
  return found.id;
}
