import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { returnPlaceFrom } from '#features/session';

/** The auth steps keep the query string (e.g. ?agency= in dev, campaign tags). */
export function useNavigateKeepingQuery() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (pathname: string, options?: { replace?: boolean; state?: unknown }) => navigate({ pathname, search }, options),
    [navigate, search],
  );
}

/**
 * Signed in: on to the page a link sent the person to sign in for (a tag's claim,
 * features/session/return-to.ts), else to `home` with the query kept, replacing the sign-in step.
 */
export function useGoAfterSignIn() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (home: string) => navigate(returnPlaceFrom(search) ?? { pathname: home, search }, { replace: true }),
    [navigate, search],
  );
}
