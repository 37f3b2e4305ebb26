import { describe, expect, it } from 'vitest';
import type { Reply } from '@shared/community/community.schemas';
import { checkEachFieldAlone, checkEmptyBody, type PatchCase } from '../../../test/patch-routes';
import { useCommunityApp } from '../community.test-kit';

const { app, kit } = useCommunityApp();

const route = 'PATCH /api/community/replies/:id';
const answeredReply: PatchCase = {
  route,
  async create() {
    const asker = await kit.member();
    const helper = await kit.member();
    const post = await kit.post(asker, {
      channel: 'questions-support',
      postType: 'question',
      content: 'How?',
    });
    const reply = await kit.reply(helper, post.id, 'Slowly.');
    await kit.call('POST', `/api/community/posts/${post.id}/answer`, asker.cookie, { replyId: reply.id });
    const read = async () => {
      const list = (
        await kit.call('GET', `/api/community/posts/${post.id}/replies`, helper.cookie)
      ).json() as {
        items: Reply[];
      };
      return list.items.find((item) => item.id === reply.id) as unknown as Record<string, unknown>;
    };
    return { url: `/api/community/replies/${reply.id}`, cookie: helper.cookie, read };
  },
  changes: { content: 'Slowly, one breath at a time.' },
  volatile: ['editedAt'],
  emptyBodyCode: 'validation_failed',
};

describe(route, () => {
  it('changes the text only: the answer mark, the author and the time stay', async () => {
    await checkEachFieldAlone(app, answeredReply);
  });

  it('answers an empty body with a 400 naming the text, and changes nothing', async () => {
    expect((await checkEmptyBody(app, answeredReply)).fields).toHaveProperty('content');
  });
});

describe('editing a reply', () => {
  it('is its author’s, shows as edited with the time, and the thread reads the new words', async () => {
    const asker = await kit.member('growth');
    const helper = await kit.member('growth');
    const post = await kit.post(asker, { content: 'What helps you sleep?' });
    const reply = await kit.reply(helper, post.id, 'Tea.');
    expect(reply.editedAt).toBeNull();
    const url = `/api/community/replies/${reply.id}`;

    const before = Date.now();
    const edited = await kit.call('PATCH', url, helper.cookie, { content: 'Chamomile tea, an hour before.' });
    expect(edited.statusCode).toBe(200);
    const body = edited.json() as Reply;
    expect(body).toMatchObject({ id: reply.id, content: 'Chamomile tea, an hour before.' });
    expect(new Date(body.editedAt!).getTime()).toBeGreaterThanOrEqual(before - 1_000);

    const thread = (
      await kit.call('GET', `/api/community/posts/${post.id}/replies`, asker.cookie)
    ).json() as {
      items: Reply[];
    };
    expect(thread.items.find((item) => item.id === reply.id)).toMatchObject({
      content: 'Chamomile tea, an hour before.',
      editedAt: body.editedAt,
    });
  });

  it('is refused to another member (403), empty text (400) and an unknown reply (404); an admin may edit', async () => {
    const asker = await kit.member('growth');
    const helper = await kit.member('growth');
    const post = await kit.post(asker, { content: 'Any tips for mornings?' });
    const reply = await kit.reply(helper, post.id, 'Light first.');
    const url = `/api/community/replies/${reply.id}`;
    const byOther = await kit.call('PATCH', url, asker.cookie, { content: 'Not mine to change' });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toMatchObject({
      error: { message: 'Only the author or an admin can edit this reply.' },
    });
    expect((await kit.call('PATCH', url, helper.cookie, { content: '   ' })).statusCode).toBe(400);
    expect(
      (
        await kit.call(
          'PATCH',
          '/api/community/replies/00000000-0000-4000-8000-000000000000',
          helper.cookie,
          {
            content: 'x',
          },
        )
      ).statusCode,
    ).toBe(404);
    const byAdmin = await kit.call('PATCH', url, (await kit.admin()).cookie, {
      content: 'Light first. [Link removed by a moderator]',
    });
    expect(byAdmin.statusCode).toBe(200);
    expect((byAdmin.json() as Reply).content).toBe('Light first. [Link removed by a moderator]');
  });
});
