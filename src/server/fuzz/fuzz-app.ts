import { strFromU8, unzipSync } from 'fflate';
import { expect } from 'vitest';
import { errorCodes } from '@shared/api/error-codes';
import type { SubscriptionTier } from '@shared/profiles/profiles.schemas';
import { TEST_ORIGIN, buildTestApp, type TestApp } from '../test/test-app';
import { routeCollector, type FuzzRequest, type FuzzRoute } from './fuzz-requests';

/** Recorded so any failure can be replayed: FUZZ_SEED=<seed> npx vitest run src/server/fuzz. */
export const fuzzSeed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
export const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 60);

/** A tool an admin adds, with no screen of its own: its writes go to the `/api/tools/:toolKey/…` routes. */
export const SCREENLESS_TOOL = 'fuzz-notes';

/** The app with its content seeded, every API route collected into `routes`, and no rate limit in the way. */
export function buildFuzzApp(routes: FuzzRoute[]): Promise<TestApp> {
  return buildTestApp({
    seedContent: true,
    onRoute: routeCollector(routes),
    // The limits would answer most requests with 429 and hide the code behind them.
    rateLimits: { perIp: 1_000_000, perAccount: 1_000_000, accountBackoffAfter: 1_000_000 },
    writeLimits: { perMinute: 1_000_000 },
  });
}

export function sendFuzz(app: TestApp, request: FuzzRequest, cookie?: string) {
  return app.server.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      origin: TEST_ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

export type FuzzResponse = Awaited<ReturnType<typeof sendFuzz>>;

/** Where a failure happened, for its message. */
export const describeExchange = (request: FuzzRequest, response: FuzzResponse) =>
  `${request.method} ${request.url.slice(0, 200)} ${String(request.payload ?? '').slice(0, 200)} → ` +
  `${response.statusCode} ${response.body.slice(0, 300)}`;

/** The error code of a 4xx or 5xx answer, if it has the API's error shape. */
export function errorCodeOf(response: FuzzResponse): unknown {
  try {
    return (response.json() as { error?: { code?: unknown } }).error?.code;
  } catch {
    return undefined;
  }
}

/** No 5xx, and every 4xx in the API's error shape, with a code from the catalogue. */
export function checkAnswer(request: FuzzRequest, response: FuzzResponse): void {
  const where = describeExchange(request, response);
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode < 400) return;
  let body: { error?: { code?: unknown; message?: unknown } } | undefined;
  try {
    body = response.json();
  } catch {
    body = undefined;
  }
  expect(errorCodes, where).toContain(body?.error?.code);
  expect(typeof body?.error?.message, where).toBe('string');
}

/** Codes of an answer about the request's own shape or framing, the same whatever it names. */
const INPUT_REJECTIONS: readonly unknown[] = [
  'bad_request',
  'validation_failed',
  'invalid_characters',
  'body_too_deep',
  'body_too_large',
  'unsupported_media_type',
  'bad_url',
  'unreadable_request',
];

/**
 * A refusal that tells nothing of what the request names: 403 or 404, or a 4xx for the request's own shape
 * (the address, the body's type and size, the schema: all checked before anything is loaded).
 */
export function isRefusal(response: FuzzResponse): boolean {
  const status = response.statusCode;
  return (
    status === 403 || status === 404 || (status < 500 && INPUT_REJECTIONS.includes(errorCodeOf(response)))
  );
}

/** The text a member reads in an answer: its body, or every file of a zip (the account export). */
export function readableText(response: FuzzResponse): string {
  const raw = response.rawPayload;
  if (raw.length < 4 || raw.readUInt32LE(0) !== 0x04034b50) return response.body;
  return Object.values(unzipSync(new Uint8Array(raw)))
    .map((file) => strFromU8(file))
    .join('\n');
}

/** Adds a tool entry as the member and returns its id. */
export async function addEntry(app: TestApp, cookie: string, toolKey: string, data: unknown) {
  const entry = await app.server.inject({
    method: 'POST',
    url: `/api/tools/${toolKey}/entries`,
    headers: { origin: TEST_ORIGIN, cookie },
    payload: { data } as object,
  });
  expect(entry.statusCode, entry.body).toBe(201);
  return (entry.json() as { id: string }).id;
}

/** Adds the screenless tool (SCREENLESS_TOOL) as the admin. */
export async function addScreenlessTool(app: TestApp, adminCookie: string): Promise<void> {
  const tool = await app.server.inject({
    method: 'POST',
    url: '/api/admin/tools',
    headers: { origin: TEST_ORIGIN, cookie: adminCookie },
    payload: { id: SCREENLESS_TOOL, name: 'Fuzz notes', description: 'Plain notes.', icon: 'Notebook' },
  });
  expect(tool.statusCode, tool.body).toBe(201);
}

/** Sets a member's plan as the admin (an active subscription of that tier). */
export async function setPlan(app: TestApp, adminCookie: string, userId: string, tier: SubscriptionTier) {
  const response = await app.server.inject({
    method: 'PATCH',
    url: `/api/admin/users/${userId}`,
    headers: { origin: TEST_ORIGIN, cookie: adminCookie },
    payload: { subscriptionTier: tier, subscriptionStatus: 'active' },
  });
  expect(response.statusCode, response.body).toBe(200);
}
