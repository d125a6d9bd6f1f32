import { endpoints, type TCardPaymentOrderBody, type TMakeCardPaymentBody } from '@cardora/contract';
import { type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client';
import { businessKeys, paymentKeys, userKeys } from '../../../api/query-keys';

/** GET /card-payment/last-active: the plan the business is on now (null: none). */
export function useLastActivePlan(businessId: string | null) {
  return useQuery({
    queryKey: paymentKeys.lastActive(businessId ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.lastActiveCardPayment, { query: { businessId: businessId ?? '' }, signal }),
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

/** A payment changes the business (paid, expiry), the user's summary, lists and its plan. */
export function refreshAfterPayment(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: userKeys.all });
  void queryClient.invalidateQueries({ queryKey: businessKeys.all });
  void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
}
