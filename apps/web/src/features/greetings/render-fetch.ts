// The branded image is a JPEG, not the JSON envelope callEndpoint reads: fetched here, with the
// bytes counted as they arrive (the progress bar), and a refusal read from its JSON error body.
import { endpoints, type FrameKind, type FrameName, MESSAGES } from '@cardora/contract';
import { agencyQueryParam } from '#api/agency-param';
import { ApiError } from '#api/api-error';
import { responseError } from '#api/download-file';
import { withCacheStamp } from './greeting-format';

export interface RenderRequest {
  imageId: string;
  businessId: string;
  frame: FrameName;
  kind: FrameKind;
  stamp: number;
  /** The business's greeting language (null: its card's): the server draws the saved one; here it keys the
   * query cache (the response is no-cache, so the browser asks again). */
  language: string | null;
}

export function renderUrl(request: RenderRequest): string {
  const search = new URLSearchParams({ businessId: request.businessId, frame: request.frame, kind: request.kind });
  const agency = agencyQueryParam();
  if (agency) search.set('agency', agency);
  const path = endpoints.renderImagePost.path.replace('{imageId}', encodeURIComponent(request.imageId));
  return withCacheStamp(`${path}?${search.toString()}`, request.stamp);
}

/** The branded JPEG; `onProgress` gets 0..1 while the body arrives. Throws ApiError on a refusal. */
export async function fetchGreeting(
  request: RenderRequest,
  signal: AbortSignal,
  onProgress: (fraction: number) => void,
): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(renderUrl(request), {
      credentials: 'same-origin',
      signal,
      headers: { accept: 'image/jpeg' },
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError(0, { message: MESSAGES.networkError, code: 'NETWORK' });
  }
  if (!response.ok) throw await responseError(response);
  const total = Number(response.headers.get('content-length') ?? 0);
  if (!response.body || !total) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(Math.min(1, received / total));
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? 'image/jpeg' });
}
