// Typed "Other" business categories: the list the platform's team reads on the
// 'Business Category' of Daily image management, and promoting one into the list. A promotion
// changes the category lists (pickers, the subcategories shown here) and the businesses moved.
import { endpoints } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, useEndpointMutation } from '#api/endpoint-query';
import { businessKeys } from '#api/query-keys';
import { invalidateBusinesses } from '#features/businesses';
import { greetingsAdminKeys } from './keys';

const otherCategoryKeys = {
  list: () => [...greetingsAdminKeys.all, 'other-categories'] as const,
  promote: () => [...greetingsAdminKeys.all, 'promote-other-category'] as const,
};

/** GET /business/other-categories: the typed categories of every agency, the most used first. */
export function useOtherCategories() {
  return useQuery(endpointQuery(otherCategoryKeys.list(), endpoints.listOtherCategories, {}));
}

/** POST /business/other-categories/promote. */
export function usePromoteOtherCategory() {
  return useEndpointMutation(endpoints.promoteOtherCategory, {
    mutationKey: otherCategoryKeys.promote(),
    meta: { inlineErrors: true },
    invalidates: [
      otherCategoryKeys.list(),
      greetingsAdminKeys.allSubcategories(),
      greetingsAdminKeys.categories(),
      businessKeys.categories(),
    ],
    onSuccess: (_promoted, _body, queryClient) => invalidateBusinesses(queryClient),
  });
}
