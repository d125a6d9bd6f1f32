// One TanStack Query hook per documents call: a business's documents, what the agency issued in
// a month, what the platform issued to an agency, a business's billing details, a refund, and the
// public check of a document's QR code. docs/product-rules.md#gst-documents
import { endpoints, type TRefundPaymentResult } from '@cardora/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { businessQuery, endpointQuery, useEndpointMutation } from '#api/endpoint-query';
import { businessKeys, entitlementKeys, paymentKeys } from '#api/query-keys';
import { taxDocumentKeys } from '#api/tax-document-keys';

/** GET /tax-documents?businessId: the business's invoices, receipts and credit notes, newest first. */
export function useBusinessDocuments(businessId: string | null) {
  return useQuery(businessQuery(taxDocumentKeys.business, endpoints.listTaxDocuments, businessId));
}

/** GET /tax-documents?month: what the signed-in admin's agency issued in the month (YYYY-MM). */
export function useMonthDocuments(month: string) {
  return useQuery(endpointQuery(taxDocumentKeys.month(month), endpoints.listTaxDocuments, { query: { month } }));
}

/** GET /tax-documents?buyerAgencyId: what the platform issued to the agency for its bills. */
export function useBuyerDocuments(agencyId: string | null) {
  return useQuery({
    ...endpointQuery(taxDocumentKeys.buyer(agencyId ?? ''), endpoints.listTaxDocuments, {
      query: { buyerAgencyId: agencyId ?? '' },
    }),
    enabled: agencyId !== null,
  });
}

/** GET /business/tax-details: the business's GSTIN, billing name, address and state. */
export function useBusinessTaxDetails(businessId: string | null) {
  return useQuery(businessQuery(taxDocumentKeys.businessDetails, endpoints.getBusinessTaxDetails, businessId));
}

/** PUT /business/tax-details: the answer is the details as saved; documents from now on use them. */
export function useSaveBusinessTaxDetails() {
  return useEndpointMutation(endpoints.saveBusinessTaxDetails, {
    mutationKey: taxDocumentKeys.saveBusinessDetails(),
    // The form shows its own errors under its fields.
    meta: { inlineErrors: true },
    onSuccess: (saved, _body, queryClient) =>
      queryClient.setQueryData(taxDocumentKeys.businessDetails(saved.businessId), saved),
  });
}

/** What a refund changes: its documents (the credit note), the payments, and a fully refunded plan. */
function refreshAfterRefund(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [taxDocumentKeys.lists(), paymentKeys.all, businessKeys.all, entitlementKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * POST /payments/refund: the gateway returns the money and a credit note is issued. It settles
 * once the documents and payments have been read again, so the list shows the credit note.
 */
export function useRefundPayment() {
  return useEndpointMutation(endpoints.refundPayment, {
    mutationKey: taxDocumentKeys.refund(),
    // The refund dialog shows the server's refusal itself (on the amount, or above the form).
    meta: { inlineErrors: true },
    onSuccess: (_result: TRefundPaymentResult, _body, queryClient) => refreshAfterRefund(queryClient),
  });
}

/** GET /public/tax-documents/{checkCode}: what a document's QR code confirms (signed out too). */
export function useTaxDocumentCheck(checkCode: string) {
  return useQuery({
    ...endpointQuery(taxDocumentKeys.check(checkCode), endpoints.checkTaxDocument, { params: { checkCode } }),
    // An unknown code is an answer, not a blip to retry.
    retry: false,
  });
}
