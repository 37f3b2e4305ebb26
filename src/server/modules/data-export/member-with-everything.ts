import { sql } from 'drizzle-orm';
import { POMODORO_DEFAULTS } from '@shared/tools/pomodoro/pomodoro-settings';
import { toolKeys } from '@shared/tools/tool-keys';
import { TEST_ORIGIN, chooseForumName, queryRows, signUpMember, type TestApp } from '../../test/test-app';
import { sampleToolData } from '../tool-data/tool-data.samples';

type Member = Awaited<ReturnType<typeof signUpMember>>;

const send = (app: TestApp, method: 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload: object) =>
  app.server.inject({ method, url, payload, headers: { origin: TEST_ORIGIN, cookie } });

/** A premium member (set through the admin API) with an entry in every tool, settings and a practised skill. */
export async function memberWithEverything(app: TestApp, admin: Member, marker: string): Promise<Member> {
  const member = await chooseForumName(app, await signUpMember(app, { firstName: marker }));
  await send(app, 'PATCH', `/api/admin/users/${member.userId}`, admin.cookie, {
    subscriptionTier: 'premium',
  });
  for (const toolKey of toolKeys) {
    const data = { ...sampleToolData[toolKey] } as Record<string, unknown>;
    if (toolKey === 'self-awareness-journal') data.text = `Journal of ${marker}`;
    const response = await send(app, 'POST', `/api/tools/${toolKey}/entries`, member.cookie, { data });
    if (response.statusCode !== 201) throw new Error(`${toolKey}: ${response.body}`);
  }
  const settings = await send(app, 'PUT', '/api/tools/pomodoro-timer/settings', member.cookie, {
    data: { ...POMODORO_DEFAULTS, focusDuration: 30 },
  });
  if (settings.statusCode !== 200) throw new Error(`settings: ${settings.body}`);
  const [skill] = await queryRows<{ id: string }>(app, sql`select id from skills order by id limit 1`);
  const practised = await send(app, 'POST', `/api/skills/${skill!.id}/completions`, member.cookie, {});
  if (practised.statusCode !== 201) throw new Error(`practice: ${practised.body}`);
  return member;
}
