import { endpoints } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#api/endpoint-query';
import { businessKeys } from '#api/query-keys';

/** GET /business/{id}: one business (the editor needs its name and category for the preview). */
export function useBusiness(businessId: string | null) {
  return useQuery({
    ...endpointQuery([...businessKeys.all, 'one', businessId ?? ''], endpoints.getBusiness, {
      params: { id: businessId ?? '' },
    }),
    enabled: businessId !== null,
  });
}
