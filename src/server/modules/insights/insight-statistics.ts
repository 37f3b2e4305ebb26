/**
 * The statistics behind the insight cards: pure functions over one member's own days, no database.
 *
 * The rule for showing a card: a comparison returns null (nothing to say) below its minimum sample, and a result
 * is `shown` only when BOTH its permutation p-value is below ALPHA AND its effect is at least the smallest one
 * worth saying (MIN_EFFECT for mood, MIN_INTENSITY_CHANGE for skill intensity). A small p alone is not enough (a
 * tiny but steady difference is true and not worth a card), and a large difference alone is not enough (with
 * few, scattered days it is noise). A shown card still describes a pattern, not a cause.
 *
 * Results depend only on the data (and an explicit seed, if given), never on the order the days arrive in, so a
 * card does not flicker between page loads.
 */

/** Two weeks: every weekday appears twice, so a weekly routine alone does not make a comparison. */
export const MIN_DAYS = 14;
/** A mean of fewer than five days is one unusual day; below this in either group there is nothing to say. */
export const MIN_DAYS_PER_GROUP = 5;
/**
 * Monte Carlo draws per test: near p = 0.05 the estimate's standard error is √(0.05·0.95/2000) ≈ 0.005, so
 * the decision against ALPHA is rarely moved by the sampling, and 2000 draws over a year of days take a few ms.
 */
export const PERMUTATIONS = 2000;
/**
 * The conventional 5 %. Each member gets many comparisons (every habit against mood), so some noise would pass
 * at 5 % alone; the effect thresholds below are what keep those cards away.
 */
export const ALPHA = 0.05;
/**
 * 0.3 on the 1–5 mood scale. Moods are whole numbers, so a mean 0.3 higher is about one day in three rated a
 * step higher: roughly the least a member would recognise in their own weeks. Anything smaller may be real but
 * is not worth a card, and at 0.3 a member can still check the claim against their memory.
 */
export const MIN_EFFECT = 0.3;
/**
 * Six before/after pairs: with a sign-flip test on n pairs the smallest two-sided p is 2/2ⁿ, so five pairs
 * (at best 1/16 > ALPHA) could never show a change; six consistent pairs can (1/32).
 */
export const MIN_PAIRS = 6;
/** One point on the 0–10 intensity scale: the least change a member reports as "it helped a little". */
export const MIN_INTENSITY_CHANGE = 1;
/** Fewer thought records than this say too little about which trap is usual. */
export const MIN_RECORDS = 8;
/** The favourite trap must have been named at least this often: two mentions are a coincidence. */
export const MIN_TRAP_RECORDS = 3;
/** How far above an even spread the favourite must stand to be called the one a member names most. */
export const MIN_TRAP_RATIO = 1.5;

/** Floating-point allowance, so that 3.3 − 3.0 counts as 0.3 and a permutation equal to the data counts as ≥. */
const TOLERANCE = 1e-9;

export interface PermutationOptions {
  /** Fixes the random draws; by default a hash of the (sorted) data, so the same data always gives one answer. */
  seed?: number;
  /** Number of random permutations; PERMUTATIONS by default. */
  permutations?: number;
}

export interface GroupDay {
  value: number;
  inGroup: boolean;
}

export interface GroupComparison {
  meanIn: number;
  meanOut: number;
  /** meanIn − meanOut. */
  difference: number;
  daysIn: number;
  daysOut: number;
  /** Two-sided, (1 + permutations with |difference| ≥ observed) / (1 + permutations): never 0. */
  pValue: number;
  shown: boolean;
}

export interface BeforeAfterPair {
  before: number;
  after: number;
}

export interface BeforeAfterComparison {
  /** Mean of after − before: negative when intensity dropped. */
  meanChange: number;
  pairs: number;
  pValue: number;
  shown: boolean;
}

export interface MostNamedTrap {
  trap: string;
  /** Records naming this trap. */
  count: number;
  /** count / total records. */
  share: number;
}

/**
 * Compares the mean of the days in the group with the mean of the other days, by a two-sided permutation test
 * of the difference in means (group minus rest).
 *
 * Rule: null when fewer than MIN_DAYS days in all or fewer than MIN_DAYS_PER_GROUP days in either group.
 * Otherwise `shown` is true exactly when pValue < ALPHA and |difference| ≥ MIN_EFFECT, where pValue is
 * (1 + number of random relabellings whose |difference| ≥ the observed |difference|) / (1 + permutations).
 */
export function compareGroups(
  days: readonly GroupDay[],
  options: PermutationOptions = {},
): GroupComparison | null {
  const inValues = days.filter((d) => d.inGroup).map((d) => finite(d.value));
  const outValues = days.filter((d) => !d.inGroup).map((d) => finite(d.value));
  const daysIn = inValues.length;
  const daysOut = outValues.length;
  if (days.length < MIN_DAYS || daysIn < MIN_DAYS_PER_GROUP || daysOut < MIN_DAYS_PER_GROUP) return null;

  // The data in a canonical order (group sorted, then rest sorted): both the default seed and the draws start
  // from it, so the answer cannot depend on the order the days arrive in.
  const values = Float64Array.from([...inValues.sort(byNumber), ...outValues.sort(byNumber)]);
  const n = values.length;
  const permutations = permutationCount(options);
  const random = mulberry32(options.seed ?? hashValues(values, daysIn));

  let total = 0;
  let sumIn = 0;
  for (let i = 0; i < n; i++) {
    total += values[i]!;
    if (i < daysIn) sumIn += values[i]!;
  }
  const meanIn = sumIn / daysIn;
  const meanOut = (total - sumIn) / daysOut;
  const difference = meanIn - meanOut;
  const observed = Math.abs(difference) - TOLERANCE * Math.max(1, Math.abs(difference));

  // Relabel by drawing the smaller group's days at random (|difference| is the same whichever side is drawn):
  // k steps of a Fisher–Yates shuffle give a uniform k-subset from any starting order, so the array needs no
  // reset between permutations.
  const k = Math.min(daysIn, daysOut);
  let atLeastAsLarge = 0;
  for (let p = 0; p < permutations; p++) {
    let sum = 0;
    for (let i = 0; i < k; i++) {
      const j = i + Math.floor(random() * (n - i));
      const picked = values[j]!;
      values[j] = values[i]!;
      values[i] = picked;
      sum += picked;
    }
    if (Math.abs(sum / k - (total - sum) / (n - k)) >= observed) atLeastAsLarge++;
  }
  const pValue = (1 + atLeastAsLarge) / (1 + permutations);
  const shown = pValue < ALPHA && Math.abs(difference) >= MIN_EFFECT - TOLERANCE;
  return { meanIn, meanOut, difference, daysIn, daysOut, pValue, shown };
}

