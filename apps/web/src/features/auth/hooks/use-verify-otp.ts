import { authEndpoints, type TVerifyOtpBody } from '@cardora/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { authKeys } from '#api/query-keys';

/** POST /verifyOtp for the pending sign-up or reset flow. */
export function useVerifyOtp() {
  return useMutation({
    mutationKey: authKeys.verifyOtp(),
    mutationFn: (body: TVerifyOtpBody) => callEndpoint(authEndpoints.verifyOtp, { body }),
    meta: { inlineErrors: true },
  });
}
