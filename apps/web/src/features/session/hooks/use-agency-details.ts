import { authEndpoints } from '@cardora/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { agencyKeys } from '#api/query-keys';

/** GET /agency-details: the agency of this host (theme, name, feature flags), loaded before first paint. */
export function useAgencyDetailsQuery() {
  return useQuery({
    queryKey: agencyKeys.details(),
    queryFn: ({ signal }) => callEndpoint(authEndpoints.getAgencyDetails, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
