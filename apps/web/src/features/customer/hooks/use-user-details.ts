import { endpoints, type TSessionState, type TUserDetails } from '@cardora/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { sessionKeys, userKeys } from '#api/query-keys';

/** GET /user: the user, their businesses and the active one; seeded from the session answer. */
export function useUserDetails(enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: userKeys.details(),
    queryFn: ({ signal }) => callEndpoint(endpoints.getUser, { signal }),
    // Only customers have a GET /user: the admin area's pages that share code pass false.
    enabled,
    initialData: (): TUserDetails | undefined => {
      const session = queryClient.getQueryData<TSessionState>(sessionKeys.current());
      return session?.kind === 'user' ? session.details : undefined;
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(sessionKeys.current())?.dataUpdatedAt,
  });
}
