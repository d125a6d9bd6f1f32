// Categories, subcategories and tags: read by the filters and the post forms, managed on the
// Categories and Tags tabs. A change refreshes the lists that show it (and the posts, whose
// rows carry the names).
import { endpoints, type TCreateImageSubcategoryBody } from '@cardora/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { endpointQuery, useEndpointMutation } from '#api/endpoint-query';
import { greetingsAdminKeys } from './keys';

/** Names are long-lived: the lists refresh after a change made here, not on a timer. */
const REFERENCE_STALE_MS = 5 * 60_000;

/** GET /image-post/image-category: the platform's and the agency's own. */
export function useImageCategories() {
  return useQuery({
    ...endpointQuery(greetingsAdminKeys.categories(), endpoints.listImageCategories, {}),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /image-subcategory: one category's subcategories (nothing asked until a category is chosen). */
export function useImageSubcategories(imageCategoryId: string | null | undefined) {
  return useQuery({
    ...endpointQuery(greetingsAdminKeys.subcategories(imageCategoryId ?? ''), endpoints.listImageSubcategories, {
      query: { imageCategoryId: imageCategoryId ?? '' },
    }),
    enabled: Boolean(imageCategoryId),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /image-post/image-tag. */
export function useImageTags() {
  return useQuery({
    ...endpointQuery(greetingsAdminKeys.tags(), endpoints.listImageTags, {}),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** Errors of the Categories and Tags tabs show in their dialogs. */
const inline = { meta: { inlineErrors: true } };

/** POST /image-post/image-category: add, or rename with imageCategoryId (the posts' rows carry the name). */
export function useSaveCategory() {
  return useEndpointMutation(endpoints.saveImageCategory, {
    mutationKey: greetingsAdminKeys.saveCategory(),
    ...inline,
    onSuccess: (_saved, body, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: greetingsAdminKeys.categories() });
      if (body.imageCategoryId) void queryClient.invalidateQueries({ queryKey: greetingsAdminKeys.posts() });
    },
  });
}

/** A subcategory added or removed: its category's subcategories, and the categories, read again. */
function refreshesCategory(
  _result: unknown,
  { imageCategoryId }: { imageCategoryId: string },
  queryClient: QueryClient,
) {
  void queryClient.invalidateQueries({ queryKey: greetingsAdminKeys.subcategories(imageCategoryId) });
  void queryClient.invalidateQueries({ queryKey: greetingsAdminKeys.categories() });
}

/** POST /image-post/image-category/{imageCategoryId}/image-subcategory. */
export function useCreateSubcategory() {
  return useEndpointMutation(endpoints.createImageSubcategory, {
    mutationKey: greetingsAdminKeys.createSubcategory(),
    call: ({ imageCategoryId, body }: { imageCategoryId: string; body: TCreateImageSubcategoryBody }) => ({
      params: { imageCategoryId },
      body,
    }),
    ...inline,
    onSuccess: refreshesCategory,
  });
}

/** DELETE /image-post/image-category/{imageCategoryId}/image-subcategory: refused while posts or businesses use it. */
export function useDeleteSubcategory() {
  return useEndpointMutation(endpoints.deleteImageSubcategory, {
    mutationKey: greetingsAdminKeys.deleteSubcategory(),
    call: ({ imageCategoryId, imageSubcategoryId }: { imageCategoryId: string; imageSubcategoryId: string }) => ({
      params: { imageCategoryId },
      body: { imageSubcategoryId },
    }),
    ...inline,
    onSuccess: refreshesCategory,
  });
}

/** POST /image-post/image-tag. */
export function useCreateTag() {
  return useEndpointMutation(endpoints.createImageTag, {
    mutationKey: greetingsAdminKeys.createTag(),
    call: (name: string) => ({ body: { name } }),
    ...inline,
    invalidates: [greetingsAdminKeys.tags()],
  });
}

/** DELETE /image-post/image-tag/{imageTagId}: posts lose the tag and keep everything else. */
export function useDeleteTag() {
  return useEndpointMutation(endpoints.deleteImageTag, {
    mutationKey: greetingsAdminKeys.deleteTag(),
    call: (imageTagId: string) => ({ params: { imageTagId } }),
    ...inline,
    invalidates: [greetingsAdminKeys.tags(), greetingsAdminKeys.posts()],
  });
}
