import { endpoints, type LinkStorePage, type TSaveLinkCategoryBody, type TSaveLinkTypeBody } from '@cardora/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';

export const linkStoreKeys = {
  all: ['link-store'] as const,
  categories: (agencyId: string | undefined) => [...linkStoreKeys.all, 'categories', agencyId ?? 'own'] as const,
  links: (agencyId: string | undefined) => [...linkStoreKeys.all, 'links', agencyId ?? 'own'] as const,
  helpful: (page: LinkStorePage) => [...linkStoreKeys.all, 'helpful', page] as const,
  saveCategory: () => [...linkStoreKeys.all, 'saveCategory'] as const,
  deleteCategory: () => [...linkStoreKeys.all, 'deleteCategory'] as const,
  saveLink: () => [...linkStoreKeys.all, 'saveLink'] as const,
  deleteLink: () => [...linkStoreKeys.all, 'deleteLink'] as const,
};

/** GET /link-store/link-category: the agency's categories in order. */
export function useLinkCategories(agencyId: string | undefined) {
  return useQuery({
    queryKey: linkStoreKeys.categories(agencyId),
    queryFn: ({ signal }) => callEndpoint(endpoints.listLinkCategories, { query: { agencyId }, signal }),
  });
}

/** GET /link-store/link-type: every link of the agency (the page groups them by category). */
export function useLinks(agencyId: string | undefined) {
  return useQuery({
    queryKey: linkStoreKeys.links(agencyId),
    queryFn: ({ signal }) => callEndpoint(endpoints.listLinkTypes, { query: { agencyId }, signal }),
  });
}

/** GET /link-store/helpful-links?page: the strip's links (they change rarely). */
export function useHelpfulLinks(page: LinkStorePage) {
  return useQuery({
    queryKey: linkStoreKeys.helpful(page),
    queryFn: ({ signal }) => callEndpoint(endpoints.getHelpfulLinks, { query: { page }, signal }),
    // A strip that failed to load is simply not shown (query errors raise no dialog but 401/403).
    staleTime: 5 * 60_000,
  });
}

function useInvalidateLinkStore() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: linkStoreKeys.all });
}

/** POST /link-store/link-category (new) or /{linkCategoryId} (edit). */
export function useSaveLinkCategory() {
  const invalidate = useInvalidateLinkStore();
  return useMutation({
    mutationKey: linkStoreKeys.saveCategory(),
    mutationFn: ({ linkCategoryId, body }: { linkCategoryId: string | null; body: TSaveLinkCategoryBody }) =>
      linkCategoryId
        ? callEndpoint(endpoints.updateLinkCategory, { params: { linkCategoryId }, body })
        : callEndpoint(endpoints.createLinkCategory, { body }),
    onSuccess: invalidate,
    meta: { inlineErrors: true },
  });
}

/** DELETE /link-store/link-category/{linkCategoryId}, after a confirm (its links go with it). */
export function useDeleteLinkCategory() {
  const invalidate = useInvalidateLinkStore();
  return useMutation({
    mutationKey: linkStoreKeys.deleteCategory(),
    mutationFn: ({ linkCategoryId, agencyId }: { linkCategoryId: string; agencyId: string | undefined }) =>
      callEndpoint(endpoints.deleteLinkCategory, { params: { linkCategoryId }, query: { agencyId } }),
    onSuccess: invalidate,
  });
}

/** POST /link-store/link-type (new) or /{linkTypeId} (edit). */
export function useSaveLink() {
  const invalidate = useInvalidateLinkStore();
  return useMutation({
    mutationKey: linkStoreKeys.saveLink(),
    mutationFn: ({ linkTypeId, body }: { linkTypeId: string | null; body: TSaveLinkTypeBody }) =>
      linkTypeId
        ? callEndpoint(endpoints.updateLinkType, { params: { linkTypeId }, body })
        : callEndpoint(endpoints.createLinkType, { body }),
    onSuccess: invalidate,
    meta: { inlineErrors: true },
  });
}

/** DELETE /link-store/link-type/{linkTypeId}, after a confirm. */
export function useDeleteLink() {
  const invalidate = useInvalidateLinkStore();
  return useMutation({
    mutationKey: linkStoreKeys.deleteLink(),
    mutationFn: ({ linkTypeId, agencyId }: { linkTypeId: string; agencyId: string | undefined }) =>
      callEndpoint(endpoints.deleteLinkType, { params: { linkTypeId }, query: { agencyId } }),
    onSuccess: invalidate,
  });
}
