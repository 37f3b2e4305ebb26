import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_ORIGIN,
  buildTestApp,
  newMember,
  signUpAdmin,
  signUpMember,
  type TestApp,
} from '../../test/test-app';
import {
  COMMON_PASSWORD_MESSAGE,
  PATTERN_PASSWORD_MESSAGE,
  PERSONAL_PASSWORD_MESSAGE,
  PRODUCT_PASSWORD_MESSAGE,
  isCommonPassword,
  passwordWeakness,
} from './password-policy';

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

describe('passwords built from what an attacker tries first', () => {
  const owner = { names: ['Robin', 'Lee'], email: 'robin.hartley77@example.com' };

  it.each([
    'Summer2024!',
    'Winter99!',
    '2025December?',
    'Passw0rd!',
    'P@ssw0rd1',
    'Monkey2024!',
    'dr4gon1987',
    'h3ll0w0rld!',
  ])('refuses %j as a common word with a year, digits or symbols', (password) => {
    expect(passwordWeakness(password, owner)).toBe(PATTERN_PASSWORD_MESSAGE);
  });

  it.each(['DesignYourLife2025', 'design your life!!', 'D3sign-Y0ur-L1fe', 'Dyl2024!'])(
    'refuses %j, built from the name of the site',
    (password) => {
      expect(passwordWeakness(password, owner)).toBe(PRODUCT_PASSWORD_MESSAGE);
    },
  );

  it.each(['Robin1987!', 'r0bin and friends', 'HARTLEY-family', 'my hartley77 account'])(
    "refuses %j, built from the member's name or email",
    (password) => {
      expect(passwordWeakness(password, owner)).toBe(PERSONAL_PASSWORD_MESSAGE);
    },
  );

  it('matches names without accents, and not names or address parts shorter than 4 letters', () => {
    expect(passwordWeakness('jose loves the sea', { names: ['José'], email: 'x@example.com' })).toBe(
      PERSONAL_PASSWORD_MESSAGE,
    );
    // "Lee" is in "sleepless", "dyl" in "idyllic": too short to refuse on.
    expect(passwordWeakness('sleepless idyllic nights', owner)).toBeNull();
  });

  it.each(['correct horse battery', 'Tr0ub4dor&3', 'tangerine orbit 42', 'Xylophone-Meadow-7'])(
    'accepts %j',
    (password) => {
      expect(passwordWeakness(password, owner)).toBeNull();
    },
  );

  it('says why at sign-up, on the password field', async () => {
    const pattern = await post('/api/account/sign-up', newMember({ password: 'Summer2024!' }));
    expect(pattern.statusCode).toBe(400);
    expect(pattern.json().error.fields).toEqual({ password: PATTERN_PASSWORD_MESSAGE });
    const product = await post('/api/account/sign-up', newMember({ password: 'designyourlife rocks' }));
    expect(product.json().error.fields).toEqual({ password: PRODUCT_PASSWORD_MESSAGE });
    const personal = await post(
      '/api/account/sign-up',
      newMember({ firstName: 'Marguerite', email: 'mdupont@example.com', password: 'Marguerite & co 1960' }),
    );
    expect(personal.statusCode).toBe(400);
    expect(personal.json().error.fields).toEqual({ password: PERSONAL_PASSWORD_MESSAGE });
    const byAddress = await post(
      '/api/account/sign-up',
      newMember({ email: 'mdupont@example.com', password: 'mdupont of the valley' }),
    );
    expect(byAddress.json().error.fields).toEqual({ password: PERSONAL_PASSWORD_MESSAGE });
  });

  it("refuses the member's own name on change-password and on reset", async () => {
    const member = await signUpMember(app, { firstName: 'Océane', lastName: 'Brightwater' });
    const change = await post(
      '/api/account/change-password',
      { currentPassword: member.password, newPassword: 'oceane by the sea' },
      member.cookie,
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().error.fields).toEqual({ newPassword: PERSONAL_PASSWORD_MESSAGE });

    await post('/api/account/password-reset/request', { email: member.email });
    const token = new URL(app.mail.filter((m) => m.to === member.email).at(-1)?.link ?? '').searchParams.get(
      'token',
    );
    const reset = await post('/api/account/password-reset', { token, newPassword: 'Brightwater 2025!' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error.fields).toEqual({ newPassword: PERSONAL_PASSWORD_MESSAGE });
    const pattern = await post('/api/account/password-reset', { token, newPassword: 'Passw0rd!' });
    expect(pattern.json().error.fields).toEqual({ newPassword: PATTERN_PASSWORD_MESSAGE });
    expect(
      (await post('/api/account/password-reset', { token, newPassword: 'an uncommon new phrase' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses them when an admin creates a member or sets their password', async () => {
    const admin = await signUpAdmin(app);
    const create = (password: string) =>
      post(
        '/api/admin/users',
        { email: `quentin.${password.length}@example.com`, firstName: 'Quentin', lastName: 'Moss', password },
        admin.cookie,
      );
    const named = await create('quentin-2025');
    expect(named.statusCode).toBe(400);
    expect(named.json().error.fields).toEqual({ password: PERSONAL_PASSWORD_MESSAGE });
    expect((await create('Autumn2023!')).json().error.fields).toEqual({ password: PATTERN_PASSWORD_MESSAGE });
    const created = await create('a quiet leafy garden path');
    expect(created.statusCode).toBe(201);

    const update = await app.server.inject({
      method: 'PATCH',
      url: `/api/admin/users/${created.json().id}`,
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
      payload: { lastName: 'Featherstone', password: 'featherstone 4 ever' },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().error.fields).toEqual({ password: PERSONAL_PASSWORD_MESSAGE });
    const unchanged = await app.server.inject({
      method: 'GET',
      url: `/api/admin/users?q=${encodeURIComponent(created.json().email)}`,
      headers: { cookie: admin.cookie },
    });
    expect(unchanged.json().items.map((u: { lastName: string }) => u.lastName)).toEqual(['Moss']);
  });
});
