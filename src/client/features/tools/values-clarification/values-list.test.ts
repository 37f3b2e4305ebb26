import { describe, expect, it } from 'vitest';
import { valueNames } from '@shared/tools/values/value-names';
import { valueCards } from './values-list';

describe('values on offer', () => {
  it('are exactly the names the server accepts ratings for', () => {
    expect(valueCards.map((card) => card.name)).toEqual([...valueNames]);
  });
});
