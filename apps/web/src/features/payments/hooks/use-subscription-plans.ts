import { endpoints } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client';
import { planKeys } from '../../../api/query-keys';

/** GET /business/subscription-plan: the agency's plans. */
export function useSubscriptionPlans(enabled = true) {
  return useQuery({
    queryKey: planKeys.list(),
    queryFn: ({ signal }) => callEndpoint(endpoints.listSubscriptionPlans, { query: {}, signal }),
    enabled,
  });
}
