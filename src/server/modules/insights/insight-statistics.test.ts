import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALPHA,
  MIN_DAYS,
  MIN_DAYS_PER_GROUP,
  MIN_EFFECT,
  MIN_PAIRS,
  MIN_RECORDS,
  PERMUTATIONS,
  compareBeforeAfter,
  compareGroups,
  mostNamed,
  type GroupDay,
} from './insight-statistics';

/** The test's own seeded generator (mulberry32), so the synthetic data are the same on every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  return {
    next,
    /** Roughly normal noise (sum of four uniforms), mean 0 and the given standard deviation. */
    noise: (sd: number) => (next() + next() + next() + next() - 2) * sd * Math.sqrt(3),
    /** A whole-number mood from 1 to 5, every value equally likely. */
    mood: () => 1 + Math.floor(next() * 5),
  };
}

const days = (inGroup: readonly number[], rest: readonly number[]): GroupDay[] => [
  ...inGroup.map((value) => ({ value, inGroup: true })),
  ...rest.map((value) => ({ value, inGroup: false })),
];
const repeat = (value: number, times: number) => new Array<number>(times).fill(value);
const smallestP = 1 / (1 + PERMUTATIONS);

/** Deterministic sample of fast-check's seeds and group sizes: the rates below are fixed numbers, not flaky. */
const noiseCases = fc.sample(
  fc.record({
    seed: fc.integer(),
    daysIn: fc.integer({ min: 5, max: 25 }),
    daysOut: fc.integer({ min: 9, max: 40 }),
  }),
  { numRuns: 200, seed: 20260514 },
);

