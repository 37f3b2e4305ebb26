import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from '@shared/api/zod-mini';
import { postPageSchema } from '@shared/community/community.schemas';
import { buildTestApp } from '../test/test-app';
import { hasPlainRecordParser, withGeneratedParsers } from './zod-jit';

// Objects nested every way a schema can hold them, with checks, defaults, transforms and unknown keys.
function buildSchema() {
  const author = z.object({ id: z.nullable(z.string()), reputation: z.number().check(z.int()) });
  const item = z
    .object({
      id: z.string().check(z.minLength(1)),
      count: z._default(z.number(), 0),
      author,
      tags: z.optional(z.array(z.strictObject({ name: z.string() }))),
      meta: z.record(z.string(), z.looseObject({ n: z.number() })),
      either: z.union([
        z.object({ kind: z.literal('a'), a: z.string() }),
        z.object({ kind: z.literal('b') }),
      ]),
      upper: z.pipe(
        z.object({ s: z.string() }),
        z.transform((value) => value.s.toUpperCase()),
      ),
    })
    .check(z.refine((value) => value.id !== 'forbidden', { message: 'Forbidden id' }));
  return z.object({ items: z.array(z.nullable(item)), next: z.nullable(z.string()) });
}

function outcome(schema: ReturnType<typeof buildSchema>, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? { data: result.data } : { issues: JSON.parse(JSON.stringify(result.error.issues)) };
}

const nearValidItem = fc.record(
  {
    id: fc.oneof(fc.string(), fc.constant('forbidden'), fc.integer()),
    count: fc.oneof(fc.integer(), fc.constant(undefined), fc.string()),
    author: fc.oneof(
      fc.record({
        id: fc.oneof(fc.string(), fc.constant(null)),
        reputation: fc.oneof(fc.integer(), fc.double()),
      }),
      fc.constant(null),
    ),
    tags: fc.option(fc.array(fc.record({ name: fc.string() }, { requiredKeys: [] })), { nil: undefined }),
    meta: fc.dictionary(
      fc.string(),
      fc.record({ n: fc.integer(), extra: fc.anything() }, { requiredKeys: [] }),
    ),
    either: fc.oneof(
      fc.record({ kind: fc.constant('a'), a: fc.string() }),
      fc.record({ kind: fc.constant('b'), x: fc.anything() }),
      fc.anything(),
    ),
    upper: fc.oneof(fc.record({ s: fc.string() }), fc.anything()),
    unknownKey: fc.anything(),
  },
  { requiredKeys: ['id', 'author', 'meta', 'either', 'upper'] },
);
const input = fc.oneof(
  fc.record({
    items: fc.array(fc.oneof(nearValidItem, fc.constant(null)), { maxLength: 4 }),
    next: fc.anything(),
  }),
  fc.anything(),
);

describe('withGeneratedParsers', () => {
  it('parses exactly as the generic parser does: the same data, the same issues, unknown keys dropped', () => {
    const generic = buildSchema();
    const generated = withGeneratedParsers(buildSchema());
    fc.assert(
      fc.property(input, (value) => {
        expect(outcome(generated, value)).toEqual(outcome(generic, value));
      }),
      { numRuns: 2_000 },
    );
  });

  it('parses records of plain values as zod does, through their own loop', () => {
    const build = () =>
      z.object({
        rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
        flags: z.record(z.string(), z.boolean()),
      });
    const generic = build();
    const generated = withGeneratedParsers(build());
    expect(hasPlainRecordParser(generated.shape.rows.def.element)).toBe(true);
    expect(hasPlainRecordParser(generated.shape.flags)).toBe(true);
    expect(hasPlainRecordParser(generic.shape.flags)).toBe(false);
    const plain = fc.oneof(fc.string(), fc.double(), fc.constant(null), fc.boolean(), fc.anything());
    const record = fc.oneof(
      fc.dictionary(fc.oneof(fc.string(), fc.constant('__proto__')), plain),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.record({ rows: fc.oneof(fc.array(record), fc.anything()), flags: record }), (value) => {
        const ours = generated.safeParse(value);
        const theirs = generic.safeParse(value);
        expect(ours.success).toBe(theirs.success);
        if (ours.success && theirs.success) expect(ours.data).toStrictEqual(theirs.data);
        else expect(JSON.stringify(ours.error?.issues)).toBe(JSON.stringify(theirs.error?.issues));
      }),
      { numRuns: 3_000 },
    );
  });

  it('reaches objects in arrays, unions, records, pipes, optionals and nullables', () => {
    const schema = withGeneratedParsers(buildSchema());
    const item = schema.shape.items.def.element.def.innerType;
    const objects = [
      schema,
      item,
      item.shape.author,
      item.shape.tags.def.innerType.def.element,
      item.shape.meta.def.valueType,
      ...item.shape.either.def.options,
      item.shape.upper.def.in,
    ];
    for (const object of objects) expect(object._zod.traits.has('$ZodObjectJIT')).toBe(true);
  });

  it('is applied to every route schema when the app is built', async () => {
    const app = await buildTestApp();
    try {
      expect(postPageSchema._zod.traits.has('$ZodObjectJIT')).toBe(true);
      expect(postPageSchema.shape.items.def.element.shape.author._zod.traits.has('$ZodObjectJIT')).toBe(true);
    } finally {
      await app.close();
    }
  });
});
