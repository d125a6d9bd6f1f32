import { endpoints } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { businessKeys } from '#api/query-keys';

/** GET /business/{id}: one business (the editor needs its name and category for the preview). */
export function useBusiness(businessId: string | null) {
  return useQuery({
    queryKey: [...businessKeys.all, 'one', businessId ?? ''],
    queryFn: ({ signal }) => callEndpoint(endpoints.getBusiness, { params: { id: businessId ?? '' }, signal }),
    enabled: businessId !== null,
  });
}
