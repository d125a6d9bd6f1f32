import { authEndpoints } from '@cardora/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { authKeys } from '#api/query-keys';
import { otpResent } from '#features/session';

/** POST /resendOtp: a new code; the countdown restarts from the server's resendAfterSeconds. */
export function useResendOtp() {
  return useMutation({
    mutationKey: authKeys.resendOtp(),
    mutationFn: () => callEndpoint(authEndpoints.resendOtp, {}),
    meta: { inlineErrors: true },
    onSuccess: otpResent,
  });
}
