import { describe, expect, it } from 'vitest';
import { applySavedOrder, mergeOrder } from './habit-order';

const entry = (id: string, createdAt: string) => ({ id, createdAt });

describe('applySavedOrder', () => {
  const a = entry('a', '2026-01-01T00:00:00Z');
  const b = entry('b', '2026-01-02T00:00:00Z');
  const c = entry('c', '2026-01-03T00:00:00Z');
  const d = entry('d', '2026-01-04T00:00:00Z');

  it('follows the saved order', () => {
    expect(applySavedOrder([a, b, c], ['c', 'a', 'b']).map((e) => e.id)).toEqual(['c', 'a', 'b']);
  });

  it('puts entries missing from the order last, newest last', () => {
    expect(applySavedOrder([d, c, b, a], ['b']).map((e) => e.id)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('ignores ids that no longer exist and works with no order at all', () => {
    expect(applySavedOrder([b, a], ['gone', 'b']).map((e) => e.id)).toEqual(['b', 'a']);
    expect(applySavedOrder([c, a, b], []).map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('mergeOrder', () => {
  it('keeps the moved ids first and the rest after, without duplicates', () => {
    expect(mergeOrder(['c', 'a'], ['a', 'c', 'x', 'y'])).toEqual(['c', 'a', 'x', 'y']);
  });
});
