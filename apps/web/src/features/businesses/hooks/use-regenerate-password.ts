import { endpoints } from '@cardora/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';

/** POST /regenerateRandomPassword (admins): a new password for a user, answered once. */
export function useRegeneratePassword() {
  return useMutation({
    mutationFn: (userId: string) => callEndpoint(endpoints.regenerateRandomPassword, { body: { userId } }),
    // The dialog shows a failure itself.
    meta: { inlineErrors: true },
  });
}
