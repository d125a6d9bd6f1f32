import { endpoints } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { businessQuery } from '#api/endpoint-query';
import { greetingKeys } from '#api/greeting-keys';

/** GET /image-post/greeting-options: the frames and kinds the plan offers, today's allowance and any refusal. */
export function useGreetingOptions(businessId: string | null) {
  return useQuery(businessQuery(greetingKeys.options, endpoints.getGreetingOptions, businessId));
}
