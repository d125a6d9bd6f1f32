// The cards area's policy (businesses, cards, public card, leads, feedback): which businesses a
// principal reaches, and what it may do to one. A customer reaches their own businesses, staff
// (admin, creator) every business of the agency, a franchisee the ones it made unless it has
// all-card access. Not reachable is 404 (the row is looked up through `reachableBusinesses`);
// reachable but not permitted is 403.
import { type FranchiseePermission, hasFranchiseePermission, isPlatformAgency } from '@cardora/contract';
import { eq, type SQL } from 'drizzle-orm';
import { type AgencyRow, businesses } from '../db/schema';
import { authorize } from '../lib/access';
import type { Principal } from '../lib/principal';
import { allOf } from '../lib/sql';
import { isStaffUser } from './identity';

export type BusinessScope =
  | { kind: 'agency' }
  | { kind: 'owner'; userId: string }
  | { kind: 'franchisee'; franchiseeId: string };

/** Which of the agency's businesses the principal reaches. */
export function businessScope(principal: Principal): BusinessScope {
  if (principal.kind === 'franchisee') {
    return principal.franchisee.roles.includes('franchisee-with-all-card-access')
      ? { kind: 'agency' }
      : { kind: 'franchisee', franchiseeId: principal.franchisee.id };
  }
  return isStaffUser(principal) ? { kind: 'agency' } : { kind: 'owner', userId: principal.user.id };
}

/** The agency's businesses this principal reaches, as a where clause (the SQL side of the reach). */
export function reachableBusinesses(agencyId: string, principal: Principal): SQL {
  return scopedBusinesses(agencyId, businessScope(principal));
}

/** The agency's businesses a scope reaches, as a where clause. */
export function scopedBusinesses(agencyId: string, scope: BusinessScope): SQL {
  const inAgency = eq(businesses.agencyId, agencyId);
  switch (scope.kind) {
    case 'agency':
      return inAgency;
    case 'owner':
      return allOf(inAgency, eq(businesses.userId, scope.userId));
    case 'franchisee':
      return allOf(inAgency, eq(businesses.madeByFranchiseeId, scope.franchiseeId));
  }
}

/**
 * May the principal change a business it reaches in this way (create, edit its card, delete)?
 * A franchisee needs the permission by name; users pass, their reach being the scope.
 */
export function mayManageBusiness(principal: Principal, permission: FranchiseePermission): boolean {
  return principal.kind !== 'franchisee' || hasFranchiseePermission(principal.franchisee, permission);
}

/** 403 unless `mayManageBusiness`: called after the business was found within reach. */
export function requirePermission(principal: Principal, permission: FranchiseePermission): void {
  authorize(mayManageBusiness(principal, permission));
}

/** The "Other" categories every agency's customers typed are the platform's to read and promote. */
export function mayManageOtherCategories(agency: AgencyRow): boolean {
  return isPlatformAgency(agency);
}
