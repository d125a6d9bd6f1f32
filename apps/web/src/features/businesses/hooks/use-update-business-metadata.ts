import { endpoints, type TUpdateBusinessMetadataBody } from '@cardora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { businessKeys } from '#api/query-keys';
import { invalidateBusinesses } from './invalidate';

/** POST /business/updateBusinessMetadata: name, category, e-mail and phone. */
export function useUpdateBusinessMetadata() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: businessKeys.updateMetadata(),
    mutationFn: (body: TUpdateBusinessMetadataBody) => callEndpoint(endpoints.updateBusinessMetadata, { body }),
    meta: { inlineErrors: true },
    onSuccess: () => invalidateBusinesses(queryClient),
  });
}
