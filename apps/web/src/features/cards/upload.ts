import {
  endpoints,
  MESSAGES,
  type TUploadedDocument,
  UPLOAD_MAX_BYTES,
  ZErrorBody,
  ZUploadedDocument,
} from '@cardora/contract';
import { agencyQueryParam } from '#api/agency-param';
import { ApiError } from '#api/api-error';
import { CSRF_HEADER, readCsrfToken } from '#api/csrf';

/** The server re-encodes these; anything else is refused before it is sent. */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
];
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/** The reason a file cannot be uploaded, checked in the browser first (the server checks again by content). */
export function uploadProblem(file: File): string | null {
  if (file.size > UPLOAD_MAX_BYTES) return MESSAGES.uploadTooLarge;
  // Some phones give HEIC photos no type at all; let the server judge those by content.
  if (file.type && !ACCEPTED_IMAGE_TYPES.includes(file.type)) return MESSAGES.uploadNotImage;
  return null;
}

export interface UploadRequest {
  file: File;
  businessId: string;
  /** 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function dataOf(json: unknown): unknown {
  return json && typeof json === 'object' && 'data' in json ? json.data : undefined;
}

/**
 * POST /document/uploadDoc as multipart (field "file"). XMLHttpRequest, not fetch, because
 * only it reports upload progress. The CSRF header follows the same rule as every mutation.
 */
export function uploadDocument({ file, businessId, onProgress, signal }: UploadRequest): Promise<TUploadedDocument> {
  return new Promise((resolve, reject) => {
    const problem = uploadProblem(file);
    if (problem) {
      reject(new ApiError(400, { message: problem, code: 'VALIDATION_FAILED' }));
      return;
    }
    const search = new URLSearchParams({ hierarchy1: 'business', hierarchy2: businessId });
    const agency = agencyQueryParam();
    if (agency) search.set('agency', agency);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${endpoints.uploadDocument.path}?${search.toString()}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    const csrf = readCsrfToken();
    if (csrf) xhr.setRequestHeader(CSRF_HEADER, csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const json = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = ZUploadedDocument.safeParse(dataOf(json));
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, { message: MESSAGES.internalError, code: 'INVALID_RESPONSE' }));
        return;
      }
      const error = ZErrorBody.safeParse(dataOf(json));
      if (error.success) reject(new ApiError(xhr.status, error.data));
      else if (xhr.status === 413)
        reject(new ApiError(413, { message: MESSAGES.uploadTooLarge, code: 'PAYLOAD_TOO_LARGE' }));
      else reject(new ApiError(xhr.status, { message: MESSAGES.internalError, code: 'INTERNAL' }));
    };
    xhr.onerror = () => reject(new ApiError(0, { message: MESSAGES.networkError, code: 'NETWORK' }));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}
