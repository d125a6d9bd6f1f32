// One TanStack Query hook per dashboard call.
import { endpoints, type TAdminInsightsQuery } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#api/endpoint-query';
import { listQuery } from '#api/list-query';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** A customer's home asks for one business's figures; staff for none. */
  home: (businessId?: string | null) => [...dashboardKeys.all, 'home', businessId ?? null] as const,
  insights: (query: TAdminInsightsQuery) => [...dashboardKeys.all, 'insights', query] as const,
};

/**
 * GET /dashboard: the home tiles — a customer's for the business named (their active one), staff's
 * for their reach. Refetched on every visit to a home page, shown from cache meanwhile.
 */
export function useDashboard(businessId?: string | null) {
  return useQuery({
    ...endpointQuery(dashboardKeys.home(businessId), endpoints.getDashboard, {
      query: businessId ? { businessId } : {},
    }),
    staleTime: 0,
  });
}

/** GET /dashboard/admin-insights: a range keeps showing the previous one's figures while it loads. */
export function useAdminInsights(query: TAdminInsightsQuery) {
  return useQuery(listQuery(dashboardKeys.insights(query), endpoints.getAdminInsights, query));
}
