import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

/** Deepest nesting of arrays and objects a JSON body may have; real forms need fewer than ten levels. */
export const MAX_JSON_DEPTH = 64;
/** Largest JSON body accepted, in bytes. */
export const MAX_JSON_BYTES = 1024 * 1024;

const OPEN_OBJECT = 123; // {
const OPEN_ARRAY = 91; // [
const CLOSE_OBJECT = 125; // }
const CLOSE_ARRAY = 93; // ]
const QUOTE = 34; // "
const BACKSLASH = 92; // \

/**
 * The nesting depth of a JSON text, counted in one pass without parsing it, so a hostile body is refused
 * before anything recursive (the parser's prototype check, our character check, zod) walks it.
 * Stops counting as soon as `limit` is exceeded.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth -= 1;
  }
  return false;
}

/** A route that declares no body ignores an empty one, as it ignores a request with no body at all. */
function takesNoBody(request: FastifyRequest): boolean {
  return request.routeOptions.schema?.body === undefined;
}

const unsupportedMediaType = () =>
  new AppError(415, 'unsupported_media_type', 'Send a JSON body (Content-Type: application/json), or none.');

/**
 * Replaces the JSON body parser with one that refuses too-deep bodies with a clear 400 before parsing, and
 * answers a body of no or another type with the API's 415. An empty body is no body however it is framed: a
 * chunked DELETE with nothing in it answers as one with Content-Length: 0 (Fastify sends only the latter
 * straight to the route).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_JSON_BYTES },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      // An address no route takes answers 404 whatever is sent: Fastify runs its not-found handler through
      // the body parsers, and a malformed body must not answer first.
      if (request.is404 || (text.length === 0 && takesNoBody(request))) {
        done(null, undefined);
        return;
      }
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
        done(
          new AppError(
            400,
            'body_too_deep',
            `This request is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and lists are accepted.`,
          ),
          undefined,
        );
        return;
      }
      // Fastify's default JSON parser answers through done; its type also admits a parser returning a promise.
      void parseJson(request, text, done);
    },
  );
  // Any other type, or none: refused at its first byte, or no body at all if it ends before one arrives.
  app.addContentTypeParser('*', (request, payload, done) => {
    // An address no route takes answers 404 whatever its body (Node discards what is left unread).
    if (request.is404) {
      done(null, undefined);
      return;
    }
    const settle = (error: Error | null) => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', settle);
      done(error, undefined);
    };
    const onData = () => settle(unsupportedMediaType());
    const onEnd = () => settle(null);
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', settle);
  });
}
