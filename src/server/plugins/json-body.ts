import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

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

/** Replaces the JSON body parser with one that refuses too-deep bodies with a clear 400 before parsing. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_JSON_BYTES },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
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
      parseJson(request, text, done);
    },
  );
}
