import { endpoints } from '@cardora/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client';
import { authKeys } from '../../../api/query-keys';
import { otpResent } from '../login-store';

/** POST /resendOtp: a new code; the countdown restarts from the server's resendAfterSeconds. */
export function useResendOtp() {
  return useMutation({
    mutationKey: authKeys.resendOtp(),
    mutationFn: () => callEndpoint(endpoints.resendOtp, {}),
    meta: { inlineErrors: true },
    onSuccess: otpResent,
  });
}
