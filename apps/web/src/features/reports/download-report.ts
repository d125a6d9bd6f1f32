// Downloads a CSV report: fetched (so a failure before the file starts is the server's JSON
// error, shown to the person — spec 8), then handed to the browser as a file.
import { type EndpointDef, MESSAGES, type TReportQuery, ZErrorBody } from '@cardora/contract';
import { agencyQueryParam } from '../../api/agency-param';
import { ApiError } from '../../api/api-error';

function reportUrl(endpoint: EndpointDef, query: TReportQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const agency = agencyQueryParam();
  if (agency) search.set('agency', agency);
  const qs = search.toString();
  return qs ? `${endpoint.path}?${qs}` : endpoint.path;
}

/** The file name from `Content-Disposition: attachment; filename="…"`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

async function errorOf(response: Response): Promise<ApiError> {
  const json: unknown = await response.json().catch(() => undefined);
  const data = json && typeof json === 'object' && 'data' in json ? json.data : undefined;
  const parsed = ZErrorBody.safeParse(data);
  return new ApiError(
    response.status,
    parsed.success ? parsed.data : { message: MESSAGES.internalError, code: 'UNKNOWN' },
  );
}

/** Fetches the report and saves it under the server's file name; throws ApiError on failure. */
export async function downloadReport(endpoint: EndpointDef, query: TReportQuery, fallbackName: string) {
  let response: Response;
  try {
    response = await fetch(reportUrl(endpoint, query), { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, { message: MESSAGES.networkError, code: 'NETWORK' });
  }
  if (!response.ok) throw await errorOf(response);
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
