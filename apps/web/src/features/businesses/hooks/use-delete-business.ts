import { endpoints } from '@cardora/contract';
import { useEndpointMutation } from '#api/endpoint-query';
import { businessKeys } from '#api/query-keys';
import { invalidateBusinesses } from './invalidate';

/** DELETE /business/{id}: the business with its card. */
export function useDeleteBusiness() {
  return useEndpointMutation(endpoints.deleteBusiness, {
    mutationKey: businessKeys.remove(),
    call: (businessId: string) => ({ params: { id: businessId } }),
    onSuccess: (_deleted, _businessId, queryClient) => invalidateBusinesses(queryClient),
  });
}
