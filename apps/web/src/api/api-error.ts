import { type ErrorCode, MESSAGES, type TErrorBody } from '@cardora/contract/auth';

/** Codes the client itself produces when there is no server answer to read. */
export type ClientErrorCode = 'NETWORK' | 'INVALID_RESPONSE';

/** A failed call: the HTTP status and the server's `{ message, code, fields, upgradePath }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode | (string & {});
  readonly fields: Record<string, string>;
  /** A refusal a plan or a purchase lifts (409 over a limit): where the web opens the upgrade ('#upgrade'); else null. */
  readonly upgradePath: string | null;

  constructor(status: number, body: TErrorBody) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
    this.upgradePath = body.upgradePath ?? null;
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
