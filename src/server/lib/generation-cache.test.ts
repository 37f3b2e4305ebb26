import { describe, expect, it } from 'vitest';
import { createGenerationCache } from './generation-cache';

describe('a cache of values stamped with a member generation', () => {
  const make = (clock = { now: 0 }) =>
    createGenerationCache<string>({ maxEntries: 2, maxValueSize: 10, maxAgeMs: 1_000, now: () => clock.now });

  it('gives a value back only for the generation it was stamped with', () => {
    const cache = make();
    cache.set('ana', 'page', 3, 'v3', 2);
    expect(cache.get('ana', 'page', 3)).toBe('v3');
    expect(cache.get('ana', 'page', 4)).toBeUndefined();
    // A generation that moved on drops the value: going back does not revive it.
    expect(cache.get('ana', 'page', 3)).toBeUndefined();
    expect(cache.get('ben', 'page', 3)).toBeUndefined();
  });

  it('keeps nothing when there is no generation to check against', () => {
    const cache = make();
    cache.set('ana', 'page', undefined, 'v', 1);
    expect(cache.get('ana', 'page', undefined)).toBeUndefined();
    cache.set('ana', 'page', 0, 'v', 1);
    expect(cache.get('ana', 'page', undefined)).toBeUndefined();
  });

  it('is bounded in entries, value size and age', () => {
    const clock = { now: 0 };
    const cache = make(clock);
    cache.set('ana', 'big', 1, 'too large', 11);
    expect(cache.get('ana', 'big', 1)).toBeUndefined();
    cache.set('ana', 'a', 1, 'a', 1);
    cache.set('ana', 'b', 1, 'b', 1);
    cache.set('ana', 'c', 1, 'c', 1);
    expect(cache.get('ana', 'a', 1)).toBeUndefined();
    expect(cache.get('ana', 'b', 1)).toBe('b');
    clock.now = 1_001;
    expect(cache.get('ana', 'c', 1)).toBeUndefined();
  });

  it('reports each lookup with a generation as a hit or a miss, and none without one', () => {
    const lookups: boolean[] = [];
    const cache = createGenerationCache<string>({
      maxEntries: 2,
      maxValueSize: 10,
      maxAgeMs: 1_000,
      onLookup: (hit) => lookups.push(hit),
    });
    cache.get('ana', 'page', 1);
    cache.set('ana', 'page', 1, 'v', 1);
    cache.get('ana', 'page', 1);
    cache.get('ana', 'page', undefined);
    expect(lookups).toEqual([false, true]);
  });
});
