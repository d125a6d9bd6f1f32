import { endpoints } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#api/endpoint-query';
import { cardKeys } from '#api/query-keys';

/** GET /checkCardIdAvailability: whether an address is valid and free, and why not. */
export function useCardIdAvailability(cardId: string, cardNo: number | undefined, enabled: boolean) {
  return useQuery({
    ...endpointQuery(cardKeys.cardIdAvailability(cardId, cardNo), endpoints.checkCardIdAvailability, {
      query: { cardId, cardNo },
    }),
    enabled: enabled && cardId.length > 0,
    staleTime: 5_000,
  });
}
