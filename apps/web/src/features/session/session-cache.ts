import type { TFranchiseeSummary, TSessionState, TUserDetails } from '@cardora/contract/auth';
import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys, userKeys } from '#api/query-keys';

// Sign-in answers already carry who signed in; writing them into the cache lets the
// guards let the person through at once, and the refetch confirms it.
export function storeSignedInUser(queryClient: QueryClient, details: TUserDetails, passwordMustChange = false) {
  const state: TSessionState = {
    kind: 'user',
    details,
    lastInteractionTimestamp: new Date().toISOString(),
    passwordMustChange,
  };
  queryClient.setQueryData(sessionKeys.current(), state);
  queryClient.setQueryData(userKeys.details(), details);
  void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
}

export function storeSignedInFranchisee(queryClient: QueryClient, franchisee: TFranchiseeSummary) {
  const state: TSessionState = { kind: 'franchisee', franchisee, lastInteractionTimestamp: new Date().toISOString() };
  queryClient.setQueryData(sessionKeys.current(), state);
  void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
}

/** Logout: drop every signed-in answer but keep the agency (theme and flags stay on screen). */
export function forgetSession(queryClient: QueryClient) {
  queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== 'agency' });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'agency' });
  const none: TSessionState = { kind: 'none' };
  queryClient.setQueryData(sessionKeys.current(), none);
}
