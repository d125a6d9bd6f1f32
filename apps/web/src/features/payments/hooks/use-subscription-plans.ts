import { endpoints } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#api/endpoint-query';
import { planKeys } from '#api/query-keys';

/**
 * GET /business/subscription-plan: the agency's plans. agencyId names another agency (only the
 * superadmin's admins may, for a business of that agency); without it, the viewer's own.
 */
export function useSubscriptionPlans({ enabled = true, agencyId }: { enabled?: boolean; agencyId?: string } = {}) {
  return useQuery({
    ...endpointQuery(planKeys.list(agencyId), endpoints.listSubscriptionPlans, { query: { agencyId } }),
    enabled,
  });
}
