import {
  endpoints,
  type TImagePost,
  type TImagePostList,
  type TImagePostListQuery,
  type TImagePostSearchQuery,
} from '@cardora/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '#api/api-error';
import { callEndpoint } from '#api/client';
import { useEndpointMutation } from '#api/endpoint-query';
import { type SendPostRequest, sendImagePost } from '../upload';
import { greetingsAdminKeys } from './keys';

/** How often the grid looks again while an image's preview is being made (a few seconds' work)... */
export const PREVIEW_POLL_MS = 3000;
/** ...and, for one still pending after PREVIEW_PATIENCE_MS (a busy queue), less often. */
export const PREVIEW_SLOW_POLL_MS = 20_000;
const PREVIEW_PATIENCE_MS = 2 * 60_000;

export type PostListQuery = Omit<TImagePostListQuery, 'sort'> & { search?: string };

/**
 * An image post whose preview the background job is making. A video's stays pending until the
 * video renderer makes its poster frame, which no polling brings sooner.
 */
export function isPreviewPending(post: TImagePost): boolean {
  return post.previewStatus === 'pending' && post.mediaType === 'IMAGE';
}

/** Poll while a preview is on its way: often for a fresh upload, then now and then. */
export function previewPollInterval(list: TImagePostList | undefined, now = Date.now()): number | false {
  const pending = list?.list.filter(isPreviewPending) ?? [];
  if (pending.length === 0) return false;
  const newest = Math.max(...pending.map((post) => Date.parse(post.updatedAt) || 0));
  return now - newest < PREVIEW_PATIENCE_MS ? PREVIEW_POLL_MS : PREVIEW_SLOW_POLL_MS;
}

/**
 * GET /image-post (or /image-post/search when there are words to search): one page of posts,
 * the previous page kept on screen while the next loads, and polled while a preview is pending.
 */
export function usePostList(query: PostListQuery) {
  return useQuery({
    queryKey: greetingsAdminKeys.postList(query),
    queryFn: ({ signal }) => {
      const { search, ...filters } = query;
      if (search) {
        const searchQuery: TImagePostSearchQuery = { ...filters, search };
        return callEndpoint(endpoints.searchImagePosts, { query: searchQuery, signal });
      }
      return callEndpoint(endpoints.listImagePosts, { query: filters, signal });
    },
    placeholderData: keepPreviousData,
    refetchInterval: (current) => previewPollInterval(current.state.data),
  });
}

/** POST /image-post: one post added (with its file) or edited; the page shows the error itself. */
export function useSendPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: greetingsAdminKeys.upload(),
    mutationFn: (request: SendPostRequest) => sendImagePost(request),
    meta: { inlineErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: greetingsAdminKeys.posts() }),
    onError: (error) => {
      // A subcategory or tag someone else just removed: the pickers show what is left.
      if (isApiError(error) && (error.status === 400 || error.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: greetingsAdminKeys.allSubcategories() });
        void queryClient.invalidateQueries({ queryKey: greetingsAdminKeys.tags() });
      }
    },
  });
}

/** DELETE /image-post: the chosen posts, with their files. */
export function useDeletePosts() {
  return useEndpointMutation(endpoints.deleteImagePosts, {
    mutationKey: greetingsAdminKeys.remove(),
    call: (imageIds: string[]) => ({ body: { imageIds } }),
    invalidates: [greetingsAdminKeys.posts()],
  });
}

/** POST /image-post/generate-low-quality-image-post: make these previews again (after a failure). */
export function useRegeneratePreviews() {
  return useEndpointMutation(endpoints.generateLowQualityImagePost, {
    mutationKey: greetingsAdminKeys.regenerate(),
    call: (imageIds: string[]) => ({ body: { imageIds } }),
    invalidates: [greetingsAdminKeys.posts()],
  });
}
