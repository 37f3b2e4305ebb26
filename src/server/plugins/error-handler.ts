import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@shared/api/error-codes';
import { isDroppedConnection } from '../db/postgres-pool';
import { AppError } from '../lib/app-error';
import { REQUEST_ID_HEADER } from './logger-options';
import { applySecurityHeaders, type SecurityHeaders } from './security';

/** The API's error body; every code is from the catalogue. */
const errorBody = (code: ErrorCode, message: string, fields?: Record<string, string>) => ({
  error: { code, message, fields },
});

// The catalogue's code for a 4xx that Fastify or a plugin threw with its own code (FST_ERR_CTP_BODY_TOO_LARGE,
// FST_PARTS_LIMIT …): those name internals, not the API. Any other 4xx is a bad_request.
const codesByStatus: Partial<Record<number, ErrorCode>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  408: 'request_timeout',
  409: 'conflict',
  413: 'body_too_large',
  414: 'bad_url',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'headers_too_large',
};

/** The code a 4xx not raised as an AppError answers with. */
export const clientErrorCode = (status: number): ErrorCode => codesByStatus[status] ?? 'bad_request';

function fieldsFromValidation(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[path] ??= issue.message ?? 'Invalid value.';
  }
  return fields;
}

export const DATABASE_UNAVAILABLE =
  'We lost our connection to the database for a moment. Please try again: if it was a change, check whether it was saved.';

/** Maps every thrown error to the API's error body; nothing else (no stack, no SQL) ever leaves. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ error: { code: error.code, message: error.message, fields: error.fields, ...error.extra } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send(errorBody('validation_failed', 'Some fields need attention.', fieldsFromValidation(error)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(errorBody('internal', 'Something went wrong on our side.'));
    }
    if (isDroppedConnection(error)) {
      // A transaction whose connection went before it committed changed nothing; one cut during its commit may
      // have, so the message never says which. Reads were already tried once more on a fresh connection.
      request.log.warn({ err: error }, 'database connection dropped during the request');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send(errorBody('database_unavailable', DATABASE_UNAVAILABLE));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(clientErrorCode(status), error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internal', 'Something went wrong on our side.'));
  });
}

/** The 404 body for an unknown API route. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  return reply.status(404).send(errorBody('not_found', `No API route matches ${request.method} ${path}.`));
}

/**
 * The answer to an address Fastify cannot route: malformed percent-encoding (400) or an overlong part (414).
 * No hook runs for these, so the security headers are set here.
 */
export function badUrlHandler(headers: SecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    applySecurityHeaders(reply, headers);
    reply.header(REQUEST_ID_HEADER, request.id);
    return reply.status(error.statusCode ?? 400).send(errorBody('bad_url', 'This address is not valid.'));
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

interface UnreadableAnswer {
  status: number;
  code: ErrorCode;
  message: string;
}

/** Why Node's HTTP parser gave up on a request, as the API's status, code and message. */
function unreadableAnswer(error: NodeJS.ErrnoException): UnreadableAnswer {
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
      const body = JSON.stringify(errorBody(code, message));
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
