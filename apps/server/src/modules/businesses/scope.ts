// Who made a business, as stored with it. The reach and the permissions that used to live here
// are the cards area's policy (policies/cards.ts); the re-export keeps modules/cards' import.
import type { BUSINESS_MADE_BY } from '@cardora/contract';
import { type Principal, userRoles } from '../../lib/principal';

export { reachableBusinesses, requirePermission } from '../../policies/cards';

export function businessMadeBy(principal: Principal): (typeof BUSINESS_MADE_BY)[number] {
  if (principal.kind === 'franchisee') return 'franchisee';
  const roles = userRoles(principal.user);
  if (roles.includes('admin')) return 'admin';
  if (roles.includes('creator')) return 'creator';
  return 'self';
}
