import { BUSINESS_CATEGORY_IMAGE_CATEGORY, endpoints } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { businessKeys } from '#api/query-keys';

/** GET /image-subcategory/category-name: the business categories (they change rarely). */
export function useBusinessCategories() {
  return useQuery({
    queryKey: businessKeys.categories(),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.getBusinessCategories, {
        query: { imageCategoryName: BUSINESS_CATEGORY_IMAGE_CATEGORY },
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}
