import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { HttpError } from '../lib/http-error.ts';

const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
};

/**
 * The one error handler: every error answers `{ error, errors? }`. A 5xx is logged with the
 * request id and never carries internals.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      // A service's own 5xx (a storage away) says what happened to the person; the log, why.
      if (err.statusCode >= 500) request.log.error({ err: err.cause ?? err }, err.message);
      if (err.headers) void reply.headers(err.headers);
      return reply
        .code(err.statusCode)
        .send({ error: err.message, ...(err.errors ? { errors: err.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // A malformed id in the path names nothing that exists.
      if (err.validationContext === 'params') return reply.code(404).send({ error: 'Not found' });
      // One message per field, the first rule it breaks, as the forms show it.
      const errors: { path: string; msg: string }[] = [];
      for (const v of err.validation) {
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        if (!errors.some((e) => e.path === path)) errors.push({ path, msg: v.message ?? 'Invalid value' });
      }
      return reply.code(400).send({ error: errors[0]?.msg ?? 'Invalid input', errors });
    }
    if (err.validation) {
      return reply.code(400).send({ error: err.message });
    }
    if (
      !isResponseSerializationError(err) &&
      err.statusCode &&
      err.statusCode >= 400 &&
      err.statusCode < 500
    ) {
      return reply.code(err.statusCode).send({ error: CLIENT_ERRORS[err.code] ?? err.message });
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ error: 'The service is temporarily unavailable. Please try again shortly.' });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });
}
