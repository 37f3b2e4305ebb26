import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setForumNameSchema, type OwnProfile } from '@shared/profiles/profiles.schemas';
import { jsonResponse } from '@client/test/fake-tool-api';
import { makeProfile, signedInSession } from '@client/test/render-app';
import { makePost } from '../test/community-fixtures';
import { fakeCommunityApi, fakeCommunityState, type FakeCommunityState } from '../test/fake-community-api';
import { renderCommunity } from '../test/render-community';
import { renderThread } from '../test/render-post-thread';
import { CreatePostForm } from './create-post-form';

let state: FakeCommunityState;
let profile: ReturnType<typeof makeProfile>;
let forumNameBodies: unknown[];

// The forum's fake, with the member's session and the forum name route in front of it.
beforeEach(() => {
  state = fakeCommunityState();
  profile = makeProfile({ username: 'calmheron4821', forumNameConfirmed: false });
  forumNameBodies = [];
  const forum = fakeCommunityApi(state);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://app.test').pathname;
      if (path === '/api/account/session') return jsonResponse(signedInSession(profile));
      if (path === '/api/profile/forum-name' && init?.method === 'PUT') {
        const body = setForumNameSchema.parse(JSON.parse(String(init.body)));
        forumNameBodies.push(body);
        if (body.forumName === 'taken_name') {
          const message = 'That forum name is taken.';
          return jsonResponse({ error: { code: 'conflict', message, fields: { forumName: message } } }, 409);
        }
        profile = { ...profile, username: body.forumName, forumNameConfirmed: true };
        const own: OwnProfile = {
          ...profile,
          badges: [],
          timeZone: 'UTC',
          endOfDayHour: 4,
          restDays: [],
          onboarding: { interests: [], experience: null, done: true },
        };
        return jsonResponse(own);
      }
      return forum(input, init);
    }),
  );
});
afterEach(() => {
  expect(state.invalidBodies).toEqual([]);
  vi.unstubAllGlobals();
});

const renderComposer = () =>
  renderCommunity(
    [{ path: '/community/create-post', element: <CreatePostForm channels={state.channels} /> }],
    '/community/create-post',
    signedInSession(profile),
  );

describe('ForumNameGate', () => {
  it('asks a member who has not chosen a forum name for one before the composer, and then opens it', async () => {
    const user = userEvent.setup();
    renderComposer();
    const step = screen.getByRole('region', { name: 'Choose the name the community sees' });
    expect(
      within(step).getByText(/on your posts and replies, on your community profile/),
    ).toBeInTheDocument();
    expect(
      within(step).getByText(/first and last name are never shown to other members/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Channel')).toBeNull();
    const field = within(step).getByLabelText('Forum name');
    expect(field).toHaveValue('calmheron4821');

    await user.clear(field);
    await user.type(field, 'Quiet Fern');
    await user.click(within(step).getByRole('button', { name: 'Use this name' }));
    expect(
      await within(step).findByText('A forum name is 3–20 characters: letters, digits or _.'),
    ).toBeVisible();
    expect(forumNameBodies).toEqual([]);

    await user.clear(field);
    await user.type(field, 'taken_name');
    await user.click(within(step).getByRole('button', { name: 'Use this name' }));
    expect(await within(step).findByText('That forum name is taken.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'Quiet_Fern');
    await user.click(within(step).getByRole('button', { name: 'Use this name' }));
    expect(await screen.findByLabelText('Channel')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Choose the name the community sees' })).toBeNull();
    expect(forumNameBodies.at(-1)).toEqual({ forumName: 'quiet_fern' });
    expect(await screen.findByText('The community will see you as quiet_fern.')).toBeInTheDocument();
  });

  it('shows the composer straight away to a member who chose their name', () => {
    profile = { ...profile, forumNameConfirmed: true };
    renderComposer();
    expect(screen.getByLabelText('Channel')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Choose the name the community sees' })).toBeNull();
  });

  it('stands in front of the reply box too, under the Replies heading', async () => {
    state.posts.push(makePost({ id: 'p1', content: 'Hello' }));
    const user = userEvent.setup();
    renderThread(signedInSession(profile));
    const step = await screen.findByRole('region', { name: 'Choose the name the community sees' });
    expect(within(step).getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Your reply')).toBeNull();
    await user.click(within(step).getByRole('button', { name: 'Use this name' }));
    expect(await screen.findByLabelText('Your reply')).toBeInTheDocument();
    expect(forumNameBodies).toEqual([{ forumName: 'calmheron4821' }]);
  });
});
