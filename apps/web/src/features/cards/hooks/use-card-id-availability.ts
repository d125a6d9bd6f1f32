import { endpoints } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { cardKeys } from '#api/query-keys';

/** GET /checkCardIdAvailability: whether an address is valid and free, and why not. */
export function useCardIdAvailability(cardId: string, cardNo: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: cardKeys.cardIdAvailability(cardId, cardNo),
    queryFn: ({ signal }) => callEndpoint(endpoints.checkCardIdAvailability, { query: { cardId, cardNo }, signal }),
    enabled: enabled && cardId.length > 0,
    staleTime: 5_000,
  });
}
