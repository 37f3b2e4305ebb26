import { $ZodObjectJIT, util, type $ZodType } from 'zod/v4/core';

// The shared schemas are built with zod/mini, whose objects parse with a generic loop: the browser's CSP forbids
// the code generation classic zod's objects use, and the browser bundle stays smaller without it. On the server
// that loop parses a 20-post feed page about 4× slower than generated code. Every route's schemas pass through
// here when the route is registered: each object schema in the tree gains the generated parser of classic zod
// (the same `$ZodObjectJIT` trait, with the same results), in place, once.
//
// Records of plain values (a chart's rows: `z.record(z.string(), z.union([z.string(), z.number(), z.null()]))`)
// gain a loop that checks each value's type directly; anything it does not accept exactly goes to zod's own
// parser, so the data and the issues stay zod's. A year's chart rows parsed key by key through the key and
// union schemas were a sixth of the streaks page's CPU.

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

type Payload = { value: unknown; issues: unknown[] };
type Parse = (payload: Payload, ctx: unknown) => Payload;

const primitiveTests: Record<string, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  boolean: (value) => typeof value === 'boolean',
  null: (value) => value === null,
};

/** A test equal to the schema's parse for a plain primitive or a union of them (no checks, no coercion). */
function primitiveTest(schema: $ZodType): ((value: unknown) => boolean) | null {
  const def = schema._zod.def as unknown as {
    type: string;
    checks?: unknown[];
    coerce?: boolean;
    options?: $ZodType[];
  };
  if ((def.checks?.length ?? 0) > 0 || def.coerce) return null;
  if (def.type === 'union' && def.options) {
    const tests = def.options.map(primitiveTest);
    if (tests.some((test) => test === null)) return null;
    return (value) => tests.some((test) => test!(value));
  }
  return primitiveTests[def.type] ?? null;
}

const plainRecords = new WeakSet<object>();

/** Whether a record schema parses with the plain-value loop. */
export const hasPlainRecordParser = (schema: $ZodType) => plainRecords.has(schema);

function upgradeRecord(schema: $ZodType): void {
  const internals = schema._zod;
  const def = internals.def as unknown as { type: string; keyType?: $ZodType; valueType?: $ZodType };
  if (def.type !== 'record' || !def.keyType || !def.valueType) return;
  const keyDef = def.keyType._zod.def as unknown as { type: string };
  const valueTest = primitiveTest(def.valueType);
  if (keyDef.type !== 'string' || !primitiveTest(def.keyType) || !valueTest) return;
  const genericParse = internals.parse as unknown as Parse;
  const parse: Parse = (payload, ctx) => {
    const input = payload.value;
    if (!util.isPlainObject(input)) return genericParse(payload, ctx);
    const output: Record<string, unknown> = {};
    for (const key of Reflect.ownKeys(input)) {
      if (typeof key !== 'string' || key === '__proto__') return genericParse(payload, ctx);
      const value = input[key];
      if (!valueTest(value)) return genericParse(payload, ctx);
      output[key] = value;
    }
    payload.value = output;
    return payload;
  };
  internals.parse = parse as unknown as typeof internals.parse;
  plainRecords.add(schema);
  if ((internals.run as unknown) === genericParse) internals.run = internals.parse;
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
    upgradeRecord(value);
    // A schema's children sit in its definition: shape values, element, innerType, options, in/out, left/right,
    // keyType/valueType, items, rest, checks. A lazy schema's getter is a function and stays lazy.
    for (const child of Object.values(value._zod.def as unknown as Record<string, unknown>)) {
      if (isSchema(child) || Array.isArray(child)) pending.push(child);
      else if (typeof child === 'object' && child !== null) pending.push(...Object.values(child));
    }
  }
  return root;
}
