// Text layers (docs/product-rules.md#greetings-text-layers): saving a post's layers, and the
// server's exact preview of them in one language (a JPEG, not the JSON envelope).
import { endpoints, MESSAGES, type TTextLayerInput, type TTextPreviewBody } from '@cardora/contract';
import { useMutation } from '@tanstack/react-query';
import { agencyQueryParam } from '#api/agency-param';
import { ApiError } from '#api/api-error';
import { CSRF_HEADER, readCsrfToken } from '#api/csrf';
import { responseError } from '#api/download-file';
import { useEndpointMutation } from '#api/endpoint-query';
import { greetingsAdminKeys } from './keys';

/** PUT /image-post/{imageId}/text-layers; the grid reads again (the preview is made anew). */
export function useSaveTextLayers(imageId: string) {
  return useEndpointMutation(endpoints.saveImagePostTextLayers, {
    mutationKey: [...greetingsAdminKeys.all, 'text-layers', imageId],
    call: (textLayers: TTextLayerInput[]) => ({ params: { imageId }, body: { textLayers } }),
    invalidates: [greetingsAdminKeys.posts()],
    meta: { inlineErrors: true },
  });
}

/** POST /image-post/text-preview: the JPEG as a Blob; ApiError (with the layer's field) on a refusal. */
export async function fetchTextPreview(body: TTextPreviewBody, signal?: AbortSignal): Promise<Blob> {
  const agency = agencyQueryParam();
  const url = agency
    ? `${endpoints.previewImagePostText.path}?agency=${encodeURIComponent(agency)}`
    : endpoints.previewImagePostText.path;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      signal,
      headers: { 'content-type': 'application/json', accept: 'image/jpeg', [CSRF_HEADER]: readCsrfToken() },
      body: JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, { message: MESSAGES.networkError, code: 'NETWORK' });
  }
  if (!response.ok) throw await responseError(response);
  return response.blob();
}

export function useTextPreview() {
  return useMutation({
    mutationKey: [...greetingsAdminKeys.all, 'text-preview'],
    mutationFn: (body: TTextPreviewBody) => fetchTextPreview(body),
    meta: { inlineErrors: true },
  });
}
