import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

const NUL = '\u0000';
// A NUL, or half of a surrogate pair with no other half: PostgreSQL stores neither in JSONB, nor a NUL in text.
// eslint-disable-next-line no-control-regex -- matching the NUL character is the point.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The path (`data.items.0`) of the first string, or key, holding a character the database cannot store
 * (a NUL or a lone surrogate), or null when there is none. Such input must stop here as a 400.
 */
export function findUnstorableCharacter(value: unknown): string | null {
  // Depth-first with an explicit stack, in document order, each node linked to its parent: a deep value
  // can neither overflow the call stack nor cost a copied path per level.
  const stack: PathNode[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const current = node.value;
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return pathOf(node);
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const entries = Object.entries(current);
    for (const [key] of entries) {
      if (UNSTORABLE.test(key)) return pathOf({ value: null, key: key.replaceAll(NUL, ''), parent: node });
    }
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i]!;
      stack.push({ value: child, key, parent: node });
    }
  }
  return null;
}

interface PathNode {
  value: unknown;
  key: string | null;
  parent: PathNode | null;
}

function pathOf(node: PathNode): string {
  const keys: string[] = [];
  for (let at: PathNode | null = node; at !== null; at = at.parent) if (at.key !== null) keys.push(at.key);
  return keys.reverse().join('.') || '_';
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
