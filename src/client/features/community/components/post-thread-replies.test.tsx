import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {} from '@client/test/render-app';
import { makeAuthor, makePost, makeReply } from '../test/community-fixtures';
import {
  fakeCommunityState,
  installFakeCommunityApi,
  type FakeCommunityState,
} from '../test/fake-community-api';
import { postArticle, renderThread } from '../test/render-post-thread';

let state: FakeCommunityState;
installFakeCommunityApi(() => (state = fakeCommunityState()));

describe('PostThread replies and reports', () => {
  it('lets a member edit their own reply, shown as edited with the time, and no one else’s', async () => {
    const me = makeAuthor({ id: 'u1', username: 'robinlee' });
    state.posts.push(makePost({ id: 'p1', content: 'Hello' }));
    state.replies.push(makeReply({ id: 'r1', postId: 'p1', content: 'Tea.', author: me }));
    state.replies.push(makeReply({ id: 'r2', postId: 'p1', content: 'Not mine' }));
    const user = userEvent.setup();
    renderThread();
    const replies = await screen.findAllByRole('article', { name: 'Reply' });
    expect(within(replies[1]!).queryByRole('button', { name: 'Edit reply' })).toBeNull();
    await user.click(within(replies[0]!).getByRole('button', { name: 'Edit reply' }));
    const box = within(replies[0]!).getByLabelText('Edit your reply');
    await user.clear(box);
    await user.type(box, 'Chamomile tea, an hour before.');
    await user.click(within(replies[0]!).getByRole('button', { name: 'Save changes' }));
    expect(await within(replies[0]!).findByText('Chamomile tea, an hour before.')).toBeVisible();
    expect(within(replies[0]!).getByText(/^Edited/)).toHaveTextContent(
      /^Edited (just now|less than a minute ago)$/,
    );
    expect(state.replies[0]).toMatchObject({ content: 'Chamomile tea, an hour before.' });
  });

  it("reports a reply with a reason and a note, ending in 'Report submitted'", async () => {
    state.posts.push(makePost({ id: 'p1', content: 'Hello' }));
    state.replies.push(makeReply({ id: 'r1', postId: 'p1' }));
    const user = userEvent.setup();
    renderThread();
    await user.click(await screen.findByRole('button', { name: 'Report this reply' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this reply' });
    expect(within(dialog).getByRole('button', { name: 'Submit report' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment or bullying' }));
    await user.type(within(dialog).getByLabelText(/A note for the moderators/), 'Unkind words');
    await user.click(within(dialog).getByRole('button', { name: 'Submit report' }));
    expect(await screen.findByText('Report submitted')).toBeInTheDocument();
    expect(screen.getByText('Thank you for helping keep the community safe.')).toBeInTheDocument();
    expect(state.reports).toEqual([
      { contentType: 'reply', replyId: 'r1', reason: 'harassment', note: 'Unkind words' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows 'Failed to submit report' when the report is refused", async () => {
    state.posts.push(makePost({ id: 'p1', content: 'Hello' }));
    state.failures.set('POST /api/community/reports', {
      status: 409,
      code: 'conflict',
      message: 'You already reported this.',
    });
    const user = userEvent.setup();
    renderThread();
    await user.click(await screen.findByRole('button', { name: 'Report this post' }));
    await user.click(screen.getByRole('radio', { name: 'Spam or advertising' }));
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(await screen.findByText('Failed to submit report')).toBeInTheDocument();
    expect(screen.getByText('You already reported this.')).toBeInTheDocument();
  });

  it('adds a reply and re-fetches the post, so the count follows', async () => {
    state.posts.push(makePost({ id: 'p1', content: 'Hello', replyCount: 0 }));
    const user = userEvent.setup();
    renderThread();
    expect(await screen.findByText('0 replies')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your reply'), 'Welcome aboard!');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    const replies = await screen.findByRole('list', { name: 'Replies' });
    expect(within(replies).getByText('Welcome aboard!')).toBeInTheDocument();
    expect(await screen.findByText('1 reply')).toBeInTheDocument();
    expect(screen.getByLabelText('Your reply')).toHaveValue('');
  });

  it("shows 'Failed to add reply' and keeps the text when the reply is refused", async () => {
    state.posts.push(makePost({ id: 'p1', content: 'Hello' }));
    state.failures.set('POST /api/community/posts/p1/replies', {
      status: 429,
      code: 'rate_limited',
      message: 'Slow down a little.',
    });
    const user = userEvent.setup();
    renderThread();
    await user.type(await screen.findByLabelText('Your reply'), 'Me too');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('Failed to add reply')).toBeInTheDocument();
    expect(screen.getByLabelText('Your reply')).toHaveValue('Me too');
  });

  it("shows 'Error fetching post' and a not-found state for a missing post", async () => {
    renderThread();
    expect(await screen.findByText('Error fetching post')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This post could not be found' })).toBeInTheDocument();
  });

  it("shows 'Error fetching replies' when the replies fail", async () => {
    state.posts.push(makePost({ id: 'p1', content: 'Hello' }));
    state.failures.set('GET /api/community/posts/p1/replies', {
      status: 500,
      code: 'internal',
      message: 'x',
    });
    renderThread();
    expect(await screen.findByText('Error fetching replies')).toBeInTheDocument();
  });

  it("names a deleted author 'Former member' without a link", async () => {
    state.posts.push(
      makePost({
        id: 'p1',
        content: 'Hello',
        author: makeAuthor({ id: null, username: null, title: null }),
      }),
    );
    renderThread();
    const post = await postArticle();
    expect(within(post).getByText('Former member')).toBeInTheDocument();
    expect(within(post).queryByRole('link', { name: 'Former member' })).toBeNull();
  });
});
