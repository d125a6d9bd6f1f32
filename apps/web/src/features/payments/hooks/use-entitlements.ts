// The panel's read of what a business may do (docs/product-rules.md#entitlements-refresh): the
// one entitlements query, polled while a payment of the business is pending, and the watcher.
import { endpoints } from '@cardora/contract';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint } from '#api/client';
import { entitlementKeys } from '#api/query-keys';
import { useStore } from '#lib/create-store';
import { isPaymentPending, PENDING_POLL_MS, pendingStore, settlePending, watchEntitlements } from '../entitlements';

/** What the business may do now; polled while one of its payments is pending. */
export function useEntitlements(businessId: string | null) {
  const pending = useStore(pendingStore);
  const polling = businessId !== null && businessId in pending;
  return useQuery({
    queryKey: entitlementKeys.of(businessId ?? ''),
    queryFn: ({ signal }) => {
      if (businessId && !isPaymentPending(businessId)) settlePending(businessId);
      return callEndpoint(endpoints.getBusinessEntitlements, { query: { businessId: businessId ?? '' }, signal });
    },
    enabled: businessId !== null,
    // Staff may record a payment from another device: coming back to the tab reads it again.
    staleTime: 10_000,
    refetchOnWindowFocus: true,
    refetchInterval: polling ? PENDING_POLL_MS : false,
  });
}

const watched = new WeakSet<QueryClient>();

/**
 * Mounted once per area (with the upgrade screen): watches the entitlement answers and keeps the
 * active business's entitlements read, so its pending payments are polled wherever the customer is.
 */
export function useEntitlementsSync(activeBusinessId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (watched.has(queryClient)) return;
    watched.add(queryClient);
    const stop = watchEntitlements(queryClient);
    return () => {
      watched.delete(queryClient);
      stop();
    };
  }, [queryClient]);
  useEntitlements(activeBusinessId);
}
