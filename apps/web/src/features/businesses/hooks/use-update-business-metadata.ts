import { endpoints } from '@cardora/contract';
import { useEndpointMutation } from '#api/endpoint-query';
import { businessKeys } from '#api/query-keys';
import { changesBusinesses } from './invalidate';

/** POST /business/updateBusinessMetadata: name, category, e-mail and phone. */
export function useUpdateBusinessMetadata() {
  return useEndpointMutation(endpoints.updateBusinessMetadata, {
    mutationKey: businessKeys.updateMetadata(),
    ...changesBusinesses,
  });
}
