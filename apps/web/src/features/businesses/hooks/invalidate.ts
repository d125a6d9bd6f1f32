import type { QueryClient } from '@tanstack/react-query';
import { businessKeys, cardKeys, entitlementKeys, userKeys } from '#api/query-keys';

/** A business added, changed or removed changes the lists, the user's business summary and cards. */
export function invalidateBusinesses(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: businessKeys.mine() });
  void queryClient.invalidateQueries({ queryKey: businessKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: userKeys.all });
  void queryClient.invalidateQueries({ queryKey: cardKeys.all });
  // A card limit or greetings setting changes what the business may do (docs/product-rules.md#entitlements-refresh).
  void queryClient.invalidateQueries({ queryKey: entitlementKeys.all });
}

/** A form's change to a business: what it changes reads again; its errors show in the form. */
export const changesBusinesses = {
  onSuccess: (_result: unknown, _variables: unknown, queryClient: QueryClient) => invalidateBusinesses(queryClient),
  meta: { inlineErrors: true },
};
