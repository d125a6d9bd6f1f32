import { endpoints, type TCloneBusinessBody } from '@cardora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { businessKeys } from '#api/query-keys';
import { invalidateBusinesses } from './invalidate';

/** POST /business/cloneBusiness: a copy with its card content under a new name. */
export function useCloneBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: businessKeys.clone(),
    mutationFn: (body: TCloneBusinessBody) => callEndpoint(endpoints.cloneBusiness, { body }),
    meta: { inlineErrors: true },
    onSuccess: () => invalidateBusinesses(queryClient),
  });
}
