import { describe, expect, it } from 'vitest';
import * as z from './zod-mini';

describe('zod-mini', () => {
  it('speaks English where a schema gives no message of its own, as classic zod does', () => {
    const result = z.safeParse(z.object({ name: z.string().check(z.minLength(3)) }), { name: 'ab' });
    expect(result.error?.issues[0]?.message).toBe('Too small: expected string to have >=3 characters');
  });
});
