import { endpoints, type TSessionState, type TUserPreferenceBody } from '@cardora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { sessionKeys, userKeys } from '#api/query-keys';

/** POST /user/preference: switch the active business ('Switching Business...' shows meanwhile). */
export function useUpdateUserPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: userKeys.preference(),
    mutationFn: (body: TUserPreferenceBody) => callEndpoint(endpoints.updateUserPreference, { body }),
    onSuccess: (details) => {
      queryClient.setQueryData(userKeys.details(), details);
      queryClient.setQueryData<TSessionState>(sessionKeys.current(), (previous) =>
        previous?.kind === 'user' ? { ...previous, details } : previous,
      );
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
