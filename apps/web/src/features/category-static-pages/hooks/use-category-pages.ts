import { endpoints, ZUploadedDocument } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { businessQuery, endpointQuery, useEndpointMutation } from '#api/endpoint-query';
import { namedKeys } from '#api/query-keys';
import { useFileUpload } from '#api/upload-with-progress';

const categoryPage = ['category-static-page'] as const;
export const categoryPageKeys = {
  all: categoryPage,
  lists: () => [...categoryPageKeys.all, 'list'] as const,
  /** The managers' list of one agency ('own': the host's). */
  list: (agencyId: string | undefined) => [...categoryPageKeys.lists(), agencyId ?? 'own'] as const,
  forBusiness: (businessId: string) => [...categoryPageKeys.all, 'for-business', businessId] as const,
  remove: () => [...categoryPage, 'delete'] as const,
  ...namedKeys(categoryPage, ['save', 'upload']),
};

/** GET /category-static-page: an agency's pages (the managers'). */
export function useCategoryPages(agencyId: string | undefined) {
  return useQuery(
    endpointQuery(categoryPageKeys.list(agencyId), endpoints.listCategoryStaticPages, { query: { agencyId } }),
  );
}

/** GET /category-static-page/for-business: the published page of the business's category, or null. */
export function useCategoryPageForBusiness(businessId: string | null) {
  return useQuery({
    ...businessQuery(categoryPageKeys.forBusiness, endpoints.getCategoryStaticPageForBusiness, businessId),
    staleTime: 5 * 60_000,
  });
}

/** POST /category-static-page: errors show in the dialog, on their fields. */
export function useSaveCategoryPage() {
  return useEndpointMutation(endpoints.saveCategoryStaticPage, {
    mutationKey: categoryPageKeys.save(),
    invalidates: [categoryPageKeys.all],
    meta: { inlineErrors: true },
  });
}

/** DELETE /category-static-page?categoryStaticPageId, after a confirm. */
export function useDeleteCategoryPage() {
  return useEndpointMutation(endpoints.deleteCategoryStaticPage, {
    mutationKey: categoryPageKeys.remove(),
    call: (query: { categoryStaticPageId: string; agencyId?: string }) => ({ query }),
    invalidates: [categoryPageKeys.all],
  });
}

/** POST /category-static-page/image: an image for the content or the cover, with its progress. */
export function useUploadPageImage(agencyId: string | undefined) {
  return useFileUpload(categoryPageKeys.upload(), endpoints.uploadCategoryStaticPageImage, agencyId, ZUploadedDocument);
}
