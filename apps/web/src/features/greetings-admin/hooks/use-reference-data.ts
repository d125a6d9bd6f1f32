// Categories, subcategories and tags: read by the filters and the post forms, managed on the
// Categories and Tags tabs. A change refreshes the lists that show it (and the posts, whose
// rows carry the names).
import {
  endpoints,
  type TCreateImageSubcategoryBody,
  type TImageCategory,
  type TSaveImageCategoryBody,
} from '@cardora/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { greetingsAdminKeys } from './keys';

/** Names are long-lived: the lists refresh after a change made here, not on a timer. */
const REFERENCE_STALE_MS = 5 * 60_000;

/** GET /image-post/image-category: the platform's and the agency's own. */
export function useImageCategories() {
  return useQuery({
    queryKey: greetingsAdminKeys.categories(),
    queryFn: ({ signal }) => callEndpoint(endpoints.listImageCategories, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /image-subcategory: one category's subcategories (nothing asked until a category is chosen). */
export function useImageSubcategories(imageCategoryId: string | null | undefined) {
  return useQuery({
    queryKey: greetingsAdminKeys.subcategories(imageCategoryId ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listImageSubcategories, { query: { imageCategoryId: imageCategoryId ?? '' }, signal }),
    enabled: Boolean(imageCategoryId),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /image-post/image-tag. */
export function useImageTags() {
  return useQuery({
    queryKey: greetingsAdminKeys.tags(),
    queryFn: ({ signal }) => callEndpoint(endpoints.listImageTags, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** POST /image-post/image-category: add, or rename with imageCategoryId. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: greetingsAdminKeys.saveCategory(),
    mutationFn: (body: TSaveImageCategoryBody) => callEndpoint(endpoints.saveImageCategory, { body }),
    meta: { inlineErrors: true },
    onSuccess: (_saved, body) => {
      void queryClient.invalidateQueries({ queryKey: greetingsAdminKeys.categories() });
      if (body.imageCategoryId) void queryClient.invalidateQueries({ queryKey: greetingsAdminKeys.posts() });
    },
  });
}

function useRefreshCategory() {
  const queryClient = useQueryClient();
  return (category: Pick<TImageCategory, 'imageCategoryId'>) => {
    void queryClient.invalidateQueries({ queryKey: greetingsAdminKeys.subcategories(category.imageCategoryId) });
    void queryClient.invalidateQueries({ queryKey: greetingsAdminKeys.categories() });
  };
}

/** POST /image-post/image-category/{imageCategoryId}/image-subcategory. */
export function useCreateSubcategory() {
  const refresh = useRefreshCategory();
  return useMutation({
    mutationKey: greetingsAdminKeys.createSubcategory(),
    mutationFn: ({ imageCategoryId, body }: { imageCategoryId: string; body: TCreateImageSubcategoryBody }) =>
      callEndpoint(endpoints.createImageSubcategory, { params: { imageCategoryId }, body }),
    meta: { inlineErrors: true },
    onSuccess: (_created, { imageCategoryId }) => refresh({ imageCategoryId }),
  });
}

/** DELETE /image-post/image-category/{imageCategoryId}/image-subcategory: refused while posts or businesses use it. */
export function useDeleteSubcategory() {
  const refresh = useRefreshCategory();
  return useMutation({
    mutationKey: greetingsAdminKeys.deleteSubcategory(),
    mutationFn: ({ imageCategoryId, imageSubcategoryId }: { imageCategoryId: string; imageSubcategoryId: string }) =>
      callEndpoint(endpoints.deleteImageSubcategory, { params: { imageCategoryId }, body: { imageSubcategoryId } }),
    meta: { inlineErrors: true },
    onSuccess: (_deleted, { imageCategoryId }) => refresh({ imageCategoryId }),
  });
}

/** POST /image-post/image-tag. */
export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: greetingsAdminKeys.createTag(),
    mutationFn: (name: string) => callEndpoint(endpoints.createImageTag, { body: { name } }),
    meta: { inlineErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: greetingsAdminKeys.tags() }),
  });
}

/** DELETE /image-post/image-tag/{imageTagId}: posts lose the tag and keep everything else. */
export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: greetingsAdminKeys.deleteTag(),
    mutationFn: (imageTagId: string) => callEndpoint(endpoints.deleteImageTag, { params: { imageTagId } }),
    meta: { inlineErrors: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: greetingsAdminKeys.tags() });
      void queryClient.invalidateQueries({ queryKey: greetingsAdminKeys.posts() });
    },
  });
}
