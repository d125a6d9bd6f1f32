import { endpoints, type TSessionState, type TUserDetails } from '@cardora/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointQuery } from '#api/endpoint-query';
import { sessionKeys, userKeys } from '#api/query-keys';

/** GET /user: the user, their businesses and the active one; seeded from the session answer. */
export function useUserDetails(enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    ...endpointQuery(userKeys.details(), endpoints.getUser, {}),
    // Only customers have a GET /user: the admin area's pages that share code pass false.
    enabled,
    initialData: (): TUserDetails | undefined => {
      const session = queryClient.getQueryData<TSessionState>(sessionKeys.current());
      return session?.kind === 'user' ? session.details : undefined;
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(sessionKeys.current())?.dataUpdatedAt,
  });
}
