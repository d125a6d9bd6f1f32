// The agency a management call is about. Every agency manages its own rows; the superadmin
// agency's admins (the platform) may also name another agency (plans, UI customisation, category
// pages, link store), which must exist. Anyone else naming another agency is refused.
import { type AdminMenuItem, adminMenuContext, canSeeAdminMenuItem, isStaff } from '@cardora/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type AgencyRow, agencies } from '../db/schema';
import { forbidden, notFound } from './errors';
import { type Principal, principalSummary, userRoles } from './principal';

/** An admin of the superadmin agency: the one caller who may name another agency. */
export function isPlatformAdmin(agency: Pick<AgencyRow, 'roles'>, principal: Principal): boolean {
  return (
    agency.roles.includes('superadmin') && principal.kind === 'user' && userRoles(principal.user).includes('admin')
  );
}

/**
 * Staff of the superadmin agency whom a platform menu admits: for the Link Store its
 * all-card-access franchisees manage every agency's links beside its admins.
 */
export function isPlatformStaffFor(menu: AdminMenuItem, agency: AgencyRow, principal: Principal): boolean {
  if (!agency.roles.includes('superadmin')) return false;
  const summary = principalSummary(principal);
  return isStaff(summary) && canSeeAdminMenuItem(menu, adminMenuContext(summary, agency));
}

/**
 * The host's agency, or the named one for platform admins — or, with `menu`, for the superadmin
 * agency's staff that menu admits.
 */
export async function targetAgencyId(
  db: Db,
  agency: AgencyRow,
  principal: Principal,
  requested: string | undefined,
  options: { menu?: AdminMenuItem } = {},
): Promise<string> {
  if (!requested || requested === agency.id) return agency.id;
  const mayName = options.menu
    ? isPlatformStaffFor(options.menu, agency, principal)
    : isPlatformAdmin(agency, principal);
  if (!mayName) throw forbidden();
  const [found] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, requested)).limit(1);
  if (!found) throw notFound();
  return found.id;
}
