import { endpoints } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { cardKeys } from '#api/query-keys';

/** GET /getCardsByBusiness: the business's card, or null when it has none yet (one card per business). */
export function useBusinessCard(businessId: string | null) {
  return useQuery({
    queryKey: cardKeys.byBusiness(businessId ?? ''),
    queryFn: async ({ signal }) => {
      const cards = await callEndpoint(endpoints.getCardsByBusiness, {
        query: { businessId: businessId ?? '' },
        signal,
      });
      return cards[0] ?? null;
    },
    enabled: businessId !== null,
  });
}
