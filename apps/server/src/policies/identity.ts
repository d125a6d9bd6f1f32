// Identity's policy (auth, users, agencies, franchisees, agency management): what kind of
// principal this is, and which agency it may act for.
// Every other area's policy asks these questions here rather than reading roles itself.
import { type AdminMenuItem, adminMenuContext, canSeeAdminMenuItem, isStaff } from '@cardora/contract';
import type { AgencyRow } from '../db/schema';
import { type Principal, principalSummary, type UserPrincipal, userRoles } from '../lib/principal';

/** A user with a staff role (admin, creator); franchisees are staff too, but not users. */
export function isStaffUser(principal: Principal): boolean {
  return principal.kind === 'user' && userRoles(principal.user).some((r) => r === 'admin' || r === 'creator');
}

/** A customer: a user without a staff role (not staff, not a franchisee). */
export function isCustomer(principal: Principal): boolean {
  return !isStaff(principalSummary(principal));
}

/** A user with the admin role of the agency they signed in to. */
export function isAgencyAdmin(principal: Principal): boolean {
  return principal.kind === 'user' && userRoles(principal.user).includes('admin');
}

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
 * May the principal act for the agency `requested` names? Every agency manages its own rows; the
 * platform's admins (or, with `menu`, the superadmin agency's staff that menu admits) any other.
 */
export function mayActForAgency(
  agency: AgencyRow,
  principal: Principal,
  requested: string,
  menu?: AdminMenuItem,
): boolean {
  if (requested === agency.id) return true;
  return menu ? isPlatformStaffFor(menu, agency, principal) : isPlatformAdmin(agency, principal);
}

/** Only a session signed in with a temporary password replaces it; others use the account page. */
export function mayReplaceTemporaryPassword(principal: UserPrincipal): boolean {
  return principal.user.passwordMustChange;
}
