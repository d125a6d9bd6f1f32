import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The auth steps keep the query string (e.g. ?agency= in dev, campaign tags). */
export function useNavigateKeepingQuery() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (pathname: string, options?: { replace?: boolean; state?: unknown }) => navigate({ pathname, search }, options),
    [navigate, search],
  );
}
