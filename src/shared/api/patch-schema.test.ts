import { describe, expect, it } from 'vitest';
import { patchOf } from './patch-schema';
import * as z from './zod-mini';

const create = z.object({
  title: z.string().check(z.minLength(1)),
  summary: z._default(z.string(), ''),
  minutes: z._default(z.number().check(z.int(), z.minimum(1)), 5),
  tags: z.prefault(z.array(z.string()), []),
});
const patch = patchOf(create);

describe('patchOf', () => {
  it('leaves out every field the body leaves out, defaults included', () => {
    expect(z.parse(create, { title: 'A' })).toEqual({ title: 'A', summary: '', minutes: 5, tags: [] });
    expect(z.parse(patch, { minutes: 12 })).toEqual({ minutes: 12 });
    expect(Object.keys(z.parse(patch, {}))).toEqual([]);
  });

  it('keeps each field’s own checks', () => {
    expect(z.safeParse(patch, { title: '' }).success).toBe(false);
    expect(z.safeParse(patch, { minutes: 0 }).success).toBe(false);
    expect(z.safeParse(patch, { tags: ['calm'] }).data).toEqual({ tags: ['calm'] });
  });
});
