import { authEndpoints, type TLoginBody } from '@cardora/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { authKeys } from '#api/query-keys';
import { storeSignedInUser } from '#features/session';
import { logEvent } from '#lib/analytics/log-events';

/** POST /login; on success the session cache holds the user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: authKeys.login(),
    mutationFn: (body: TLoginBody) => callEndpoint(authEndpoints.login, { body }),
    meta: { inlineErrors: true },
    onSuccess: (result) => {
      // A temporary password: the guards show only the create-password screen until it is replaced.
      storeSignedInUser(queryClient, result.details, result.passwordMustChange);
      logEvent('Login', 'user');
    },
  });
}
