// Who made a business, as stored with it. Who may reach a business is the cards area's policy.
import type { BUSINESS_MADE_BY } from '@cardora/contract';
import { type Principal, userRoles } from '#lib/principal';

export function businessMadeBy(principal: Principal): (typeof BUSINESS_MADE_BY)[number] {
  if (principal.kind === 'franchisee') return 'franchisee';
  const roles = userRoles(principal.user);
  if (roles.includes('admin')) return 'admin';
  if (roles.includes('creator')) return 'creator';
  return 'self';
}
