import { endpoints, type TBusinessListQuery } from '@cardora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { businessKeys } from '#api/query-keys';

/** GET /business: the agency's businesses (admin area) with filters and paging. */
export function useBusinessList(query: TBusinessListQuery) {
  return useQuery({
    queryKey: businessKeys.list(query),
    queryFn: ({ signal }) => callEndpoint(endpoints.listBusinesses, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
