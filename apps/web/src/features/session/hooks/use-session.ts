import { authEndpoints, type TSessionState } from '@cardora/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#api/endpoint-query';
import { sessionKeys } from '#api/query-keys';

const NO_SESSION: TSessionState = { kind: 'none' };

/** GET /session: who is signed in (200 either way, so a fresh visit raises no dialog). */
export function useSessionQuery() {
  return useQuery({
    ...endpointQuery(sessionKeys.current(), authEndpoints.getSession, {}),
    meta: { skipAuthDialog: true },
  });
}

/** The session state once booted; "none" while a removed session is being fetched again. */
export function useSession(): TSessionState {
  return useSessionQuery().data ?? NO_SESSION;
}
