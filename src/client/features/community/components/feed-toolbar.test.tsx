import { describe, expect, it } from 'vitest';
import { feedFilters } from '@shared/community/community.schemas';
import { feedFilterOf } from './feed-toolbar';

describe('feedFilterOf', () => {
  it('reads every filter of the shared list from the address', () => {
    for (const filter of feedFilters) expect(feedFilterOf(filter)).toBe(filter);
  });

  it('falls back to Latest for none, an unknown one, or a name every object has', () => {
    for (const value of [null, '', 'oldest', 'toString', '__proto__'])
      expect(feedFilterOf(value)).toBe('latest');
  });
});
