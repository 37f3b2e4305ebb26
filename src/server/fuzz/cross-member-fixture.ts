import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { toolKeys, type ToolKey } from '@shared/tools/tool-keys';
import type { communityKit, Member } from '../modules/community/community.test-kit';
import { sampleToolData } from '../modules/tool-data/tool-data.samples';
import { TEST_ORIGIN, chooseForumName, cookieFrom, signUpMember, type TestApp } from '../test/test-app';
import { SCREENLESS_TOOL, addEntry, setPlan } from './fuzz-app';
import type { KnownValues } from './fuzz-requests';
import type { FieldValues } from './json-schema-arbitrary';

type CommunityKit = ReturnType<typeof communityKit>;

/** Member A's data, which another member fuzzes against: what is private to A, and the ids worth sending. */
export interface OwnerData {
  member: Member;
  /** Text only A may ever read: a marker planted in A's tool entries and drafts, A's legal name, A's email. */
  privateText: string[];
  /** Ids of A's private things: tool entries, sessions, notifications. */
  privateIds: string[];
  /** A's public forum posts and replies: anyone of the channel's tier reads them, only A may change them. */
  postIds: string[];
  replyIds: string[];
  /** A's forum drafts' places ('new-topic', 'reply:<post id>'): each member has their own at the same place. */
  draftPlaces: string[];
  /** Path parameters, and body and query fields, with A's ids as their real values. */
  known: KnownValues;
  fields: FieldValues;
}

/** A sample entry of each tool, with the marker in its free text where the tool has any. */
function markedSamples(marker: string): Record<ToolKey, unknown> {
  const s = sampleToolData;
  return {
    ...s,
    'gratitude-log': { ...s['gratitude-log'], items: [`${marker} grateful`, 'A walk'] },
    'intention-setting-tool': { ...s['intention-setting-tool'], intention: `${marker} intention` },
    'self-awareness-journal': { ...s['self-awareness-journal'], text: `${marker} journal` },
    'thought-record-builder': { ...s['thought-record-builder'], situation: `${marker} situation` },
    'habit-tracker': { ...s['habit-tracker'], name: `${marker} habit` },
    'goal-planning-tool': { ...s['goal-planning-tool'], title: `${marker} goal` },
    'pomodoro-timer': { ...s['pomodoro-timer'], task: `${marker} task` },
  };
}

function call(app: TestApp, method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) {
  return app.server.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, cookie },
    ...(payload ? { payload } : {}),
  });
}

