import { $ZodObjectJIT, type $ZodType } from 'zod/v4/core';

// The shared schemas are built with zod/mini, whose objects parse with a generic loop: the browser's CSP forbids
// the code generation classic zod's objects use, and the browser bundle stays smaller without it. On the server
// that loop parses a 20-post feed page about 4× slower than generated code. Every route's schemas pass through
// here when the route is registered: each object schema in the tree gains the generated parser of classic zod
// (the same `$ZodObjectJIT` trait, with the same results), in place, once.

const upgraded = new WeakSet<object>();

function isSchema(value: unknown): value is $ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

function upgradeObject(schema: $ZodType): void {
  const internals = schema._zod;
  if (!internals.traits.has('$ZodObject') || internals.traits.has('$ZodObjectJIT')) return;
  const genericParse = internals.parse;
  $ZodObjectJIT.init(schema as never, internals.def as never);
  // A schema without checks runs its parser directly (zod copies `parse` into `run` when it is built).
  if (internals.run === genericParse) internals.run = internals.parse;
}

/** Gives every object schema reachable from `root` the generated parser; returns `root`. */
export function withGeneratedParsers<T>(root: T): T {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (Array.isArray(value)) {
      pending.push(...value);
      continue;
    }
    if (!isSchema(value) || upgraded.has(value)) continue;
    upgraded.add(value);
    upgradeObject(value);
    // A schema's children sit in its definition: shape values, element, innerType, options, in/out, left/right,
    // keyType/valueType, items, rest, checks. A lazy schema's getter is a function and stays lazy.
    for (const child of Object.values(value._zod.def as unknown as Record<string, unknown>)) {
      if (isSchema(child) || Array.isArray(child)) pending.push(child);
      else if (typeof child === 'object' && child !== null) pending.push(...Object.values(child));
    }
  }
  return root;
}
