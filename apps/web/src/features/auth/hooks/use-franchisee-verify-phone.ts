import { authEndpoints, type TFranchiseeVerifyPhoneBody } from '@cardora/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { authKeys } from '#api/query-keys';

/** POST /franchisee/verifyPhoneNumber: password next, or an OTP was sent. */
export function useFranchiseeVerifyPhone() {
  return useMutation({
    mutationKey: [...authKeys.verifyUser(), 'franchisee'],
    mutationFn: (body: TFranchiseeVerifyPhoneBody) => callEndpoint(authEndpoints.franchiseeVerifyPhoneNumber, { body }),
    meta: { inlineErrors: true },
  });
}
