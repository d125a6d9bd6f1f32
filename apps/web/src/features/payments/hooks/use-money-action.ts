import { canDoMoneyAction, type MoneyAction } from '@cardora/contract';
import { principalOf, useSession } from '#features/session';

/**
 * Whether the signed-in person may move money by hand — record a manual payment, delete a
 * payment, give a custom plan (admins; a franchisee with the permission named for it).
 * The server decides; this only hides, since a refused call's 403 would end the session.
 */
export function useMoneyAction(): (action: MoneyAction) => boolean {
  const session = useSession();
  const principal = principalOf(session);
  return (action) => principal !== null && canDoMoneyAction(principal, action);
}
