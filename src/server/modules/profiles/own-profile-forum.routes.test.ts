import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnProfile } from '@shared/profiles/profiles.schemas';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { communityKit } from '../community/community.test-kit';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
});
afterAll(async () => app.close());

describe('GET /api/profile in the forum', () => {
  it('carries the title an admin gave and the badges the member earned, not those of another member', async () => {
    const kit = communityKit(app);
    const member = await kit.member();
    const other = await kit.member();
    const ownProfile = async () =>
      (await kit.call('GET', '/api/profile', member.cookie)).json() as OwnProfile;
    expect(await ownProfile()).toMatchObject({ title: null, badges: [] });

    const titled = await kit.call('PATCH', `/api/admin/users/${member.userId}`, (await kit.admin()).cookie, {
      title: 'Kind Guide',
    });
    expect(titled.statusCode).toBe(200);
    const post = await kit.post(member, { content: 'My first conversation' });
    await kit.reply(member, post.id, 'And a first reply');
    await kit.post(other, { postType: 'poll', content: 'A poll', pollOptions: ['Yes', 'No'] });

    const profile = await ownProfile();
    expect(profile.title).toBe('Kind Guide');
    expect(profile.badges.map((b) => b.id).sort()).toEqual(['first-post', 'first-reply']);
    expect(profile.badges[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
      awardedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });
});
