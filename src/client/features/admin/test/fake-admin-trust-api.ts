import { vi } from 'vitest';
import { schemaChecks } from './schema-checks';
import {
  adminMemberStandingSchema,
  setTrustLevelSchema,
  type AdminMemberStanding,
} from '@shared/admin/admin-trust.schemas';
import {
  defaultTrustSettings,
  sanctionInputSchema,
  trustSettingsSchema,
  type TrustSettings,
} from '@shared/community/trust';
import { jsonResponse } from '@client/test/fake-tool-api';

export interface FakeAdminTrust {
  /** Each member's standing, by id, as GET …/standing answers it. */
  members: Map<string, AdminMemberStanding>;
  /** Members the server knows as admins: a sanction is refused with 409. */
  admins: Set<string>;
  settings: TrustSettings;
  /** Every write as `METHOD /path` with its parsed JSON body. */
  writes: { route: string; body: unknown }[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

const problem = (status: number, code: string, message: string) =>
  jsonResponse({ error: { code, message } }, status);

/**
 * An in-memory stand-in for the admin's trust routes (standing, level, sanction, settings). Bodies are checked by
 * the routes' shared schemas (a refused one fails the test); answers by the shared output schemas.
 */
export function fakeAdminTrustApi(state: FakeAdminTrust) {
  const { check, reply } = schemaChecks();
  const validationFailed = () => problem(400, 'validation_failed', 'Some fields need attention.');

  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    const route = `${method} ${url.pathname}`;
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (method !== 'GET') state.writes.push({ route, body });

    if (url.pathname === '/api/admin/community/trust-settings') {
      if (method === 'GET') return reply(trustSettingsSchema, state.settings);
      const settings = check(route, trustSettingsSchema, body);
      if (method !== 'PUT' || !settings) return validationFailed();
      state.settings = settings;
      return reply(trustSettingsSchema, settings);
    }
    const [, id, action] = /^\/api\/admin\/community\/members\/([^/]+)\/([a-z-]+)$/.exec(url.pathname) ?? [];
    const member = id ? state.members.get(decodeURIComponent(id)) : undefined;
    if (!id || !member) throw new Error(`the fake trust API has no ${route}`);
    const answer = (next: AdminMemberStanding) => {
      state.members.set(member.userId, next);
      return reply(adminMemberStandingSchema, next);
    };
    if (action === 'standing' && method === 'GET') return reply(adminMemberStandingSchema, member);
    if (action === 'trust-level' && method === 'PUT') {
      const input = check(route, setTrustLevelSchema, body);
      if (!input) return validationFailed();
      return answer({ ...member, trustLevel: input.trustLevel, levelSetByAdmin: true });
    }
    if (action === 'sanction' && method === 'PUT') {
      const input = check(route, sanctionInputSchema, body);
      if (!input) return validationFailed();
      if (state.admins.has(member.userId))
        return problem(409, 'conflict', 'An admin cannot be silenced or suspended.');
      const endsAt = new Date(Date.now() + input.days * DAY_MS).toISOString();
      return answer({ ...member, sanction: { kind: input.kind, reason: input.reason, endsAt } });
    }
    if (action === 'sanction' && method === 'DELETE') return answer({ ...member, sanction: null });
    throw new Error(`the fake trust API has no ${route}`);
  });
}

/** A member at level 0 with some reading, nothing in force; the Discourse defaults as the settings. */
export function fakeAdminTrust(overrides: Partial<FakeAdminTrust> = {}): FakeAdminTrust {
  const standing: AdminMemberStanding = {
    userId: 'm1',
    trustLevel: 0,
    levelSetByAdmin: false,
    topicsEntered: 4,
    readMinutes: 12,
    daysVisited: 2,
    sanction: null,
  };
  return {
    members: new Map([[standing.userId, standing]]),
    admins: new Set(),
    settings: defaultTrustSettings,
    writes: [],
    ...overrides,
  };
}
