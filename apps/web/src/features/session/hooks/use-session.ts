import { authEndpoints, type TSessionState } from '@cardora/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { sessionKeys } from '#api/query-keys';

const NO_SESSION: TSessionState = { kind: 'none' };

/** GET /session: who is signed in (200 either way, so a fresh visit raises no dialog). */
export function useSessionQuery() {
  return useQuery({
    queryKey: sessionKeys.current(),
    queryFn: ({ signal }) => callEndpoint(authEndpoints.getSession, { signal }),
    meta: { skipAuthDialog: true },
  });
}

/** The session state once booted; "none" while a removed session is being fetched again. */
export function useSession(): TSessionState {
  return useSessionQuery().data ?? NO_SESSION;
}
