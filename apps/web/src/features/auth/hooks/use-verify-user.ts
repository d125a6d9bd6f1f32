import { authEndpoints } from '@cardora/contract/auth';
import { useEndpointMutation } from '#api/endpoint-query';
import { authKeys } from '#api/query-keys';

/** POST /verifyUser: password next, or an OTP was sent. Errors show inline. */
export function useVerifyUser() {
  return useEndpointMutation(authEndpoints.verifyUser, {
    mutationKey: authKeys.verifyUser(),
    meta: { inlineErrors: true },
  });
}
