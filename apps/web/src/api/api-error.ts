import { type ErrorCode, MESSAGES, type TErrorBody } from '@cardora/contract/auth';

/** Codes the client itself produces when there is no server answer to read. */
export type ClientErrorCode = 'NETWORK' | 'INVALID_RESPONSE';

/** A failed call: the HTTP status and the server's `{ message, code, fields }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode | (string & {});
  readonly fields: Record<string, string>;

  constructor(status: number, body: TErrorBody) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
  }

  /** 401 and 403 are reserved for session/permission problems (shared decisions). */
  get isAuthError(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show a person for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return MESSAGES.internalError;
}
