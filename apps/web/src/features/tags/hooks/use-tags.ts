// One hook per call of physical tags (docs/product-rules.md#physical-tags): the admins' batches,
// their files and tags, assign/move/take back/turn off; a business's own tags, and a claim.
import { endpoints, type TTagList, type TUpdateTagBody } from '@cardora/contract';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { downloadFromPath } from '#api/download-file';
import { endpointQuery, useEndpointMutation } from '#api/endpoint-query';
import { type TagFilter, tagFilterQuery } from '../tag-format';
import { tagKeys } from './tag-keys';

/** How many tags a batch's list shows at a time (the server allows 200). */
export const TAG_PAGE_SIZE = 50;

/** GET /tags/batches: newest first, with their figures. */
export function useTagBatches() {
  return useQuery(endpointQuery(tagKeys.batches(), endpoints.listTagBatches, {}));
}

/** POST /tags/batches: the form shows its refusals; the batches read again. */
export function useCreateTagBatch() {
  return useEndpointMutation(endpoints.createTagBatch, {
    mutationKey: tagKeys.createBatch(),
    meta: { inlineErrors: true },
    invalidates: [tagKeys.batches()],
  });
}

/** GET /tags?batchId: a batch's tags by filter, a page at a time ("Show more" appends the next). */
export function useBatchTags(batchId: string, filter: TagFilter) {
  return useInfiniteQuery({
    queryKey: tagKeys.batchTags(batchId, filter),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }): Promise<TTagList> =>
      callEndpoint(endpoints.listTags, {
        query: { batchId, ...tagFilterQuery(filter), page: pageParam, pageSize: TAG_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** GET /tags?businessId: a business's own tags (its owner's view). */
export function useBusinessTags(businessId: string | null) {
  return useQuery({
    ...endpointQuery(tagKeys.businessTags(businessId ?? ''), endpoints.listTags, {
      query: { businessId: businessId ?? '', pageSize: 200 },
    }),
    enabled: businessId !== null,
  });
}

/**
 * PUT /tags/{code}: assign, move, take back (businessId null), turn off and on. `inForm`: the
 * assign dialog shows the server's refusal (a business without a card) itself.
 */
export function useUpdateTag(inForm = false) {
  return useEndpointMutation(endpoints.updateTag, {
    mutationKey: tagKeys.update(),
    meta: { inlineErrors: inForm },
    call: ({ code, body }: { code: string; body: TUpdateTagBody }) => ({ params: { code }, body }),
    invalidates: [tagKeys.lists(), tagKeys.batches()],
  });
}

/**
 * POST /tags/{code}/claim: the claim page shows the server's refusals (taken, turned off, no card,
 * no such team member). memberId: one of the card's team, whose page the tag opens; null the card.
 */
export function useClaimTag() {
  return useEndpointMutation(endpoints.claimTag, {
    mutationKey: tagKeys.claim(),
    meta: { inlineErrors: true },
    call: ({ code, businessId, memberId = null }: { code: string; businessId: string; memberId?: string | null }) => ({
      params: { code },
      body: { businessId, memberId },
    }),
    invalidates: [tagKeys.lists()],
  });
}

export type BatchFile = 'csv' | 'sheet';

/** GET /tags/batches/{id}/csv or /sheet, saved under the server's file name. */
export function useDownloadBatch() {
  return useMutation({
    mutationKey: tagKeys.download(),
    meta: { inlineErrors: true },
    mutationFn: ({ batchId, file }: { batchId: string; file: BatchFile }) => {
      const endpoint = file === 'csv' ? endpoints.tagBatchCsv : endpoints.tagBatchSheet;
      return downloadFromPath(
        endpoint.path.replace('{id}', encodeURIComponent(batchId)),
        {},
        file === 'csv' ? 'tags.csv' : 'tags.pdf',
      );
    },
  });
}
