// Who reaches which businesses: a customer their own, staff
// (admin, creator) every business of the agency, a franchisee the ones it made unless it
// has all-card access. Not reachable is 404; reachable but not permitted is 403.
import type { BUSINESS_MADE_BY, FranchiseePermission } from '@cardora/contract';
import { hasFranchiseePermission } from '@cardora/contract';
import { eq, type SQL } from 'drizzle-orm';
import { businesses } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { type Principal, userRoles } from '../../lib/principal';
import { allOf } from '../../lib/sql';

export type BusinessScope =
  | { kind: 'agency' }
  | { kind: 'owner'; userId: string }
  | { kind: 'franchisee'; franchiseeId: string };

export function isStaffUser(principal: Principal): boolean {
  return principal.kind === 'user' && userRoles(principal.user).some((r) => r === 'admin' || r === 'creator');
}

export function businessScope(principal: Principal): BusinessScope {
  if (principal.kind === 'franchisee') {
    return principal.franchisee.roles.includes('franchisee-with-all-card-access')
      ? { kind: 'agency' }
      : { kind: 'franchisee', franchiseeId: principal.franchisee.id };
  }
  return isStaffUser(principal) ? { kind: 'agency' } : { kind: 'owner', userId: principal.user.id };
}

/** The agency's businesses this principal reaches, as a where clause. */
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

/** Franchisee writes need the permission by name; users pass (their reach is the scope). */
export function requirePermission(principal: Principal, permission: FranchiseePermission): void {
  if (principal.kind === 'franchisee' && !hasFranchiseePermission(principal.franchisee, permission)) {
    throw forbidden();
  }
}

export function businessMadeBy(principal: Principal): (typeof BUSINESS_MADE_BY)[number] {
  if (principal.kind === 'franchisee') return 'franchisee';
  const roles = userRoles(principal.user);
  if (roles.includes('admin')) return 'admin';
  if (roles.includes('creator')) return 'creator';
  return 'self';
}
