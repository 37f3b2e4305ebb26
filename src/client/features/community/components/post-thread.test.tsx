import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedInSession } from '@client/test/render-app';
import { makeAuthor, makePost, makeReply } from '../test/community-fixtures';
import {
  fakeCommunityApi,
  fakeCommunityState,
  installFakeCommunityApi,
  type FakeCommunityState,
} from '../test/fake-community-api';
import { postArticle, renderThread } from '../test/render-post-thread';

let state: FakeCommunityState;
installFakeCommunityApi(() => (state = fakeCommunityState()));

const me = makeAuthor({ id: 'u1', username: 'robinlee' });

describe('PostThread', () => {
  it('heads the topic with its title, in the page and in the browser tab', async () => {
    state.posts.push(makePost({ id: 'p1', title: 'Mornings after a bad night', content: 'What helps you?' }));
    renderThread();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mornings after a bad night' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Mornings after a bad night · Design Your Life'));
  });

  it('edits the title with the text, as its author', async () => {
    state.posts.push(makePost({ id: 'p1', title: 'A first title', content: 'Body', author: me }));
    const user = userEvent.setup();
    renderThread();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'A better title');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'A better title' })).toBeVisible();
    expect(state.posts[0]!.title).toBe('A better title');
  });

  it('likes at once, and puts the like back when the server refuses', async () => {
    state.posts.push(makePost({ id: 'p1', content: 'Hello', likeCount: 2 }));
    const user = userEvent.setup();
    renderThread();
    const like = await screen.findByRole('button', { name: 'Like' });
    await user.click(like);
    expect(await screen.findByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('like-count')).toHaveTextContent('3');
    expect(state.posts[0]!.likeCount).toBe(3);

    state.failures.set('POST /api/community/posts/p1/like', {
      status: 500,
      code: 'internal',
      message: 'Try later.',
    });
    await user.click(screen.getByRole('button', { name: 'Unlike' }));
    expect(await screen.findByText('Failed to unlike post')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unlike' })).toBeInTheDocument();
    expect(screen.getByTestId('like-count')).toHaveTextContent('3');
  });

  it('shows the optimistic like before the server answers', async () => {
    state.posts.push(makePost({ id: 'p1', content: 'Hello', likeCount: 0 }));
    const api = fakeCommunityApi(state);
    let release: () => void = () => {};
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/like')) await new Promise<void>((r) => (release = r));
      return api(input, init);
    });
    const user = userEvent.setup();
    renderThread();
    await user.click(await screen.findByRole('button', { name: 'Like' }));
    expect(screen.getByTestId('like-count')).toHaveTextContent('1');
    expect(state.posts[0]!.likeCount).toBe(0);
    release();
    await waitFor(() => expect(state.posts[0]!.likeCount).toBe(1));
  });

  it('votes, then shows the results as bars instead of the buttons', async () => {
    const poll = {
      options: [
        { id: 'o1', text: 'Morning', votes: 1 },
        { id: 'o2', text: 'Evening', votes: 0 },
      ],
      totalVotes: 1,
      myVoteOptionId: null,
    };
    state.posts.push(makePost({ id: 'p1', content: 'Pick a time', postType: 'poll', poll }));
    const user = userEvent.setup();
    renderThread();
    await user.click(await screen.findByRole('button', { name: 'Vote for Evening' }));
    expect(await screen.findByRole('meter', { name: 'Evening: 50%' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Morning: 50%' })).toBeInTheDocument();
    expect(screen.getByText('(your vote)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Vote for/ })).toBeNull();
  });

  it("says 'Already voted' in the default style when the server refuses a second vote", async () => {
    const poll = {
      options: [
        { id: 'o1', text: 'Morning', votes: 0 },
        { id: 'o2', text: 'Evening', votes: 1 },
      ],
      totalVotes: 1,
      myVoteOptionId: null,
    };
    state.posts.push(makePost({ id: 'p1', content: 'Pick a time', postType: 'poll', poll }));
    state.failures.set('POST /api/community/poll-options/o1/vote', {
      status: 409,
      code: 'already_voted',
      message: 'You can only vote once per poll.',
    });
    const user = userEvent.setup();
    renderThread();
    await user.click(await screen.findByRole('button', { name: 'Vote for Morning' }));
    const title = await screen.findByText('Already voted');
    expect(screen.getByText('You can only vote once per poll.')).toBeInTheDocument();
    expect(title.closest('[data-variant]')).toHaveAttribute('data-variant', 'default');
  });

  it("shows 'Failed to vote' with the server's message for an unknown option", async () => {
    const poll = {
      options: [
        { id: 'o9', text: 'Gone', votes: 0 },
        { id: 'o2', text: 'Evening', votes: 0 },
      ],
      totalVotes: 0,
      myVoteOptionId: null,
    };
    state.posts.push(makePost({ id: 'p1', content: 'Pick a time', postType: 'poll', poll }));
    state.failures.set('POST /api/community/poll-options/o9/vote', {
      status: 404,
      code: 'not_found',
      message: 'Could not find poll option.',
    });
    const user = userEvent.setup();
    renderThread();
    await user.click(await screen.findByRole('button', { name: 'Vote for Gone' }));
    const title = await screen.findByText('Failed to vote');
    expect(screen.getByText('Could not find poll option.')).toBeInTheDocument();
    expect(title.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
  });

  it("lets the question's author mark a reply as the answer; it moves first and is marked", async () => {
    state.posts.push(
      makePost({
        id: 'p1',
        content: 'Question about breathing',
        postType: 'question',
        author: me,
        replyCount: 2,
      }),
    );
    state.replies.push(
      makeReply({
        id: 'r1',
        postId: 'p1',
        content: 'Try box breathing',
        createdAt: '2026-01-01T10:00:00.000Z',
      }),
      makeReply({
        id: 'r2',
        postId: 'p1',
        content: 'Four counts in, six out',
        createdAt: '2026-01-01T11:00:00.000Z',
      }),
    );
    const user = userEvent.setup();
    renderThread();
    const replies = await screen.findByRole('list', { name: 'Replies' });
    const second = within(replies).getAllByRole('article')[1]!;
    expect(second).toHaveTextContent('Four counts in, six out');
    await user.click(within(second).getByRole('button', { name: 'Mark as answer' }));
    await waitFor(() =>
      expect(within(replies).getAllByRole('article')[0]).toHaveAccessibleName('Accepted answer'),
    );
    const first = within(replies).getAllByRole('article')[0]!;
    expect(first).toHaveTextContent('Four counts in, six out');
    expect(within(first).getByRole('button', { name: 'Unmark answer' })).toBeInTheDocument();
    expect(await screen.findByText('Answered')).toBeInTheDocument();
  });

  it("shows 'Failed to mark as answer' when the server refuses", async () => {
    state.posts.push(
      makePost({ id: 'p1', content: 'Question about breathing', postType: 'question', author: me }),
    );
    state.replies.push(makeReply({ id: 'r1', postId: 'p1' }));
    state.failures.set('POST /api/community/posts/p1/answer', {
      status: 403,
      code: 'forbidden',
      message: 'Only the author may.',
    });
    const user = userEvent.setup();
    renderThread();
    await user.click(await screen.findByRole('button', { name: 'Mark as answer' }));
    expect(await screen.findByText('Failed to mark as answer')).toBeInTheDocument();
  });

  it('offers another member neither Mark as answer, Pin nor Delete, but Report on everything', async () => {
    state.posts.push(makePost({ id: 'p1', content: 'Question about breathing', postType: 'question' }));
    state.replies.push(makeReply({ id: 'r1', postId: 'p1' }));
    renderThread();
    await screen.findByRole('list', { name: 'Replies' });
    expect(screen.queryByRole('button', { name: 'Mark as answer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pin' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Report this post' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report this reply' })).toBeInTheDocument();
  });

  it('lets an admin pin, mark the answer and delete with a confirmation', async () => {
    state.posts.push(makePost({ id: 'p1', content: 'Question about breathing', postType: 'question' }));
    state.replies.push(makeReply({ id: 'r1', postId: 'p1' }));
    const user = userEvent.setup();
    renderThread(signedInSession({ role: 'admin', subscriptionTier: 'admin' }));
    await user.click(await screen.findByRole('button', { name: 'Pin' }));
    expect(await screen.findByRole('button', { name: 'Unpin' })).toBeInTheDocument();
    expect(screen.getByText('Pinned')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as answer' })).toBeInTheDocument();

    await user.click(within(await postArticle()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    expect(state.posts).toHaveLength(1);
    const postFetches = () => state.calls.filter((c) => c === 'GET /api/community/posts/p1').length;
    const fetchesBefore = postFetches();
    await user.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/community$/));
    expect(state.posts).toHaveLength(0);
    // The deleted post is not fetched again (no 'Error fetching post' after a delete).
    expect(postFetches()).toBe(fetchesBefore);
  });

  it("shows 'Error pinning post' and 'Error deleting post' on failure", async () => {
    state.posts.push(makePost({ id: 'p1', content: 'Hello' }));
    state.failures.set('POST /api/community/posts/p1/pin', { status: 500, code: 'internal', message: 'x' });
    state.failures.set('DELETE /api/community/posts/p1', { status: 500, code: 'internal', message: 'y' });
    const user = userEvent.setup();
    renderThread(signedInSession({ role: 'admin' }));
    await user.click(await screen.findByRole('button', { name: 'Pin' }));
    expect(await screen.findByText('Error pinning post')).toBeInTheDocument();
    await user.click(within(await postArticle()).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    expect(await screen.findByText('Error deleting post')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/community/post/p1');
  });

  it('offers the memberships when the post is in a channel the member cannot open', async () => {
    state.failures.set('GET /api/community/posts/p1', {
      status: 403,
      code: 'upgrade_required',
      message: 'General Discussion opens with the Growth membership.',
    });
    renderThread();
    expect(
      await screen.findByRole('heading', { name: "This post is in a members' channel" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('General Discussion opens with the Growth membership.', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See memberships' })).toHaveAttribute('href', '/subscription');
  });

  it("says 'Failed to like post' and takes the like back when liking fails", async () => {
    state.posts.push(makePost({ id: 'p1', content: 'Hello', likeCount: 0 }));
    state.failures.set('POST /api/community/posts/p1/like', {
      status: 429,
      code: 'rate_limited',
      message: 'Enough likes for today.',
    });
    const user = userEvent.setup();
    renderThread();
    await user.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByText('Failed to like post')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('like-count')).toHaveTextContent('0');
  });

  it("lets members delete their own post and replies, after confirming, and no one else's", async () => {
    state.posts.push(makePost({ id: 'p1', content: 'Hello', author: me, replyCount: 2 }));
    state.replies.push(
      makeReply({ id: 'r1', postId: 'p1', content: 'Mine to take back', author: me }),
      makeReply({ id: 'r2', postId: 'p1', content: 'Someone else wrote this' }),
    );
    const user = userEvent.setup();
    renderThread();
    const replies = await screen.findByRole('list', { name: 'Replies' });
    expect(within(await postArticle()).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const [mine, theirs] = within(replies).getAllByRole('article');
    expect(within(theirs!).queryByRole('button', { name: 'Delete reply' })).toBeNull();
    // Their own words are not theirs to report; someone else's are.
    expect(within(await postArticle()).queryByRole('button', { name: 'Report this post' })).toBeNull();
    expect(within(mine!).queryByRole('button', { name: 'Report this reply' })).toBeNull();
    expect(within(theirs!).getByRole('button', { name: 'Report this reply' })).toBeInTheDocument();
    await user.click(within(mine!).getByRole('button', { name: 'Delete reply' }));
    await user.click(
      // The dialog's module loads on first use: this test may be the first of the file to open it.
      within(await screen.findByRole('dialog', { name: 'Delete this reply?' })).getByRole('button', {
        name: 'Delete reply',
      }),
    );
    await waitFor(() => expect(within(replies).queryByText('Mine to take back')).toBeNull());
    expect(state.replies.map((r) => r.id)).toEqual(['r2']);
    expect(await screen.findByText('1 reply')).toBeInTheDocument();
  });

  it('lets the author edit the post in place; it shows as edited', async () => {
    state.posts.push(makePost({ id: 'p1', content: 'Hello', author: me }));
    const user = userEvent.setup();
    renderThread();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const field = screen.getByLabelText('Edit your post');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Write something first.')).toBeInTheDocument();
    await user.type(field, 'Hello, *friends*');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('friends')).toBeInTheDocument();
    expect(screen.getByText('Edited')).toBeInTheDocument();
    expect(screen.queryByLabelText('Edit your post')).toBeNull();
    expect(state.posts[0]!.content).toBe('Hello, *friends*');
  });
});
