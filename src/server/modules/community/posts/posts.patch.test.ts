import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEachFieldAlone, checkEmptyBody, type PatchCase } from '../../../test/patch-routes';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { communityKit, type Member } from '../community.test-kit';

let app: TestApp;
let kit: ReturnType<typeof communityKit>;

beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
  kit = communityKit(app);
});
afterAll(() => app.close());

/** Someone else's like and reply, so the post's counters are not at their defaults. */
async function engage(postId: string): Promise<string> {
  const other = await kit.member();
  expect((await kit.call('POST', `/api/community/posts/${postId}/like`, other.cookie)).statusCode).toBe(200);
  return (await kit.reply(other, postId)).id;
}

async function pin(postId: string) {
  const response = await kit.call('POST', `/api/community/posts/${postId}/pin`, (await kit.admin()).cookie);
  expect(response.json()).toEqual({ isPinned: true });
}

function target(author: Member, postId: string) {
  const url = `/api/community/posts/${postId}`;
  return {
    url,
    cookie: author.cookie,
    read: async () => (await kit.call('GET', url, author.cookie)).json() as Record<string, unknown>,
  };
}

const route = 'PATCH /api/community/posts/:id';
const changes = { title: 'Winding down, edited', content: 'Edited: what helps you wind down?' };
// An edit changes the title or the text: an empty body is the validator's 400 naming the text.
const emptyBodyCode = 'validation_failed';

const answeredQuestion: PatchCase = {
  route,
  async create() {
    const author = await kit.member();
    const post = await kit.post(author, {
      channel: 'questions-support',
      postType: 'question',
      content: 'How do you wind down in the evening?',
    });
    const replyId = await engage(post.id);
    const marked = await kit.call('POST', `/api/community/posts/${post.id}/answer`, author.cookie, {
      replyId,
    });
    expect(marked.json()).toMatchObject({ acceptedReplyId: replyId });
    await pin(post.id);
    return target(author, post.id);
  },
  changes,
  volatile: ['editedAt'],
  emptyBodyCode,
};

const votedPoll: PatchCase = {
  route,
  async create() {
    const author = await kit.member();
    const post = await kit.post(author, {
      channel: 'tool-talk',
      postType: 'poll',
      content: 'Which tool do you open first?',
      pollOptions: ['Journal', 'Breathing', 'Habits'],
    });
    await engage(post.id);
    const option = post.poll?.options[1];
    if (!option) throw new Error('the poll has no options');
    const voted = await kit.call('POST', `/api/community/poll-options/${option.id}/vote`, author.cookie);
    expect(voted.statusCode).toBe(201);
    await pin(post.id);
    return target(author, post.id);
  },
  changes,
  volatile: ['editedAt'],
  emptyBodyCode,
};

describe(route, () => {
  it('changes the content only: channel, type, counters, pin, answer and author stay', async () => {
    await checkEachFieldAlone(app, answeredQuestion);
  });

  it('keeps a poll with its options and votes when its text is edited', async () => {
    await checkEachFieldAlone(app, votedPoll);
  });

  it('answers an empty body with a 400 naming the content, and changes nothing', async () => {
    const error = await checkEmptyBody(app, answeredQuestion);
    expect(error.fields).toHaveProperty('content');
  });
});
