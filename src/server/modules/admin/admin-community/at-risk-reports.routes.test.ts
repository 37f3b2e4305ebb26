import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { communityKit, type Member } from '../../community/community.test-kit';

// Reports that someone may harm themselves: first in the admin's queue, and a private word of care to the author.
let app: TestApp;
let kit: ReturnType<typeof communityKit>;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  kit = communityKit(app);
  alice = await kit.member('growth');
  bob = await kit.member('growth');
});
afterAll(async () => app.close());

describe('reports of a member at risk', () => {
  it('puts an item reported as a risk of self-harm first in the pending queue and offers its author help, once', async () => {
    const older = await kit.post(alice, { content: 'Reported first, for spam' });
    const worrying = await kit.post(alice, { content: 'I do not see the point of anything any more' });
    await kit.report(bob, { postId: older.id }, 'spam');
    const carol = await kit.member('growth');
    await kit.report(carol, { postId: worrying.id }, 'off_topic');
    await kit.report(bob, { postId: worrying.id }, 'self_harm', 'I am worried about them');
    await kit.report(await kit.member('growth'), { postId: worrying.id }, 'self_harm');

    const all = await kit.pendingReportGroups();
    // First of the whole queue, though reported after every other pending item; one group with all three.
    expect(all[0]).toMatchObject({ itemId: worrying.id, reportCount: 3 });
    expect(all[0]!.reasons).toEqual([
      { reason: 'self_harm', count: 2 },
      { reason: 'off_topic', count: 1 },
    ]);
    expect(all.filter((g) => g.itemId === worrying.id)).toHaveLength(1);
    expect(all.map((g) => g.itemId)).toContain(older.id);

    const notes = (await kit.call('GET', '/api/notifications', alice.cookie)).json();
    const care = notes.items.filter((n: { kind: string }) => n.kind === 'care');
    expect(care).toEqual([
      expect.objectContaining({ postId: worrying.id, actorUsername: null, excerpt: '' }),
    ]);
    // Nobody else is told, and a plain report tells nobody.
    const bobsNotes = (await kit.call('GET', '/api/notifications', bob.cookie)).json();
    expect(bobsNotes.items.filter((n: { kind: string }) => n.kind === 'care')).toEqual([]);
  });
});
