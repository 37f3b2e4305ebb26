import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
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

// llhttp's codes for a body that does not match its Content-Length or Transfer-Encoding.
const BODY_FRAMING_ERRORS = new Set([
  'HPE_INVALID_CHUNK_SIZE',
  'HPE_CHUNK_EXTENSIONS_OVERFLOW',
  'HPE_INVALID_CONTENT_LENGTH',
  'HPE_UNEXPECTED_CONTENT_LENGTH',
  'HPE_INVALID_TRANSFER_ENCODING',
  'HPE_LF_EXPECTED',
  'HPE_CR_EXPECTED',
  'HPE_STRICT',
]);

/** Why Node's HTTP parser gave up on a request, as the API's status, code and message. */
function unreadableAnswer(error: NodeJS.ErrnoException): { status: number; code: string; message: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, code: 'request_timeout', message: 'This request took too long to arrive.' };
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, code: 'headers_too_large', message: 'The headers of this request are too large.' };
  }
  return {
    status: 400,
    code: 'unreadable_request',
    message: BODY_FRAMING_ERRORS.has(error.code ?? '')
      ? 'This request could not be read: its body does not match its length or chunked encoding.'
      : 'This request could not be read: it is not well-formed HTTP.',
  };
}

/**
 * The answer to bytes Node cannot read as a request (a chunked body not in chunks, both a length and chunks):
 * the API's error body where Fastify would write a bare "Client Error". No route or hook runs for these, so it is
 * written to the socket whole, with the security headers, and the connection closes (what follows is unframed).
 */
export function unreadableRequestHandler(headers: SecurityHeaders) {
  return function handleUnreadableRequest(
    this: FastifyInstance,
    error: NodeJS.ErrnoException,
    socket: Duplex,
  ) {
    // A connection the client already dropped has no one to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, code, message } = unreadableAnswer(error);
    this.log.debug({ err: error }, 'unreadable request');
    if (socket.writable) {
      const body = JSON.stringify({ error: { code, message } });
      const lines = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        'content-type: application/json; charset=utf-8',
        'cache-control: no-store',
        `content-length: ${Buffer.byteLength(body)}`,
        'connection: close',
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}
