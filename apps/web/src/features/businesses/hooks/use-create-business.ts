import { endpoints, type TCreateBusinessBody } from '@cardora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { businessKeys } from '#api/query-keys';
import { invalidateBusinesses } from './invalidate';

/** POST /business: a customer adds their own business, staff add one for a customer (userId). */
export function useCreateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: businessKeys.create(),
    mutationFn: (body: TCreateBusinessBody) => callEndpoint(endpoints.createBusiness, { body }),
    meta: { inlineErrors: true },
    onSuccess: () => invalidateBusinesses(queryClient),
  });
}
