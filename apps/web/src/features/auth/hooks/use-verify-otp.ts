import { endpoints, type TVerifyOtpBody } from '@cardora/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client';
import { authKeys } from '../../../api/query-keys';

/** POST /verifyOtp for the pending sign-up or reset flow. */
export function useVerifyOtp() {
  return useMutation({
    mutationKey: authKeys.verifyOtp(),
    mutationFn: (body: TVerifyOtpBody) => callEndpoint(endpoints.verifyOtp, { body }),
    meta: { inlineErrors: true },
  });
}
