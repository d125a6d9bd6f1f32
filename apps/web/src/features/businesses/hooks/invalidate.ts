import type { QueryClient } from '@tanstack/react-query';
import { businessKeys, cardKeys, userKeys } from '../../../api/query-keys';

/** A business added, changed or removed changes the lists, the user's business summary and cards. */
export function invalidateBusinesses(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: businessKeys.mine() });
  void queryClient.invalidateQueries({ queryKey: businessKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: userKeys.all });
  void queryClient.invalidateQueries({ queryKey: cardKeys.all });
}
