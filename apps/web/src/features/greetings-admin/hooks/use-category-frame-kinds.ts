// The frame kinds each business category of the agency gets (docs/product-rules.md#greetings-frames):
// read and saved on the Categories tab.
import { endpoints } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, useEndpointMutation } from '#api/endpoint-query';
import { greetingsAdminKeys } from './keys';

const categoryFrameKindsKey = [...greetingsAdminKeys.all, 'category-frame-kinds'] as const;

/** GET /image-post/category-frame-kinds. */
export function useCategoryFrameKinds() {
  return useQuery(endpointQuery(categoryFrameKindsKey, endpoints.getCategoryFrameKinds, {}));
}

/** PUT /image-post/category-frame-kinds: the answer is the whole list again. */
export function useSaveCategoryFrameKinds() {
  return useEndpointMutation(endpoints.saveCategoryFrameKinds, {
    mutationKey: [...categoryFrameKindsKey, 'save'],
    meta: { inlineErrors: true },
    onSuccess: (list, _body, queryClient) => queryClient.setQueryData(categoryFrameKindsKey, list),
  });
}
