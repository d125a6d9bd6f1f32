import { endpoints } from '@cardora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { businessKeys } from '#api/query-keys';
import { invalidateBusinesses } from './invalidate';

/** DELETE /business/{id}: the business with its card. */
export function useDeleteBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: businessKeys.remove(),
    mutationFn: (businessId: string) => callEndpoint(endpoints.deleteBusiness, { params: { id: businessId } }),
    onSuccess: () => invalidateBusinesses(queryClient),
  });
}
