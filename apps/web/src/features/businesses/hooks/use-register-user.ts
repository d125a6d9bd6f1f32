import { endpoints, type TRegisterUserBody } from '@cardora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { businessKeys } from '#api/query-keys';

/** POST /business/registerUserAndGetBusinesses: staff find or register a customer. */
export function useRegisterUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: businessKeys.registerUser(),
    mutationFn: (body: TRegisterUserBody) => callEndpoint(endpoints.registerUserAndGetBusinesses, { body }),
    meta: { inlineErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: businessKeys.lists() }),
  });
}
