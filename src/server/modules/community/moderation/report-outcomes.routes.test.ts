import { describe, expect, it } from 'vitest';
import type { Notification } from '@shared/community/community.schemas';
import { useCommunityApp, type Member } from '../community.test-kit';

const { kit } = useCommunityApp();

const outcomesOf = async (member: Member) =>
  (
    (await kit.call('GET', '/api/notifications', member.cookie)).json() as { items: Notification[] }
  ).items.filter((n) => n.kind === 'report_outcome');
const decide = async (reportId: string, body: object) => {
  const response = await kit.call(
    'PATCH',
    `/api/admin/reports/${reportId}`,
    (await kit.admin()).cookie,
    body,
  );
  expect(response.statusCode).toBe(200);
};

describe('the outcome of a report', () => {
  it('is told to each member who reported, once, with the post; never to the author', async () => {
    const author = await kit.member('growth');
    const [first, second] = [await kit.member('growth'), await kit.member('growth')];
    const post = await kit.post(author, { title: 'Buy my course now', content: 'Buy my course now' });
    const report = await kit.report(first, { postId: post.id }, 'spam');
    await kit.report(second, { postId: post.id }, 'spam');
    await decide(report.id, { status: 'resolved', action: 'hide' });
    for (const reporter of [first, second]) {
      const [outcome, ...more] = await outcomesOf(reporter);
      expect(more).toEqual([]);
      expect(outcome).toMatchObject({
        postId: post.id,
        postTitle: 'Buy my course now',
        actorUsername: null,
        excerpt: 'A moderator agreed and hid it. Thank you for reporting it.',
      });
    }
    expect(await outcomesOf(author)).toEqual([]);
  });

  it('says when a report was dismissed, and when the post was removed (no longer linked)', async () => {
    const author = await kit.member('growth');
    const reporter = await kit.member('growth');
    const kept = await kit.post(author, { content: 'I disagree with the last post, and here is why.' });
    await decide((await kit.report(reporter, { postId: kept.id }, 'harassment')).id, { status: 'dismissed' });
    const removed = await kit.post(author, { content: 'Something that breaks the guidelines' });
    await decide((await kit.report(reporter, { postId: removed.id }, 'harmful')).id, {
      status: 'resolved',
      action: 'delete',
    });
    const outcomes = await outcomesOf(reporter);
    expect(outcomes.map((n) => [n.postId, n.excerpt])).toEqual([
      [null, 'A moderator agreed and removed it. Thank you for reporting it.'],
      [
        kept.id,
        'A moderator looked at it and found it within the community guidelines. Thank you for looking out for others.',
      ],
    ]);
  });
});
