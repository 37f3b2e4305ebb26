import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, signUpMember, type TestApp } from '../../test/test-app';

const SUBJECT = 'Your Design Your Life password was changed';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const post = (target: TestApp, url: string, payload: object, cookie?: string) =>
  target.server.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload,
  });
const noticesTo = (target: TestApp, email: string) =>
  target.mail.filter((m) => m.to === email && m.subject === SUBJECT);

describe('the password-changed notice', () => {
  it('is mailed after a change from the profile, with the link to reset it if it was not them', async () => {
    const member = await signUpMember(app);
    const changed = await post(
      app,
      '/api/account/change-password',
      { currentPassword: member.password, newPassword: 'a brand new passphrase' },
      member.cookie,
    );
    expect(changed.statusCode).toBe(200);
    const [notice, ...more] = noticesTo(app, member.email);
    expect(more).toHaveLength(0);
    expect(notice?.link).toBe(`${TEST_ORIGIN}/forgot-password`);
    expect(notice?.text).toContain('changed from your profile');
    expect(notice?.text).toMatch(/If this was not you, reset your password here/);
    expect(notice?.text).toContain(`${TEST_ORIGIN}/forgot-password`);
  });

  it('is not mailed when the current password was wrong and nothing changed', async () => {
    const member = await signUpMember(app);
    const refused = await post(
      app,
      '/api/account/change-password',
      { currentPassword: 'not my password at all', newPassword: 'a brand new passphrase' },
      member.cookie,
    );
    expect(refused.statusCode).toBe(400);
    expect(noticesTo(app, member.email)).toHaveLength(0);
  });

  it('is mailed once a reset link has set a new password', async () => {
    const member = await signUpMember(app);
    expect((await post(app, '/api/account/password-reset/request', { email: member.email })).statusCode).toBe(
      200,
    );
    const resetLink = app.mail.filter((m) => m.to === member.email).at(-1)?.link ?? '';
    const token = new URL(resetLink).searchParams.get('token') ?? '';
    expect(noticesTo(app, member.email)).toHaveLength(0);
    const reset = await post(app, '/api/account/password-reset', {
      token,
      newPassword: 'another fresh passphrase',
    });
    expect(reset.statusCode).toBe(200);
    const [notice] = noticesTo(app, member.email);
    expect(notice?.text).toContain('reset with a link we emailed');
    expect(notice?.link).toBe(`${TEST_ORIGIN}/forgot-password`);
  });

  it('failing to send does not undo the change: it is logged, and the new password works', async () => {
    const logLines: string[] = [];
    const failing = await buildTestApp({ logLines });
    try {
      const member = await signUpMember(failing);
      // The test app's mailer captures by pushing to this list: make it fail as an SMTP server would.
      failing.mail.push = () => {
        throw new Error('SMTP is down');
      };
      const changed = await post(
        failing,
        '/api/account/change-password',
        { currentPassword: member.password, newPassword: 'a brand new passphrase' },
        member.cookie,
      );
      expect(changed.statusCode).toBe(200);
      const signIn = await post(failing, '/api/account/sign-in', {
        email: member.email,
        password: 'a brand new passphrase',
      });
      expect(signIn.statusCode).toBe(200);
      const logged = logLines.find((line) => line.includes('member notice could not be sent'));
      expect(logged).toContain(SUBJECT);
      expect(logged).not.toContain(member.email);
    } finally {
      await failing.close();
    }
  });
});
