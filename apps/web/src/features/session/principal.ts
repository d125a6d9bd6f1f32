import {
  adminMenuContext,
  type PrincipalSummary,
  type TAgencyDetails,
  type TSessionState,
} from '@cardora/contract/auth';

export function principalOf(session: TSessionState): PrincipalSummary | null {
  if (session.kind === 'user') return { kind: 'user', roles: session.details.user.roles };
  if (session.kind === 'franchisee') {
    return {
      kind: 'franchisee',
      roles: session.franchisee.roles,
      permissions: session.franchisee.permissions,
      hideBilling: session.franchisee.configuration.hideBilling,
    };
  }
  return null;
}

export function menuContextOf(session: TSessionState, agency: TAgencyDetails) {
  const principal = principalOf(session);
  return principal ? adminMenuContext(principal, agency) : null;
}
