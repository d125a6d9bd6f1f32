import { ENQUIRY_PAGE_SIZE_DEFAULT, endpoints, type TEnquiryUnread, type TReportFormat } from '@cardora/contract';
import { type QueryKey, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { downloadFile } from '#api/download-file';
import { endpointQuery, useEndpointMutation } from '#api/endpoint-query';
import { nextPageParam } from '#api/list-query';
import { enquiryKeys } from './enquiry-keys';

/** The unread badge asks again this often while the tab is visible (and when it regains focus). */
export const ENQUIRY_UNREAD_POLL_MS = 60_000;

/** One business's, or (businessId null) every business in the caller's reach, a page at a time. */
type EnquiryPageQuery = { businessId?: string; page: number; pageSize: number };

/** Feedback or leads a page at a time (pages are appended), with the rows of every page loaded. */
function useEnquiryPages<P extends { list: unknown[]; page: number; pageSize: number; total: number }>(
  queryKey: QueryKey,
  businessId: string | null,
  fetchPage: (query: EnquiryPageQuery, signal: AbortSignal) => Promise<P>,
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchPage(
        { ...(businessId ? { businessId } : {}), page: pageParam, pageSize: ENQUIRY_PAGE_SIZE_DEFAULT },
        signal,
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  const pages = query.data?.pages ?? [];
  // Every page answers the same total; the newest page is the freshest.
  const newest = pages.at(-1);
  return { query, newest, items: pages.flatMap((page) => page.list) as P['list'], total: newest?.total ?? 0 };
}

/** GET /feedback a page at a time. */
export function useFeedbackPages(businessId: string | null) {
  const { query, newest, items, total } = useEnquiryPages(
    enquiryKeys.feedbackPages(businessId),
    businessId,
    (query, signal) => callEndpoint(endpoints.listFeedback, { query, signal }),
  );
  return { ...query, items, total, averageRating: newest?.averageRating ?? null };
}

/** GET /leads a page at a time, appended like feedback. */
export function useLeadPages(businessId: string | null) {
  const { query, items, total } = useEnquiryPages(enquiryKeys.leadPages(businessId), businessId, (query, signal) =>
    callEndpoint(endpoints.listLeads, { query, signal }),
  );
  return { ...query, items, total };
}

/** DELETE /feedback: the loaded pages read again, so the next page still starts where it should. */
export function useDeleteFeedback() {
  return useEndpointMutation(endpoints.deleteFeedback, {
    mutationKey: enquiryKeys.deleteFeedback(),
    call: (feedbackNo: number) => ({ query: { feedbackNo } }),
    onSuccess: (_deleted, _feedbackNo, queryClient) =>
      queryClient.invalidateQueries({ queryKey: enquiryKeys.feedback() }),
  });
}

export function useDeleteLead() {
  return useEndpointMutation(endpoints.deleteLead, {
    mutationKey: enquiryKeys.deleteLead(),
    call: (leadNo: number) => ({ query: { leadNo } }),
    onSuccess: (_deleted, _leadNo, queryClient) => queryClient.invalidateQueries({ queryKey: enquiryKeys.leads() }),
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
    ...endpointQuery(enquiryKeys.unread(), endpoints.getEnquiryUnread, {}),
    enabled,
    refetchInterval: ENQUIRY_UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
}

/** The customer opened Feedback & leads: the badge clears, and the lists show what is new. */
export function useMarkEnquiriesSeen() {
  return useEndpointMutation(endpoints.markEnquiriesSeen, {
    mutationKey: enquiryKeys.markSeen(),
    meta: { silent: true },
    onSuccess: (unread: TEnquiryUnread, _none, queryClient) => queryClient.setQueryData(enquiryKeys.unread(), unread),
  });
}
