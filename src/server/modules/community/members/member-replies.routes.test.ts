import { describe, expect, it } from 'vitest';
import type { MemberReply } from '@shared/community/member-activity.schemas';
import { useCommunityApp, type Member } from '../community.test-kit';

const { kit } = useCommunityApp();

const repliesOf = async (viewer: Member, username: string, query = '') => {
  const response = await kit.call('GET', `/api/community/users/${username}/replies${query}`, viewer.cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as { items: MemberReply[]; nextCursor: string | null };
};

describe("a member's replies and accepted answers on their profile", () => {
  it('lists replies newest first with the topic’s title, answers alone on request, a page at a time', async () => {
    const asker = await kit.member('growth');
    const helper = await kit.member('growth');
    const question = await kit.post(asker, {
      channel: 'questions-support',
      postType: 'question',
      title: 'How do I start journaling?',
      content: 'Where do I begin?',
    });
    const first = await kit.reply(helper, question.id, 'Start with **one line** a day.');
    const second = await kit.reply(helper, question.id, 'And keep it by your bed.');
    await kit.call('POST', `/api/community/posts/${question.id}/answer`, asker.cookie, { replyId: first.id });

    const all = await repliesOf(asker, helper.username);
    expect(all.items.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(all.items[1]).toMatchObject({
      postId: question.id,
      postTitle: 'How do I start journaling?',
      excerpt: 'Start with one line a day.',
      isAnswer: true,
    });
    const answers = await repliesOf(asker, helper.username, '?answers=true');
    expect(answers.items.map((r) => r.id)).toEqual([first.id]);

    const page1 = await repliesOf(asker, helper.username, '?limit=1');
    expect(page1.items.map((r) => r.id)).toEqual([second.id]);
    const page2 = await repliesOf(asker, helper.username, `?limit=1&cursor=${page1.nextCursor}`);
    expect(page2.items.map((r) => r.id)).toEqual([first.id]);
    expect(page2.nextCursor).toBeNull();
  });

  it('leaves out replies in channels the viewer cannot read; an unknown member is 404', async () => {
    const helper = await kit.member('growth');
    const asker = await kit.member('growth');
    const freeViewer = await kit.member('free');
    const post = await kit.post(asker, { content: 'In a growth channel' });
    await kit.reply(helper, post.id, 'A reply the free member cannot read here');
    expect((await repliesOf(freeViewer, helper.username)).items).toEqual([]);
    expect((await kit.call('GET', '/api/community/users/no_one_here/replies', asker.cookie)).statusCode).toBe(
      404,
    );
    expect(
      (await kit.call('GET', `/api/community/users/${helper.username}/replies?answers=maybe`, asker.cookie))
        .statusCode,
    ).toBe(400);
  });
});
