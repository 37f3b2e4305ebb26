import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { POLL_MAX_OPTIONS } from '@shared/community/community.schemas';
import { makeChannel } from '../test/community-fixtures';
import {
  fakeCommunityApi,
  fakeCommunityState,
  installFakeCommunityApi,
  type FakeCommunityState,
} from '../test/fake-community-api';
import { renderCommunity } from '../test/render-community';
import { CreatePostForm } from './create-post-form';

let state: FakeCommunityState;
installFakeCommunityApi(
  () =>
    (state = fakeCommunityState({
      channels: [
        makeChannel(),
        makeChannel({
          id: 'c-wins',
          slug: 'wins',
          name: 'Wins & Celebrations',
          requiredTier: 'growth',
          canAccess: true,
        }),
        makeChannel({
          id: 'c-life',
          slug: 'lifetime',
          name: 'Lifetime Masters',
          requiredTier: 'lifetime_mastery',
          canAccess: false,
        }),
      ],
    })),
);

const renderForm = (initialChannel?: string) =>
  renderCommunity(
    [
      {
        path: '/community/create-post',
        element: <CreatePostForm channels={state.channels} initialChannel={initialChannel} />,
      },
    ],
    '/community/create-post',
  );
const postCalls = () => state.calls.filter((c) => c === 'POST /api/community/posts');
const draftSaves = () => state.calls.filter((c) => c === 'PUT /api/community/drafts/new-topic');