describe('compareGroups', () => {
  it('finds a known effect of one point and puts it close to 1', () => {
    const g = generator(1);
    const result = compareGroups(
      days(
        Array.from({ length: 12 }, () => 4 + g.noise(0.2)),
        Array.from({ length: 18 }, () => 3 + g.noise(0.2)),
      ),
    );
    expect(result).toMatchObject({ daysIn: 12, daysOut: 18, shown: true });
    expect(result!.difference).toBeGreaterThan(0.85);
    expect(result!.difference).toBeLessThan(1.15);
    expect(result!.meanIn - result!.meanOut).toBe(result!.difference);
    expect(result!.pValue).toBeLessThan(ALPHA);
    // No relabelling of well-separated groups comes close: only the add-one term is left.
    expect(result!.pValue).toBe(smallestP);
  });

  it('shows a lower mood on group days as a negative difference (two-sided)', () => {
    const result = compareGroups(days(repeat(2, 10), repeat(3, 20)));
    expect(result).toMatchObject({ difference: -1, shown: true });
  });

  it('estimates p as (1 + at least as large) / (1 + permutations)', () => {
    // Every relabelling of identical values is exactly as large as the observed 0.
    expect(compareGroups(days(repeat(3, 10), repeat(3, 20)))).toMatchObject({ pValue: 1, shown: false });
    expect(compareGroups(days(repeat(4, 10), repeat(3, 20)), { permutations: 99 })?.pValue).toBe(0.01);
    expect(() => compareGroups(days(repeat(4, 10), repeat(3, 20)), { permutations: 0 })).toThrow(RangeError);
  });

  it('shows pure noise at most about as often as ALPHA allows', () => {
    const results = noiseCases.map(({ seed, daysIn, daysOut }) => {
      const g = generator(seed);
      const ins = Array.from({ length: daysIn }, g.mood);
      return compareGroups(days(ins, Array.from({ length: daysOut }, g.mood)))!;
    });
    const share = (test: (r: (typeof results)[number]) => boolean) => results.filter(test).length / 200;
    expect(share((r) => r.shown)).toBeLessThanOrEqual(0.1);
    // The check has teeth: by chance alone many noise datasets differ by MIN_EFFECT, and the p-value is what
    // keeps them hidden; p is spread over (0, 1] rather than stuck at 1.
    expect(share((r) => Math.abs(r.difference) >= MIN_EFFECT)).toBeGreaterThan(0.3);
    expect(share((r) => r.pValue < 0.5)).toBeGreaterThan(0.35);
    expect(share((r) => r.pValue < 0.5)).toBeLessThan(0.65);
    expect(results.every((r) => r.pValue >= smallestP && r.pValue <= 1)).toBe(true);
  });

  it('answers from exactly the minimum sample and not from one day fewer', () => {
    const clear = compareGroups(
      days(repeat(4, MIN_DAYS_PER_GROUP), repeat(3, MIN_DAYS - MIN_DAYS_PER_GROUP)),
    );
    expect(clear).toMatchObject({ daysIn: 5, daysOut: 9, difference: 1, shown: true });
    expect(
      compareGroups(days(repeat(4, MIN_DAYS_PER_GROUP), repeat(3, MIN_DAYS - MIN_DAYS_PER_GROUP - 1))),
    ).toBe(null);
    expect(compareGroups(days(repeat(4, MIN_DAYS_PER_GROUP - 1), repeat(3, 20)))).toBe(null);
    expect(compareGroups(days(repeat(4, 20), repeat(3, MIN_DAYS_PER_GROUP - 1)))).toBe(null);
  });

  it('does not show a large difference that is within the noise', () => {
    const result = compareGroups(days([5, 1, 5, 1, 5, 5], [1, 5, 1, 1, 5, 1, 3, 1]));
    expect(result!.difference).toBeGreaterThan(1);
    expect(result!.pValue).toBeGreaterThanOrEqual(ALPHA);
    expect(result!.shown).toBe(false);
  });

  it('does not show a tiny difference below MIN_EFFECT even when it is consistent', () => {
    const tiny = compareGroups(days(repeat(3.2, 10), repeat(3, 20)));
    expect(tiny!.pValue).toBeLessThan(ALPHA);
    expect(tiny!.shown).toBe(false);
    // Exactly MIN_EFFECT is enough, although 3.3 − 3 is 0.2999… in floating point.
    expect(compareGroups(days(repeat(3 + MIN_EFFECT, 10), repeat(3, 20)))?.shown).toBe(true);
  });

  it('gives the same answer for the same data, whatever the order of the days', () => {
    const noisy = days([5, 1, 5, 1, 5, 5, 3], [1, 5, 1, 1, 5, 1, 3, 1, 4, 2]);
    const first = compareGroups(noisy);
    expect(compareGroups(noisy)).toEqual(first);
    expect(compareGroups([...noisy].reverse())).toEqual(first);
    fc.assert(
      fc.property(fc.shuffledSubarray(noisy, { minLength: noisy.length }), fc.integer(), (shuffled, seed) => {
        expect(compareGroups(shuffled)).toEqual(first);
        expect(compareGroups(shuffled, { seed })).toEqual(compareGroups(noisy, { seed }));
      }),
    );
    // An explicit seed is used: other draws give another estimate of the same p.
    const estimates = new Set([1, 2, 3, 4].map((seed) => compareGroups(noisy, { seed })!.pValue));
    expect(estimates.size).toBeGreaterThan(1);
  });

  it('refuses values that are not finite numbers', () => {
    expect(() => compareGroups(days([Number.NaN, ...repeat(4, 9)], repeat(3, 10)))).toThrow(RangeError);
  });
});

