import { endpoints } from '@cardora/contract';
import { useEndpointMutation } from '#api/endpoint-query';
import { businessKeys } from '#api/query-keys';

/** POST /business/registerUserAndGetBusinesses: staff find or register a customer. */
export function useRegisterUser() {
  return useEndpointMutation(endpoints.registerUserAndGetBusinesses, {
    mutationKey: businessKeys.registerUser(),
    meta: { inlineErrors: true },
    invalidates: [businessKeys.lists()],
  });
}
