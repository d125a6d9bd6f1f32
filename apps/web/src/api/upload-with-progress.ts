// A multipart POST by XMLHttpRequest, because only it reports upload progress (greeting posts
// and video templates can be tens of MB on a shop's connection). Answers like the API client:
// the envelope's data checked against the contract's schema, the server's refusal as ApiError,
// and a first mutation made before the CSRF cookie existed retried once.
import { MESSAGES } from '@cardora/contract';
import { type QueryKey, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { agencyQueryParam } from './agency-param';
import { ApiError } from './api-error';
import { CSRF_HEADER, readCsrfToken } from './csrf';
import { dataOf, parseJsonText, refusalOf } from './envelope';

export interface MultipartUpload<T> {
  path: string;
  body: FormData;
  response: z.ZodType<T>;
  /** What a status means when a proxy answered without our envelope (413, 415…); null: the generic one. */
  statusError?: (status: number) => ApiError | null;
  /** 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function failureOf<T>(status: number, json: unknown, upload: MultipartUpload<T>): ApiError {
  return (
    refusalOf(status, json) ??
    upload.statusError?.(status) ??
    new ApiError(status, { message: MESSAGES.internalError, code: status >= 500 ? 'INTERNAL' : 'UNKNOWN' })
  );
}

function sendOnce<T>(upload: MultipartUpload<T>): Promise<{ data: T } | { error: ApiError; sentCsrf: boolean }> {
  return new Promise((resolve, reject) => {
    const agency = agencyQueryParam();
    const xhr = new XMLHttpRequest();
    // The path may carry its own query (?agencyId=…): the agency parameter joins it.
    const joiner = upload.path.includes('?') ? '&' : '?';
    xhr.open('POST', agency ? `${upload.path}${joiner}${new URLSearchParams({ agency })}` : upload.path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    const csrf = readCsrfToken();
    if (csrf) xhr.setRequestHeader(CSRF_HEADER, csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) upload.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const json = parseJsonText(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = upload.response.safeParse(dataOf(json));
        if (parsed.success) resolve({ data: parsed.data });
        else reject(new ApiError(xhr.status, { message: MESSAGES.internalError, code: 'INVALID_RESPONSE' }));
        return;
      }
      resolve({ error: failureOf(xhr.status, json, upload), sentCsrf: csrf !== '' });
    };
    xhr.onerror = () => reject(new ApiError(0, { message: MESSAGES.networkError, code: 'NETWORK' }));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    upload.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(upload.body);
  });
}

/** Sends the upload; its parsed data, or ApiError on refusal (AbortError when cancelled). */
export async function uploadWithProgress<T>(upload: MultipartUpload<T>): Promise<T> {
  let outcome = await sendOnce(upload);
  if ('error' in outcome && outcome.error.status === 403 && !outcome.sentCsrf && readCsrfToken()) {
    upload.onProgress?.(0);
    outcome = await sendOnce(upload);
  }
  if ('error' in outcome) throw outcome.error;
  return outcome.data;
}

/** One file to send, and where its progress goes. */
export interface FileUpload {
  file: File;
  onProgress?: (fraction: number) => void;
}

/**
 * One file sent as the form's `file` to an upload endpoint, for the agency named (a manager of
 * another agency's settings) or, without one, the caller's own.
 */
export function uploadFileFor<T>(
  endpoint: { path: string },
  agencyId: string | null | undefined,
  response: z.ZodType<T>,
  { file, onProgress }: FileUpload,
): Promise<T> {
  const body = new FormData();
  body.append('file', file);
  const query = agencyId ? `?${new URLSearchParams({ agencyId })}` : '';
  return uploadWithProgress({ path: `${endpoint.path}${query}`, body, response, onProgress });
}

/**
 * One file sent to an upload endpoint, with its progress, for the agency named (else the
 * caller's own). A failure shows beside the field that sent it.
 */
export function useFileUpload<T>(
  mutationKey: QueryKey,
  endpoint: { path: string },
  agencyId: string | null | undefined,
  response: z.ZodType<T>,
) {
  return useMutation({
    mutationKey,
    mutationFn: (upload: FileUpload) => uploadFileFor(endpoint, agencyId, response, upload),
    meta: { inlineErrors: true },
  });
}
