import { endpoints } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { businessQuery, useEndpointMutation } from '#api/endpoint-query';
import { paymentKeys } from '#api/query-keys';
import { refreshPlanDependents } from '../entitlements';

/** GET /card-payment/last-active: the plan the business is on now (null: none). */
export function useLastActivePlan(businessId: string | null) {
  return useQuery(businessQuery(paymentKeys.lastActive, endpoints.lastActiveCardPayment, businessId));
}

/** GET /card-payment: the business's payment records, newest first. */
export function useCardPayments(businessId: string | null) {
  return useQuery(businessQuery(paymentKeys.list, endpoints.listCardPayments, businessId));
}

/** POST /card-payment/order: the server prices the plan and creates the gateway order. */
export function useCreateCardPaymentOrder() {
  return useEndpointMutation(endpoints.createCardPaymentOrder, { mutationKey: paymentKeys.order() });
}

/** POST /card-payment/gateway: record a checkout payment (signature checked by the server). */
export function useRecordGatewayPayment() {
  return useEndpointMutation(endpoints.makeCardPaymentThroughGateway, { mutationKey: paymentKeys.gateway() });
}

/** POST /card-payment: staff record a payment taken outside the gateway (isManualUpdate). */
export function useRecordManualPayment() {
  return useEndpointMutation(endpoints.makeCardPayment, { mutationKey: paymentKeys.manual() });
}

/**
 * DELETE /card-payment: the server recomputes the business from the payments left. It settles
 * once the business, the lists, the plan and the history have been fetched again, so whoever
 * waits for it shows the new state. A failure shows in the 'Error' dialog.
 */
export function useDeleteCardPayment() {
  return useEndpointMutation(endpoints.deleteCardPayment, {
    mutationKey: paymentKeys.remove(),
    call: (recordNo: number) => ({ query: { recordNo } }),
    // A payment changes the business (paid, expiry), the user's summary, lists, its plan, its
    // history and everything its plan unlocks (docs/product-rules.md#entitlements-refresh).
    onSuccess: (_deleted, _recordNo, queryClient) => refreshPlanDependents(queryClient),
  });
}
