// The API answers `{ data }`: a call's result, or the server's refusal `{ message, code, … }`.
// Read alike by every way the web calls it (fetch, multipart uploads, file downloads).
import { ZErrorBody } from '@cardora/contract/auth';
import { ApiError } from './api-error';

/** An answer's text as JSON; undefined when it is empty or not JSON (a proxy's HTML page). */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The envelope's `data`; undefined when the answer is not an envelope. */
export function dataOf(json: unknown): unknown {
  return json && typeof json === 'object' && 'data' in json ? json.data : undefined;
}

/** The server's refusal in the envelope as an ApiError; null when the answer holds none. */
export function refusalOf(status: number, json: unknown): ApiError | null {
  const parsed = ZErrorBody.safeParse(dataOf(json));
  return parsed.success ? new ApiError(status, parsed.data) : null;
}
