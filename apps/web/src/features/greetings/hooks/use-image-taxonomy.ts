import { endpoints } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { greetingKeys } from '#api/greeting-keys';

// Categories, subcategories and tags change when the agency's team adds some: rarely.
const REFERENCE_STALE_MS = 10 * 60_000;

/** GET /image-post/image-category. */
export function useImageCategories() {
  return useQuery({
    queryKey: greetingKeys.categories(),
    queryFn: ({ signal }) => callEndpoint(endpoints.listImageCategories, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /image-subcategory: the subcategories of one category (none asked while no category is chosen). */
export function useImageSubcategories(imageCategoryId: string | null) {
  return useQuery({
    queryKey: greetingKeys.subcategories(imageCategoryId ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listImageSubcategories, { query: { imageCategoryId: imageCategoryId ?? '' }, signal }),
    enabled: imageCategoryId !== null,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /image-post/image-tag. */
export function useImageTags(enabled = true) {
  return useQuery({
    queryKey: greetingKeys.tags(),
    queryFn: ({ signal }) => callEndpoint(endpoints.listImageTags, { signal }),
    enabled,
    staleTime: REFERENCE_STALE_MS,
  });
}
