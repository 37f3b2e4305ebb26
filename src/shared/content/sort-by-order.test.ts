import { describe, expect, it } from 'vitest';
import { MISSING_ORDER, sortByOrder } from './sort-by-order';

describe('sortByOrder', () => {
  it('sorts ascending with a missing order last, as 999', () => {
    const items = [
      { id: 'a', order: null },
      { id: 'b', order: 2 },
      { id: 'c' },
      { id: 'd', order: 1 },
      { id: 'e', order: 1000 },
    ];
    expect(sortByOrder(items, (i) => ('order' in i ? i.order : undefined)).map((i) => i.id)).toEqual([
      'd',
      'b',
      'a',
      'c',
      'e',
    ]);
    expect(MISSING_ORDER).toBe(999);
  });

  it('keeps input order among equal orders and does not change the input', () => {
    const items = [
      { id: 'x', order: 5 },
      { id: 'y', order: 5 },
    ];
    const sorted = sortByOrder(items, (i) => i.order);
    expect(sorted.map((i) => i.id)).toEqual(['x', 'y']);
    expect(sorted).not.toBe(items);
  });
});
