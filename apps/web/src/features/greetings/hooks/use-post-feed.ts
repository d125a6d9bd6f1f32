import { endpoints } from '@cardora/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { greetingKeys } from '#api/greeting-keys';
import { nextPageParam } from '#api/list-query';

export interface FeedFilters {
  search: string;
  imageCategoryId: string | null;
  imageSubcategoryId: string | null;
  imageTagId: string | null;
  /** Posts for the business's trade only. */
  businessId: string | null;
}

const PAGE_SIZE = 24;

/**
 * The browsing grid, a page at a time: GET /image-post/search when there are words to look
 * for, else GET /image-post with the chosen category, subcategory or tag (newest first).
 */
export function usePostFeed(filters: FeedFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: greetingKeys.feed(filters),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const common = {
        imageCategoryId: filters.imageCategoryId ?? undefined,
        imageSubcategoryId: filters.imageSubcategoryId ?? undefined,
        imageTagId: filters.imageTagId ?? undefined,
        businessId: filters.businessId ?? undefined,
        mediaType: 'IMAGE' as const,
        page: pageParam,
        pageSize: PAGE_SIZE,
      };
      const search = filters.search.trim();
      return search
        ? callEndpoint(endpoints.searchImagePosts, { query: { ...common, search }, signal })
        : callEndpoint(endpoints.listImagePosts, { query: common, signal });
    },
    getNextPageParam: nextPageParam,
    enabled,
  });
}
