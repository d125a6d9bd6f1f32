// Downloads a file answer of the API (CSV reports, the QR kit): fetched, so a failure before the
// file starts is the server's JSON error, shown to the person, then handed to the
// browser as a file under the server's name.
import { type EndpointDef, MESSAGES } from '@cardora/contract';
import { agencyQueryParam } from './agency-param';
import { ApiError } from './api-error';
import { refusalOf } from './envelope';

type FileQuery = Record<string, string | number | boolean | null | undefined>;

/** The endpoint's path with the query (and the agency override, when the page has one). */
export function fileUrl(endpoint: EndpointDef, query: FileQuery): string {
  return pathWithQuery(endpoint.path, query);
}

function pathWithQuery(path: string, query: FileQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const agency = agencyQueryParam();
  if (agency) search.set('agency', agency);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The file name from `Content-Disposition: attachment; filename="…"`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/** A non-JSON call's refusal: the server's JSON error body when it sent one, else the generic message. */
export async function responseError(response: Response): Promise<ApiError> {
  const json: unknown = await response.json().catch(() => undefined);
  return (
    refusalOf(response.status, json) ??
    new ApiError(response.status, { message: MESSAGES.internalError, code: 'UNKNOWN' })
  );
}

/** Fetches the file and saves it under the server's file name; throws ApiError on failure. */
export function downloadFile(endpoint: EndpointDef, query: FileQuery, fallbackName: string): Promise<void> {
  return downloadFromPath(endpoint.path, query, fallbackName);
}

/**
 * As downloadFile, for a file whose address the server gave (a document's `downloadPath`)
 * rather than an endpoint's fixed path.
 */
export async function downloadFromPath(path: string, query: FileQuery, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(pathWithQuery(path, query), { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, { message: MESSAGES.networkError, code: 'NETWORK' });
  }
  if (!response.ok) throw await responseError(response);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start saving before the blob goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
