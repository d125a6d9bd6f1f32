// One error handler and one 404 handler, both answering in the `{ data: { message,
// code, fields? } }` envelope. Unknown errors are logged with the request id and
// answered with a generic 500: internals never reach the client.
import { type ErrorCode, MESSAGES, type TErrorBody } from '@cardora/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FaultLogSampler, faultKey, isDatabaseUnavailable } from '../lib/db-faults';
import { reportServerError } from '../lib/error-reporting';
import { isAppError } from '../lib/errors';

function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  return typeof error.statusCode === 'number' ? error.statusCode : undefined;
}

function send(reply: FastifyReply, status: number, body: TErrorBody): FastifyReply {
  return reply.status(status).send({ data: body });
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large) in our codes. */
function codeForClientStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  return 'VALIDATION_FAILED';
}

/** Seconds a client is asked to wait before trying again while the database is unavailable. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

export function registerErrorHandler(app: FastifyInstance, sampler = new FaultLogSampler()): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, error.validationContext);
        fields[name] ??= issue.message ?? MESSAGES.internalError;
      }
      const message = error.validation[0]?.message ?? MESSAGES.internalError;
      return send(reply, 400, { message, code: 'VALIDATION_FAILED', fields });
    }
    if (isAppError(error)) {
      const body: TErrorBody = { message: error.message, code: error.code };
      if (error.fields) body.fields = error.fields;
      if (error.upgradePath) body.upgradePath = error.upgradePath;
      return send(reply, error.statusCode, body);
    }
    const status = statusOf(error);
    if (status !== undefined && status >= 400 && status < 500) {
      const code = codeForClientStatus(status);
      const message =
        code === 'RATE_LIMITED'
          ? MESSAGES.tooManyRequests
          : error instanceof Error && code === 'VALIDATION_FAILED'
            ? error.message
            : MESSAGES.notFound;
      return send(reply, status, { message, code });
    }
    // The same fault over and over (a database down answers every request alike) is logged once
    // per interval, with how many were kept quiet, not once per request.
    const unavailable = isDatabaseUnavailable(error);
    const logNow = sampler.shouldLog(`${unavailable ? 'db' : 'bug'}:${faultKey(error)}`);
    if (unavailable) {
      if (logNow) request.log.warn({ err: error, reqId: request.id, ...logNow }, 'database unavailable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
      return send(reply, 503, { message: MESSAGES.temporarilyUnavailable, code: 'SERVICE_UNAVAILABLE' });
    }
    if (logNow) request.log.error({ err: error, reqId: request.id, ...logNow }, 'unhandled error');
    // Every one is reported (the reporting service groups them), not only the logged ones.
    reportServerError(error, request);
    return send(reply, 500, { message: MESSAGES.internalError, code: 'INTERNAL' });
  });
}

export function sendNotFound(reply: FastifyReply): FastifyReply {
  return send(reply, 404, { message: MESSAGES.notFound, code: 'NOT_FOUND' });
}
