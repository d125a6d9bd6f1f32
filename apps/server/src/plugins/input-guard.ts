// The contract's input rule (findUnsafeInput: no NUL, no half surrogate pairs, serial numbers
// inside PostgreSQL integer) on every request, before any hook or handler reads it — tenancy's
// ?agency=, the public card's path, /c/events, /tls/ask and every API call alike.
// Such input used to reach PostgreSQL and come back as a 500 with the SQL in the log.
import { findUnsafeInput } from '@cardora/contract';
import type { FastifyInstance } from 'fastify';
import { validationFailed } from '../lib/errors';

export function registerInputGuard(app: FastifyInstance): void {
  // Callback style: it runs on every request, public card pages included.
  app.addHook('preValidation', (request, _reply, done) => {
    const found =
      findUnsafeInput(request.params, 'params') ??
      findUnsafeInput(request.query, 'query') ??
      findUnsafeInput(request.body, 'body');
    if (!found) return done();
    // The field as the envelope names fields elsewhere: without the part of the request.
    const field = found.field.replace(/^(params|query|body)\.?/, '') || found.field;
    done(validationFailed(field, found.message));
  });
}