async function ownIds(app: TestApp, cookie: string, url: string, list: string): Promise<string[]> {
  const response = await call(app, 'GET', url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return ((response.json() as Record<string, { id: string }[]>)[list] ?? []).map((item) => item.id);
}

/**
 * Member A (premium) with data across the product: an entry in every tool and in the screenless one, tool
 * settings, a practised skill, two sessions, a question and a poll in a growth channel with replies, the
 * notifications the admin's replies bring, and drafts of a new topic and of a reply.
 */
export async function seedOwner(app: TestApp, kit: CommunityKit): Promise<OwnerData> {
  const admin = await kit.admin();
  const tag = randomBytes(5).toString('hex');
  const marker = `privatemarker${tag}`;
  const signedUp = await signUpMember(app, { firstName: `Legalfirst${tag}`, lastName: `Legallast${tag}` });
  const member = await chooseForumName(app, signedUp);
  await setPlan(app, admin.cookie, member.userId, 'premium');
  const signIn = await app.server.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    headers: { origin: TEST_ORIGIN },
    payload: { email: member.email, password: member.password },
  });
  expect(cookieFrom(signIn.headers)).not.toBe('');

  const samples = markedSamples(marker);
  const entryIds: Partial<Record<string, string>> = {};
  for (const key of toolKeys) entryIds[key] = await addEntry(app, member.cookie, key, samples[key]);
  entryIds[SCREENLESS_TOOL] = await addEntry(app, member.cookie, SCREENLESS_TOOL, { note: `${marker} note` });
  for (const key of ['habit-tracker', 'goal-planning-tool']) {
    const saved = await call(app, 'PUT', `/api/tools/${key}/settings`, member.cookie, {
      data: { order: [entryIds[key]] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  const { bundle } = await app.content.getBundle();
  const skillId = bundle.skills[0]?.id ?? '';
  const practised = await call(app, 'POST', `/api/skills/${skillId}/completions`, member.cookie);
  expect(practised.statusCode, practised.body).toBe(201);

  const question = await kit.post(member, { postType: 'question', content: 'A public question' });
  const poll = await kit.post(member, { postType: 'poll', content: 'A poll', pollOptions: ['Yes', 'No'] });
  const reply = await kit.reply(member, question.id, 'A public reply');
  await kit.reply(admin, question.id, 'An answer to notify A');
  await kit.reply(admin, poll.id, 'A comment to notify A');

  const draftPlaces = ['new-topic', `reply:${question.id}`];
  for (const place of draftPlaces) {
    const url = `/api/community/drafts/${encodeURIComponent(place)}`;
    const saved = await call(app, 'PUT', url, member.cookie, { data: { content: `${marker} draft` } });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  const sessionIds = await ownIds(app, member.cookie, '/api/account/sessions', 'sessions');
  const notificationIds = await ownIds(app, member.cookie, '/api/notifications', 'items');
  expect(sessionIds.length).toBeGreaterThanOrEqual(2);
  expect(notificationIds.length).toBeGreaterThanOrEqual(2);
  const entries = Object.values(entryIds).filter((id) => id !== undefined);
  const postIds = [question.id, poll.id];
  const replyIds = [reply.id];
  const general = await kit.channel('general-discussion');
  return {
    member,
    privateText: [marker, member.firstName, member.lastName, member.email],
    privateIds: [...entries, ...sessionIds, ...notificationIds],
    postIds,
    replyIds,
    draftPlaces,
    known: {
      id: [...entries, ...sessionIds, ...postIds, ...replyIds],
      toolKey: [...toolKeys, SCREENLESS_TOOL],
      username: [member.username],
      optionId: (poll.poll?.options ?? []).map((o) => o.id),
      skillId: [skillId],
      featureId: bundle.progressFeatures.map((p) => p.id),
      place: [...draftPlaces, `reply:${poll.id}`],
    },
    fields: {
      channelId: [general.id],
      postId: postIds,
      replyId: replyIds,
      ids: notificationIds,
      order: entries,
    },
  };
}

/**
 * What of A's data no other member may change, as A reads it: every tool's entries and settings, the profile,
 * the sessions, the forum posts and replies A wrote (their words, pin and answer), which notifications
 * A has read, and A's drafts.
 */
export async function snapshotOwner(app: TestApp, owner: OwnerData): Promise<unknown> {
  const read = async (url: string) => {
    const response = await call(app, 'GET', url, owner.member.cookie);
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };
  const tools: Record<string, unknown> = {};
  for (const key of [...toolKeys, SCREENLESS_TOOL]) {
    tools[key] = [await read(`/api/tools/${key}/entries`), await read(`/api/tools/${key}/settings`)];
  }
  const profile = (await read('/api/profile')).body;
  const posts = [];
  for (const id of owner.postIds) {
    const { status, body } = await read(`/api/community/posts/${id}`);
    posts.push({ status, ...pick(body, ['content', 'editedAt', 'isPinned', 'acceptedReplyId', 'postType']) });
    const replies = (await read(`/api/community/posts/${id}/replies?limit=100`)).body.items as {
      id: string;
      content: string;
    }[];
    posts.push(replies.filter((r) => owner.replyIds.includes(r.id)).map((r) => [r.id, r.content]));
  }
  const notifications = ((await read('/api/notifications?limit=50')).body.items as { id: string }[])
    .filter((n) => owner.privateIds.includes(n.id))
    .map((n) => pick(n, ['id', 'readAt', 'excerpt']));
  const drafts = [];
  for (const place of owner.draftPlaces) {
    const { status, body } = await read(`/api/community/drafts/${encodeURIComponent(place)}`);
    drafts.push({ status, ...pick(body, ['data', 'updatedAt']) });
  }
  const sessions = ((await read('/api/account/sessions')).body.sessions as { id: string }[]).map((s) => s.id);
  return {
    tools,
    profile: pick(profile, [
      'firstName',
      'lastName',
      'username',
      'subscriptionTier',
      'avatarUrl',
      'timeZone',
    ]),
    posts,
    notifications,
    drafts,
    sessions: sessions.sort(),
  };
}

function pick(value: unknown, keys: string[]): Record<string, unknown> {
  const record = value as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, record[key]]));
}
