import { describe, expect, it } from 'vitest';
import type { Notification } from '@shared/community/community.schemas';
import { useCommunityApp, type Member } from '../community.test-kit';

const { kit } = useCommunityApp();

const notificationsOf = async (member: Member) =>
  ((await kit.call('GET', '/api/notifications', member.cookie)).json() as { items: Notification[] }).items;
const mentionsOf = async (member: Member) =>
  (await notificationsOf(member)).filter((n) => n.kind === 'mention');

describe('mentions', () => {
  it('tells a member mentioned by forum name once, in a post and in a reply, never the writer', async () => {
    const writer = await kit.member('growth');
    const pia = await kit.member('growth');
    const post = await kit.post(writer, {
      title: 'Evening walks',
      content: `Thanks @${pia.username.toUpperCase()} for the idea, and @${pia.username} again. Me: @${writer.username}. Nobody: @nobody_here`,
    });
    const [mention, ...more] = await mentionsOf(pia);
    expect(more).toEqual([]);
    expect(mention).toMatchObject({
      kind: 'mention',
      postId: post.id,
      postTitle: 'Evening walks',
      actorUsername: writer.username,
    });
    expect(await mentionsOf(writer)).toEqual([]);

    await kit.reply(writer, post.id, `@${pia.username} what do you think?`);
    expect(await mentionsOf(pia)).toHaveLength(2);
  });

  it('does not tell the post’s author twice (the reply tells them), nor a member the channel is closed to', async () => {
    const author = await kit.member('growth');
    const helper = await kit.member('growth');
    const freeMember = await kit.member('free');
    const post = await kit.post(author, { content: 'A question for the growth channel' });
    await kit.reply(helper, post.id, `@${author.username} and @${freeMember.username}, have a look`);
    const forAuthor = await notificationsOf(author);
    expect(forAuthor.map((n) => n.kind)).toEqual(['reply']);
    expect(await notificationsOf(freeMember)).toEqual([]);
  });
});
