// Typed "Other" business categories: the list the platform's team reads on the
// 'Business Category' of Daily image management, and promoting one into the list. A promotion
// changes the category lists (pickers, the subcategories shown here) and the businesses moved.
import { endpoints, type TPromoteOtherCategoryBody } from '@cardora/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { businessKeys } from '#api/query-keys';
import { invalidateBusinesses } from '#features/businesses';
import { greetingsAdminKeys } from './keys';

const otherCategoryKeys = {
  list: () => [...greetingsAdminKeys.all, 'other-categories'] as const,
  promote: () => [...greetingsAdminKeys.all, 'promote-other-category'] as const,
};

/** GET /business/other-categories: the typed categories of every agency, the most used first. */
export function useOtherCategories() {
  return useQuery({
    queryKey: otherCategoryKeys.list(),
    queryFn: ({ signal }) => callEndpoint(endpoints.listOtherCategories, { signal }),
  });
}

/** POST /business/other-categories/promote. */
export function usePromoteOtherCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: otherCategoryKeys.promote(),
    mutationFn: (body: TPromoteOtherCategoryBody) => callEndpoint(endpoints.promoteOtherCategory, { body }),
    meta: { inlineErrors: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: otherCategoryKeys.list() });
      void queryClient.invalidateQueries({ queryKey: greetingsAdminKeys.allSubcategories() });
      void queryClient.invalidateQueries({ queryKey: greetingsAdminKeys.categories() });
      void queryClient.invalidateQueries({ queryKey: businessKeys.categories() });
      invalidateBusinesses(queryClient);
    },
  });
}
