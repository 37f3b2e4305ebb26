import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeAuthor, makeChannel, makePost } from '../test/community-fixtures';
import {
  fakeCommunityState,
  installFakeCommunityApi,
  type FakeCommunityState,
} from '../test/fake-community-api';
import { renderCommunity } from '../test/render-community';
import { CommunityHome } from './community-home';

let state: FakeCommunityState;
installFakeCommunityApi(() => (state = fakeCommunityState()));

const renderHome = (path = '/community') =>
  renderCommunity([{ path: '/community', element: <CommunityHome /> }], path);
const feedCalls = () => state.calls.filter((c) => c.startsWith('GET /api/community/posts?'));

describe('CommunityHome', () => {
  it("lists 'All' first, then the channels in the server's order, with a lock and upgrade link where closed", async () => {
    renderHome();
    const nav = screen.getByRole('navigation', { name: 'Channels' });
    await within(nav).findByRole('button', { name: 'Free User Questions' });
    const items = within(nav)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toBe('All');
    expect(items[1]).toBe('Free User Questions');
    expect(items[2]).toContain('General Discussion');
    expect(within(nav).queryByRole('button', { name: 'General Discussion' })).toBeNull();
    expect(within(nav).getByLabelText('Locked')).toBeInTheDocument();
    // Says what the lowest plan gives, and where the member can post today.
    const upgrade = within(nav).getByRole('link', {
      name: 'General Discussion opens with the Growth plan: see what it gives',
    });
    expect(upgrade).toHaveAttribute('href', '/subscription');
    expect(upgrade).toHaveTextContent('With Growth');
    expect(nav).toHaveTextContent('Your plan opens Free User Questions: read and post there today.');
  });

  it('pins the welcome and community guidelines above the feed, with where a channel starts', async () => {
    renderHome();
    const welcome = await screen.findByRole('complementary', { name: 'Welcome' });
    expect(within(welcome).getByRole('link', { name: 'Welcome and community guidelines' })).toHaveAttribute(
      'href',
      '/community/guidelines',
    );
    expect(welcome).toHaveTextContent('Pinned');
  });

  it('shows each post with its marks, counts, author title and relative time', async () => {
    state.posts.push(
      makePost({
        id: 'p1',
        content: 'How do I start journaling?',
        postType: 'question',
        acceptedReplyId: 'r1',
        likeCount: 3,
        replyCount: 2,
      }),
      makePost({
        id: 'p2',
        content: 'Welcome, everyone',
        isPinned: true,
        author: makeAuthor({ title: 'Community Guide' }),
      }),
      makePost({
        id: 'p3',
        content: 'Morning or evening practice?',
        postType: 'poll',
        poll: {
          options: [
            { id: 'o1', text: 'Morning', votes: 0 },
            { id: 'o2', text: 'Evening', votes: 0 },
          ],
          totalVotes: 0,
          myVoteOptionId: null,
        },
      }),
    );
    renderHome();
    const list = await screen.findByRole('list', { name: 'Posts' });
    const cards = within(list).getAllByRole('article');
    expect(cards[0]).toHaveAccessibleName('Welcome, everyone');
    expect(within(cards[0]!).getByText('Pinned')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Community Guide')).toBeInTheDocument();
    const question = screen.getByRole('article', { name: 'How do I start journaling?' });
    expect(within(question).getByText('Question')).toBeInTheDocument();
    expect(within(question).getByText('Answered')).toBeInTheDocument();
    expect(within(question).getByText('likes').parentElement).toHaveTextContent('3');
    expect(within(question).getByText('replies').parentElement).toHaveTextContent('2');
    expect(within(question).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(question).getByRole('link', { name: 'How do I start journaling?' })).toHaveAttribute(
      'href',
      '/community/post/p1',
    );
    const poll = screen.getByRole('article', { name: 'Morning or evening practice?' });
    expect(within(poll).getByText('Poll')).toBeInTheDocument();
    expect(within(poll).queryByText('Answered')).toBeNull();
    expect(screen.getAllByRole('link', { name: /New post/ })[0]).toHaveAttribute(
      'href',
      '/community/create-post',
    );
  });

  it('asks the server for the chosen channel, filter and search, and keeps them in the address', async () => {
    state.posts.push(
      makePost({ content: 'Breathing before a talk' }),
      makePost({ content: 'Sleep routine' }),
    );
    const user = userEvent.setup();
    renderHome();
    await screen.findByRole('list', { name: 'Posts' });
    expect(feedCalls().at(-1)).toBe('GET /api/community/posts?channel=all&filter=latest');

    await user.click(screen.getByRole('button', { name: 'Popular' }));
    await waitFor(() =>
      expect(feedCalls().at(-1)).toBe('GET /api/community/posts?channel=all&filter=popular'),
    );
    expect(screen.getByRole('button', { name: 'Popular' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Free User Questions' }));
    await waitFor(() =>
      expect(feedCalls().at(-1)).toBe('GET /api/community/posts?channel=free-user-questions&filter=popular'),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'breathing{Enter}');
    await waitFor(() =>
      expect(feedCalls().at(-1)).toBe(
        'GET /api/community/posts?channel=free-user-questions&filter=popular&q=breathing',
      ),
    );
    expect(await screen.findByRole('article', { name: 'Breathing before a talk' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Sleep routine' })).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/community?filter=popular&channel=free-user-questions&q=breathing',
    );
  });

  it("loads the next page by cursor with 'Load more'", async () => {
    state.pageSize = 2;
    for (let i = 1; i <= 3; i += 1)
      state.posts.push(
        makePost({ content: `Post number ${i}`, createdAt: new Date(Date.UTC(2026, 0, i)).toISOString() }),
      );
    const user = userEvent.setup();
    renderHome();
    const list = await screen.findByRole('list', { name: 'Posts' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    expect(feedCalls().at(-1)).toBe('GET /api/community/posts?channel=all&filter=latest&cursor=2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the community stats', async () => {
    state.posts.push(makePost());
    renderHome();
    const members = (await screen.findAllByText('Members'))[0]!;
    await waitFor(() => expect(members.nextElementSibling).toHaveTextContent('42'));
  });

  it("shows 'Error fetching posts' with the server's message when the feed fails", async () => {
    state.failures.set('GET /api/community/posts', { status: 500, code: 'internal', message: 'Feed down.' });
    renderHome();
    expect(await screen.findByText('Error fetching posts')).toBeInTheDocument();
    expect(screen.getByText('Feed down.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The posts could not be loaded' })).toBeInTheDocument();
  });

  it.each([
    ['GET /api/community/channels', 'Error fetching channels'],
    ['GET /api/community/stats', 'Error fetching community stats'],
  ])('shows a failure of %s as %s', async (route, title) => {
    state.failures.set(route, { status: 500, code: 'internal', message: 'Down.' });
    renderHome();
    expect(await screen.findByText(title)).toBeInTheDocument();
  });

  it('tells a member when a channel has no posts yet', async () => {
    state.channels = [makeChannel()];
    renderHome();
    expect(await screen.findByRole('heading', { name: 'No posts here yet' })).toBeInTheDocument();
  });
});
