import { authEndpoints } from '@cardora/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#api/endpoint-query';
import { agencyKeys } from '#api/query-keys';

/** GET /agency-details: the agency of this host (theme, name, feature flags), loaded before first paint. */
export function useAgencyDetailsQuery() {
  return useQuery({
    ...endpointQuery(agencyKeys.details(), authEndpoints.getAgencyDetails, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
