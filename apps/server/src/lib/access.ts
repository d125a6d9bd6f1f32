// The endpoint table's `access`, enforced with the same pure rules the web uses to hide.
import {
  type Access,
  adminMenuContext,
  canDoMoneyAction,
  canSeeAdminMenuItem,
  endpoints,
  hasFranchiseePermission,
  isStaff,
  MESSAGES,
} from '@cardora/contract';
import type { AgencyRow } from '../db/schema';
import { AppError, forbidden, unauthenticated } from './errors';
import { type Principal, principalSummary } from './principal';

/** Calls a session signed in with a temporary password may make besides public ones. */
const ALLOWED_UNTIL_PASSWORD_CHANGED = new Set<string>([
  endpoints.replaceTemporaryPassword.path,
  endpoints.touchSession.path,
]);

/**
 * Throws 401 when a session is needed and missing, 403 when it is the wrong kind or lacks a right,
 * and 403 PASSWORD_CHANGE_REQUIRED to a session signed in with a temporary password, for every
 * call but setting the new one (docs/product-rules.md#single-use-passwords). `path` is the
 * endpoint's; a route that does not give it gets no exception.
 */
export function checkAccess(
  access: Access,
  principal: Principal | null,
  agency: AgencyRow | null,
  path?: string,
): void {
  if (access === 'public') return;
  if (!principal) throw unauthenticated();
  if (principal.kind === 'user' && principal.user.passwordMustChange) {
    if (path === undefined || !ALLOWED_UNTIL_PASSWORD_CHANGED.has(path)) {
      throw new AppError('PASSWORD_CHANGE_REQUIRED', MESSAGES.passwordChangeRequired, 403);
    }
  }
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

/**
 * A policy's answer turned into the usual refusal: 403 when the principal may not. Services call it
 * with an area policy's `may…` (src/policies/); reach (may it see the row at all?) is a 404 instead.
 */
export function authorize(allowed: boolean): asserts allowed {
  if (!allowed) throw forbidden();
}
