import { authEndpoints, type TReplaceTemporaryPasswordBody } from '@cardora/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { authKeys } from '#api/query-keys';
import { storeSignedInUser } from '#features/session';

/**
 * POST /replaceTemporaryPassword: the person's own password replaces the one the server made; the
 * session then opens the panel. docs/product-rules.md#single-use-passwords
 */
export function useReplaceTemporaryPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...authKeys.all, 'replaceTemporaryPassword'],
    mutationFn: (body: TReplaceTemporaryPasswordBody) => callEndpoint(authEndpoints.replaceTemporaryPassword, { body }),
    meta: { inlineErrors: true },
    onSuccess: (result) => {
      storeSignedInUser(queryClient, result.details, false);
    },
  });
}
