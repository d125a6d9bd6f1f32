// One TanStack Query hook per dashboard call (spec 7 "Dashboard").
import { endpoints, type TAdminInsightsQuery } from '@cardora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  home: () => [...dashboardKeys.all, 'home'] as const,
  insights: (query: TAdminInsightsQuery) => [...dashboardKeys.all, 'insights', query] as const,
};

/** GET /dashboard: the home tiles. Refetched on every visit to a home page, shown from cache meanwhile. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.home(),
    queryFn: ({ signal }) => callEndpoint(endpoints.getDashboard, { signal }),
    staleTime: 0,
  });
}

/** GET /dashboard/admin-insights: a range keeps showing the previous one's figures while it loads. */
export function useAdminInsights(query: TAdminInsightsQuery) {
  return useQuery({
    queryKey: dashboardKeys.insights(query),
    queryFn: ({ signal }) => callEndpoint(endpoints.getAdminInsights, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
