import type { EndpointDef, EndpointQuery } from '@cardora/contract/auth';
import { keepPreviousData, type QueryKey } from '@tanstack/react-query';
import { type CallOptions, callEndpoint } from './client';

/**
 * A filtered, paged list's query options: the endpoint called with the list's query, and the
 * rows on screen kept while the next page or filter loads (no flash of an empty grid).
 */
export function listQuery<E extends EndpointDef>(queryKey: QueryKey, endpoint: E, query: EndpointQuery<E>) {
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => callEndpoint(endpoint, { query, signal } as CallOptions<E>),
    placeholderData: keepPreviousData,
  };
}
