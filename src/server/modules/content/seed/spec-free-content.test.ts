import { describe, expect, it } from 'vitest';
import { categorySeeds } from './categories.seed';
import { SPEC_FREE_CATEGORY_IDS, SPEC_FREE_TOOL_IDS } from './spec-free-content';
import { toolSeeds } from './tools.seed';

describe('the seed’s access levels', () => {
  it('make free exactly the categories and tools spec §6 opens to free members', () => {
    const free = <T extends { id: string; accessLevel: string }>(items: readonly T[]) =>
      items.filter((item) => item.accessLevel === 'free').map((item) => item.id);
    expect(free(categorySeeds).sort()).toEqual([...SPEC_FREE_CATEGORY_IDS].sort());
    expect(free(toolSeeds).sort()).toEqual([...SPEC_FREE_TOOL_IDS].sort());
  });
});
