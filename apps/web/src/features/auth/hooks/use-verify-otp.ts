import { authEndpoints } from '@cardora/contract/auth';
import { useEndpointMutation } from '#api/endpoint-query';
import { authKeys } from '#api/query-keys';

/** POST /verifyOtp for the pending sign-up or reset flow. */
export function useVerifyOtp() {
  return useEndpointMutation(authEndpoints.verifyOtp, {
    mutationKey: authKeys.verifyOtp(),
    meta: { inlineErrors: true },
  });
}
