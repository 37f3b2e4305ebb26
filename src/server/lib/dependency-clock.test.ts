import { describe, expect, it } from 'vitest';
import { createDependencyClock } from './dependency-clock';

describe('the dependency clock', () => {
  it('says a value is current until one of the names it was built from changes', () => {
    const clock = createDependencyClock({ forgetAfterMs: 60_000 });
    const since = clock.now();
    clock.touch('post:2');
    expect(clock.unchangedSince(['post:1', 'channel:a'], since)).toBe(true);
    expect(clock.unchangedSince(['post:1', 'post:2'], since)).toBe(false);
    expect(clock.unchangedSince(['post:2'], clock.now())).toBe(true);
    clock.stop();
  });

  it('makes every value older than a reset stale', () => {
    const clock = createDependencyClock({ forgetAfterMs: 60_000 });
    const since = clock.now();
    clock.touchAll();
    expect(clock.unchangedSince([], since)).toBe(false);
    expect(clock.unchangedSince(['x'], clock.now())).toBe(true);
    clock.stop();
  });

  it('forgets old changes but never calls a value current that missed one', () => {
    let now = 0;
    const clock = createDependencyClock({ forgetAfterMs: 1_000, maxNames: 3, now: () => now });
    const since = clock.now();
    clock.touch('a');
    clock.touch('b');
    clock.touch('c'); // the table is full: what it forgets counts as changed for older values
    expect(clock.unchangedSince(['z'], since)).toBe(false);
    now = 5_000;
    const later = clock.now();
    clock.touch('d');
    expect(clock.unchangedSince(['a'], later)).toBe(true);
    expect(clock.unchangedSince(['d'], later)).toBe(false);
    clock.stop();
  });
});
