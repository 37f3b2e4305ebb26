import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, signUpMember, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const patch = (cookie: string, payload: object) =>
  app.server.inject({
    method: 'PATCH',
    url: '/api/profile',
    payload,
    headers: { origin: TEST_ORIGIN, cookie },
  });

describe('PATCH /api/profile', () => {
  it('changes username, time zone and end of day, and the session sees the new username at once', async () => {
    const member = await signUpMember(app);
    const before = await app.server.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: member.cookie },
    });
    expect(before.json()).toMatchObject({ timeZone: 'UTC', endOfDayHour: 4, onboarding: { done: false } });
    // Warm the session cache, then change: the cached viewer must not survive the change.
    await app.server.inject({
      method: 'GET',
      url: '/api/account/session',
      headers: { cookie: member.cookie },
    });
    const name = `n${member.userId.slice(0, 8).toLowerCase()}`;
    const response = await patch(member.cookie, {
      username: name.toUpperCase(),
      timeZone: 'Europe/Berlin',
      endOfDayHour: 3,
      restDays: [0, 6],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: name,
      timeZone: 'Europe/Berlin',
      endOfDayHour: 3,
      restDays: [0, 6],
    });
    const session = await app.server.inject({
      method: 'GET',
      url: '/api/account/session',
      headers: { cookie: member.cookie },
    });
    expect(session.json().profile.username).toBe(name);
  });

  it("answers 409 'That username is taken.' when another member holds it, and keeps one's own", async () => {
    const first = await signUpMember(app);
    const second = await signUpMember(app);
    expect((await patch(first.cookie, { username: 'takenname' })).statusCode).toBe(200);
    const taken = await patch(second.cookie, { username: 'TakenName' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      message: 'That username is taken.',
      fields: { username: 'That username is taken.' },
    });
    expect((await patch(first.cookie, { username: 'takenname' })).statusCode).toBe(200);
  });

  it('rejects a bad username, an unknown time zone and an end of day past noon with field errors', async () => {
    const member = await signUpMember(app);
    const response = await patch(member.cookie, {
      username: 'a b',
      timeZone: 'Mars/Olympus',
      endOfDayHour: 18,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      'endOfDayHour',
      'timeZone',
      'username',
    ]);
  });
});
