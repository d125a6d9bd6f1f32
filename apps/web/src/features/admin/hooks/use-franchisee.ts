import { endpoints, type TSessionState } from '@cardora/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointQuery } from '#api/endpoint-query';
import { franchiseeKeys, sessionKeys } from '#api/query-keys';

/** GET /franchisee: the signed-in franchisee; seeded from the session answer. */
export function useFranchisee(enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    ...endpointQuery(franchiseeKeys.current(), endpoints.getFranchisee, {}),
    enabled,
    initialData: () => {
      const session = queryClient.getQueryData<TSessionState>(sessionKeys.current());
      return session?.kind === 'franchisee' ? session.franchisee : undefined;
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(sessionKeys.current())?.dataUpdatedAt,
  });
}
