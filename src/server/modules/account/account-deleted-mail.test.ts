import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, signUpMember, type TestApp } from '../../test/test-app';

const SUBJECT = 'Your Design Your Life account was deleted';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const deleteAccount = (cookie: string, payload: object) =>
  app.server.inject({ method: 'DELETE', url: '/api/me', headers: { origin: TEST_ORIGIN, cookie }, payload });
const noticesTo = (email: string) => app.mail.filter((m) => m.to === email && m.subject === SUBJECT);

describe('the account-deleted notice', () => {
  it('goes to the address the account had, saying what was removed and that posts stay as by Former member', async () => {
    const member = await signUpMember(app);
    expect((await deleteAccount(member.cookie, { password: member.password })).statusCode).toBe(200);
    const [notice, ...more] = noticesTo(member.email);
    expect(more).toHaveLength(0);
    expect(notice?.text).toContain(`your Design Your Life account (${member.email}) has been deleted`);
    const [removed, stayed] = (notice?.text ?? '').split('What stayed:');
    expect(removed).toContain('your journal, every tool entry');
    expect(removed).toContain('your likes and poll votes');
    expect(removed).not.toContain('posts and replies');
    expect(stayed).toContain('your community posts and replies');
    expect(stayed).toContain('“Former member”');
  });

  it('lists the posts and replies as removed when the member chose to remove them too', async () => {
    const member = await signUpMember(app);
    const response = await deleteAccount(member.cookie, {
      password: member.password,
      removeCommunityContent: true,
    });
    expect(response.statusCode).toBe(200);
    const [removed, stayed] = (noticesTo(member.email)[0]?.text ?? '').split('What stayed:');
    expect(removed).toContain('your community posts and replies, as you chose');
    expect(stayed).not.toContain('Former member');
  });

  it('is not sent when the password was wrong and the account stays', async () => {
    const member = await signUpMember(app);
    expect((await deleteAccount(member.cookie, { password: 'not my password' })).statusCode).toBe(400);
    expect(noticesTo(member.email)).toHaveLength(0);
  });
});
