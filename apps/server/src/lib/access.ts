// The endpoint table's `access`, enforced with the same pure rules the web uses to hide.
import {
  type Access,
  adminMenuContext,
  canDoMoneyAction,
  canSeeAdminMenuItem,
  hasFranchiseePermission,
  isStaff,
} from '@cardora/contract';
import type { AgencyRow } from '../db/schema';
import { forbidden, unauthenticated } from './errors';
import { type Principal, principalSummary } from './principal';

/** Throws 401 when a session is needed and missing, 403 when it is the wrong kind or lacks a right. */
export function checkAccess(access: Access, principal: Principal | null, agency: AgencyRow | null): void {
  if (access === 'public') return;
  if (!principal) throw unauthenticated();
  const summary = principalSummary(principal);
  switch (access) {
    case 'session':
      return;
    case 'user':
      if (principal.kind !== 'user') throw forbidden();
      return;
    case 'franchisee':
      if (principal.kind !== 'franchisee') throw forbidden();
      return;
    case 'staff':
      if (!isStaff(summary)) throw forbidden();
      return;
    case 'admin':
      if (summary.kind !== 'user' || !summary.roles.includes('admin')) throw forbidden();
      return;
    default: {
      if (!agency || !isStaff(summary)) throw forbidden();
      if (!canSeeAdminMenuItem(access.menu, adminMenuContext(summary, agency))) throw forbidden();
      if (access.franchiseePermission && principal.kind === 'franchisee') {
        if (!hasFranchiseePermission(principal.franchisee, access.franchiseePermission)) throw forbidden();
      }
      if (access.money && !canDoMoneyAction(summary, access.money)) throw forbidden();
    }
  }
}
