import { endpoints } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { greetingKeys } from '#api/greeting-keys';

/** GET /image-post/greeting-options: the frames and kinds the plan offers, today's allowance and any refusal. */
export function useGreetingOptions(businessId: string | null) {
  return useQuery({
    queryKey: greetingKeys.options(businessId ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.getGreetingOptions, { query: { businessId: businessId ?? '' }, signal }),
    enabled: businessId !== null,
  });
}
