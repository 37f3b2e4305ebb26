import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, newMember, signUpMember, type TestApp } from '../../test/test-app';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './password-policy';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const post = (url: string, payload: object, cookie?: string) =>
  app.server.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

describe('common and trivial passwords', () => {
  it('knows the usual suspects, whatever their case, and not a passphrase', () => {
    for (const p of ['password', '12345678', 'qwertyuiop', 'PASSWORD', 'iloveyou', 'baseball']) {
      expect(isCommonPassword(p)).toBe(true);
    }
    expect(isCommonPassword('correct horse battery')).toBe(false);
  });

  it('refuses a common password at sign-up with a message on the field', async () => {
    const response = await post('/api/account/sign-up', newMember({ password: 'Password' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ password: COMMON_PASSWORD_MESSAGE });
  });

  it.each(['        ', 'aaaaaaaaaa', '1111111111111'])(
    'refuses %j (spaces or one repeated character)',
    async (password) => {
      const response = await post('/api/account/sign-up', newMember({ password }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.password).toBe('Use more than one repeated character or spaces.');
    },
  );

  it('refuses a common new password on change-password and on reset', async () => {
    const member = await signUpMember(app);
    const change = await post(
      '/api/account/change-password',
      { currentPassword: member.password, newPassword: '12345678' },
      member.cookie,
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().error.fields).toEqual({ newPassword: COMMON_PASSWORD_MESSAGE });

    await post('/api/account/password-reset/request', { email: member.email });
    const link = app.mail.find((m) => m.to === member.email)?.link ?? '';
    const token = new URL(link).searchParams.get('token');
    const reset = await post('/api/account/password-reset', { token, newPassword: 'football' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error.fields).toEqual({ newPassword: COMMON_PASSWORD_MESSAGE });
    const ok = await post('/api/account/password-reset', { token, newPassword: 'an uncommon new phrase' });
    expect(ok.statusCode).toBe(200);
  });
});
