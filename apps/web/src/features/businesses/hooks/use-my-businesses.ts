import { endpoints } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { businessKeys } from '#api/query-keys';

/** GET /business/getBusinessesByUser: the signed-in customer's businesses with their card summary. */
export function useMyBusinesses(enabled = true) {
  return useQuery({
    queryKey: businessKeys.mine(),
    queryFn: ({ signal }) => callEndpoint(endpoints.getBusinessesByUser, { signal }),
    enabled,
  });
}
