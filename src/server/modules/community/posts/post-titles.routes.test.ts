import { describe, expect, it } from 'vitest';
import type { Post } from '@shared/community/community.schemas';
import { useCommunityApp } from '../community.test-kit';

const { kit } = useCommunityApp();

const channelId = async () => (await kit.channel('general-discussion')).id;
const create = async (cookie: string, body: object) =>
  kit.call('POST', '/api/community/posts', cookie, {
    channelId: await channelId(),
    postType: 'discussion',
    ...body,
  });

describe('topic titles', () => {
  it('keeps the title a topic is posted with, and titles one posted without by its first line', async () => {
    const author = await kit.member();
    const titled = await create(author.cookie, {
      title: '  Mornings after a bad night  ',
      content: 'What do you do first?',
    });
    expect(titled.statusCode).toBe(201);
    expect(titled.json()).toMatchObject({
      title: 'Mornings after a bad night',
      content: 'What do you do first?',
    });

    const untitled = await create(author.cookie, { content: '## Small *wins* today\nI walked to the shop.' });
    expect(untitled.statusCode).toBe(201);
    expect((untitled.json() as Post).title).toBe('Small wins today');

    // The feed and the post's own page carry it.
    const feed = (
      await kit.call('GET', '/api/community/posts?channel=general-discussion', author.cookie)
    ).json() as {
      items: Post[];
    };
    expect(feed.items.map((post) => post.title)).toEqual(
      expect.arrayContaining(['Mornings after a bad night', 'Small wins today']),
    );
    const id = (titled.json() as Post).id;
    expect(((await kit.call('GET', `/api/community/posts/${id}`, author.cookie)).json() as Post).title).toBe(
      'Mornings after a bad night',
    );
  });

  it('refuses a title too short or too long with the field named', async () => {
    const author = await kit.member();
    const short = await create(author.cookie, { title: 'Hi', content: 'Hello everyone' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Give your topic a title of at least 5 characters.');
    const long = await create(author.cookie, { title: 'x'.repeat(121), content: 'Hello everyone' });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('Keep the title under 120 characters.');
  });

  it('is edited by the author with the content, and kept when an edit leaves it out', async () => {
    const author = await kit.member();
    const post = (await create(author.cookie, { title: 'A first title', content: 'Body' })).json() as Post;
    const url = `/api/community/posts/${post.id}`;
    const renamed = await kit.call('PATCH', url, author.cookie, { title: 'A better title', content: 'Body' });
    expect(renamed.json()).toMatchObject({ title: 'A better title', editedAt: expect.any(String) });
    const kept = await kit.call('PATCH', url, author.cookie, { content: 'Body, edited' });
    expect(kept.json()).toMatchObject({ title: 'A better title', content: 'Body, edited' });
    const other = await kit.member();
    expect(
      (await kit.call('PATCH', url, other.cookie, { title: 'Not yours', content: 'x' })).statusCode,
    ).toBe(403);
  });

  it('is found by the forum’s search', async () => {
    const author = await kit.member();
    await create(author.cookie, {
      title: 'Lanterns and quiet evenings',
      content: 'Nothing else matches here.',
    });
    const found = (await kit.call('GET', '/api/community/posts?q=lanterns', author.cookie)).json() as {
      items: Post[];
    };
    expect(found.items.map((post) => post.title)).toEqual(['Lanterns and quiet evenings']);
  });
});
