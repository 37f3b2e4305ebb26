import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ANNOUNCEMENT } from '@shared/settings/settings-defaults';
import {
  TEST_ORIGIN,
  buildTestApp,
  queryRows,
  signUpAdmin,
  signUpMember,
  type TestApp,
} from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const putSettings = (payload: unknown, cookie?: string) =>
  app.server.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

describe('site settings', () => {
  it('creates the default row (id 1, welcome text, both flags off) on the first read', async () => {
    expect(await queryRows(app, sql`select * from system_settings`)).toHaveLength(0);
    const response = await app.server.inject({ method: 'GET', url: '/api/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      siteAnnouncementMessage: DEFAULT_ANNOUNCEMENT,
      isAnnouncementVisible: false,
      maintenanceMode: false,
    });
    const rows = await queryRows<{ id: number }>(app, sql`select id from system_settings`);
    expect(rows).toEqual([{ id: 1 }]);
  });

  it('answers a visitor 401 and a member 403 on PUT', async () => {
    expect((await putSettings({ maintenanceMode: true })).statusCode).toBe(401);
    const member = await signUpMember(app);
    const response = await putSettings({ maintenanceMode: true }, member.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });

  it('lets an admin change any subset, leaving the rest', async () => {
    const admin = await signUpAdmin(app);
    const response = await putSettings(
      { siteAnnouncementMessage: 'New tools this week', isAnnouncementVisible: true },
      admin.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      siteAnnouncementMessage: 'New tools this week',
      isAnnouncementVisible: true,
      maintenanceMode: false,
    });
    const read = await app.server.inject({ method: 'GET', url: '/api/settings' });
    expect(read.json().siteAnnouncementMessage).toBe('New tools this week');
  });

  it('rejects malformed bodies with 400 and field errors', async () => {
    const admin = await signUpAdmin(app);
    const response = await putSettings({ maintenanceMode: 'yes', siteAnnouncementMessage: '' }, admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      'maintenanceMode',
      'siteAnnouncementMessage',
    ]);
    const unknown = await putSettings({ colour: 'red' }, admin.cookie);
    expect(unknown.statusCode).toBe(400);
  });
});

describe('maintenance mode', () => {
  it("blocks a member's write with 503 while an admin keeps working and sign-in stays open", async () => {
    const admin = await signUpAdmin(app);
    const member = await signUpMember(app);
    expect((await putSettings({ maintenanceMode: true }, admin.cookie)).statusCode).toBe(200);
    try {
      const write = await app.server.inject({
        method: 'PATCH',
        url: '/api/profile',
        payload: { firstName: 'New', lastName: 'Name' },
        headers: { origin: TEST_ORIGIN, cookie: member.cookie },
      });
      expect(write.statusCode).toBe(503);
      expect(write.json().error.code).toBe('maintenance');
      const read = await app.server.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { cookie: member.cookie },
      });
      expect(read.statusCode).toBe(200);
      const signIn = await app.server.inject({
        method: 'POST',
        url: '/api/account/sign-in',
        payload: { email: admin.email, password: admin.password },
        headers: { origin: TEST_ORIGIN },
      });
      expect(signIn.statusCode).toBe(200);
      const adminWrite = await app.server.inject({
        method: 'PATCH',
        url: '/api/profile',
        payload: { firstName: 'Ada', lastName: 'Lovelace' },
        headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
      });
      expect(adminWrite.statusCode).toBe(200);
    } finally {
      await putSettings({ maintenanceMode: false }, admin.cookie);
    }
  });
});
