// The PDF answers (preview, download) are files, not the JSON envelope callEndpoint reads:
// fetched here. A failed PDF download rejects with the error JSON decoded from the
// response body, so a refusal (409: not paid, export used, revoked) reads as the server wrote it.
import { endpoints, MESSAGES, type PdfTemplateCode } from '@cardora/contract';
import { agencyQueryParam } from '#api/agency-param';
import { ApiError } from '#api/api-error';
import { readCsrfToken } from '#api/csrf';
import { refusalOf } from '#api/envelope';

export interface PdfFile {
  bytes: Uint8Array;
  /** The server's file name (Content-Disposition), or a fallback. */
  fileName: string;
}

function urlOf(path: string, query: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== false) search.set(key, String(value));
  const agency = agencyQueryParam();
  if (agency) search.set('agency', agency);
  return `${path}?${search.toString()}`;
}

/** GET /pdf-card/preview: a card's saved details, or a business's prefill, in a design (SAMPLE). */
export function previewUrl(query: { pdfCardNo?: number; businessId?: string; templateCode: PdfTemplateCode }): string {
  return urlOf(endpoints.previewPdfCard.path, query);
}

/** POST /pdf-card/preview: the editor's details as typed, in a design (SAMPLE). */
export function typedPreviewUrl(): string {
  return urlOf(endpoints.previewPdfCardDetails.path, {});
}

/** GET /pdf-card/downloadPdfCard; staff allowed to may ask for it without the SAMPLE watermark. */
export function downloadUrl(query: { pdfCardNo: number; forceClean?: boolean; bleed?: boolean }): string {
  return urlOf(endpoints.downloadPdfCard.path, {
    pdfCardNo: query.pdfCardNo,
    forceDownloadWithoutSampleWatermark: query.forceClean,
    bleed: query.bleed,
  });
}

/** The error JSON of a failed answer, as an ApiError. */
export async function errorFromBody(response: Response): Promise<ApiError> {
  const json: unknown = await response.json().catch(() => undefined);
  return (
    refusalOf(response.status, json) ??
    new ApiError(response.status, {
      message: MESSAGES.internalError,
      code: response.status >= 500 ? 'INTERNAL' : 'UNKNOWN',
    })
  );
}

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // a malformed name: the plain one, or the fallback
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/** GETs a PDF; throws ApiError with the server's message when it answers with an error. */
export async function fetchPdf(
  url: string,
  fallbackName: string,
  signal?: AbortSignal,
  /** A POST body (JSON), sent with the CSRF header like every mutation-shaped call. */
  body?: unknown,
): Promise<PdfFile> {
  let response: Response;
  try {
    response = await fetch(
      url,
      body === undefined
        ? { credentials: 'same-origin', signal, headers: { accept: 'application/pdf' } }
        : {
            method: 'POST',
            credentials: 'same-origin',
            signal,
            headers: {
              accept: 'application/pdf',
              'content-type': 'application/json',
              'x-csrf-token': readCsrfToken(),
            },
            body: JSON.stringify(body),
          },
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, { message: MESSAGES.networkError, code: 'NETWORK' });
  }
  if (!response.ok) throw await errorFromBody(response);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { bytes, fileName: fileNameOf(response, fallbackName) };
}
