import { authEndpoints } from '@cardora/contract/auth';
import { useEndpointMutation } from '#api/endpoint-query';
import { authKeys } from '#api/query-keys';

/** POST /franchisee/verifyPhoneNumber: password next, or an OTP was sent. */
export function useFranchiseeVerifyPhone() {
  return useEndpointMutation(authEndpoints.franchiseeVerifyPhoneNumber, {
    mutationKey: [...authKeys.verifyUser(), 'franchisee'],
    meta: { inlineErrors: true },
  });
}
