import { endpoints } from '@cardora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { cardKeys } from '#api/query-keys';

/** GET /card/analytics: views, visitors and clicks of one card over the last `days` days. */
export function useCardAnalytics(cardNo: number | null, days: number) {
  return useQuery({
    queryKey: cardKeys.analytics(cardNo ?? 0, days),
    queryFn: ({ signal }) => callEndpoint(endpoints.getCardAnalytics, { query: { cardNo: cardNo ?? 0, days }, signal }),
    enabled: cardNo !== null,
    placeholderData: keepPreviousData,
  });
}
