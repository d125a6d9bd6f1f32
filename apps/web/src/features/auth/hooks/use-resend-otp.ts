import { authEndpoints } from '@cardora/contract/auth';
import { useEndpointMutation } from '#api/endpoint-query';
import { authKeys } from '#api/query-keys';
import { otpResent } from '#features/session';

/** POST /resendOtp: a new code; the countdown restarts from the server's resendAfterSeconds. */
export function useResendOtp() {
  return useEndpointMutation(authEndpoints.resendOtp, {
    mutationKey: authKeys.resendOtp(),
    meta: { inlineErrors: true },
    onSuccess: otpResent,
  });
}
