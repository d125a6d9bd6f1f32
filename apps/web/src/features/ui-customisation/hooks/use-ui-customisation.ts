// One TanStack Query hook per UI customisation call, with the domain's query keys. A save or a
// delete answers the whole customisation: it becomes the cached one, and the published banners
// (what customers' pages show) are read again.
import {
  endpoints,
  type TSaveUiCustomisationBody,
  type TUiCustomisation,
  type UiPage,
  ZUiImageUpload,
} from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, keepsAnswer, useEndpointMutation } from '#api/endpoint-query';
import { agencyKeys, namedKeys } from '#api/query-keys';
import { useFileUpload } from '#api/upload-with-progress';

const uiCustomisation = ['ui-customisation'] as const;
export const uiCustomisationKeys = {
  all: uiCustomisation,
  /** The management view of one agency (null: the caller's own). */
  detail: (agencyId: string | null) => [...uiCustomisationKeys.all, 'detail', agencyId ?? 'own'] as const,
  published: (page: UiPage) => [...uiCustomisationKeys.all, 'published', page] as const,
  remove: () => [...uiCustomisation, 'delete'] as const,
  ...namedKeys(uiCustomisation, ['save', 'upload']),
};

const agencyQuery = (agencyId: string | null) => (agencyId ? { agencyId } : {});

/** GET /ui-customisation: the agency's theme and every banner and tile. */
export function useUiCustomisation(agencyId: string | null) {
  return useQuery(
    endpointQuery(uiCustomisationKeys.detail(agencyId), endpoints.getUiCustomisation, { query: agencyQuery(agencyId) }),
  );
}

/** GET /ui-customisation/published: what a customer's page shows today. */
export function usePublishedUi(page: UiPage) {
  return useQuery({
    ...endpointQuery(uiCustomisationKeys.published(page), endpoints.getPublishedUiCustomisation, { query: { page } }),
    // Banners change rarely; a minute saves a call on every visit to home.
    staleTime: 60_000,
  });
}

/**
 * The agency's customisation changed: the answer becomes the cached one, the published banners
 * read again, and so does the admin's own agency (its panel takes the new theme at once).
 */
function changesCustomisation(agencyId: string | null) {
  return {
    onSuccess: keepsAnswer(
      (_customisation: TUiCustomisation) => uiCustomisationKeys.detail(agencyId),
      () => [[...uiCustomisationKeys.all, 'published'], agencyKeys.details()],
    ),
  };
}

/** POST /ui-customisation: the theme, a banner or tile, or the order. Errors show on the form's fields. */
export function useSaveUiCustomisation(agencyId: string | null) {
  return useEndpointMutation(endpoints.saveUiCustomisation, {
    mutationKey: uiCustomisationKeys.save(),
    call: (body: TSaveUiCustomisationBody) => ({ body: { ...body, ...agencyQuery(agencyId) } }),
    ...changesCustomisation(agencyId),
    meta: { inlineErrors: true },
  });
}

/** DELETE /ui-customisation/{id}. */
export function useDeleteUiItem(agencyId: string | null) {
  return useEndpointMutation(endpoints.deleteUiCustomisation, {
    mutationKey: uiCustomisationKeys.remove(),
    call: (uiCustomisationId: string) => ({ params: { uiCustomisationId }, query: agencyQuery(agencyId) }),
    ...changesCustomisation(agencyId),
  });
}

/** POST /ui-customisation/image (multipart, with upload progress): the stored image's URL. */
export function useUploadUiImage(agencyId: string | null) {
  return useFileUpload(uiCustomisationKeys.upload(), endpoints.uploadUiCustomisationImage, agencyId, ZUiImageUpload);
}
