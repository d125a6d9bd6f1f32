import type { EndpointDef, EndpointQuery } from '@cardora/contract/auth';
import { keepPreviousData, type QueryKey } from '@tanstack/react-query';
import { type CallParts, endpointQuery } from './endpoint-query';

/**
 * A filtered, paged list's query options: the endpoint called with the list's query, and the
 * rows on screen kept while the next page or filter loads (no flash of an empty grid).
 */
export function listQuery<E extends EndpointDef>(queryKey: QueryKey, endpoint: E, query: EndpointQuery<E>) {
  return { ...endpointQuery(queryKey, endpoint, { query } as CallParts<E>), placeholderData: keepPreviousData };
}

/** The page after the last one loaded, while there are more rows than the pages so far hold. */
export function nextPageParam(last: { page: number; pageSize: number; total: number }): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}
