import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, signUpAdmin, signUpMember, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const message = (n: number) => ({
  name: `Sender ${n}`,
  email: `s${n}@example.com`,
  subject: 'feedback',
  message: `Message number ${n} with enough text.`,
});

describe('contact messages', () => {
  it('stores a valid message from a visitor and rejects an invalid one with field errors', async () => {
    const ok = await app.server.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: TEST_ORIGIN },
      payload: message(0),
    });
    expect(ok.statusCode).toBe(201);
    const bad = await app.server.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: TEST_ORIGIN },
      payload: { name: '', email: 'x', subject: 'other', message: 'hi' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('lists messages to admins only, newest first, page by page', async () => {
    for (let n = 1; n <= 4; n += 1) {
      await app.server.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { origin: TEST_ORIGIN },
        payload: message(n),
      });
    }
    const member = await signUpMember(app);
    expect(
      (
        await app.server.inject({
          method: 'GET',
          url: '/api/admin/contact-messages',
          headers: { cookie: member.cookie },
        })
      ).statusCode,
    ).toBe(403);
    const admin = await signUpAdmin(app);
    const first = await app.server.inject({
      method: 'GET',
      url: '/api/admin/contact-messages?limit=3',
      headers: { cookie: admin.cookie },
    });
    const page1 = first.json();
    expect(page1.items.map((m: { name: string }) => m.name)).toEqual(['Sender 4', 'Sender 3', 'Sender 2']);
    const second = await app.server.inject({
      method: 'GET',
      url: `/api/admin/contact-messages?limit=3&cursor=${page1.nextCursor}`,
      headers: { cookie: admin.cookie },
    });
    expect(second.json().items.map((m: { name: string }) => m.name)).toEqual(['Sender 1', 'Sender 0']);
    expect(second.json().nextCursor).toBeNull();
    const broken = await app.server.inject({
      method: 'GET',
      url: '/api/admin/contact-messages?cursor=garbage',
      headers: { cookie: admin.cookie },
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('POST /api/contact limits', () => {
  it('accepts ten messages an hour from one address, then answers 429', async () => {
    const send = () =>
      app.server.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '192.0.2.55',
        headers: { origin: TEST_ORIGIN },
        payload: {
          name: 'Sam',
          email: 'sam@example.com',
          subject: 'general',
          message: 'Hello, a question here.',
        },
      });
    for (let i = 0; i < 10; i += 1) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
  });
});
