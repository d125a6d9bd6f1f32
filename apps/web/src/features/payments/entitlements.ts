// What a business may do, read once for the whole panel (docs/product-rules.md#entitlements-refresh).
// GET /business/entitlements under one key: every payment (checkout, webhook, staff's record, a
// deleted payment) refreshes it; while a payment is pending it is re-read every
// PENDING_POLL_MS, because the webhook may land after the browser's success. When what it says
// changes, every screen that depends on the plan is fetched again, so the page the customer
// paid from unlocks in place, without a reload.
import type { TBusinessEntitlementsView } from '@cardora/contract';
import type { Query, QueryClient } from '@tanstack/react-query';
import { greetingKeys } from '#api/greeting-keys';
import { pdfCardKeys } from '#api/pdf-card-keys';
import { businessKeys, cardKeys, entitlementKeys, paymentKeys, userKeys } from '#api/query-keys';
import { taxDocumentKeys } from '#api/tax-document-keys';
import { videoKeys } from '#api/video-keys';
import { createStore } from '#lib/create-store';

/** How often a pending payment's business is read again, and for how long at most. */
export const PENDING_POLL_MS = 1_500;
export const PENDING_FOR_MS = 60_000;

/** Businesses with a payment in flight: business id -> the time to stop waiting (ms). */
export const pendingStore = createStore<Record<string, number>>({});

/** The checkout said yes: read the business again until the plan shows it (or PENDING_FOR_MS). */
export function markPaymentPending(businessId: string): void {
  pendingStore.update((pending) => ({ ...pending, [businessId]: Date.now() + PENDING_FOR_MS }));
}

export function settlePending(businessId: string): void {
  if (!(businessId in pendingStore.get())) return;
  pendingStore.update(({ [businessId]: _settled, ...rest }) => rest);
}

export function isPaymentPending(businessId: string): boolean {
  const until = pendingStore.get()[businessId];
  return until !== undefined && until > Date.now();
}

/** What a screen's lock depends on: the plan's effect, not what the business has made since. */
function fingerprint(view: TBusinessEntitlementsView): string {
  return JSON.stringify([view.paymentStatus, view.expiryDateForCustomer, view.entitlements]);
}

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

/**
 * The queries whose answer depends on the plan: the business and its user, payments and their
 * documents, greeting options and refused renders, PDF cards, the videos' allowance, the projects. Not a render
 * already made, nor the libraries of posts and templates: the plan does not change those.
 */
function dependsOnPlan(query: Query): boolean {
  const key = query.queryKey;
  if (startsWith(key, [...greetingKeys.all, 'render'])) return query.state.status === 'error';
  if (startsWith(key, [...pdfCardKeys.all, 'preview'])) return false;
  return [
    businessKeys.all,
    userKeys.all,
    paymentKeys.all,
    taxDocumentKeys.lists(),
    cardKeys.all,
    [...greetingKeys.all, 'options'],
    [...greetingKeys.all, 'home'],
    pdfCardKeys.all,
    videoKeys.userVideos(),
  ].some((prefix) => startsWith(key, prefix));
}

/** Every screen that depends on the plan fetches again (the entitlements themselves included). */
export function refreshPlanDependents(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: entitlementKeys.all }),
    queryClient.invalidateQueries({ predicate: dependsOnPlan }),
  ]);
}

/** A payment was recorded (or deleted) for the business: no more waiting, everything plan-bound fetches again. */
export function paymentChanged(queryClient: QueryClient, businessId: string | null): Promise<unknown> {
  if (businessId) settlePending(businessId);
  return refreshPlanDependents(queryClient);
}

/**
 * Watches the entitlement answers: when a business's changes (a webhook seen by polling, a
 * payment staff recorded, seen on coming back to the tab), its pending wait ends and every
 * plan-dependent screen is fetched again. Returns the unsubscribe.
 */
export function watchEntitlements(queryClient: QueryClient): () => void {
  const seen = new Map<string, string>();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const key = event.query.queryKey;
    if (!startsWith(key, entitlementKeys.all)) return;
    const data = event.query.state.data as TBusinessEntitlementsView | undefined;
    if (!data) return;
    const print = fingerprint(data);
    const before = seen.get(data.businessId);
    seen.set(data.businessId, print);
    if (before === undefined || before === print) return;
    settlePending(data.businessId);
    void queryClient.invalidateQueries({ predicate: dependsOnPlan });
  });
}