describe('CreatePostForm', () => {
  it('offers only the channels the member may post in', () => {
    renderForm('wins');
    const channel = screen.getByLabelText('Channel');
    expect(
      within(channel)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Free User Questions', 'Wins & Celebrations']);
    expect(
      within(screen.getByLabelText('Type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Discussion', 'Question', 'Poll']);
  });

  it('posts a question in the channel the member came from, fetches the new post and opens it', async () => {
    const user = userEvent.setup();
    renderForm('wins');
    await user.selectOptions(screen.getByLabelText('Type'), 'question');
    await user.type(screen.getByLabelText('Your question'), 'How long should I breathe for?');
    // A topic needs its title before it is sent.
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Give your topic a title of at least 5 characters.')).toBeVisible();
    expect(postCalls()).toEqual([]);
    await user.type(screen.getByLabelText('Title'), 'Breathing before a talk');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/community\/post\/p\d+$/),
    );
    const created = state.posts[0]!;
    expect(created).toMatchObject({
      title: 'Breathing before a talk',
      postType: 'question',
      content: 'How long should I breathe for?',
      poll: null,
    });
    expect(state.calls).toContain(`GET /api/community/posts/${created.id}`);
  });

  it('on a hard day by the journal, offers a pause once before posting, and posts when asked', async () => {
    state.moodToday = 1.5;
    const user = userEvent.setup();
    renderForm('wins');
    await user.type(screen.getByLabelText('Title'), 'A topic title');
    await user.type(screen.getByLabelText('Content'), 'Nothing is working for me lately.');
    await waitFor(() => expect(state.calls).toContain('GET /api/me/mood-today'));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    const pause = await screen.findByRole('region', { name: 'A moment before you post?' });
    expect(postCalls()).toHaveLength(0);
    await user.click(within(pause).getByRole('button', { name: /Breathe for a minute/ }));
    expect(within(pause).getByTestId('step-pacer')).toBeInTheDocument();
    await user.click(within(pause).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('region', { name: 'A moment before you post?' })).toBeNull();
    // Offered once: the next Post sends.
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(postCalls()).toHaveLength(1));
  });

  it('"Post now" sends the post straight from the pause; a good day has none', async () => {
    state.moodToday = 2;
    const user = userEvent.setup();
    const { unmount } = renderForm('wins');
    await user.type(screen.getByLabelText('Title'), 'A topic title');
    await user.type(screen.getByLabelText('Content'), 'A short update.');
    await waitFor(() => expect(state.calls).toContain('GET /api/me/mood-today'));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await user.click(await screen.findByRole('button', { name: 'Post now' }));
    await waitFor(() => expect(postCalls()).toHaveLength(1));
    unmount();

    state.moodToday = 3.5;
    renderForm('wins');
    await user.type(screen.getByLabelText('Title'), 'A topic title');
    await user.type(screen.getByLabelText('Content'), 'Another update.');
    await waitFor(() => expect(state.calls.filter((c) => c === 'GET /api/me/mood-today')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(postCalls()).toHaveLength(2));
    expect(screen.queryByRole('region', { name: 'A moment before you post?' })).toBeNull();
  });

  it('builds a poll with 2 to 10 options, added and removed in place', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText('Type'), 'poll');
    expect(screen.getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
    const add = screen.getByRole('button', { name: 'Add option' });
    for (let i = 2; i < POLL_MAX_OPTIONS; i += 1) await user.click(add);
    expect(screen.getByLabelText(`Option ${POLL_MAX_OPTIONS}`)).toBeInTheDocument();
    expect(add).toBeDisabled();
    for (let i = POLL_MAX_OPTIONS; i > 3; i -= 1)
      await user.click(screen.getByRole('button', { name: `Remove option ${i}` }));
    await user.type(screen.getByLabelText('Option 1'), 'Morning');
    await user.type(screen.getByLabelText('Option 2'), 'Noon');
    await user.type(screen.getByLabelText('Option 3'), 'Evening');
    await user.click(screen.getByRole('button', { name: 'Remove option 2' }));
    expect(screen.getByLabelText('Option 2')).toHaveValue('Evening');
    await user.type(screen.getByLabelText('Title'), 'A topic title');
    await user.type(screen.getByLabelText('Your poll question'), 'When do you practise?');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(state.posts).toHaveLength(1));
    expect(state.posts[0]!.poll?.options.map((o) => o.text)).toEqual(['Morning', 'Evening']);
  });

  it('refuses an empty post or an empty poll option before calling the server', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Write something first.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'poll');
    await user.type(screen.getByLabelText('Title'), 'A topic title');
    await user.type(screen.getByLabelText('Your poll question'), 'Which one?');
    await user.type(screen.getByLabelText('Option 1'), 'Tea');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Options cannot be empty.')).toBeInTheDocument();
    expect(postCalls()).toEqual([]);
  });

  it('leaves typed poll options out of a discussion', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText('Type'), 'poll');
    await user.selectOptions(screen.getByLabelText('Type'), 'discussion');
    await user.type(screen.getByLabelText('Title'), 'A topic title');
    await user.type(screen.getByLabelText('Content'), 'Just saying hello');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(state.posts).toHaveLength(1));
    expect(state.posts[0]!.poll).toBeNull();
  });

  it("says 'Error fetching new post' when the new post cannot be fetched", async () => {
    const fetchMock = fakeCommunityApi(state);
    // The created post's id is known only once it exists: fail every single-post fetch.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      /\/api\/community\/posts\/p\d+$/.test(String(input)) && (init?.method ?? 'GET') === 'GET'
        ? Promise.resolve(new Response('{"error":{"code":"internal","message":"Down."}}', { status: 500 }))
        : fetchMock(input, init),
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Title'), 'A topic title');
    await user.type(screen.getByLabelText('Content'), 'Hello all');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Error fetching new post')).toBeInTheDocument();
    expect(screen.getByText('Could not retrieve the newly created post.')).toBeInTheDocument();
    expect(state.posts).toHaveLength(1);
  });

  it.each([
    [{}, 'Failed to create post'],
    [{ 'pollOptions.1': 'That option could not be saved.' }, 'Failed to create poll options'],
  ])("names the failure (fields %j) '%s'", async (fields, title) => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ error: { code: 'internal', message: 'Could not save.', fields } }), {
          status: 500,
        }),
    );
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText('Type'), 'poll');
    await user.type(screen.getByLabelText('Title'), 'A topic title');
    await user.type(screen.getByLabelText('Your poll question'), 'Pick one');
    await user.type(screen.getByLabelText('Option 1'), 'A');
    await user.type(screen.getByLabelText('Option 2'), 'B');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/community/create-post');
  });

  it('fills the form from the draft kept on the server, and "Discard draft" empties it and drops the draft', async () => {
    state.drafts.set('new-topic', {
      data: {
        channelId: 'c-wins',
        postType: 'question',
        title: 'Breathing before a talk',
        content: 'How long?',
      },
      updatedAt: '2026-11-28T10:00:00.000Z',
    });
    const user = userEvent.setup();
    renderForm();
    expect(await screen.findByRole('status')).toHaveTextContent('Draft restored');
    expect(screen.getByLabelText('Channel')).toHaveValue('c-wins');
    expect(screen.getByLabelText('Type')).toHaveValue('question');
    expect(screen.getByLabelText('Title')).toHaveValue('Breathing before a talk');
    expect(screen.getByLabelText('Your question')).toHaveValue('How long?');

    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.queryByText('Draft restored')).toBeNull();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Content')).toHaveValue('');
    await waitFor(() => expect(state.drafts.has('new-topic')).toBe(false));
    expect(state.calls).toContain('DELETE /api/community/drafts/new-topic');
  });

  it('saves what is typed once typing stops, and the sent post leaves no draft behind', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(await screen.findByLabelText('Title')).toBeVisible();
    await waitFor(() => expect(state.calls).toContain('GET /api/community/drafts/new-topic'));
    await user.type(screen.getByLabelText('Title'), 'Breathing before a talk');
    await user.type(screen.getByLabelText('Content'), 'How long should I breathe for?');
    await waitFor(() =>
      expect(state.drafts.get('new-topic')?.data).toEqual({
        channelId: 'c-free',
        postType: 'discussion',
        title: 'Breathing before a talk',
        content: 'How long should I breathe for?',
        pollOptions: ['', ''],
      }),
    );
    // One save once typing stopped, not one per key.
    expect(draftSaves()).toHaveLength(1);

    // A change still waiting to be saved is sent before the post, so it cannot land after the post cleared it.
    await user.type(screen.getByLabelText('Content'), ' Thanks!');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/community\/post\/p\d+$/),
    );
    const posted = state.calls.indexOf('POST /api/community/posts');
    expect(state.calls.lastIndexOf('PUT /api/community/drafts/new-topic')).toBeLessThan(posted);
    expect(draftSaves()).toHaveLength(2);
    expect(state.drafts.has('new-topic')).toBe(false);
  });

  it('previews the Markdown as the post will show it, without raw HTML', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByLabelText('Content'));
    await user.paste('**Bold** see [the guide](https://example.com) <b>raw</b>');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Bold').tagName).toBe('STRONG');
    expect(within(preview).getByRole('link', { name: 'the guide' })).toHaveAttribute(
      'rel',
      'nofollow ugc noopener',
    );
    expect(preview.querySelector('b')).toBeNull();
  });
});
