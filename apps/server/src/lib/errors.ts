// One error family: a service throws AppError(code, message, status); the error
// handler turns it into the `{ data: { message, code, fields? } }` envelope.
import { type ErrorCode, MESSAGES } from '@cardora/contract';

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly statusCode: number,
    readonly fields?: Record<string, string>,
    /** Where the web sends the person to lift a plan refusal (the upgrade screen's '#upgrade'). */
    readonly upgradePath?: string,
  ) {
    super(message);
  }
}

export const validationFailed = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, 400, { [field]: message });
export const unauthenticated = () => new AppError('UNAUTHENTICATED', MESSAGES.notSignedIn, 401);
export const forbidden = () => new AppError('FORBIDDEN', MESSAGES.forbidden, 403);
export const notFound = (message: string = MESSAGES.notFound) => new AppError('NOT_FOUND', message, 404);
export const conflict = (message: string) => new AppError('CONFLICT', message, 409);
/** A 409 the form shows on `field`: what it holds is taken (a unique slug, phone, e-mail…). */
export const fieldTaken = (field: string, message: string) =>
  new AppError('CONFLICT', message, 409, { [field]: message });
export const rateLimited = () => new AppError('RATE_LIMITED', MESSAGES.tooManyRequests, 429);

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
