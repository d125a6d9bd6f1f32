// A failed gateway payment's reason, for the app's own dialog (docs/product-rules.md#payment-failure).
// Set from the checkout's failure event (outside React), so it lives in a small external store.
import { createStore, useStore } from '#lib/create-store';

const failureStore = createStore<string | null>(null);

export function showPaymentFailure(reason: string): void {
  failureStore.set(reason);
}

export function usePaymentFailure(): string | null {
  return useStore(failureStore);
}
