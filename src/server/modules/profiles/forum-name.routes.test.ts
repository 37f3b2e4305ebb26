import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@shared/community/community.schemas';
import type { OwnProfile } from '@shared/profiles/profiles.schemas';
import { buildTestApp, signUpMember, type TestApp } from '../../test/test-app';
import { communityKit } from '../community/community.test-kit';

let app: TestApp;
let kit: ReturnType<typeof communityKit>;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  kit = communityKit(app);
});
afterAll(async () => app.close());

const chooseName = (cookie: string, forumName: unknown) =>
  kit.call('PUT', '/api/profile/forum-name', cookie, { forumName });

async function postAs(cookie: string) {
  return kit.call('POST', '/api/community/posts', cookie, {
    channelId: (await kit.channel('free-user-questions')).id,
    postType: 'discussion',
    content: 'My first words here',
  });
}

describe('PUT /api/profile/forum-name', () => {
  it('is asked for before the first post and reply, and the post then shows the chosen name', async () => {
    const member = await signUpMember(app);
    const own = (await kit.call('GET', '/api/profile', member.cookie)).json() as OwnProfile;
    expect(own).toMatchObject({ username: member.username, forumNameConfirmed: false });
    const session = await kit.call('GET', '/api/account/session', member.cookie);
    expect(session.json().profile.forumNameConfirmed).toBe(false);

    const refused = await postAs(member.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'forum_name_required',
      message: 'Choose the name the community sees before you post.',
    });
    const someonesPost = await kit.post(await kit.member('free'), { channel: 'free-user-questions' });
    const reply = await kit.call('POST', `/api/community/posts/${someonesPost.id}/replies`, member.cookie, {
      content: 'A first reply',
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error.code).toBe('forum_name_required');

    const chosen = await chooseName(member.cookie, '  Quiet_Fern ');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ username: 'quiet_fern', forumNameConfirmed: true });
    const after = await kit.call('GET', '/api/account/session', member.cookie);
    expect(after.json().profile).toMatchObject({ username: 'quiet_fern', forumNameConfirmed: true });

    const posted = await postAs(member.cookie);
    expect(posted.statusCode).toBe(201);
    expect((posted.json() as Post).author.username).toBe('quiet_fern');
    expect(
      (
        await kit.call('POST', `/api/community/posts/${someonesPost.id}/replies`, member.cookie, {
          content: 'A first reply',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('confirms the name given at sign-up when the member keeps it', async () => {
    const member = await signUpMember(app);
    const kept = await chooseName(member.cookie, member.username);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ username: member.username, forumNameConfirmed: true });
    expect((await postAs(member.cookie)).statusCode).toBe(201);
  });

  it('renames the member everywhere the forum shows them, also in feeds read before', async () => {
    const author = await kit.member('free');
    const reader = await kit.member('free');
    const post = await kit.post(author, { channel: 'free-user-questions' });
    const feed = async () =>
      (await kit.call('GET', '/api/community/posts?channel=free-user-questions', reader.cookie)).json()
        .items as Post[];
    expect((await feed()).find((p) => p.id === post.id)?.author.username).toBe(author.username);
    expect((await chooseName(author.cookie, 'lantern_keeper')).statusCode).toBe(200);
    expect((await feed()).find((p) => p.id === post.id)?.author.username).toBe('lantern_keeper');
    const profile = await kit.call('GET', '/api/community/users/lantern_keeper', reader.cookie);
    expect(profile.json().profile.username).toBe('lantern_keeper');
    expect((await kit.call('GET', `/api/community/users/${author.username}`, reader.cookie)).statusCode).toBe(
      404,
    );
  });

  it("answers 409 'That forum name is taken.' on the field when another member holds it", async () => {
    const first = await signUpMember(app);
    const second = await signUpMember(app);
    expect((await chooseName(first.cookie, 'calm_otter')).statusCode).toBe(200);
    const taken = await chooseName(second.cookie, 'Calm_Otter');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      message: 'That forum name is taken.',
      fields: { forumName: 'That forum name is taken.' },
    });
    expect((await kit.call('GET', '/api/profile', second.cookie)).json().forumNameConfirmed).toBe(false);
    expect((await chooseName(first.cookie, 'calm_otter')).statusCode).toBe(200);
  });

  it('refuses a name that breaks the rules with a field error, and a visitor with 401', async () => {
    const member = await signUpMember(app);
    for (const bad of ['ab', 'has space', 'x'.repeat(21), 'émile', 'dash-name', '', 42]) {
      const response = await chooseName(member.cookie, bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual(['forumName']);
    }
    expect((await chooseName(member.cookie, 'ok_name_20_chars_xyz')).statusCode).toBe(200);
    expect(
      (await kit.call('PUT', '/api/profile/forum-name', undefined, { forumName: 'visitor' })).statusCode,
    ).toBe(401);
  });

  it('counts a username set on the profile as a chosen forum name', async () => {
    const member = await signUpMember(app);
    const patched = await kit.call('PATCH', '/api/profile', member.cookie, { username: 'morning_heron' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ username: 'morning_heron', forumNameConfirmed: true });
    // A change of anything else chooses nothing.
    const other = await signUpMember(app);
    await kit.call('PATCH', '/api/profile', other.cookie, { timeZone: 'Europe/Berlin' });
    expect((await kit.call('GET', '/api/profile', other.cookie)).json().forumNameConfirmed).toBe(false);
  });
});
