import { endpoints } from '@cardora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#api/endpoint-query';
import { cardKeys } from '#api/query-keys';

/** GET /card/analytics: views, visitors and clicks of one card over the last `days` days. */
export function useCardAnalytics(cardNo: number | null, days: number) {
  return useQuery({
    ...endpointQuery(cardKeys.analytics(cardNo ?? 0, days), endpoints.getCardAnalytics, {
      query: { cardNo: cardNo ?? 0, days },
    }),
    enabled: cardNo !== null,
    placeholderData: keepPreviousData,
  });
}
