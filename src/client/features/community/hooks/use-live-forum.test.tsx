import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePost, makeReply } from '../test/community-fixtures';
import {
  fakeCommunityState,
  installFakeCommunityApi,
  type FakeCommunityState,
} from '../test/fake-community-api';
import { renderThread } from '../test/render-post-thread';
import { LIVE_REFRESH_DELAY_MS } from './use-live-forum';

/** The browser's EventSource, as the tests drive it: each one made, and the events sent to it. */
class FakeEventSource {
  static made: FakeEventSource[] = [];
  closed = false;
  private listeners = new Map<string, (() => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  close() {
    this.closed = true;
  }
}

let state: FakeCommunityState;
installFakeCommunityApi(() => (state = fakeCommunityState()));
beforeEach(() => {
  FakeEventSource.made = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.useRealTimers());

const replyCalls = () => state.calls.filter((c) => c.startsWith('GET /api/community/posts/p1/replies'));

describe('a live thread', () => {
  it('listens to its own stream once loaded, and reads the replies again when told of a change', async () => {
    state.posts.push(makePost({ id: 'p1' }));
    const view = renderThread();
    await screen.findByRole('article');
    await waitFor(() =>
      expect(FakeEventSource.made.map((s) => s.url)).toEqual(['/api/community/posts/p1/live']),
    );
    await waitFor(() => expect(replyCalls()).toHaveLength(1));
    state.replies.push(makeReply({ id: 'r9', postId: 'p1', content: 'Arrived while you read.' }));
    // Two events close together: one read.
    act(() => {
      FakeEventSource.made[0]!.emit('change');
      FakeEventSource.made[0]!.emit('change');
    });
    expect(
      await screen.findByText('Arrived while you read.', {}, { timeout: LIVE_REFRESH_DELAY_MS + 2_000 }),
    ).toBeVisible();
    expect(replyCalls()).toHaveLength(2);
    view.unmount();
    expect(FakeEventSource.made[0]!.closed).toBe(true);
  });

  it('reads everything again on resync', async () => {
    state.posts.push(makePost({ id: 'p1' }));
    renderThread();
    await screen.findByRole('article');
    await waitFor(() => expect(FakeEventSource.made).toHaveLength(1));
    await waitFor(() => expect(replyCalls()).toHaveLength(1));
    act(() => FakeEventSource.made[0]!.emit('resync'));
    await waitFor(() => expect(replyCalls()).toHaveLength(2));
  });
});
