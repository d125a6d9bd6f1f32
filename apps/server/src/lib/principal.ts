// Who is signed in on a request, as loaded by the session plugin.
import {
  FRANCHISEE_ROLES,
  type FranchiseePermission,
  type FranchiseeRole,
  isFranchiseePermission,
  type PrincipalSummary,
  USER_ROLES,
  type UserRole,
} from '@cardora/contract';
import type { AgencyRow, FranchiseeRow, UserRow } from '../db/schema';
import { forbidden, unauthenticated } from './errors';

export type Principal =
  | { kind: 'user'; user: UserRow; sessionId: string; lastInteractionAt: Date }
  | { kind: 'franchisee'; franchisee: FranchiseeRow; sessionId: string; lastInteractionAt: Date };

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant of the request host; null outside /api/v1 and /log, or for an unknown host on /log. */
    agency: AgencyRow | null;
    /** The signed-in user or franchisee of this agency, if any. */
    principal: Principal | null;
  }
}

export function isUserRole(role: string): role is UserRole {
  return USER_ROLES.some((known) => known === role);
}

export function isFranchiseeRole(role: string): role is FranchiseeRole {
  return FRANCHISEE_ROLES.some((known) => known === role);
}

export function userRoles(user: Pick<UserRow, 'roles'>): UserRole[] {
  return user.roles.filter(isUserRole);
}

export function franchiseeRoles(franchisee: Pick<FranchiseeRow, 'roles'>): FranchiseeRole[] {
  return franchisee.roles.filter(isFranchiseeRole);
}

/** The stored permissions the contract knows: a retired name (report:download) reads as absent. */
export function franchiseePermissions(franchisee: Pick<FranchiseeRow, 'permissions'>): FranchiseePermission[] {
  return franchisee.permissions.filter(isFranchiseePermission);
}

/** The shape the contract's role and menu rules take. */
export function principalSummary(principal: Principal): PrincipalSummary {
  if (principal.kind === 'user') return { kind: 'user', roles: userRoles(principal.user) };
  return {
    kind: 'franchisee',
    roles: franchiseeRoles(principal.franchisee),
    permissions: franchiseePermissions(principal.franchisee),
    hideBilling: principal.franchisee.configuration.hideBilling,
  };
}

export type UserPrincipal = Extract<Principal, { kind: 'user' }>;
export type FranchiseePrincipal = Extract<Principal, { kind: 'franchisee' }>;

/**
 * Narrows to a user where the type cannot tell (a service's customer branch). Handlers need neither
 * this nor requireSession: defineRoute hands them the principal their endpoint's access guarantees.
 */
export function requireUser(principal: Principal | null): UserPrincipal {
  if (!principal) throw unauthenticated();
  if (principal.kind !== 'user') throw forbidden();
  return principal;
}

/** For routes registered outside defineRoute (file answers, CSV reports), after their own checkAccess. */
export function requireSession(principal: Principal | null): Principal {
  if (!principal) throw unauthenticated();
  return principal;
}
