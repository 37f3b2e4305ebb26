import { describe, expect, it } from 'vitest';
import { createMemoryState } from '../../shared-state/memory-state';
import type { SharedState } from '../../shared-state/shared-state';
import { contentChanged, memberChanged, type Change } from './change';
import { createChangeFeed } from './change-feed';

/** A shared store that can be made unreachable: every call rejects, as Redis's do while down. */
function flakyState() {
  const inner = createMemoryState();
  let down = false;
  const renewed: number[] = [];
  const fail = async () => {
    throw new Error('store down');
  };
  const state: SharedState = {
    ...inner,
    kind: 'redis',
    stamps: {
      begin: () => (down ? fail() : inner.stamps.begin()),
      stampOf: (id) => (down ? fail() : inner.stamps.stampOf(id)),
      bump: (ids) => (down ? fail() : inner.stamps.bump(ids)),
    },
    send: (changes, from) => (down ? fail() : inner.send(changes, from)),
    renewEpoch: async () => {
      if (down) await fail();
      renewed.push(Date.now());
      await inner.renewEpoch();
    },
    healthy: () => !down,
  };
  return {
    state,
    renewed,
    setDown: (value: boolean) => {
      down = value;
    },
    markOf: async (id: string) => (await inner.stamps.stampOf(id)).mark,
  };
}

describe('the change feed', () => {
  it('tells this process at once, moves the member’s stamp and tells the other processes', async () => {
    const shared = createMemoryState();
    const here = createChangeFeed(shared);
    const there = createChangeFeed(shared);
    const heardHere: Change[] = [];
    const heardThere: Change[] = [];
    here.subscribe((c) => heardHere.push(c));
    there.subscribe((c) => heardThere.push(c));
    const before = (await shared.stamps.stampOf('m1')).mark;
    await here.publish([memberChanged('m1'), contentChanged, memberChanged('m1')]);
    expect(heardHere).toEqual([memberChanged('m1'), contentChanged]);
    expect(heardThere).toEqual([memberChanged('m1'), contentChanged]);
    expect((await shared.stamps.stampOf('m1')).mark).toBeGreaterThan(before);
  });

  it('never throws while the store is down; sends again once it is back, with a new epoch for everyone', async () => {
    const flaky = flakyState();
    const feed = createChangeFeed(flaky.state, { retryMs: 5, retryMaxMs: 20 });
    const resets: number[] = [];
    feed.onReset(() => resets.push(1));
    flaky.setDown(true);
    await expect(feed.publish([memberChanged('m2')])).resolves.toBeUndefined();
    expect(feed.live()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(flaky.renewed).toEqual([]);
    flaky.setDown(false);
    await feed.settled();
    expect(feed.live()).toBe(true);
    expect(await flaky.markOf('m2')).toBeGreaterThan(0);
    expect(flaky.renewed).toHaveLength(1);
    expect(resets.length).toBeGreaterThan(0);
  });

  it('keeps changes published while a resend waits, and sends them with it', async () => {
    const flaky = flakyState();
    const feed = createChangeFeed(flaky.state, { retryMs: 5, retryMaxMs: 20 });
    flaky.setDown(true);
    await feed.publish([memberChanged('a')]);
    await feed.publish([memberChanged('b')]);
    flaky.setDown(false);
    await feed.settled();
    expect(await flaky.markOf('a')).toBeGreaterThan(0);
    expect(await flaky.markOf('b')).toBeGreaterThan(0);
  });
});
