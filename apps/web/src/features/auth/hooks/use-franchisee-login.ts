import { authEndpoints, type TFranchiseeSummary } from '@cardora/contract/auth';
import type { QueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '#api/endpoint-query';
import { authKeys } from '#api/query-keys';
import { storeSignedInFranchisee } from '#features/session';
import { logEvent } from '#lib/analytics/log-events';

/** A franchisee's sign-in step that succeeded: the session holds the franchisee; errors show in the form. */
export const signsInFranchisee = {
  onSuccess: (result: { franchisee: TFranchiseeSummary }, _variables: unknown, queryClient: QueryClient) => {
    storeSignedInFranchisee(queryClient, result.franchisee);
    logEvent('Login', 'franchisee');
  },
  meta: { inlineErrors: true },
};

/** POST /franchisee/login; success goes to /panel/admin. */
export function useFranchiseeLogin() {
  return useEndpointMutation(authEndpoints.franchiseeLogin, {
    mutationKey: [...authKeys.login(), 'franchisee'],
    ...signsInFranchisee,
  });
}
