import { endpoints, MESSAGES, type TUploadedDocument, UPLOAD_MAX_BYTES, ZUploadedDocument } from '@cardora/contract';
import { ApiError } from '#api/api-error';
import { uploadWithProgress } from '#api/upload-with-progress';

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

export function uploadDocument({ file, businessId, onProgress, signal }: UploadRequest): Promise<TUploadedDocument> {
  const problem = uploadProblem(file);
  if (problem) return Promise.reject(new ApiError(400, { message: problem, code: 'VALIDATION_FAILED' }));
  const body = new FormData();
  body.append('file', file);
  return uploadWithProgress({
    path: `${endpoints.uploadDocument.path}?${new URLSearchParams({ hierarchy1: 'business', hierarchy2: businessId })}`,
    body,
    response: ZUploadedDocument,
    statusError: (status) =>
      status === 413 ? new ApiError(413, { message: MESSAGES.uploadTooLarge, code: 'PAYLOAD_TOO_LARGE' }) : null,
    onProgress,
    signal,
  });
}
