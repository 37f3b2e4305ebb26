import { describe, expect, it } from 'vitest';
import { createBatchLoader } from './batch-loader';

describe('createBatchLoader', () => {
  it('loads the keys asked for in one turn with one call, each key once, and answers every caller', async () => {
    const calls: string[][] = [];
    const loader = createBatchLoader<string, string>(
      async (keys) => {
        calls.push(keys);
        return new Map(keys.filter((key) => key !== 'missing').map((key) => [key, key.toUpperCase()]));
      },
      { maxBatch: 100 },
    );
    const answers = await Promise.all(['a', 'b', 'a', 'missing'].map((key) => loader.load(key)));
    expect(answers).toEqual(['A', 'B', 'A', undefined]);
    expect(calls).toEqual([['a', 'b', 'missing']]);
    // A later turn is a new call, so it sees whatever changed in between.
    expect(await loader.load('a')).toBe('A');
    expect(calls).toHaveLength(2);
  });

  it('splits a turn with more keys than maxBatch into several calls', async () => {
    const sizes: number[] = [];
    const loader = createBatchLoader<number, number>(
      async (keys) => {
        sizes.push(keys.length);
        return new Map(keys.map((key) => [key, key * 2]));
      },
      { maxBatch: 3 },
    );
    const answers = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((key) => loader.load(key)));
    expect(answers).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(sizes).toEqual([3, 3, 1]);
  });

  it('fails every load that waited on a failed call, and the next turn tries again', async () => {
    let fail = true;
    const loader = createBatchLoader<string, number>(
      async (keys) => {
        if (fail) throw new Error('database down');
        return new Map(keys.map((key) => [key, 1]));
      },
      { maxBatch: 10 },
    );
    const loads = ['x', 'y'].map((key) => loader.load(key));
    for (const load of loads) await expect(load).rejects.toThrow('database down');
    fail = false;
    expect(await loader.load('x')).toBe(1);
  });
});
