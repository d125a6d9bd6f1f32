import { endpoints } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#api/endpoint-query';
import { greetingKeys } from '#api/greeting-keys';

// Categories, subcategories and tags change when the agency's team adds some: rarely.
const REFERENCE_STALE_MS = 10 * 60_000;

/** GET /image-post/image-category. */
export function useImageCategories() {
  return useQuery({
    ...endpointQuery(greetingKeys.categories(), endpoints.listImageCategories, {}),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /image-subcategory: the subcategories of one category (none asked while no category is chosen). */
export function useImageSubcategories(imageCategoryId: string | null) {
  return useQuery({
    ...endpointQuery(greetingKeys.subcategories(imageCategoryId ?? ''), endpoints.listImageSubcategories, {
      query: { imageCategoryId: imageCategoryId ?? '' },
    }),
    enabled: imageCategoryId !== null,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /image-post/image-tag. */
export function useImageTags(enabled = true) {
  return useQuery({
    ...endpointQuery(greetingKeys.tags(), endpoints.listImageTags, {}),
    enabled,
    staleTime: REFERENCE_STALE_MS,
  });
}
