// What `npm run bench:scale` needs before the load: members signed up through the balancer, the channels a free
// member may post in, and posts to read and like. Afterwards: every acknowledged write counted in the database,
// and a probe that reads back what it just wrote, to catch anything stale being served.
import type pg from 'pg';
import { cookieOf, send, type Acknowledged, type Answer, type Fixture, type Member } from './mixed-load';

export async function createFixture(memberCount: number, postCount: number): Promise<Fixture> {
  const members: Member[] = [];
  const suffix = Date.now().toString(36).slice(-5);
  for (let i = 0; i < memberCount; i += 1) {
    const email = `scale-${i}-${Date.now()}@example.com`;
    const password = `quiet-harbor-${i}-lantern-river`;
    const answer = await send('POST', '/api/account/sign-up', {
      body: { firstName: 'Scale', lastName: `Member ${i}`, email, password, timeZone: 'UTC' },
    });
    if (answer.status !== 201) throw new Error(`sign-up answered ${answer.status}: ${answer.body}`);
    const { user } = JSON.parse(answer.body) as { user: { id: string } };
    const cookie = cookieOf(answer);
    const named = await send('PUT', '/api/profile/forum-name', {
      cookie,
      body: { forumName: `scale_${i}_${suffix}` },
    });
    if (named.status !== 200) throw new Error(`the forum name answered ${named.status}: ${named.body}`);
    members.push({ email, password, userId: user.id, cookie, likeTurn: 0 });
  }
  const channels = await send('GET', '/api/community/channels', { cookie: members[0]!.cookie });
  const { items } = JSON.parse(channels.body) as { items: { id: string; canAccess: boolean }[] };
  const channelIds = items.filter((c) => c.canAccess).map((c) => c.id);
  if (channelIds.length === 0) throw new Error('no channel open to a free member');
  const postIds: string[] = [];
  for (let i = 0; i < postCount; i += 1) {
    const answer = await send('POST', '/api/community/posts', {
      cookie: members[i % members.length]!.cookie,
      body: {
        channelId: channelIds[i % channelIds.length],
        postType: 'discussion',
        content: `Scale seed post ${i}`,
      },
    });
    if (answer.status !== 201) throw new Error(`a post answered ${answer.status}: ${answer.body}`);
    postIds.push((JSON.parse(answer.body) as { id: string }).id);
  }
  return { members, postIds, channelIds };
}

export interface Found {
  acknowledged: number;
  found: number;
}

/** Acknowledged writes of each kind, and how many of them are in the database. */
export async function countAcknowledged(db: pg.Client, ack: Acknowledged): Promise<Found> {
  const count = async (query: string, values: unknown[]) =>
    Number((await db.query<{ n: string }>(query, values)).rows[0]!.n);
  const entries = await count('select count(*) as n from tool_entries where id = any($1::uuid[])', [
    ack.entries,
  ]);
  const posts = await count('select count(*) as n from posts where id = any($1::uuid[])', [ack.posts]);
  const likes = await count(
    `select count(*) as n from post_likes l join unnest($1::uuid[], $2::text[]) as a(post_id, user_id)
       on l.post_id = a.post_id and l.user_id = a.user_id`,
    [ack.likes.map(([postId]) => postId), ack.likes.map(([, userId]) => userId)],
  );
  const acknowledged = ack.entries.length + ack.posts.length + ack.likes.length;
  return { acknowledged, found: entries + posts + likes };
}

export interface Freshness {
  checks: number;
  stale: number;
  /** Checks that got no answer or a 5xx: not stale, but not served either. */
  unanswered: number;
}

/**
 * Until `stop` resolves, one member in turn: writes an entry and reads their history (the new entry must be
 * there), edits a post and reads it (the new words must be there), and signs a session out and asks with it
 * (it must be signed out) — each read through the balancer, so on whichever process it lands.
 */
export async function probeFreshness(
  member: Member,
  channelId: string,
  stop: Promise<void>,
): Promise<Freshness> {
  const result: Freshness = { checks: 0, stale: 0, unanswered: 0 };
  let stopped = false;
  void stop.then(() => (stopped = true));
  const ok = (answer: Answer) => {
    if (answer.status >= 300) throw new Error(String(answer.status));
    return answer;
  };
  const created = await send('POST', '/api/community/posts', {
    cookie: member.cookie,
    body: { channelId, postType: 'discussion', content: 'Probe post' },
  });
  if (created.status !== 201) throw new Error(`the probe's post answered ${created.status}`);
  const postId = (JSON.parse(created.body) as { id: string }).id;
  const checks: ((turn: number) => Promise<boolean>)[] = [
    async (turn) => {
      const wrote = ok(
        await send('POST', '/api/tools/gratitude-log/entries', {
          cookie: member.cookie,
          body: { data: { items: [`Probe ${turn}`] } },
        }),
      );
      const { id } = JSON.parse(wrote.body) as { id: string };
      return ok(
        await send('GET', '/api/tools/gratitude-log/entries?limit=5', { cookie: member.cookie }),
      ).body.includes(id);
    },
    async (turn) => {
      const content = `Probe post, edit ${turn}`;
      ok(await send('PATCH', `/api/community/posts/${postId}`, { cookie: member.cookie, body: { content } }));
      return ok(await send('GET', `/api/community/posts/${postId}`, { cookie: member.cookie })).body.includes(
        content,
      );
    },
    async () => {
      const signIn = ok(
        await send('POST', '/api/account/sign-in', {
          body: { email: member.email, password: member.password },
        }),
      );
      const cookie = cookieOf(signIn);
      ok(await send('POST', '/api/account/sign-out', { cookie }));
      const session = ok(await send('GET', '/api/account/session', { cookie }));
      return (JSON.parse(session.body) as { user: unknown }).user === null;
    },
  ];
  for (let turn = 0; !stopped; turn += 1) {
    try {
      if (!(await checks[turn % checks.length]!(turn))) result.stale += 1;
      result.checks += 1;
    } catch {
      result.unanswered += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return result;
}
