import { authEndpoints } from '@cardora/contract/auth';
import { useEndpointMutation } from '#api/endpoint-query';
import { authKeys } from '#api/query-keys';
import { storeSignedInUser } from '#features/session';

/**
 * POST /replaceTemporaryPassword: the person's own password replaces the one the server made; the
 * session then opens the panel. docs/product-rules.md#single-use-passwords
 */
export function useReplaceTemporaryPassword() {
  return useEndpointMutation(authEndpoints.replaceTemporaryPassword, {
    mutationKey: [...authKeys.all, 'replaceTemporaryPassword'],
    meta: { inlineErrors: true },
    onSuccess: (result, _body, queryClient) => storeSignedInUser(queryClient, result.details, false),
  });
}
