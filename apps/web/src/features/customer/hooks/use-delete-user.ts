import { endpoints } from '@cardora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client';
import { userKeys } from '../../../api/query-keys';
import { forgetSession } from '../../session/session-cache';

/** DELETE /user: deletes the user with their businesses and signs out. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...userKeys.all, 'delete'],
    mutationFn: () => callEndpoint(endpoints.deleteUser, {}),
    onSuccess: () => forgetSession(queryClient),
  });
}
