import { endpoints } from '@cardora/contract';
import { useEndpointMutation } from '#api/endpoint-query';
import { businessKeys } from '#api/query-keys';
import { changesBusinesses } from './invalidate';

/** POST /business: a customer adds their own business, staff add one for a customer (userId). */
export function useCreateBusiness() {
  return useEndpointMutation(endpoints.createBusiness, { mutationKey: businessKeys.create(), ...changesBusinesses });
}
