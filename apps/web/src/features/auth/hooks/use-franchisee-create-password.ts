import { authEndpoints, type TFranchiseeCreatePasswordBody } from '@cardora/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { authKeys } from '#api/query-keys';
import { storeSignedInFranchisee } from '#features/session';
import { logEvent } from '#lib/analytics/log-events';

/** POST /franchisee/createPassword after a verified franchisee OTP; signs the franchisee in. */
export function useFranchiseeCreatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...authKeys.createPassword(), 'franchisee'],
    mutationFn: (body: TFranchiseeCreatePasswordBody) => callEndpoint(authEndpoints.franchiseeCreatePassword, { body }),
    meta: { inlineErrors: true },
    onSuccess: (result) => {
      storeSignedInFranchisee(queryClient, result.franchisee);
      logEvent('Login', 'franchisee');
    },
  });
}
