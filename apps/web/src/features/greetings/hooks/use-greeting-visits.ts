import { endpoints } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { greetingKeys } from '#api/greeting-keys';

/** GET /image-post/greeting-visits: card visits that came from the business's greetings. */
export function useGreetingVisits(businessId: string | null, days = 30, enabled = true) {
  return useQuery({
    queryKey: greetingKeys.visits(businessId ?? '', days),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.getGreetingVisits, { query: { businessId: businessId ?? '', days }, signal }),
    enabled: enabled && businessId !== null,
  });
}
