import { authEndpoints } from '@cardora/contract/auth';
import { useEndpointMutation } from '#api/endpoint-query';
import { authKeys } from '#api/query-keys';
import { storeSignedInUser } from '#features/session';
import { logEvent } from '#lib/analytics/log-events';

/** POST /createPassword: creates the account on sign-up (or sets a new password) and signs in. */
export function useCreatePassword() {
  return useEndpointMutation(authEndpoints.createPassword, {
    mutationKey: authKeys.createPassword(),
    meta: { inlineErrors: true },
    onSuccess: (result, body, queryClient) => {
      storeSignedInUser(queryClient, result.details);
      // SignUp only when this was not a forgot-password flow (and an account was made).
      if (!body.fromForgotPassword && result.signedUp) logEvent('SignUp');
      else logEvent('Login', 'user');
    },
  });
}
