import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePost } from '../test/community-fixtures';
import {
  fakeCommunityState,
  installFakeCommunityApi,
  type FakeCommunityState,
} from '../test/fake-community-api';
import { basicStanding } from '../test/fake-standing-api';
import { renderCommunity } from '../test/render-community';
import { renderThread } from '../test/render-post-thread';
import { FIRST_READING_MS, READING_INTERVAL_MS } from '../hooks/use-reading-time';
import { NewMemberHint, newMemberHint } from './forum-standing-notice';

let state: FakeCommunityState;
installFakeCommunityApi(() => (state = fakeCommunityState()));
afterEach(() => vi.useRealTimers());

const suspended = {
  ...basicStanding,
  sanction: {
    kind: 'suspend' as const,
    reason: 'Repeated personal attacks.',
    endsAt: '2026-12-02T10:00:00.000Z',
  },
};

describe('the forum standing on the thread page', () => {
  it('says a suspension with its reason and end, calmly, above the reply form', async () => {
    state.posts.push(makePost({ id: 'p1' }));
    state.standing = suspended;
    renderThread();
    expect(
      await screen.findByText(
        'An admin has paused your forum account until 2 December 2026. Reason: Repeated personal attacks. You can still read the forum.',
      ),
    ).toBeVisible();
  });

  it('says nothing when nothing is in force', async () => {
    state.posts.push(makePost({ id: 'p1' }));
    renderThread();
    await waitFor(() => expect(state.calls).toContain('GET /api/community/standing'));
    expect(screen.queryByText(/An admin has paused/)).toBeNull();
  });

  it('reports reading time while the page is visible: after a glance of 10 s, then every half minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    state.posts.push(makePost({ id: 'p1' }));
    renderThread();
    await screen.findByRole('article');
    const readings = () => state.calls.filter((c) => c === 'POST /api/community/posts/p1/reading');
    expect(readings()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(FIRST_READING_MS));
    await waitFor(() => expect(readings()).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(READING_INTERVAL_MS));
    await waitFor(() => expect(readings()).toHaveLength(2));
    // Hidden: the time up to now is reported, and nothing more is counted.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(readings()).toHaveLength(3));
    await act(() => vi.advanceTimersByTimeAsync(READING_INTERVAL_MS * 3));
    expect(readings()).toHaveLength(3);
    // 10 + 20 + 10 seconds of the 40 the page was visible.
    expect(state.readSeconds).toBeGreaterThanOrEqual(40);
    expect(state.readSeconds).toBeLessThanOrEqual(41);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});

describe('the new member hint', () => {
  it('says what opens with reading, and how far the member is', async () => {
    state.standing = {
      ...basicStanding,
      trustLevel: 0,
      trustLevelName: 'New member',
      next: {
        level: 1,
        topicsEntered: { have: 2, need: 5 },
        readMinutes: { have: 3, need: 10 },
        daysVisited: { have: 1, need: 0 },
      },
    };
    renderCommunity([{ path: '/x', element: <NewMemberHint /> }], '/x');
    expect(
      await screen.findByText(
        'As a new member, you can share links, images and polls once you have read a little longer (2 of 5 topics opened, 3 of 10 minutes reading).',
      ),
    ).toBeVisible();
  });

  it('is not shown to a basic member', () => {
    expect(newMemberHint(basicStanding)).toBeNull();
  });
});
