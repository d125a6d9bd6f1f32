import type { TSessionState } from '@cardora/contract/auth';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '../api/api-error';
import { sessionKeys } from '../api/query-keys';
import { raiseAuthError, raiseError } from './global-dialogs-store';
import { setSessionSource } from './reauth-store';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The page shows this mutation's errors itself, so the generic 'Error' dialog stays shut. */
      inlineErrors?: boolean;
      /** Background calls (activity pings) never show the generic dialog. */
      silent?: boolean;
    };
    queryMeta: {
      /** The boot GET /session is never 401, and must not raise the auth dialog if it somehow were. */
      skipAuthDialog?: boolean;
    };
  }
}

/** Any 401/403 from any call raises 'Failed to authenticate user'. */
function handleAuthError(error: unknown): boolean {
  if (!isApiError(error) || !error.isAuthError) return false;
  raiseAuthError(error.message);
  return true;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.skipAuthDialog) return;
        handleAuthError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (handleAuthError(error)) return;
        if (mutation.meta?.inlineErrors || mutation.meta?.silent) return;
        raiseError(errorMessage(error));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not get better by retrying; network blips might.
        retry: (failureCount, error) =>
          failureCount < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500),
      },
      mutations: { retry: false },
    },
  });
  // Signing in again in place asks who was signed in (reauth-store.ts).
  setSessionSource(() => client.getQueryData<TSessionState>(sessionKeys.current()));
  return client;
}
