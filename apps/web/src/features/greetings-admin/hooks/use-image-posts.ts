import {
  endpoints,
  type TImagePostList,
  type TImagePostListQuery,
  type TImagePostSearchQuery,
} from '@cardora/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error';
import { callEndpoint } from '../../../api/client';
import { type SendPostRequest, sendImagePost } from '../upload';
import { greetingsAdminKeys } from './keys';

/** How often the grid looks again while a post's preview is still being made. */
export const PREVIEW_POLL_MS = 3000;

export type PostListQuery = Omit<TImagePostListQuery, 'sort'> & { search?: string };

function hasPendingPreview(list: TImagePostList | undefined): boolean {
  return list?.list.some((post) => post.previewStatus === 'pending') ?? false;
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
    refetchInterval: (current) => (hasPendingPreview(current.state.data) ? PREVIEW_POLL_MS : false),
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: greetingsAdminKeys.remove(),
    mutationFn: (imageIds: string[]) => callEndpoint(endpoints.deleteImagePosts, { body: { imageIds } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: greetingsAdminKeys.posts() }),
  });
}

/** POST /image-post/generate-low-quality-image-post: make these previews again (after a failure). */
export function useRegeneratePreviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: greetingsAdminKeys.regenerate(),
    mutationFn: (imageIds: string[]) => callEndpoint(endpoints.generateLowQualityImagePost, { body: { imageIds } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: greetingsAdminKeys.posts() }),
  });
}
