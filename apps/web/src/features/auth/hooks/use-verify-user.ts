import { authEndpoints, type TVerifyUserBody } from '@cardora/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { authKeys } from '#api/query-keys';

/** POST /verifyUser: password next, or an OTP was sent. Errors show inline. */
export function useVerifyUser() {
  return useMutation({
    mutationKey: authKeys.verifyUser(),
    mutationFn: (body: TVerifyUserBody) => callEndpoint(authEndpoints.verifyUser, { body }),
    meta: { inlineErrors: true },
  });
}
