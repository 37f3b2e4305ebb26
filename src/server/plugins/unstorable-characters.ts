import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

const NUL = '\u0000';
// A NUL, or half of a surrogate pair with no other half: PostgreSQL stores neither in JSONB, nor a NUL in text.
// eslint-disable-next-line no-control-regex -- matching the NUL character is the point.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The path (`data.items.0`) of the first string, or key, holding a character the database cannot store
 * (a NUL or a lone surrogate), or null when there is none. Such input must stop here as a 400.
 */
export function findUnstorableCharacter(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path.join('.') || '_' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return [...path, key.replaceAll(NUL, '')].join('.') || '_';
    const found = findUnstorableCharacter(child, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** Answers 400, before validation, any request whose params, query or body carry an unstorable character. */
export function registerUnstorableCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      findUnstorableCharacter(request.params) ??
      findUnstorableCharacter(request.query) ??
      findUnstorableCharacter(request.body);
    if (field === null) return;
    throw new AppError(400, 'invalid_characters', 'Some fields need attention.', {
      [field]: 'This contains a character that is not allowed.',
    });
  });
}
