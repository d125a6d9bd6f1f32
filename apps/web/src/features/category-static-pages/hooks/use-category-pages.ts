import { endpoints, type TSaveCategoryStaticPageBody, ZUploadedDocument } from '@cardora/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { uploadWithProgress } from '#api/upload-with-progress';

export const categoryPageKeys = {
  all: ['category-static-page'] as const,
  lists: () => [...categoryPageKeys.all, 'list'] as const,
  /** The managers' list of one agency ('own': the host's). */
  list: (agencyId: string | undefined) => [...categoryPageKeys.lists(), agencyId ?? 'own'] as const,
  forBusiness: (businessId: string) => [...categoryPageKeys.all, 'for-business', businessId] as const,
  save: () => [...categoryPageKeys.all, 'save'] as const,
  remove: () => [...categoryPageKeys.all, 'delete'] as const,
  upload: () => [...categoryPageKeys.all, 'upload'] as const,
};

/** GET /category-static-page: an agency's pages (the managers'). */
export function useCategoryPages(agencyId: string | undefined) {
  return useQuery({
    queryKey: categoryPageKeys.list(agencyId),
    queryFn: ({ signal }) => callEndpoint(endpoints.listCategoryStaticPages, { query: { agencyId }, signal }),
  });
}

/** GET /category-static-page/for-business: the published page of the business's category, or null. */
export function useCategoryPageForBusiness(businessId: string | null) {
  return useQuery({
    queryKey: categoryPageKeys.forBusiness(businessId ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.getCategoryStaticPageForBusiness, { query: { businessId: businessId ?? '' }, signal }),
    enabled: businessId !== null,
    staleTime: 5 * 60_000,
  });
}

/** POST /category-static-page: errors show in the dialog, on their fields. */
export function useSaveCategoryPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: categoryPageKeys.save(),
    mutationFn: (body: TSaveCategoryStaticPageBody) => callEndpoint(endpoints.saveCategoryStaticPage, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: categoryPageKeys.all }),
    meta: { inlineErrors: true },
  });
}

/** DELETE /category-static-page?categoryStaticPageId, after a confirm. */
export function useDeleteCategoryPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: categoryPageKeys.remove(),
    mutationFn: (query: { categoryStaticPageId: string; agencyId?: string }) =>
      callEndpoint(endpoints.deleteCategoryStaticPage, { query }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: categoryPageKeys.all }),
  });
}

/** POST /category-static-page/image: an image for the content or the cover, with its progress. */
export function useUploadPageImage(agencyId: string | undefined) {
  return useMutation({
    mutationKey: categoryPageKeys.upload(),
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) => {
      const body = new FormData();
      body.append('file', file);
      const query = agencyId ? `?${new URLSearchParams({ agencyId })}` : '';
      return uploadWithProgress({
        path: `${endpoints.uploadCategoryStaticPageImage.path}${query}`,
        body,
        response: ZUploadedDocument,
        onProgress,
      });
    },
    meta: { inlineErrors: true },
  });
}
