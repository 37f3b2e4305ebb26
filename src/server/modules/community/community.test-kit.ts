import type { SubscriptionTier } from '@shared/profiles/profiles.schemas';
import type { Channel, Post, Reply } from '@shared/community/community.schemas';
import type { ReportGroup } from '@shared/admin/admin-community.schemas';
import { afterAll, beforeAll } from 'vitest';
import {
  TEST_ORIGIN,
  buildTestApp,
  chooseForumName,
  signUpAdmin,
  signUpMember,
  type TestApp,
  type TestAppOptions,
} from '../../test/test-app';

export type Member = Awaited<ReturnType<typeof signUpMember>>;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Test helpers for the forum: members of a tier (set through the admin API), channels and posts. */
export function communityKit(app: TestApp) {
  let admin: Member | undefined;

  function call(method: Method, url: string, cookie?: string, payload?: unknown) {
    return app.server.inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  async function getAdmin(): Promise<Member> {
    admin ??= await signUpAdmin(app);
    return admin;
  }

  /** A member of the tier who has chosen their forum name (unless `chosen` is false), ready to post. */
  async function member(tier: SubscriptionTier = 'growth', { chosen = true } = {}): Promise<Member> {
    const signedUp = await signUpMember(app);
    const created = chosen ? await chooseForumName(app, signedUp) : signedUp;
    if (tier === 'free') return created;
    const response = await call('PATCH', `/api/admin/users/${created.userId}`, (await getAdmin()).cookie, {
      subscriptionTier: tier,
    });
    if (response.statusCode !== 200) throw new Error(`set tier failed: ${response.body}`);
    return created;
  }

  let channels: Channel[] | undefined;
  async function channel(slug: string): Promise<Channel> {
    channels ??= (await call('GET', '/api/community/channels', (await getAdmin()).cookie)).json()
      .items as Channel[];
    const found = channels.find((c) => c.slug === slug);
    if (!found) throw new Error(`no channel ${slug}`);
    return found;
  }

  async function post(
    author: Member,
    input: {
      channel?: string;
      postType?: Post['postType'];
      title?: string;
      content?: string;
      pollOptions?: string[];
    } = {},
  ): Promise<Post> {
    const response = await call('POST', '/api/community/posts', author.cookie, {
      channelId: (await channel(input.channel ?? 'general-discussion')).id,
      postType: input.postType ?? 'discussion',
      content: input.content ?? 'Hello, community!',
      ...(input.title ? { title: input.title } : {}),
      ...(input.pollOptions ? { pollOptions: input.pollOptions } : {}),
    });
    if (response.statusCode !== 201) throw new Error(`post failed: ${response.statusCode} ${response.body}`);
    return response.json() as Post;
  }

  async function reply(author: Member, postId: string, content = 'A kind reply.') {
    const response = await call('POST', `/api/community/posts/${postId}/replies`, author.cookie, { content });
    if (response.statusCode !== 201) throw new Error(`reply failed: ${response.statusCode} ${response.body}`);
    return response.json() as Reply;
  }

  /** Files a report on a post or a reply as the member (201 expected). */
  async function report(
    reporter: Member,
    item: { postId?: string; replyId?: string },
    reason = 'spam',
    note?: string,
  ): Promise<{ id: string }> {
    const response = await call('POST', '/api/community/reports', reporter.cookie, {
      contentType: item.postId ? 'post' : 'reply',
      ...item,
      reason,
      ...(note ? { note } : {}),
    });
    if (response.statusCode !== 201) throw new Error(`report failed: ${response.body}`);
    return response.json() as { id: string };
  }

  /** Every pending report group as the admin sees them, one page of one group at a time (the keyset walk). */
  async function pendingReportGroups(): Promise<ReportGroup[]> {
    const all: ReportGroup[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/admin/reports?status=pending&limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await call('GET', url, (await getAdmin()).cookie)).json();
      all.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return all;
  }

  return { call, admin: getAdmin, member, channel, post, reply, report, pendingReportGroups };
}

/**
 * A test file's app (with the content seeded) and its forum kit, made before its tests and closed after. Both are
 * read through when a test runs, so a file can name them at its top: `const { app, kit } = useCommunityApp();`
 * (`options` as buildTestApp's, e.g. the forum's limits).
 */
export function useCommunityApp(options: TestAppOptions = {}) {
  let app: TestApp | undefined;
  let kit: ReturnType<typeof communityKit> | undefined;
  beforeAll(async () => {
    app = await buildTestApp({ seedContent: true, ...options });
    kit = communityKit(app);
  });
  afterAll(async () => app?.close());
  const madeLater = <T extends object>(made: () => T | undefined, name: string): T =>
    new Proxy({} as T, {
      get(_target, key) {
        const value = made();
        if (!value) throw new Error(`The ${name} is made in beforeAll: use it inside a test or a hook.`);
        const property: unknown = Reflect.get(value, key);
        return typeof property === 'function'
          ? (property as (...args: unknown[]) => unknown).bind(value)
          : property;
      },
    });
  return { app: madeLater(() => app, 'test app'), kit: madeLater(() => kit, 'forum kit') };
}
