import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CommunityProfile } from '@shared/community/community.schemas';
import { makeAuthor, makePost, makeReply } from '../test/community-fixtures';
import {
  fakeCommunityState,
  installFakeCommunityApi,
  type FakeCommunityState,
} from '../test/fake-community-api';
import { renderCommunity } from '../test/render-community';
import { MemberProfile } from './member-profile';

const sam: CommunityProfile = {
  username: 'samkim',
  avatarUrl: null,
  title: 'Helpful',
  reputation: 31,
  badges: [
    {
      id: 'first-post',
      name: 'First Post',
      description: 'Started a first conversation.',
      awardedAt: '2026-02-01T00:00:00.000Z',
    },
    {
      id: 'helpful',
      name: 'Helpful',
      description: 'A reply was marked as the answer.',
      awardedAt: '2026-03-01T00:00:00.000Z',
    },
  ],
  joinedAt: '2026-01-15T00:00:00.000Z',
  postCount: 3,
  replyCount: 7,
  answerCount: 2,
};

let state: FakeCommunityState;
installFakeCommunityApi(() => (state = fakeCommunityState({ profiles: [sam] })));

const renderProfile = (username = 'samkim') =>
  renderCommunity(
    [{ path: '/community/user/:username', element: <MemberProfile username={username} /> }],
    `/community/user/${username}`,
  );

describe('MemberProfile', () => {
  it('shows initials, forum name, title, reputation, badges, join date and counts', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'samkim' })).toBeInTheDocument();
    expect(screen.getByText('S')).toBeInTheDocument();
    const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(stat('Reputation')).toHaveTextContent('31');
    expect(stat('Posts')).toHaveTextContent('3');
    expect(stat('Replies')).toHaveTextContent('7');
    expect(stat('Answers')).toHaveTextContent('2');
    expect(screen.getByText('Joined January 2026')).toBeInTheDocument();
    const badges = screen.getByRole('heading', { name: 'Badges' }).nextElementSibling as HTMLElement;
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['First Post', 'Helpful']);
  });

  it("lists the member's posts newest first with 'Load more'", async () => {
    state.pageSize = 2;
    const author = makeAuthor();
    for (let day = 1; day <= 3; day += 1)
      state.posts.push(
        makePost({
          content: `Day ${day} notes`,
          author,
          createdAt: new Date(Date.UTC(2026, 2, day)).toISOString(),
        }),
      );
    state.posts.push(
      makePost({ content: 'Someone else', author: makeAuthor({ id: 'u9', username: 'other' }) }),
    );
    const user = userEvent.setup();
    renderProfile();
    const list = await screen.findByRole('list', { name: 'Posts by samkim' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Day 3 notes', 'Day 2 notes']);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    expect(within(list).queryByText('Someone else')).toBeNull();
  });

  it("shows 'Error fetching user profile' and a not-found state for an unknown member", async () => {
    renderProfile('nobody');
    expect(await screen.findByText('Error fetching user profile')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This member could not be found' })).toBeInTheDocument();
  });

  it("shows 'Error fetching user posts' when their posts fail", async () => {
    state.failures.set('GET /api/community/users/samkim/posts', {
      status: 500,
      code: 'internal',
      message: 'x',
    });
    renderProfile();
    expect(await screen.findByText('Error fetching user posts')).toBeInTheDocument();
  });
});

describe('MemberProfile, blocking', () => {
  it('blocks another member after asking, says so, and unblocks', async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Block samkim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block samkim?' });
    expect(dialog).toHaveTextContent('They are not told');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(/You blocked samkim/)).toBeVisible();
    expect(state.blocked.has('samkim')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('button', { name: 'Block samkim' })).toBeVisible();
    expect(state.blocked.has('samkim')).toBe(false);
  });

  it('offers no block on the member’s own profile', async () => {
    state.profiles.push({ ...sam, username: 'robinlee' });
    renderProfile('robinlee');
    await screen.findByRole('heading', { level: 1, name: 'robinlee' });
    expect(screen.queryByRole('button', { name: /Block/ })).toBeNull();
  });
});

describe('MemberProfile, replies and accepted answers', () => {
  it('lists the member’s replies and, on their tab, their accepted answers, each in its topic', async () => {
    state.posts.push(makePost({ id: 'p5', title: 'How do I start journaling?', content: 'Where?' }));
    state.replies.push(
      makeReply({
        id: 'r1',
        postId: 'p5',
        content: 'One line a day.',
        isAnswer: true,
        author: makeAuthor({ username: 'samkim' }),
      }),
      makeReply({
        id: 'r2',
        postId: 'p5',
        content: 'Keep it by the bed.',
        author: makeAuthor({ username: 'samkim' }),
      }),
    );
    const user = userEvent.setup();
    renderProfile();
    const tabs = await screen.findByRole('tablist', { name: 'What samkim wrote' });
    expect(within(tabs).getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(tabs).getByRole('tab', { name: 'Replies' }));
    const replies = await screen.findByRole('list', { name: 'Replies by samkim' });
    expect(within(replies).getAllByRole('listitem')).toHaveLength(2);
    expect(within(replies).getAllByRole('link', { name: 'How do I start journaling?' })[0]).toHaveAttribute(
      'href',
      '/community/post/p5',
    );
    // The arrow keys move between the tabs.
    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'Accepted answers' })).toHaveFocus();
    const answers = await screen.findByRole('list', { name: 'Accepted answers by samkim' });
    expect(within(answers).getAllByRole('listitem')).toHaveLength(1);
    expect(answers).toHaveTextContent('One line a day.');
  });
});
