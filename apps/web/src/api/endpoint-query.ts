// The TanStack Query shapes every feature's hooks are made of: a GET of the contract as query
// options, and a mutation of one endpoint that refreshes what its answer makes stale. Typed from
// the endpoint's entry, so a hook names its endpoint, its key and what it sends, nothing more.
import type { EndpointBody, EndpointDef, EndpointQuery } from '@cardora/contract/auth';
import { type MutationMeta, type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, callEndpoint, type ResponseOf } from './client';

/** What a call sends (its body, query and params); the abort signal is the query's. */
export type CallParts<E extends EndpointDef> = Omit<CallOptions<E>, 'signal'>;

/** A GET's query options: its key, and the endpoint called with these parts and the query's signal. */
export function endpointQuery<E extends EndpointDef>(queryKey: QueryKey, endpoint: E, parts: CallParts<E>) {
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<ResponseOf<E>> =>
      callEndpoint(endpoint, { ...parts, signal } as CallOptions<E>),
  };
}

/** An endpoint whose query needs the business's id and nothing else (a GET about one business). */
type ByBusiness<E extends EndpointDef> = E & ({ businessId: string } extends EndpointQuery<E> ? unknown : never);

/** A GET about one business: keyed and asked by its id, and only once a business is chosen. */
export function businessQuery<E extends EndpointDef>(
  keyOf: (businessId: string) => QueryKey,
  endpoint: ByBusiness<E>,
  businessId: string | null,
) {
  const parts = { query: { businessId: businessId ?? '' } } as CallParts<E>;
  return { ...endpointQuery(keyOf(businessId ?? ''), endpoint, parts), enabled: businessId !== null };
}

/** Without a `call`, what `mutate` takes: the body, or nothing for an endpoint that has none. */
// biome-ignore lint/suspicious/noConfusingVoidType: `void`, not `undefined`, lets a caller write `mutate()`
type BodyOf<E extends EndpointDef> = EndpointBody<E> extends undefined ? void : EndpointBody<E>;

interface EndpointMutationOptions<E extends EndpointDef, V> {
  mutationKey?: QueryKey;
  /** What `mutate(variables)` sends; without it, the variables are the body. */
  call?: (variables: V) => CallParts<E>;
  /** Queries the answer makes stale: read again in the background (the mutation does not wait). */
  invalidates?: readonly QueryKey[];
  /** Anything else the answer changes; a promise returned here holds the mutation until it settles. */
  onSuccess?: (result: ResponseOf<E>, variables: V, queryClient: QueryClient) => unknown;
  meta?: MutationMeta;
}

/** A mutation of one endpoint of the contract, refreshing what its answer makes stale. */
export function useEndpointMutation<E extends EndpointDef, V = BodyOf<E>>(
  endpoint: E,
  { mutationKey, call, invalidates = [], onSuccess, meta }: EndpointMutationOptions<E, V>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: (variables: V): Promise<ResponseOf<E>> =>
      callEndpoint(endpoint, (call ? call(variables) : { body: variables }) as CallOptions<E>),
    meta,
    onSuccess: (result: ResponseOf<E>, variables: V) => {
      const settled = onSuccess?.(result, variables, queryClient);
      for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
      return settled;
    },
  });
}

/**
 * For `onSuccess`: a change answered with the record itself. The answer becomes the record's
 * cached detail, and the other places that show the record read again.
 */
export function keepsAnswer<T>(detailKey: (record: T) => QueryKey, showing: (record: T) => readonly QueryKey[]) {
  return (record: T, _variables: unknown, queryClient: QueryClient) => {
    queryClient.setQueryData(detailKey(record), record);
    for (const queryKey of showing(record)) void queryClient.invalidateQueries({ queryKey });
  };
}

/**
 * For `onSuccess`: a record deleted. Its cached detail goes first, so the lists `invalidates`
 * reads again do not ask for the deleted record's detail as well.
 */
export function dropsDetail<R>(detailKey: (result: R) => QueryKey) {
  return (result: R, _variables: unknown, queryClient: QueryClient) =>
    queryClient.removeQueries({ queryKey: detailKey(result) });
}
