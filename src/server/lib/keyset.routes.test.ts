import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signUpAdmin, type TestApp } from '../test/test-app';

let app: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await signUpAdmin(app);
});
afterAll(async () => app.close());

const cursorOf = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');

describe('a cursor that decodes to characters the database cannot take', () => {
  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone surrogate', 'a\uD800b'],
  ])('in a text key (the admin member list) is a 400, %s', async (_name, id) => {
    const cursor = cursorOf(['2026-11-23T10:00:00.000000Z', id]);
    const response = await app.server.inject({
      method: 'GET',
      url: `/api/admin/users?cursor=${cursor}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ cursor: 'Invalid cursor.' });
  });
});