/**
 * "What helped": the change from before to after (after − before), by a two-sided sign-flip permutation test
 * (each pair's change keeps its size and gets a random sign).
 *
 * Rule: null when fewer than MIN_PAIRS pairs. Otherwise `shown` is true exactly when pValue < ALPHA and
 * |meanChange| ≥ MIN_INTENSITY_CHANGE, where pValue is (1 + number of random sign flips whose |mean change| ≥
 * the observed |mean change|) / (1 + permutations).
 */
export function compareBeforeAfter(
  pairs: readonly BeforeAfterPair[],
  options: PermutationOptions = {},
): BeforeAfterComparison | null {
  if (pairs.length < MIN_PAIRS) return null;
  const changes = Float64Array.from(pairs, (p) => finite(p.after) - finite(p.before)).sort();
  const n = changes.length;
  const permutations = permutationCount(options);
  const random = mulberry32(options.seed ?? hashValues(changes, n));

  const sum = changes.reduce((s, c) => s + c, 0);
  const meanChange = sum / n;
  const observed = Math.abs(sum) - TOLERANCE * Math.max(1, Math.abs(sum));
  let atLeastAsLarge = 0;
  for (let p = 0; p < permutations; p++) {
    let flipped = 0;
    let bits = 0;
    for (let i = 0; i < n; i++) {
      if (i % 32 === 0) bits = Math.floor(random() * 2 ** 32);
      flipped += bits & 1 ? changes[i]! : -changes[i]!;
      bits >>>= 1;
    }
    if (Math.abs(flipped) >= observed) atLeastAsLarge++;
  }
  const pValue = (1 + atLeastAsLarge) / (1 + permutations);
  const shown = pValue < ALPHA && Math.abs(meanChange) >= MIN_INTENSITY_CHANGE - TOLERANCE;
  return { meanChange, pairs: n, pValue, shown };
}

/**
 * The thinking trap a member names most, from `counts` (trap → number of records naming it; a record may name
 * several) over `total` records.
 *
 * Rule: returns the top trap and its share (count / total) only when total ≥ MIN_RECORDS, the top trap is named
 * in at least MIN_TRAP_RECORDS records, no other trap ties it, and its count is at least MIN_TRAP_RATIO (1.5)
 * times the count it would have if all named traps (those with a count above 0) were equally common, i.e. 1.5 ×
 * (sum of counts / number of named traps). Otherwise null. A trap that is the only one ever named is the
 * favourite by itself (the ratio is not asked of it).
 */
export function mostNamed(counts: ReadonlyMap<string, number>, total: number): MostNamedTrap | null {
  if (!Number.isInteger(total) || total < 0)
    throw new RangeError(`total must be a whole number, got ${total}`);
  let top: { trap: string; count: number } | null = null;
  let tied = false;
  let named = 0;
  let sum = 0;
  for (const [trap, count] of counts) {
    if (!Number.isInteger(count) || count < 0 || count > total) {
      throw new RangeError(`count for ${trap} must be a whole number from 0 to ${total}, got ${count}`);
    }
    if (count === 0) continue;
    named++;
    sum += count;
    if (top === null || count > top.count) {
      top = { trap, count };
      tied = false;
    } else if (count === top.count) tied = true;
  }
  if (total < MIN_RECORDS || top === null || tied || top.count < MIN_TRAP_RECORDS) return null;
  // count ≥ 1.5 × sum / named, in whole numbers so that the boundary is exact.
  if (named > 1 && 2 * top.count * named < 3 * sum) return null;
  return { trap: top.trap, count: top.count, share: top.count / total };
}

function finite(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`expected a finite number, got ${value}`);
  return value + 0; // −0 becomes 0, so it hashes like 0
}

function byNumber(a: number, b: number) {
  return a - b;
}

function permutationCount(options: PermutationOptions): number {
  const permutations = options.permutations ?? PERMUTATIONS;
  if (!Number.isInteger(permutations) || permutations < 1) {
    throw new RangeError(`permutations must be a positive whole number, got ${permutations}`);
  }
  return permutations;
}

/** FNV-1a over the values' bytes, after the split point (so [1 | 2, 3] and [1, 2 | 3] differ). */
function hashValues(values: Float64Array, split: number): number {
  let hash = Math.imul(0x811c9dc5 ^ split, 0x01000193);
  for (const byte of new Uint8Array(values.buffer, values.byteOffset, values.byteLength)) {
    hash = Math.imul(hash ^ byte, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast seeded generator of numbers in [0, 1); plenty for resampling, not for secrets. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
