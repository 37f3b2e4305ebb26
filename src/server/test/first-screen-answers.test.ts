import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '@shared/account/account.schemas';
import type * as z from '@shared/api/zod-mini';
import { contentBundleSchema } from '@shared/content/content.schemas';
import { siteSettingsSchema } from '@shared/settings/settings.schemas';
import { TEST_ORIGIN, buildTestApp, signUpAdmin, signUpMember, type TestApp } from './test-app';

// A built client takes these three answers as they came, without parsing them by their schemas (apiRequest's
// validate: 'development'). That is only sound while parsing them changes nothing: no default filled in, no key
// dropped, no value transformed. Each answer is checked here in the states a first screen meets.

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({ seedContent: true });
});
afterAll(async () => app.close());

async function answer(url: string, cookie?: string): Promise<unknown> {
  const response = await app.server.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

function expectUnchangedByParsing(schema: z.ZodMiniType, body: unknown) {
  expect(schema.parse(body)).toEqual(body);
}

describe('answers a built client takes without parsing', () => {
  it('the session, signed out, as a member and as an admin', async () => {
    const member = await signUpMember(app);
    const admin = await signUpAdmin(app);
    expectUnchangedByParsing(sessionSchema, await answer('/api/account/session'));
    expectUnchangedByParsing(sessionSchema, await answer('/api/account/session', member.cookie));
    expectUnchangedByParsing(sessionSchema, await answer('/api/account/session', admin.cookie));
  });

  it('the site settings, as first created and with an announcement', async () => {
    expectUnchangedByParsing(siteSettingsSchema, await answer('/api/settings'));
    const admin = await signUpAdmin(app);
    const update = await app.server.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
      payload: { siteAnnouncementMessage: 'New tools this week', isAnnouncementVisible: true },
    });
    expect(update.statusCode).toBe(200);
    expectUnchangedByParsing(siteSettingsSchema, await answer('/api/settings'));
  });

  it('the content bundle', async () => {
    expectUnchangedByParsing(contentBundleSchema, await answer('/api/content'));
  });
});
