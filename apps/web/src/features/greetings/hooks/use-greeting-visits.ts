import { endpoints } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#api/endpoint-query';
import { greetingKeys } from '#api/greeting-keys';

/** GET /image-post/greeting-visits: card visits that came from the business's greetings. */
export function useGreetingVisits(businessId: string | null, days = 30, enabled = true) {
  return useQuery({
    ...endpointQuery(greetingKeys.visits(businessId ?? '', days), endpoints.getGreetingVisits, {
      query: { businessId: businessId ?? '', days },
    }),
    enabled: enabled && businessId !== null,
  });
}
