import { endpoints, type TCardPaymentOrderBody, type TMakeCardPaymentBody } from '@cardora/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { paymentKeys } from '#api/query-keys';
import { refreshPlanDependents } from '../entitlements';

/** GET /card-payment/last-active: the plan the business is on now (null: none). */
export function useLastActivePlan(businessId: string | null) {
  return useQuery({
    queryKey: paymentKeys.lastActive(businessId ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.lastActiveCardPayment, { query: { businessId: businessId ?? '' }, signal }),
    enabled: businessId !== null,
  });
}

/** GET /card-payment: the business's payment records, newest first. */
export function useCardPayments(businessId: string | null) {
  return useQuery({
    queryKey: paymentKeys.list(businessId ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listCardPayments, { query: { businessId: businessId ?? '' }, signal }),
    enabled: businessId !== null,
  });
}

/** POST /card-payment/order: the server prices the plan and creates the gateway order. */
export function useCreateCardPaymentOrder() {
  return useMutation({
    mutationKey: paymentKeys.order(),
    mutationFn: (body: TCardPaymentOrderBody) => callEndpoint(endpoints.createCardPaymentOrder, { body }),
  });
}

/** POST /card-payment/gateway: record a checkout payment (signature checked by the server). */
export function useRecordGatewayPayment() {
  return useMutation({
    mutationKey: paymentKeys.gateway(),
    mutationFn: (body: TMakeCardPaymentBody) => callEndpoint(endpoints.makeCardPaymentThroughGateway, { body }),
  });
}

/** POST /card-payment: staff record a payment taken outside the gateway (isManualUpdate). */
export function useRecordManualPayment() {
  return useMutation({
    mutationKey: paymentKeys.manual(),
    mutationFn: (body: TMakeCardPaymentBody) => callEndpoint(endpoints.makeCardPayment, { body }),
  });
}

/**
 * DELETE /card-payment: the server recomputes the business from the payments left. It settles
 * once the business, the lists, the plan and the history have been fetched again, so whoever
 * waits for it shows the new state. A failure shows in the 'Error' dialog.
 */
export function useDeleteCardPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: paymentKeys.remove(),
    mutationFn: (recordNo: number) => callEndpoint(endpoints.deleteCardPayment, { query: { recordNo } }),
    onSuccess: () => refetchPaymentState(queryClient),
  });
}

/**
 * A payment changes the business (paid, expiry), the user's summary, lists, its plan, its
 * history and everything its plan unlocks (docs/product-rules.md#entitlements-refresh).
 */
function refetchPaymentState(queryClient: QueryClient): Promise<unknown> {
  return refreshPlanDependents(queryClient);
}
