import { ENQUIRY_PAGE_SIZE_DEFAULT, endpoints, type TEnquiryUnread, type TReportFormat } from '@cardora/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { downloadFile } from '#api/download-file';
import { enquiryKeys } from './enquiry-keys';

/** The unread badge asks again this often while the tab is visible (and when it regains focus). */
export const ENQUIRY_UNREAD_POLL_MS = 60_000;

const nextPage = (last: { page: number; pageSize: number; total: number }) =>
  last.page * last.pageSize < last.total ? last.page + 1 : undefined;

/**
 * GET /feedback a page at a time (feedback pages are appended): one business, or every
 * business in the caller's reach when businessId is null.
 */
export function useFeedbackPages(businessId: string | null) {
  const query = useInfiniteQuery({
    queryKey: enquiryKeys.feedbackPages(businessId),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(endpoints.listFeedback, {
        query: { ...(businessId ? { businessId } : {}), page: pageParam, pageSize: ENQUIRY_PAGE_SIZE_DEFAULT },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    items: pages.flatMap((page) => page.list),
    // Every page answers the same total; the newest page is the freshest.
    total: pages.at(-1)?.total ?? 0,
    averageRating: pages.at(-1)?.averageRating ?? null,
  };
}

/** GET /leads a page at a time, appended like feedback. */
export function useLeadPages(businessId: string | null) {
  const query = useInfiniteQuery({
    queryKey: enquiryKeys.leadPages(businessId),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(endpoints.listLeads, {
        query: { ...(businessId ? { businessId } : {}), page: pageParam, pageSize: ENQUIRY_PAGE_SIZE_DEFAULT },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
  const pages = query.data?.pages ?? [];
  return { ...query, items: pages.flatMap((page) => page.list), total: pages.at(-1)?.total ?? 0 };
}

/** DELETE /feedback: the loaded pages read again, so the next page still starts where it should. */
export function useDeleteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: enquiryKeys.deleteFeedback(),
    mutationFn: (feedbackNo: number) => callEndpoint(endpoints.deleteFeedback, { query: { feedbackNo } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enquiryKeys.feedback() }),
  });
}

export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: enquiryKeys.deleteLead(),
    mutationFn: (leadNo: number) => callEndpoint(endpoints.deleteLead, { query: { leadNo } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enquiryKeys.leads() }),
  });
}

/**
 * GET /leads/csv, as CSV or (format xlsx) an Excel workbook of the same columns
 * (docs/product-rules.md#reports-as-spreadsheets), saved under the server's file name.
 */
export function useDownloadLeadsCsv() {
  return useMutation({
    mutationKey: enquiryKeys.csv(),
    mutationFn: ({ businessId, format }: { businessId: string | null; format: TReportFormat }) =>
      downloadFile(
        endpoints.leadsCsv,
        { ...(businessId ? { businessId } : {}), ...(format === 'csv' ? {} : { format }) },
        `leads.${format}`,
      ),
  });
}

/** The customer's new feedback and leads since they last opened the page (the menu badge). */
export function useEnquiryUnread(enabled: boolean) {
  return useQuery({
    queryKey: enquiryKeys.unread(),
    queryFn: ({ signal }) => callEndpoint(endpoints.getEnquiryUnread, { signal }),
    enabled,
    refetchInterval: ENQUIRY_UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
}

/** The customer opened Feedback & leads: the badge clears, and the lists show what is new. */
export function useMarkEnquiriesSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: enquiryKeys.markSeen(),
    mutationFn: () => callEndpoint(endpoints.markEnquiriesSeen, {}),
    meta: { silent: true },
    onSuccess: (unread: TEnquiryUnread) => queryClient.setQueryData(enquiryKeys.unread(), unread),
  });
}