describe('compareBeforeAfter', () => {
  const drops = (befores: readonly number[], change: number) =>
    befores.map((before) => ({ before, after: before + change }));

  it('shows a consistent drop of 3 over 6 pairs', () => {
    const result = compareBeforeAfter(drops([7, 8, 6, 7, 9, 8], -3));
    expect(result).toMatchObject({ meanChange: -3, pairs: 6, shown: true });
    expect(result!.pValue).toBeLessThan(ALPHA);
  });

  it('returns nothing below MIN_PAIRS and a result from MIN_PAIRS', () => {
    expect(compareBeforeAfter(drops([7, 8, 6, 7, 9, 8], -3).slice(0, MIN_PAIRS - 1))).toBe(null);
    expect(compareBeforeAfter(drops([7, 8, 6, 7, 9, 8], -3).slice(0, MIN_PAIRS))).toMatchObject({
      pairs: MIN_PAIRS,
      meanChange: -3,
      shown: true,
    });
  });

  it('does not show random ups and downs', () => {
    const mixed = [2, -3, 1, -2, 3, -1].map((change, i) => ({ before: 5 + i, after: 5 + i + change }));
    expect(compareBeforeAfter(mixed)?.shown).toBe(false);
    // Changes from −4 to +4, each equally likely, on 5 to 10 pairs: no real change at all.
    const results = noiseCases.map(({ seed, daysIn }) => {
      const g = generator(seed);
      const pairs = Array.from({ length: MIN_PAIRS + (daysIn % 6) }, () => Math.floor(g.next() * 9) - 4);
      return compareBeforeAfter(pairs.map((change) => ({ before: 5, after: 5 + change })))!;
    });
    expect(results.filter((r) => r.shown).length / 200).toBeLessThanOrEqual(0.1);
    expect(results.filter((r) => Math.abs(r.meanChange) >= 1).length / 200).toBeGreaterThan(0.2);
  });

  it('does not show a consistent change smaller than one point', () => {
    const result = compareBeforeAfter(drops([7, 8, 6, 7, 9, 8, 7, 6, 8, 7], -0.5));
    expect(result!.pValue).toBeLessThan(ALPHA);
    expect(result!.shown).toBe(false);
  });

  it('gives the same answer whatever the order of the pairs', () => {
    const pairs = [2, -3, 1, -2, 3, -1, -2].map((change, i) => ({ before: 5, after: 5 + change + (i % 2) }));
    expect(compareBeforeAfter([...pairs].reverse())).toEqual(compareBeforeAfter(pairs));
  });
});

describe('mostNamed', () => {
  const traps = (entries: Record<string, number>) => new Map(Object.entries(entries));

  it('names a clear favourite with its share of the records', () => {
    const counts = traps({ catastrophising: 6, 'mind reading': 2, labelling: 1, 'should statements': 1 });
    expect(mostNamed(counts, 10)).toEqual({ trap: 'catastrophising', count: 6, share: 0.6 });
  });

  it('says nothing about a flat spread', () => {
    expect(mostNamed(traps({ a: 4, b: 3, c: 3, d: 3 }), 12)).toBe(null);
  });

  it('needs 1.5 times an even share, exactly', () => {
    // Even spread of 3 + 1 over two traps is 2 each; 3 is exactly 1.5 × 2.
    expect(mostNamed(traps({ a: 3, b: 1 }), MIN_RECORDS)).toEqual({ trap: 'a', count: 3, share: 3 / 8 });
    expect(mostNamed(traps({ a: 3, b: 2 }), MIN_RECORDS)).toBe(null);
  });

  it('says nothing below MIN_RECORDS records', () => {
    expect(mostNamed(traps({ a: 6, b: 1 }), MIN_RECORDS - 1)).toBe(null);
  });

  it('needs the favourite in at least 3 records', () => {
    expect(mostNamed(traps({ a: 2, b: 1, c: 1, d: 1 }), MIN_RECORDS)).toBe(null);
  });

  it('says nothing when two traps tie for the top, and names the only trap ever named', () => {
    expect(mostNamed(traps({ a: 5, b: 5, c: 1, d: 1 }), 12)).toBe(null);
    expect(mostNamed(traps({ a: 8 }), 8)).toEqual({ trap: 'a', count: 8, share: 1 });
    expect(mostNamed(traps({ a: 2 }), 8)).toBe(null);
  });

  it('counts only the traps that were named', () => {
    expect(mostNamed(traps({ a: 4, b: 3, c: 0, d: 0, e: 0, f: 0, g: 0 }), 10)).toBe(null);
  });

  it('refuses counts that cannot be', () => {
    expect(() => mostNamed(traps({ a: 11 }), 10)).toThrow(RangeError);
    expect(() => mostNamed(traps({ a: 1.5 }), 10)).toThrow(RangeError);
  });
});
