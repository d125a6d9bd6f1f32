import type { FranchiseePermission } from '@cardora/contract';
import { useSession } from '#features/session';

/**
 * Whether the signed-in person may do something to a business: customers and staff users can;
 * a franchisee needs the permission by name. It only hides — the server decides — but a 403
 * would end the session, so an action the server would refuse is not offered.
 */
export function useCan(): (permission: FranchiseePermission) => boolean {
  const session = useSession();
  return (permission) => session.kind !== 'franchisee' || session.franchisee.permissions.includes(permission);
}
