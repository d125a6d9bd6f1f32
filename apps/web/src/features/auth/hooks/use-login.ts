import { authEndpoints } from '@cardora/contract/auth';
import { useEndpointMutation } from '#api/endpoint-query';
import { authKeys } from '#api/query-keys';
import { storeSignedInUser } from '#features/session';
import { logEvent } from '#lib/analytics/log-events';

/** POST /login; on success the session cache holds the user. */
export function useLogin() {
  return useEndpointMutation(authEndpoints.login, {
    mutationKey: authKeys.login(),
    meta: { inlineErrors: true },
    onSuccess: (result, _body, queryClient) => {
      // A temporary password: the guards show only the create-password screen until it is replaced.
      storeSignedInUser(queryClient, result.details, result.passwordMustChange);
      logEvent('Login', 'user');
    },
  });
}
