import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, newMember, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const signUp = (firstName: string, lastName: string) =>
  app.server.inject({
    method: 'POST',
    url: '/api/account/sign-up',
    headers: { origin: TEST_ORIGIN },
    payload: newMember({ firstName, lastName }),
  });

describe('usernames at sign-up', () => {
  it('gives 30 people named "Ana Li" signing up at once 30 accounts with distinct usernames', async () => {
    const responses = await Promise.all(Array.from({ length: 30 }, () => signUp('Ana', 'Li')));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    const usernames = responses.map((r) => r.json().profile.username as string);
    expect(new Set(usernames).size).toBe(30);
    for (const username of usernames) expect(username).toMatch(/^[a-z]+\d{4}$/);
  });

  it('never makes the username, which the community sees, from the legal name', async () => {
    const response = await signUp('Zebulon', 'Quixotic');
    expect(response.statusCode).toBe(201);
    const { username, forumNameConfirmed } = response.json().profile;
    expect(username).not.toMatch(/zebulon|quixotic/);
    // Not chosen yet: the forum asks before the first post.
    expect(forumNameConfirmed).toBe(false);
  });
});
