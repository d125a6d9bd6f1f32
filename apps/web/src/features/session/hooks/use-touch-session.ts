import { authEndpoints } from '@cardora/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { sessionKeys } from '#api/query-keys';

/** POST /session/touch: activity keeps the session alive; a 401 here means it already lapsed. */
export function useTouchSession() {
  return useMutation({
    mutationKey: sessionKeys.touch(),
    mutationFn: () => callEndpoint(authEndpoints.touchSession, {}),
    meta: { silent: true },
  });
}
