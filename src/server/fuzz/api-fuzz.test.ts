import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entrySchemaFor } from '@shared/tools/tool-data.schemas';
import { settingsSchemaFor } from '@shared/tools/tool-settings.schemas';
import { toolKeys } from '@shared/tools/tool-keys';
import { TEST_ORIGIN, buildTestApp, signUpAdmin, signUpMember, type TestApp } from '../test/test-app';
import {
  requestArbitrary,
  routeCollector,
  type FuzzRequest,
  type FuzzRoute,
  type KnownValues,
} from './fuzz-requests';
import { toJsonSchema, type JsonSchema } from './json-schema-arbitrary';

/** Recorded so any failure can be replayed: FUZZ_SEED=<seed> npx vitest run src/server/fuzz. */
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 60);
// Routes that would end the fuzzing member's own session; the visitor covers them.
const MEMBER_SKIPS = new Set(['POST /api/account/sign-out']);

const routes: FuzzRoute[] = [];
let app: TestApp;
let memberCookie: string;
let known: KnownValues;
let sent = 0;
const statuses = new Map<number, number>();

beforeAll(async () => {
  console.log(`API fuzz seed ${seed} (replay with FUZZ_SEED=${seed})`);
  app = await buildTestApp({
    seedContent: true,
    onRoute: routeCollector(routes),
    // The limits would answer most requests with 429 and hide the code behind them.
    rateLimits: { perIp: 1_000_000, perAccount: 1_000_000, accountBackoffAfter: 1_000_000 },
    writeLimits: { perMinute: 1_000_000 },
  });
  const admin = await signUpAdmin(app);
  const member = await signUpMember(app);
  memberCookie = member.cookie;
  await app.server.inject({
    method: 'PUT',
    url: `/api/admin/users/${member.userId}/subscription`,
    headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
    payload: { subscriptionTier: 'premium', subscriptionStatus: 'active' },
  });
  const entry = await app.server.inject({
    method: 'POST',
    url: '/api/tools/gratitude-log/entries',
    headers: { origin: TEST_ORIGIN, cookie: memberCookie },
    payload: { data: { items: ['fuzzing'] } },
  });
  const { bundle } = await app.content.getBundle();
  known = {
    toolKey: [...toolKeys, ...bundle.tools.map((t) => t.id)],
    id: [entry.json().id as string],
    skillId: bundle.skills.map((s) => s.id),
    userId: [member.userId],
  };
}, 60_000);
afterAll(async () => app.close());

/** A tool route's body, with `data` described by that tool's own entry or settings schema. */
function bodySchemaFor(route: FuzzRoute) {
  return (params: Record<string, string>): JsonSchema => {
    if (!route.url.startsWith('/api/tools/') || !route.body.properties?.data) return route.body;
    const toolKey = params.toolKey ?? '';
    const data = route.url.endsWith('/settings') ? settingsSchemaFor(toolKey) : entrySchemaFor(toolKey);
    return { ...route.body, properties: { ...route.body.properties, data: toJsonSchema(data) } };
  };
}

async function send(request: FuzzRequest, cookie?: string) {
  sent += 1;
  const response = await app.server.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      origin: TEST_ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  return response;
}

/** No 5xx, and every 4xx in the API's error shape. */
function checkAnswer(request: FuzzRequest, response: Awaited<ReturnType<typeof send>>): void {
  const where = `${request.method} ${request.url.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode < 400) return;
  let body: { error?: { code?: unknown; message?: unknown } } | undefined;
  try {
    body = response.json();
  } catch {
    body = undefined;
  }
  expect(typeof body?.error?.code, where).toBe('string');
  expect(typeof body?.error?.message, where).toBe('string');
}

describe('API fuzzing', () => {
  it('enumerates the API from the built app', () => {
    const paths = new Set(routes.map((r) => `${r.method} ${r.url}`));
    for (const route of [
      'POST /api/account/sign-up',
      'POST /api/tools/:toolKey/entries',
      'PUT /api/admin/settings',
    ]) {
      expect(paths).toContain(route);
    }
    expect(routes.length).toBeGreaterThan(25);
  });

  it('answers hostile requests on every route, as visitor and as member, without a 5xx', async () => {
    const actors = [
      { name: 'visitor', cookie: undefined },
      { name: 'member', cookie: memberCookie },
    ];
    let index = 0;
    for (const actor of actors) {
      for (const route of routes) {
        index += 1;
        if (actor.name === 'member' && MEMBER_SKIPS.has(`${route.method} ${route.url}`)) continue;
        await fc.assert(
          fc.asyncProperty(requestArbitrary(route, known, bodySchemaFor(route)), async (request) => {
            checkAnswer(request, await send(request, actor.cookie));
          }),
          { seed: seed + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        );
      }
    }
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    console.log(`API fuzz: ${sent} requests on ${routes.length} routes, seed ${seed}: ${byStatus.join(' ')}`);
    if (RUNS_PER_ROUTE >= 60) expect(sent).toBeGreaterThanOrEqual(3000);
  }, 180_000);

  it('still answers /api/health within 100 ms afterwards', async () => {
    // The best of five: a server left blocked or busy is slow every time, a machine busy with other test
    // files only now and then.
    const timings: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      const health = await app.server.inject({ method: 'GET', url: '/api/health' });
      timings.push(performance.now() - started);
      expect(health.statusCode).toBe(200);
    }
    expect(Math.min(...timings)).toBeLessThan(100);
  });
});
