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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { agencyKeys } from '#api/query-keys';
import { uploadWithProgress } from '#api/upload-with-progress';

export const uiCustomisationKeys = {
  all: ['ui-customisation'] as const,
  /** The management view of one agency (null: the caller's own). */
  detail: (agencyId: string | null) => [...uiCustomisationKeys.all, 'detail', agencyId ?? 'own'] as const,
  published: (page: UiPage) => [...uiCustomisationKeys.all, 'published', page] as const,
  save: () => [...uiCustomisationKeys.all, 'save'] as const,
  remove: () => [...uiCustomisationKeys.all, 'delete'] as const,
  upload: () => [...uiCustomisationKeys.all, 'upload'] as const,
};

const agencyQuery = (agencyId: string | null) => (agencyId ? { agencyId } : {});

/** GET /ui-customisation: the agency's theme and every banner and tile. */
export function useUiCustomisation(agencyId: string | null) {
  return useQuery({
    queryKey: uiCustomisationKeys.detail(agencyId),
    queryFn: ({ signal }) => callEndpoint(endpoints.getUiCustomisation, { query: agencyQuery(agencyId), signal }),
  });
}

/** GET /ui-customisation/published: what a customer's page shows today. */
export function usePublishedUi(page: UiPage) {
  return useQuery({
    queryKey: uiCustomisationKeys.published(page),
    queryFn: ({ signal }) => callEndpoint(endpoints.getPublishedUiCustomisation, { query: { page }, signal }),
    // Banners change rarely; a minute saves a call on every visit to home.
    staleTime: 60_000,
  });
}

function useCustomisationChanged(agencyId: string | null) {
  const queryClient = useQueryClient();
  return (customisation: TUiCustomisation) => {
    queryClient.setQueryData(uiCustomisationKeys.detail(agencyId), customisation);
    void queryClient.invalidateQueries({ queryKey: [...uiCustomisationKeys.all, 'published'] });
    // The admin's own agency: its panel takes the new theme at once.
    void queryClient.invalidateQueries({ queryKey: agencyKeys.details() });
  };
}

/** POST /ui-customisation: the theme, a banner or tile, or the order. Errors show on the form's fields. */
export function useSaveUiCustomisation(agencyId: string | null) {
  const changed = useCustomisationChanged(agencyId);
  return useMutation({
    mutationKey: uiCustomisationKeys.save(),
    mutationFn: (body: TSaveUiCustomisationBody) =>
      callEndpoint(endpoints.saveUiCustomisation, { body: { ...body, ...agencyQuery(agencyId) } }),
    onSuccess: changed,
    meta: { inlineErrors: true },
  });
}

/** DELETE /ui-customisation/{id}. */
export function useDeleteUiItem(agencyId: string | null) {
  const changed = useCustomisationChanged(agencyId);
  return useMutation({
    mutationKey: uiCustomisationKeys.remove(),
    mutationFn: (uiCustomisationId: string) =>
      callEndpoint(endpoints.deleteUiCustomisation, {
        params: { uiCustomisationId },
        query: agencyQuery(agencyId),
      }),
    onSuccess: changed,
  });
}

/** POST /ui-customisation/image (multipart, with upload progress): the stored image's URL. */
export function useUploadUiImage(agencyId: string | null) {
  return useMutation({
    mutationKey: uiCustomisationKeys.upload(),
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => {
      const body = new FormData();
      body.append('file', file);
      const query = agencyId ? `?${new URLSearchParams({ agencyId })}` : '';
      return uploadWithProgress({
        path: `${endpoints.uploadUiCustomisationImage.path}${query}`,
        body,
        response: ZUiImageUpload,
        onProgress,
      });
    },
    meta: { inlineErrors: true },
  });
}
