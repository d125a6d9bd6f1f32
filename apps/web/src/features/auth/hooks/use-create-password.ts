import { authEndpoints, type TCreatePasswordBody } from '@cardora/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { authKeys } from '#api/query-keys';
import { storeSignedInUser } from '#features/session';
import { logEvent } from '#lib/analytics/log-events';

/** POST /createPassword: creates the account on sign-up (or sets a new password) and signs in. */
export function useCreatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: authKeys.createPassword(),
    mutationFn: (body: TCreatePasswordBody) => callEndpoint(authEndpoints.createPassword, { body }),
    meta: { inlineErrors: true },
    onSuccess: (result, body) => {
      storeSignedInUser(queryClient, result.details);
      // SignUp only when this was not a forgot-password flow (and an account was made).
      if (!body.fromForgotPassword && result.signedUp) logEvent('SignUp');
      else logEvent('Login', 'user');
    },
  });
}
