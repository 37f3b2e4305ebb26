// The member whose pages the audit measures, made through the started server's API as a person would: signs up,
// skips onboarding, is given a paid tier by the admin (the forum's channels need growth or more), and has a
// week of use behind them (a forum of posts by ten members, focus sessions, habits), so the signed-in pages show
// what they show a regular member rather than empty states.
import { randomBytes } from 'node:crypto';
import type { AuditServer } from './audit-server';

interface ApiCall {
  method: string;
  path: string;
  cookie?: string;
  body?: unknown;
}

/** Calls the API with the Origin check satisfied; fails loudly on anything but a 2xx. */
async function call(baseUrl: string, { method, path, cookie, body }: ApiCall): Promise<Response> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      origin: baseUrl,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** The cookies a response sets, as one Cookie header. */
function cookieOf(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`${response.url} set no session cookie`);
  return cookie;
}

async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  return cookieOf(
    await call(baseUrl, { method: 'POST', path: '/api/account/sign-in', body: { email, password } }),
  );
}

const daysAgo = (days: number, hour = 9) => {
  const date = new Date();
  date.setDate(date.getDate() - days);
  date.setHours(hour, 0, 0, 0);
  return date;
};
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Keeps the username given at sign-up as the member's forum name, as the forum asks before a first post. */
async function keepForumName(baseUrl: string, cookie: string): Promise<void> {
  const session = (await (
    await call(baseUrl, { method: 'GET', path: '/api/account/session', cookie })
  ).json()) as {
    profile: { username: string };
  };
  await call(baseUrl, {
    method: 'PUT',
    path: '/api/profile/forum-name',
    cookie,
    body: { forumName: session.profile.username },
  });
}

/** A forum of ten posts by ten members (one post each: the forum allows one post per member every 30 s). */
async function writeForumPosts(baseUrl: string, adminCookie: string, memberCookie: string): Promise<void> {
  const channels = (await (
    await call(baseUrl, { method: 'GET', path: '/api/community/channels', cookie: memberCookie })
  ).json()) as { items: { id: string; canAccess: boolean }[] };
  const open = channels.items.filter((channel) => channel.canAccess);
  if (open.length === 0) throw new Error('the audit member can open no forum channel');
  const topics = ['morning journaling', 'a gratitude streak', 'the breathing tool', 'saying no kindly'];
  const names = ['Ana', 'Ben', 'Chloe', 'Dev', 'Emma', 'Farid', 'Grace', 'Hugo', 'Iris'];
  const authors = [memberCookie];
  for (const [index, firstName] of names.entries()) {
    const email = `audit-author-${index}-${Date.now()}@example.com`;
    const password = randomBytes(18).toString('base64url');
    const created = await call(baseUrl, {
      method: 'POST',
      path: '/api/admin/users',
      cookie: adminCookie,
      body: { email, password, firstName, lastName: 'Writer', subscriptionTier: 'growth' },
    });
    // Members of some standing (a new member's first post cannot be a poll): the admin trusts them.
    const { id } = (await created.json()) as { id: string };
    await call(baseUrl, {
      method: 'PUT',
      path: `/api/admin/community/members/${id}/trust-level`,
      cookie: adminCookie,
      body: { trustLevel: 1 },
    });
    authors.push(await signIn(baseUrl, email, password));
  }
  const posts: string[] = [];
  for (const [index, cookie] of authors.entries()) {
    await keepForumName(baseUrl, cookie);
    const channelId = open[index % open.length]!.id;
    const topic = topics[index % topics.length]!;
    const body =
      index % 4 === 3
        ? {
            channelId,
            postType: 'poll',
            content: `Which time works best for ${topic}?`,
            pollOptions: ['Morning', 'Lunch break', 'Evening'],
          }
        : {
            channelId,
            postType: index % 4 === 1 ? 'question' : 'discussion',
            content: `Week ${index + 1} of ${topic}: what helped me most was starting small and writing down one thing each day. ${'It made the rest of the day calmer. '.repeat(1 + (index % 3))}`,
          };
    const created = await call(baseUrl, { method: 'POST', path: '/api/community/posts', cookie, body });
    posts.push(((await created.json()) as { id: string }).id);
  }
  for (const id of posts.slice(1, 5))
    await call(baseUrl, { method: 'POST', path: `/api/community/posts/${id}/like`, cookie: memberCookie });
}

async function writeToolEntries(baseUrl: string, cookie: string): Promise<void> {
  const entry = (tool: string, data: unknown) =>
    call(baseUrl, { method: 'POST', path: `/api/tools/${tool}/entries`, cookie, body: { data } });
  for (let day = 0; day < 7; day += 1)
    await entry('pomodoro-timer', {
      task: `Draft chapter ${day + 1}`,
      duration: day % 3 === 2 ? 12 : 25,
      completedAt: daysAgo(day, 10).toISOString(),
    });
  const habits = ['Walk after lunch', 'Read ten pages', 'Lights out by eleven'];
  for (const [index, name] of habits.entries())
    await entry('habit-tracker', {
      name,
      schedule: { type: 'daily' },
      completions: Array.from({ length: 40 }, (_, day) => day)
        .filter((day) => (day + index) % 3 !== 0)
        .map((day) => isoDay(daysAgo(day))),
    });
}

/** Makes the audit member and returns the Cookie header of their session. */
export async function createAuditMember({ baseUrl, admin }: AuditServer): Promise<string> {
  const email = `audit-member-${Date.now()}@example.com`;
  const password = randomBytes(18).toString('base64url');
  const signUp = await call(baseUrl, {
    method: 'POST',
    path: '/api/account/sign-up',
    body: { firstName: 'Robin', lastName: 'Audit', email, password },
  });
  const { user } = (await signUp.json()) as { user: { id: string } | null };
  if (!user) throw new Error('sign-up answered without a session');
  await call(baseUrl, {
    method: 'PUT',
    path: '/api/me/onboarding',
    cookie: cookieOf(signUp),
    body: { skipped: true },
  });
  const adminCookie = await signIn(baseUrl, admin.email, admin.password);
  await call(baseUrl, {
    method: 'PATCH',
    path: `/api/admin/users/${user.id}`,
    cookie: adminCookie,
    body: { subscriptionTier: 'premium' },
  });
  // A tier change ends the member's sessions everywhere: they sign in again, as they would.
  const cookie = await signIn(baseUrl, email, password);
  await writeForumPosts(baseUrl, adminCookie, cookie);
  await writeToolEntries(baseUrl, cookie);
  return cookie;
}
