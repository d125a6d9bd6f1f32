import {
  endpoints,
  type TPdfCard,
  type TPdfCardListQuery,
  type TUpdatePdfCardBasicDetailsBody,
  type TUpdatePdfCardStatusBody,
} from '@cardora/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { listQuery } from '#api/list-query';
import { pdfCardKeys } from '#api/pdf-card-keys';

/** GET /pdf-card/getPdfCardsByBusiness: the business's PDF cards and whether it may add one. */
export function usePdfCardsByBusiness(businessId: string | null) {
  return useQuery({
    queryKey: pdfCardKeys.byBusiness(businessId ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.getPdfCardsByBusiness, { query: { businessId: businessId ?? '' }, signal }),
    enabled: businessId !== null,
  });
}

/** GET /pdf-card/pdfCard: one card with its purchase state, export right and verification link. */
export function usePdfCard(pdfCardNo: number | null) {
  return useQuery({
    queryKey: pdfCardKeys.detail(pdfCardNo ?? 0),
    queryFn: ({ signal }) => callEndpoint(endpoints.getPdfCard, { query: { pdfCardNo: pdfCardNo ?? 0 }, signal }),
    enabled: pdfCardNo !== null,
  });
}

/** GET /pdf-card/draft: a new card's details, prefilled from the business and its digital card. */
export function usePdfCardDraft(businessId: string | null) {
  return useQuery({
    queryKey: pdfCardKeys.draft(businessId ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.getPdfCardDraft, { query: { businessId: businessId ?? '' }, signal }),
    enabled: businessId !== null,
    staleTime: 5 * 60_000,
  });
}

/** GET /pdf-card/getPdfCardList: All Projects' PDF cards (the server filters, sorts and pages). */
export function usePdfCardList(query: TPdfCardListQuery) {
  return useQuery(listQuery(pdfCardKeys.list(query), endpoints.getPdfCardList, query));
}

/** A changed card: its detail is the answer; its business's list and All Projects read again. */
function useCardChanged() {
  const queryClient = useQueryClient();
  return (card: TPdfCard) => {
    queryClient.setQueryData(pdfCardKeys.detail(card.pdfCardNo), card);
    void queryClient.invalidateQueries({ queryKey: pdfCardKeys.byBusiness(card.businessId) });
    void queryClient.invalidateQueries({ queryKey: pdfCardKeys.lists() });
  };
}

/**
 * POST /pdf-card/updatePdfCardBasicDetails: saves the details and design; without pdfCardNo it
 * creates the card. Its errors (fields, the plan's 409) show in the editor, not the Error dialog.
 */
export function useSavePdfCard() {
  const changed = useCardChanged();
  return useMutation({
    mutationKey: pdfCardKeys.save(),
    mutationFn: (body: TUpdatePdfCardBasicDetailsBody) => callEndpoint(endpoints.updatePdfCardBasicDetails, { body }),
    onSuccess: changed,
    meta: { inlineErrors: true },
  });
}

/** POST /pdf-card/exportPdfCard: freezes the current details as a clean export (409 + the way on when not allowed). */
export function useExportPdfCard() {
  const changed = useCardChanged();
  return useMutation({
    mutationKey: pdfCardKeys.export(),
    mutationFn: (pdfCardNo: number) => callEndpoint(endpoints.exportPdfCard, { body: { pdfCardNo } }),
    onSuccess: (result) => changed(result.pdfCard),
    meta: { inlineErrors: true },
  });
}

/** POST /pdf-card/updatePdfCardStatus (All Projects): active, or revoked. */
export function useUpdatePdfCardStatus() {
  const changed = useCardChanged();
  return useMutation({
    mutationKey: pdfCardKeys.status(),
    mutationFn: (body: TUpdatePdfCardStatusBody) => callEndpoint(endpoints.updatePdfCardStatus, { body }),
    onSuccess: changed,
    meta: { inlineErrors: true },
  });
}

/** POST /pdf-card/deletePdfCard (All Projects), after a confirm. */
export function useDeletePdfCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: pdfCardKeys.remove(),
    mutationFn: (pdfCardNo: number) => callEndpoint(endpoints.deletePdfCard, { body: { pdfCardNo } }),
    onSuccess: (result) => {
      queryClient.removeQueries({ queryKey: pdfCardKeys.detail(result.pdfCardNo) });
      void queryClient.invalidateQueries({ queryKey: pdfCardKeys.all });
    },
    meta: { inlineErrors: true },
  });
}
