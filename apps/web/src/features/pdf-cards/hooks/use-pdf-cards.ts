import { endpoints, type TPdfCard, type TPdfCardListQuery } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { businessQuery, dropsDetail, endpointQuery, keepsAnswer, useEndpointMutation } from '#api/endpoint-query';
import { listQuery } from '#api/list-query';
import { pdfCardKeys } from '#api/pdf-card-keys';

/** GET /pdf-card/getPdfCardsByBusiness: the business's PDF cards and whether it may add one. */
export function usePdfCardsByBusiness(businessId: string | null) {
  return useQuery(businessQuery(pdfCardKeys.byBusiness, endpoints.getPdfCardsByBusiness, businessId));
}

/** GET /pdf-card/pdfCard: one card with its purchase state, export right and verification link. */
export function usePdfCard(pdfCardNo: number | null) {
  return useQuery({
    ...endpointQuery(pdfCardKeys.detail(pdfCardNo ?? 0), endpoints.getPdfCard, {
      query: { pdfCardNo: pdfCardNo ?? 0 },
    }),
    enabled: pdfCardNo !== null,
  });
}

/** GET /pdf-card/draft: a new card's details, prefilled from the business and its digital card. */
export function usePdfCardDraft(businessId: string | null) {
  return useQuery({
    ...businessQuery(pdfCardKeys.draft, endpoints.getPdfCardDraft, businessId),
    staleTime: 5 * 60_000,
  });
}

/** GET /pdf-card/getPdfCardList: All Projects' PDF cards (the server filters, sorts and pages). */
export function usePdfCardList(query: TPdfCardListQuery) {
  return useQuery(listQuery(pdfCardKeys.list(query), endpoints.getPdfCardList, query));
}

/**
 * A change to one card: its detail is the answer, its business's list and All Projects read
 * again. Its errors (fields, the plan's 409) show where it was made, not in the Error dialog.
 */
const changesCard = {
  onSuccess: keepsAnswer(
    (card: TPdfCard) => pdfCardKeys.detail(card.pdfCardNo),
    (card) => [pdfCardKeys.byBusiness(card.businessId), pdfCardKeys.lists()],
  ),
  meta: { inlineErrors: true },
};

/** POST /pdf-card/updatePdfCardBasicDetails: saves the details and design; without pdfCardNo it creates the card. */
export function useSavePdfCard() {
  return useEndpointMutation(endpoints.updatePdfCardBasicDetails, { mutationKey: pdfCardKeys.save(), ...changesCard });
}

/** POST /pdf-card/exportPdfCard: freezes the current details as a clean export (409 + the way on when not allowed). */
export function useExportPdfCard() {
  return useEndpointMutation(endpoints.exportPdfCard, {
    mutationKey: pdfCardKeys.export(),
    call: (pdfCardNo: number) => ({ body: { pdfCardNo } }),
    ...changesCard,
    onSuccess: (result, variables, queryClient) => changesCard.onSuccess(result.pdfCard, variables, queryClient),
  });
}

/** POST /pdf-card/updatePdfCardStatus (All Projects): active, or revoked. */
export function useUpdatePdfCardStatus() {
  return useEndpointMutation(endpoints.updatePdfCardStatus, { mutationKey: pdfCardKeys.status(), ...changesCard });
}

/** POST /pdf-card/deletePdfCard (All Projects), after a confirm: the card's detail goes, every list reads again. */
export function useDeletePdfCard() {
  return useEndpointMutation(endpoints.deletePdfCard, {
    mutationKey: pdfCardKeys.remove(),
    call: (pdfCardNo: number) => ({ body: { pdfCardNo } }),
    onSuccess: dropsDetail((result: { pdfCardNo: number }) => pdfCardKeys.detail(result.pdfCardNo)),
    invalidates: [pdfCardKeys.all],
    meta: { inlineErrors: true },
  });
}
