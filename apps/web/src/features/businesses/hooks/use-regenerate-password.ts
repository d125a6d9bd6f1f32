import { endpoints } from '@cardora/contract';
import { useEndpointMutation } from '#api/endpoint-query';

/** POST /regenerateRandomPassword (admins): a new password for a user, answered once. */
export function useRegeneratePassword() {
  return useEndpointMutation(endpoints.regenerateRandomPassword, {
    call: (userId: string) => ({ body: { userId } }),
    // The dialog shows a failure itself.
    meta: { inlineErrors: true },
  });
}
