// Reading multipart uploads (the routes register @fastify/multipart in their own scope). A body
// that is not well-formed multipart is the client's mistake and a 400 naming the file field:
// @fastify/multipart's own errors carry FST_ codes, but busboy's parse errors ("Unexpected end
// of multipart data", "Multipart: Boundary not found") carry none, and were 500s (found by fuzzing).
import { MESSAGES } from '@cardora/contract';
import type { FastifyRequest } from 'fastify';
import { type AppError, isAppError, validationFailed } from './errors';

export function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

const BUSBOY_PARSE_ERROR =
  /^(Unexpected end of (multipart data|form)|Multipart: |Malformed (part header|urlencoded form))/;

/** An error that means the request body was not well-formed multipart (or broke its limits). */
export function isMalformedMultipart(error: unknown): boolean {
  const code = errorCode(error);
  if (typeof code === 'string' && code.startsWith('FST_')) return true;
  return code === undefined && error instanceof Error && BUSBOY_PARSE_ERROR.test(error.message);
}

/**
 * The one file of field "file": `tooLarge()` past the scope's size limit, a 400 naming `file`
 * when it is missing or the body is malformed. Anything else (a real fault) is thrown as is.
 */
export async function readSingleFile(
  request: FastifyRequest,
  tooLarge: () => AppError,
): Promise<{ bytes: Buffer; originalName: string | null }> {
  if (!request.isMultipart()) throw validationFailed('file', MESSAGES.uploadMissingFile);
  try {
    const file = await request.file();
    if (file?.fieldname !== 'file') throw validationFailed('file', MESSAGES.uploadMissingFile);
    return { originalName: file.filename || null, bytes: await file.toBuffer() };
  } catch (error) {
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (isAppError(error)) throw error;
    if (isMalformedMultipart(error)) throw validationFailed('file', MESSAGES.uploadMissingFile);
    throw error;
  }
}
