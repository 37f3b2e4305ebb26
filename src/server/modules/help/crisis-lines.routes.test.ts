import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CRISIS_LINES } from '@shared/help/crisis-lines.seed';
import type { CrisisLineInput } from '@shared/help/crisis-lines.schemas';
import {
  TEST_ORIGIN,
  buildTestApp,
  queryRows,
  signUpAdmin,
  signUpMember,
  type TestApp,
} from '../../test/test-app';
import { seedCrisisLines } from './crisis-lines.service';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const get = () => app.server.inject({ method: 'GET', url: '/api/help/crisis-lines' });
const put = (payload: unknown, cookie?: string) =>
  app.server.inject({
    method: 'PUT',
    url: '/api/admin/crisis-lines',
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

const samaritans: CrisisLineInput = {
  countryCode: 'GB',
  countryName: 'United Kingdom',
  name: 'Samaritans',
  isEmergency: false,
  phone: '116 123',
  sms: null,
  smsKeyword: null,
  url: 'https://www.samaritans.org',
  description: 'Free to call, any time.',
  sourceUrl: 'https://www.samaritans.org',
  checkedOn: '2026-11-29',
};

describe('crisis lines', () => {
  it('seeds a new install once with the shipped lines, and a visitor reads them in order', async () => {
    expect(await seedCrisisLines(app.database.db)).toBe(true);
    expect(await seedCrisisLines(app.database.db)).toBe(false);
    const response = await get();
    expect(response.statusCode).toBe(200);
    const { lines } = response.json();
    expect(lines).toHaveLength(DEFAULT_CRISIS_LINES.length);
    expect(lines.map((l: CrisisLineInput) => `${l.countryCode} ${l.name}`)).toEqual(
      DEFAULT_CRISIS_LINES.map((l) => `${l.countryCode} ${l.name}`),
    );
    for (const line of lines) expect(line.sourceUrl).toMatch(/^https:\/\//);
  });

  it('refuses a visitor (401) and a member (403) who try to change them', async () => {
    expect((await put({ lines: [samaritans] })).statusCode).toBe(401);
    const member = await signUpMember(app);
    const response = await put({ lines: [samaritans] }, member.cookie);
    expect(response.statusCode).toBe(403);
    expect((await get()).json().lines).toHaveLength(DEFAULT_CRISIS_LINES.length);
  });

  it('lets an admin replace the list, with its checked date, and audits which lines moved', async () => {
    const admin = await signUpAdmin(app);
    const before = (await get()).json();
    const changedUs = { ...DEFAULT_CRISIS_LINES[1]!, checkedOn: '2026-11-28' };
    const response = await put({ lines: [samaritans, changedUs] }, admin.cookie);
    expect(response.statusCode).toBe(200);
    const after = (await get()).json();
    expect(after.lines.map((l: CrisisLineInput) => [l.name, l.checkedOn])).toEqual([
      ['Samaritans', '2026-11-29'],
      ['988 Suicide & Crisis Lifeline', '2026-11-28'],
    ]);
    expect(after.updatedAt > before.updatedAt).toBe(true);
    const [audit] = await queryRows<{ action: string; summary: Record<string, unknown> }>(
      app,
      sql`select action, summary from admin_audit where action = 'crisis_lines.update'`,
    );
    expect(audit?.summary).toMatchObject({
      lines: 2,
      added: [],
      changed: ['GB: Samaritans', 'US: 988 Suicide & Crisis Lifeline'],
    });
    expect(audit?.summary.removed).toContain('US: Emergency services');
  });

  it.each([
    ['an empty list', { lines: [] }, 'Keep at least one line.'],
    ['a line nobody can reach', { lines: [{ ...samaritans, phone: null, url: null }] }, 'Give a phone number, a text number or a web address.'],
    ['a source that is not https', { lines: [{ ...samaritans, sourceUrl: 'http://x.org' }] }, 'https://'],
    ['letters in a phone number', { lines: [{ ...samaritans, phone: '116 CALL' }] }, 'only digits'],
    ['an impossible checked date', { lines: [{ ...samaritans, checkedOn: '2026-02-30' }] }, 'real date'],
    ['a country name of 61 characters', { lines: [{ ...samaritans, countryName: 'x'.repeat(61) }] }, '60'],
    ['an unknown field', { lines: [{ ...samaritans, secret: 1 }] }, ''],
    ['201 lines', { lines: Array.from({ length: 201 }, () => samaritans) }, 'At most 200'],
  ])('refuses %s with a 400 and changes nothing', async (_, payload, message) => {
    const admin = await signUpAdmin(app);
    const before = (await get()).json();
    const response = await put(payload, admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
    expect((await get()).json()).toEqual(before);
  });
});
