import { endpoints } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#api/endpoint-query';
import { businessKeys } from '#api/query-keys';

/** GET /business/getBusinessesByUser: the signed-in customer's businesses with their card summary. */
export function useMyBusinesses(enabled = true) {
  return useQuery({ ...endpointQuery(businessKeys.mine(), endpoints.getBusinessesByUser, {}), enabled });
}
