import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { applySecurityHeaders, type SecurityHeaders } from './security';

function fieldsFromValidation(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[path] ??= issue.message ?? 'Invalid value.';
  }
  return fields;
}

/** Maps every thrown error to the API's error body; nothing else (no stack, no SQL) ever leaves. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ error: { code: error.code, message: error.message, fields: error.fields, ...error.extra } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        error: {
          code: 'validation_failed',
          message: 'Some fields need attention.',
          fields: fieldsFromValidation(error),
        },
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply
        .status(500)
        .send({ error: { code: 'internal', message: 'Something went wrong on our side.' } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 429 ? 'rate_limited' : (error.code?.toLowerCase() ?? 'bad_request');
      return reply.status(status).send({ error: { code, message: error.message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: { code: 'internal', message: 'Something went wrong on our side.' } });
  });
}

/** The 404 body for an unknown API route. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  return reply
    .status(404)
    .send({ error: { code: 'not_found', message: `No API route matches ${request.method} ${path}.` } });
}

/**
 * The answer to an address Fastify cannot route: malformed percent-encoding (400) or an overlong part (414).
 * No hook runs for these, so the security headers are set here.
 */
export function badUrlHandler(headers: SecurityHeaders) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    applySecurityHeaders(reply, headers);
    return reply
      .status(error.statusCode ?? 400)
      .send({ error: { code: 'bad_url', message: 'This address is not valid.' } });
  };
}
