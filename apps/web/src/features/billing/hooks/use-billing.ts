// One TanStack Query hook per billing call (month payments, the annual payment, the agency's
// image and PDF card payments). Every change refetches all billing state: a payment
// or a moved card changes the month, the lists and the outstanding amount at once.

import {
  endpoints,
  type TAddCardInBillBody,
  type TMoveOutCardBody,
  type TPaymentOrderResponse,
  type TSetBillingPricesBody,
} from '@cardora/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { endpointQuery } from '#api/endpoint-query';
import type { ManualPaymentDetails } from '#features/payments';

export const billingKeys = {
  all: ['billing'] as const,
  outstanding: () => [...billingKeys.all, 'outstanding'] as const,
  month: (year: number, month: number) => [...billingKeys.all, 'month', year, month] as const,
  fees: (kind: FeeKind) => [...billingKeys.all, 'fees', kind] as const,
  mutation: (name: string) => [...billingKeys.all, 'mutation', name] as const,
};

export type FeeKind = 'annual' | 'greetings' | 'pdf-card';

export function useOutstandingAmount() {
  return useQuery(endpointQuery(billingKeys.outstanding(), endpoints.getOutstandingAmount, { query: {} }));
}

export function useMonthBill(year: number, month: number) {
  return useQuery(
    endpointQuery(billingKeys.month(year, month), endpoints.getMonthPayments, { query: { year, month } }),
  );
}

const FEE_LISTS = {
  annual: endpoints.getAnnualPayments,
  greetings: endpoints.getAgencyImagePayments,
  'pdf-card': endpoints.getAgencyPdfCardPayments,
} as const;

export function useFeeBills(kind: FeeKind) {
  return useQuery(endpointQuery(billingKeys.fees(kind), FEE_LISTS[kind], { query: {} }));
}

function useBillingMutation<T, R>(name: string, fn: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: billingKeys.mutation(name),
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}

export function useMoveOutCard() {
  return useBillingMutation('move-out', (body: TMoveOutCardBody) =>
    callEndpoint(endpoints.moveOutCardFromBill, { body }),
  );
}

export function useAddCardInBill() {
  return useBillingMutation('add-card', (body: TAddCardInBillBody) => callEndpoint(endpoints.addCardInBill, { body }));
}

/** Which bill a gateway payment is for, as the order and the callback endpoints name it. */
export type BillRef =
  | { kind: 'month'; year: number; month: number }
  | { kind: 'annual'; year: number }
  | { kind: 'greetings' }
  | { kind: 'pdf-card' };

export interface CallbackFields {
  orderCreationId: string;
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
}

/** POST …/order for the bill: what is outstanding (or `amount` paise of it). */
export function createBillOrder(ref: BillRef, amount?: number): Promise<TPaymentOrderResponse> {
  const extra = amount === undefined ? {} : { amount };
  switch (ref.kind) {
    case 'month':
      return callEndpoint(endpoints.createMonthPaymentOrder, { body: { year: ref.year, month: ref.month, ...extra } });
    case 'annual':
      return callEndpoint(endpoints.createAnnualPaymentOrder, { body: { year: ref.year, ...extra } });
    case 'greetings':
      return callEndpoint(endpoints.createAgencyImagePaymentOrder, { body: extra });
    case 'pdf-card':
      return callEndpoint(endpoints.createAgencyPdfCardPaymentOrder, { body: extra });
  }
}

/** Records the checkout's payment at the bill's gateway endpoint. */
export function recordBillGatewayPayment(ref: BillRef, fields: CallbackFields) {
  const body = { ...fields, throughGateway: true };
  switch (ref.kind) {
    case 'month':
      return callEndpoint(endpoints.makeMonthPaymentThroughGateway, {
        body: { ...body, year: ref.year, month: ref.month },
      });
    case 'annual':
      return callEndpoint(endpoints.makeAnnualPayment, { body: { ...body, year: ref.year } });
    case 'greetings':
      return callEndpoint(endpoints.makeAgencyImagePaymentThroughGateway, { body });
    case 'pdf-card':
      return callEndpoint(endpoints.makeAgencyPdfCardPayment, { body });
  }
}

// ---------------------------------------------------------------------------------------
// The superadmin's view of one agency (Agency Management → Billing).

export const agencyBillingKeys = {
  prices: (agencyId: string) => [...billingKeys.all, 'agency', agencyId, 'prices'] as const,
  outstanding: (agencyId: string) => [...billingKeys.all, 'agency', agencyId, 'outstanding'] as const,
};

export function useAgencyPrices(agencyId: string) {
  return useQuery(
    endpointQuery(agencyBillingKeys.prices(agencyId), endpoints.getBillingPrices, { query: { agencyId } }),
  );
}

export function useAgencyOutstanding(agencyId: string) {
  return useQuery(
    endpointQuery(agencyBillingKeys.outstanding(agencyId), endpoints.getOutstandingAmount, { query: { agencyId } }),
  );
}

export function useSetPrices() {
  return useBillingMutation('prices', (body: TSetBillingPricesBody) =>
    callEndpoint(endpoints.setBillingPrices, { body }),
  );
}

/** The superadmin records money received outside the gateway for one bill (isManualUpdate). */
export function useRecordManualBillPayment() {
  return useBillingMutation(
    'manual',
    ({
      agencyId,
      ref,
      amount,
      note,
      ...details
    }: { agencyId: string; ref: BillRef; amount: number; note?: string } & ManualPaymentDetails) => {
      const body = {
        agencyId,
        amount,
        isManualUpdate: true,
        throughGateway: false,
        ...(note ? { note } : {}),
        ...details,
      };
      switch (ref.kind) {
        case 'month':
          return callEndpoint(endpoints.makeMonthPayment, { body: { ...body, year: ref.year, month: ref.month } });
        case 'annual':
          return callEndpoint(endpoints.makeAnnualPayment, { body: { ...body, year: ref.year } });
        case 'greetings':
          return callEndpoint(endpoints.makeAgencyImagePayment, { body });
        case 'pdf-card':
          return callEndpoint(endpoints.makeAgencyPdfCardPayment, { body });
      }
    },
  );
}

// ---------------------------------------------------------------------------------------
// Move-out requests (docs/product-rules.md#bill-move-out-approval).

export function useMoveOutRequests(status: 'pending' | undefined = 'pending') {
  return useQuery(
    endpointQuery([...billingKeys.all, 'move-out-requests', status ?? 'all'] as const, endpoints.listMoveOutRequests, {
      query: status ? { status } : {},
    }),
  );
}

/** The platform approves or refuses one request; every billing view is fetched again. */
export function useDecideMoveOut() {
  return useBillingMutation(
    'move-out-decision',
    ({ requestId, decision, note }: { requestId: string; decision: 'approve' | 'refuse'; note?: string }) =>
      callEndpoint(decision === 'approve' ? endpoints.approveMoveOutRequest : endpoints.refuseMoveOutRequest, {
        params: { requestId },
        body: note ? { note } : {},
      }),
  );
}
