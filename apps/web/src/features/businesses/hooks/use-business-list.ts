import { endpoints, type TBusinessListQuery } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { listQuery } from '#api/list-query';
import { businessKeys } from '#api/query-keys';

/** GET /business: the agency's businesses (admin area) with filters and paging. */
export function useBusinessList(query: TBusinessListQuery) {
  return useQuery(listQuery(businessKeys.list(query), endpoints.listBusinesses, query));
}
