import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeNotification } from '../test/community-fixtures';
import {
  fakeCommunityState,
  installFakeCommunityApi,
  type FakeCommunityState,
} from '../test/fake-community-api';
import { renderCommunity } from '../test/render-community';
import { NotificationBell } from './notification-bell';
import { closeHelpNow, isHelpNowOpen } from '@client/features/help-now/help-now-store';

let state: FakeCommunityState;
installFakeCommunityApi(
  () =>
    (state = fakeCommunityState({
      notifications: [
        makeNotification({
          id: 'n1',
          kind: 'reply',
          actorUsername: 'sam',
          createdAt: '2026-03-01T10:00:00.000Z',
        }),
        makeNotification({
          id: 'n2',
          kind: 'like',
          actorUsername: 'ana',
          count: 3,
          postId: 'p7',
          createdAt: '2026-03-02T10:00:00.000Z',
        }),
        makeNotification({
          id: 'n3',
          kind: 'answer',
          actorUsername: 'lee',
          readAt: '2026-03-01T00:00:00.000Z',
          createdAt: '2026-02-01T10:00:00.000Z',
        }),
      ],
    })),
);

const renderBell = () => renderCommunity([{ path: '*', element: <NotificationBell /> }], '/dashboard');

describe('NotificationBell', () => {
  it('shows the unread count and lists notifications newest first', async () => {
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 new' });
    expect(bell).toHaveTextContent('2');
    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect((await within(panel).findAllByRole('link')).map((a) => a.textContent)).toEqual([
      expect.stringContaining('Unread: ana and 2 others liked “Mornings after a bad night”'),
      expect.stringContaining('Unread: sam replied to “Mornings after a bad night”'),
      expect.stringContaining('lee marked your reply to “Mornings after a bad night” as the answer'),
    ]);
  });

  it('clears its badge when opened, marks one as read when it is opened, and all at once', async () => {
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 new' }));
    // Seen: the badge is gone at once and stays gone after the next read of the list; each is still unread.
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(state.notificationsSeenAt).not.toBeNull());
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(panel).findAllByText('Unread:', { exact: false })).toHaveLength(2);
    await user.click(await screen.findByRole('link', { name: /ana and 2 others/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/community/post/p7'));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(state.notifications.find((n) => n.id === 'n2')?.readAt).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(state.notifications.every((n) => n.readAt)).toBe(true));
    expect(state.calls.filter((call) => call === 'POST /api/notifications/seen')).toHaveLength(1);
  });
});

describe('NotificationBell, a word of care', () => {
  it('opens the help panel, not the post, and is marked read', async () => {
    state.notifications.unshift(
      makeNotification({
        id: 'n0',
        kind: 'care',
        actorUsername: null,
        excerpt: '',
        postId: 'p9',
        createdAt: '2026-03-03T10:00:00.000Z',
      }),
    );
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 new' }));
    const care = await screen.findByRole('button', { name: /Someone who read your post is thinking of you/ });
    expect(care).toHaveTextContent('See help now');
    expect(care).not.toHaveTextContent(/ana|sam|lee/);
    await user.click(care);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    await waitFor(() => expect(state.notifications.find((n) => n.id === 'n0')?.readAt).not.toBeNull());
    expect(isHelpNowOpen()).toBe(true);
    closeHelpNow();
  });
});

describe('NotificationBell, a report’s outcome', () => {
  it('tells the reporter what the moderators decided, opening nothing when the post was removed', async () => {
    state.notifications = [
      makeNotification({
        id: 'n9',
        kind: 'report_outcome',
        actorUsername: null,
        postId: null,
        postTitle: '',
        excerpt: 'A moderator agreed and removed it. Thank you for reporting it.',
        createdAt: '2026-03-04T10:00:00.000Z',
      }),
    ];
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 new' }));
    const outcome = await screen.findByRole('button', { name: /Your report was reviewed/ });
    expect(outcome).toHaveTextContent('A moderator agreed and removed it. Thank you for reporting it.');
    await user.click(outcome);
    await waitFor(() => expect(state.notifications[0]!.readAt).not.toBeNull());
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});
