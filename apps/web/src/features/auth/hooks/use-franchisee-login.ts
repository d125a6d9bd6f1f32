import { authEndpoints, type TFranchiseeLoginBody } from '@cardora/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { authKeys } from '#api/query-keys';
import { storeSignedInFranchisee } from '#features/session';
import { logEvent } from '#lib/analytics/log-events';

/** POST /franchisee/login; success goes to /panel/admin. */
export function useFranchiseeLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...authKeys.login(), 'franchisee'],
    mutationFn: (body: TFranchiseeLoginBody) => callEndpoint(authEndpoints.franchiseeLogin, { body }),
    meta: { inlineErrors: true },
    onSuccess: (result) => {
      storeSignedInFranchisee(queryClient, result.franchisee);
      logEvent('Login', 'franchisee');
    },
  });
}
