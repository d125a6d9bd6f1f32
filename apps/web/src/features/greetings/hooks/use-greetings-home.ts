import { endpoints } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#api/endpoint-query';
import { greetingKeys } from '#api/greeting-keys';

/** GET /image-post/home: today's posts (IST), the festival calendar ahead, and the trade's posts. */
export function useGreetingsHome(businessId: string | null) {
  return useQuery({
    ...endpointQuery(greetingKeys.home(businessId ?? ''), endpoints.getGreetingsHome, {
      query: { businessId: businessId ?? undefined },
    }),
    enabled: businessId !== null,
    // The day's posts change once a day; a few minutes between looks is plenty.
    staleTime: 5 * 60_000,
  });
}
