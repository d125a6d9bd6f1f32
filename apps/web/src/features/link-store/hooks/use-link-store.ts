import { endpoints, type LinkStorePage, type TSaveLinkCategoryBody, type TSaveLinkTypeBody } from '@cardora/contract';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { endpointQuery, useEndpointMutation } from '#api/endpoint-query';
import { namedKeys } from '#api/query-keys';

const linkStore = ['link-store'] as const;
export const linkStoreKeys = {
  all: linkStore,
  categories: (agencyId: string | undefined) => [...linkStoreKeys.all, 'categories', agencyId ?? 'own'] as const,
  links: (agencyId: string | undefined) => [...linkStoreKeys.all, 'links', agencyId ?? 'own'] as const,
  helpful: (page: LinkStorePage) => [...linkStoreKeys.all, 'helpful', page] as const,
  ...namedKeys(linkStore, ['saveCategory', 'deleteCategory', 'saveLink', 'deleteLink']),
};

/** GET /link-store/link-category: the agency's categories in order. */
export function useLinkCategories(agencyId: string | undefined) {
  return useQuery(
    endpointQuery(linkStoreKeys.categories(agencyId), endpoints.listLinkCategories, { query: { agencyId } }),
  );
}

/** GET /link-store/link-type: every link of the agency (the page groups them by category). */
export function useLinks(agencyId: string | undefined) {
  return useQuery(endpointQuery(linkStoreKeys.links(agencyId), endpoints.listLinkTypes, { query: { agencyId } }));
}

/** GET /link-store/helpful-links?page: the strip's links (they change rarely). */
export function useHelpfulLinks(page: LinkStorePage) {
  return useQuery({
    ...endpointQuery(linkStoreKeys.helpful(page), endpoints.getHelpfulLinks, { query: { page } }),
    // A strip that failed to load is simply not shown (query errors raise no dialog but 401/403).
    staleTime: 5 * 60_000,
  });
}

/** Any change in the link store reads all of it again. */
const refreshesLinkStore = [linkStoreKeys.all];

/** A save from a dialog (a new item, or the one named edited): its errors show in the dialog. */
function useSaveMutation<V, R>(mutationKey: QueryKey, save: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: save,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: linkStoreKeys.all }),
    meta: { inlineErrors: true },
  });
}

/** POST /link-store/link-category (new) or /{linkCategoryId} (edit). */
export function useSaveLinkCategory() {
  return useSaveMutation(
    linkStoreKeys.saveCategory(),
    ({ linkCategoryId, body }: { linkCategoryId: string | null; body: TSaveLinkCategoryBody }) =>
      linkCategoryId
        ? callEndpoint(endpoints.updateLinkCategory, { params: { linkCategoryId }, body })
        : callEndpoint(endpoints.createLinkCategory, { body }),
  );
}

/** DELETE /link-store/link-category/{linkCategoryId}, after a confirm (its links go with it). */
export function useDeleteLinkCategory() {
  return useEndpointMutation(endpoints.deleteLinkCategory, {
    mutationKey: linkStoreKeys.deleteCategory(),
    call: ({ linkCategoryId, agencyId }: { linkCategoryId: string; agencyId: string | undefined }) => ({
      params: { linkCategoryId },
      query: { agencyId },
    }),
    invalidates: refreshesLinkStore,
  });
}

/** POST /link-store/link-type (new) or /{linkTypeId} (edit). */
export function useSaveLink() {
  return useSaveMutation(
    linkStoreKeys.saveLink(),
    ({ linkTypeId, body }: { linkTypeId: string | null; body: TSaveLinkTypeBody }) =>
      linkTypeId
        ? callEndpoint(endpoints.updateLinkType, { params: { linkTypeId }, body })
        : callEndpoint(endpoints.createLinkType, { body }),
  );
}

/** DELETE /link-store/link-type/{linkTypeId}, after a confirm. */
export function useDeleteLink() {
  return useEndpointMutation(endpoints.deleteLinkType, {
    mutationKey: linkStoreKeys.deleteLink(),
    call: ({ linkTypeId, agencyId }: { linkTypeId: string; agencyId: string | undefined }) => ({
      params: { linkTypeId },
      query: { agencyId },
    }),
    invalidates: refreshesLinkStore,
  });
}
