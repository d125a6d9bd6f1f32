import { endpoints } from '@cardora/contract';
import { useEndpointMutation } from '#api/endpoint-query';
import { businessKeys } from '#api/query-keys';
import { changesBusinesses } from './invalidate';

/** POST /business/cloneBusiness: a copy with its card content under a new name. */
export function useCloneBusiness() {
  return useEndpointMutation(endpoints.cloneBusiness, { mutationKey: businessKeys.clone(), ...changesBusinesses });
}
